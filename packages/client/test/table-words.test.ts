// The shared table's words in German and French: each a whole sentence of the reader's language,
// with names, lists and counts put where that language puts them; the quick chat phrases, which the
// server keeps in English, shown in the reader's.
import type { GameEnding } from '@castle/protocol';
import { loadLanguage } from '../src/i18n/words';
import { lineText } from '../src/logic/chat';
import { nameList } from '../src/logic/common-words';
import { endingSentence, endingTitle } from '../src/logic/ending-words';
import { clockFace } from '../src/logic/game-words';
import { positionText } from '../src/logic/replay-cursor';
import { followerHint, placeHint, statusLine } from '../src/logic/turn-words';
import { watchersLabel } from '../src/logic/watchers';

const names = ['Ann', 'Bob', 'Cy'];
const ending = (e: Partial<GameEnding>): GameEnding => ({ end: 'resigned', seat: 0, winners: [1], scores: [], ...e } as GameEnding);
const turn = (seat: number | null) => ({ seat, stopped: false, elsewhere: false, connecting: false, mine: () => true });

afterEach(() => loadLanguage('en'));

describe('in German', () => {
  beforeEach(() => loadLanguage('de'));

  test('a resignation names the winner and who resigned, each in its place', () => {
    expect(endingTitle(ending({}), names, null)).toBe('Bob gewinnt: Ann hat aufgegeben');
    expect(endingTitle(ending({}), names, 0)).toBe('Du hast aufgegeben');
  });

  test('two winners share the win, their names joined with "und"', () => {
    expect(endingSentence(ending({ end: 'time', seat: 2, winners: [0, 1] }), names)).toBe('Cy hat die Bedenkzeit überschritten: Ann und Bob teilen sich den Sieg.');
    expect(nameList(names, [0, 1, 2])).toBe('Ann, Bob und Cy');
  });

  test('the status line says whose turn it is', () => {
    expect(statusLine({ over: false, toAct: 1 }, turn(0), names, null)).toBe('Bob ist am Zug.');
    expect(statusLine({ over: false, toAct: 0 }, turn(0), names, null)).toBe('Du bist am Zug.');
    expect(statusLine({ over: false, toAct: 0 }, turn(null), names, null)).toBe('Du schaust zu: Ann ist am Zug.');
  });

  test('the hints name keys only where the page has keys', () => {
    expect(placeHint(true, { keys: true, canTurn: true })).toBe('Tippe noch einmal auf das Plättchen (oder R), um es zu drehen; „Hier legen“ (Enter), wenn es passt.');
    expect(placeHint(true, { keys: false, canTurn: true })).not.toMatch(/\(|Enter/);
    expect(followerHint(true, { keys: true, canTurn: false })).toMatch(/Esc nimmt das Plättchen zurück\.$/);
  });

  test('a quick phrase is shown in German, a typed line as it was typed', () => {
    expect(lineText('Good luck')).toBe('Viel Glück');
    expect(lineText('Good luck!')).toBe('Good luck!');
  });

  test('a clock past a day shows days and hours in German; below, the figures alone', () => {
    expect(clockFace((2 * 24 + 5) * 3600_000 + 59_000)).toBe('2\u00a0T. 5\u00a0Std.');
    expect(clockFace(245_000)).toBe('4:05');
  });

  test('the replay counts the moves to come', () => {
    expect(positionText(0, 1)).toBe('Start: 1 Zug folgt');
    expect(positionText(0, 40)).toBe('Start: 40 Züge folgen');
    expect(positionText(3, 40)).toBe('Zug 3 von 40');
  });
});

describe('in French', () => {
  beforeEach(() => loadLanguage('fr'));

  test('a win on time names the winner; one watching the game reads it the same', () => {
    expect(endingTitle(ending({ end: 'time', seat: 0, winners: [1] }), names, null)).toBe('Bob gagne au temps');
    expect(endingTitle(ending({ end: 'time', seat: 0, winners: [1] }), names, 1)).toBe('Vous gagnez au temps');
  });

  test('the status line puts the name where French puts it', () => {
    expect(statusLine({ over: false, toAct: 1 }, turn(null), names, null)).toBe('Vous regardez\u00a0: à Bob de jouer.');
  });

  test('the watchers\' button counts them', () => {
    expect(watchersLabel(2)).toBe('Spectateurs (2)');
  });

  test('a quick phrase is shown in French', () => {
    expect(lineText('Well played')).toBe('Bien joué');
  });
});
