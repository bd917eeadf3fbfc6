// The words of the start page and the join prompt: a name asked for the same way everywhere, each
// game's name and options, a time control.
import { checkName } from '../src/logic/name-check';
import { clockWords, gameLine, gameName, optionWords, tableWords } from '../src/logic/game-words';

describe('a name as every form checks it', () => {
  test('an empty name (or only spaces) is asked for', () => {
    expect(checkName('')).toEqual({ ok: false, problem: 'Give a name: the other players see it at the table.' });
    expect(checkName('   ')).toEqual({ ok: false, problem: 'Give a name: the other players see it at the table.' });
  });

  test('a name the protocol refuses is refused in its words, with a capital', () => {
    const c = checkName('x'.repeat(30));
    expect(c).toEqual({ ok: false, problem: expect.stringMatching(/^That name cannot be used: a name is at most 24 characters\.$/) });
  });

  test('a good name is trimmed', () => {
    expect(checkName('  Ann ')).toEqual({ ok: true, name: 'Ann' });
  });
});

describe('a game and its options in words', () => {
  test('the Castle with the Falcon and its variants', () => {
    const options = { falcon: true, variants: { gatesStopMarkers: true, wallTilesAtEndOfTurn: true } };
    expect(gameName('castle', options)).toBe('The Castle with the Falcon');
    expect(gameLine('castle', options)).toBe('The Castle with the Falcon (gates stop markers, wall tiles taken at the end of the turn)');
    expect(optionWords('castle', options)).toEqual(['the Falcon expansion', 'variant: gates stop markers', 'variant: wall tiles taken at the end of the turn']);
  });

  test('a game as it comes has no options to say', () => {
    expect(gameLine('castle', { falcon: false, variants: {} })).toBe('The Castle');
    expect(optionWords('carcassonne', {})).toEqual([]);
  });

  test('a game whose table size is chosen says it, even for two; a game of one size does not', () => {
    expect(tableWords('carcassonne', 2)).toBe('for 2 players');
    expect(tableWords('castle', 2)).toBe('');
  });

  test('each kind of time control', () => {
    expect(clockWords({ kind: 'live', minutes: 10, increment: 5 })).toBe('10+5: 10 minutes each, 5 seconds added a turn');
    expect(clockWords({ kind: 'correspondence', days: 3 })).toBe('3 days a turn (each move within 3 days)');
    expect(clockWords({ kind: 'none' })).toBe('No clock: take your time');
  });
});
