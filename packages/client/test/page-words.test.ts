// The shared pages' words in German and French: plurals, lists of names and the game's options
// said as each language says them, not as English joins them.
import type { ListedGame } from '@castle/protocol';
import { loadLanguage } from '../src/i18n/words';
import { clockName } from '../src/logic/clock-name';
import { standingShown } from '../src/logic/my-games';
import { openGameLine } from '../src/logic/open-games';

const listed = (names: string[], seats: number, seatsFree: number, rated?: ListedGame['metadata']['rated']): ListedGame => ({
  roomId: 'A', name: 'carcassonne', metadata: { game: 'carcassonne', names, seats, seatsFree, options: {}, createdAt: 0, ...(rated ? { rated } : {}) },
});
const standing = {
  code: 'K7QXA', known: true as const, game: 'carcassonne', options: {}, names: ['Ann', 'Bob', 'Cy', null], computer: [false, false, false, false], seatsFree: 1,
  clock: { kind: 'correspondence' as const, days: 3 }, toAct: null, ending: null, stopped: null, createdAt: 1, finishedAt: null,
};

afterAll(() => loadLanguage('en'));

describe('in German', () => {
  beforeAll(() => loadLanguage('de'));

  test('an open game: who waits, one or many, the seats free and for how long', () => {
    expect(openGameLine(listed(['Ann'], 2, 1), 30_000)).toBe('Ann wartet · ein Platz frei · gerade eröffnet');
    expect(openGameLine(listed(['Ann', 'Bob'], 4, 2), 5 * 60_000)).toBe('Ann und Bob warten · 2 von 4 Plätzen frei · wartet seit 5 Min.');
  });

  test('a rated open game: each waiting player\'s rating, or new', () => {
    expect(openGameLine(listed(['Ann'], 2, 1, { pool: 'castle', ratings: [1623] }), 0)).toBe('Ann (1623) wartet · ein Platz frei · gerade eröffnet');
    expect(openGameLine(listed(['Ann'], 2, 1, { pool: 'castle', ratings: [null] }), 0)).toBe('Ann (neu) wartet · ein Platz frei · gerade eröffnet');
  });

  test('days a turn, one or many', () => {
    expect([clockName({ kind: 'correspondence', days: 1 }), clockName({ kind: 'correspondence', days: 3 })]).toEqual(['1 Tag pro Zug', '3 Tage pro Zug']);
  });
});

describe('in French', () => {
  beforeAll(() => loadLanguage('fr'));

  test('a rated open game: each waiting player\'s rating, or no rating yet', () => {
    expect(openGameLine(listed(['Ann', 'Bob'], 4, 2, { pool: 'carcassonne', ratings: [1623, null] }), 0))
      .toBe('Ann (1623) et Bob (sans classement) attendent · 2 places libres sur 4 · tout juste ouverte');
  });

  test('one of my games: the others listed with "et", the clock, the seat still free', () => {
    expect(standingShown({ code: 'K7QXA', seat: 0, at: 1 }, standing)).toMatchObject({ others: 'avec Bob et Cy', clock: '3 jours par coup', words: 'En attente d’un joueur' });
  });
});
