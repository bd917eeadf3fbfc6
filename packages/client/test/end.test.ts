// The end banner's table: what each player scored during the game and, at the end, by kind.
import { applyAction, createGame, legalActions } from '@castle/rules';
import type { GameEvent } from '@castle/rules';
import { finalRows } from '../src/logic/final-rows';

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
    const lines = last.filter((e) => e.type === 'final');
    const rows = finalRows({ scores: s.result!.scores, winner: s.result!.winner, lines });
    expect(rows[0][0]).toBe('During the game');
    for (const seat of [0, 1] as const) {
      expect(rows.reduce((t, [, p]) => t + p[seat], 0)).toBe(s.result!.scores[seat]);
      expect(rows[0][1][seat]).toBeGreaterThanOrEqual(0);
    }
    expect(rows.map(([label]) => label)).toEqual(expect.arrayContaining(['The keep', 'Courts', 'Wall tiles']));
  }
});
