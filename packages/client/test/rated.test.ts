// The page's side of rated games that needs no browser: the synced ratings read, when a table may be
// rated and which way the start page leans, and the ratings at the end in each language.
import type { GameRatings } from '@castle/protocol';
import { loadLanguage } from '../src/i18n/words';
import { ratable, ratedByDefault, ratingsOf } from '../src/rated/ratings';
import { ratingNoteWords, seatRatingWords } from '../src/rated/rating-words';

const over: GameRatings = {
  pool: 'castle',
  note: 'rated',
  seats: [
    { seat: 0, player: 'isq-45GfWrbaQN96cED163QPGQI', rating: 1500, deviation: 350, after: 1662.31, afterDeviation: 290.3, change: 162.31 },
    { seat: 1, player: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA', rating: 1500, deviation: 350, after: 1337.69, afterDeviation: 290.3, change: -162.31 },
  ],
};

afterEach(() => loadLanguage('en'));

describe('the synced ratings', () => {
  test('are read from their JSON', () => {
    expect(ratingsOf(JSON.stringify(over))).toEqual(over);
  });
  test('are none in a casual game (an empty text)', () => {
    expect(ratingsOf('')).toBeNull();
  });
  test('are none when the text is not ratings (damaged, or another shape)', () => {
    expect([ratingsOf('{"pool"'), ratingsOf('[1,2]'), ratingsOf('null'), ratingsOf('{"pool":"castle"}')]).toEqual([null, null, null, null]);
  });
});

describe('rated or casual on the start page', () => {
  test('is offered only at a table of two people', () => {
    expect([ratable({ computer: false, seats: 2 }), ratable({ computer: true, seats: 2 }), ratable({ computer: false, seats: 3 })]).toEqual([true, false, false]);
  });
  test('leans rated for an open game when this browser has an identity', () => {
    expect(ratedByDefault({ open: true, hasIdentity: true })).toBe(true);
  });
  test('leans casual for an open game when this browser has no identity', () => {
    expect(ratedByDefault({ open: true, hasIdentity: false })).toBe(false);
  });
  test('leans casual for a friend\'s game, identity or not', () => {
    expect([ratedByDefault({ open: false, hasIdentity: true }), ratedByDefault({ open: false, hasIdentity: false })]).toEqual([false, false]);
  });
});

describe('the ratings at the end', () => {
  test('say a rated seat\'s new rating and change', () => {
    expect(over.seats.map((s, i) => seatRatingWords(s, ['Ann', 'Bob'][i]!, true))).toEqual(['Ann: 1662 (+162)', 'Bob: 1338 (-162)']);
  });
  test('say the rating the seat kept when the game changed nothing', () => {
    expect(seatRatingWords({ ...over.seats[0]!, after: 1500, change: 0 }, 'Ann', false)).toBe('Ann: 1500');
  });
  test('say why nothing changed, for each reason', () => {
    const why = (['dailyCap', 'sameIdentity', 'noResult'] as const).map((note) => ratingNoteWords({ ...over, note }));
    expect(why).toEqual([
      'The ratings did not change: these two players have played enough rated games against each other today.',
      'The ratings did not change: one identity played both seats.',
      'The ratings did not change: the game ended without a result.',
    ]);
  });
  test('say nothing of a note before the end', () => {
    expect(ratingNoteWords({ pool: 'castle', seats: over.seats })).toBe('');
  });
  test('are said in German', async () => {
    await loadLanguage('de');
    expect([seatRatingWords(over.seats[1]!, 'Bob', true), ratingNoteWords({ ...over, note: 'noResult' })])
      .toEqual(['Bob: 1338 (-162)', 'Die Wertungen haben sich nicht geändert: Die Partie endete ohne Ergebnis.']);
  });
  test('are said in French, with its space before the colon', async () => {
    await loadLanguage('fr');
    expect(seatRatingWords(over.seats[0]!, 'Ann', true)).toBe('Ann\u00a0: 1662 (+162)');
  });
});
