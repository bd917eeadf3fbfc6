// The end banner's table: what each player scored during the game and, at the end, by kind.
import { applyAction, castle, createGame, legalActions } from '@castle/rules';
import type { GameEvent } from '@castle/rules';
import { endingSentence, endingTitle } from '../src/logic/ending-words';
import { finalRows } from '../src/games/castle/logic/final-rows';

test('the final scoring by kind adds up to each final score', () => {
  for (const seed of ['e1', 'e2', 'e3']) {
    let s = createGame({ seed, falcon: seed === 'e3' });
    let last: GameEvent[] = [];
    while (s.step !== 'over') {
      const r = applyAction(s, legalActions(s)[0]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      last = r.events;
    }
    const rows = finalRows(castle.resultView(s.result!, last));
    expect(rows[0][0]).toBe('During the game');
    for (const seat of [0, 1] as const) {
      expect(rows.reduce((t, [, p]) => t + p[seat], 0)).toBe(s.result!.scores[seat]);
      expect(rows[0][1][seat]).toBeGreaterThanOrEqual(0);
    }
    expect(rows.map(([label]) => label)).toEqual(expect.arrayContaining(['The keep', 'Courts', 'Wall tiles']));
  }
});

test('a game left to the computer reads as abandoned, with no result, named for the last person or for nobody', () => {
  const names = ['Ann', 'P1 (computer)', 'P2 (computer)'];
  const e = { end: 'abandoned' as const, seat: 0, winners: [], scores: [10, 12, 8] };
  expect(endingTitle(e, names, null)).toBe('Nobody was left to play');
  expect(endingSentence(e, names)).toBe('Ann, the last player at the table, ran out of time: with only the computer left, the game was ended there, with no result.');
  expect(endingSentence({ ...e, seat: null }, names)).toMatch(/^Every player had left: with only the computer left/);
});

