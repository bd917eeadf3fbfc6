// The final scoring summed by kind per player (the end banner's table), after what each scored
// during the game.
import type { ResultViewOf } from '@castle/game';
import type { castle } from '@castle/rules';

/** The result as the rules give it to pages (the definition's resultView). */
export type FinalResult = ResultViewOf<typeof castle>;

const GROUPS: [string, (reason: string) => boolean][] = [
  ['The keep', (x) => x === 'keep'],
  ['Courts', (x) => x === 'court'],
  ['Wall tiles', (x) => x.startsWith('wall')],
  ['Aerie tokens', (x) => x === 'aeries'],
];

/** The final scoring summed by kind per player, after what each scored during the game. */
export function finalRows(r: FinalResult): [string, [number, number]][] {
  const sums = GROUPS.map(([label, is]) => {
    const pts: [number, number] = [0, 0];
    for (const l of r.lines) if (l.type === 'final' && is(l.reason)) pts[l.seat] += l.points;
    return [label, pts] as [string, [number, number]];
  });
  const during: [number, number] = [0, 1].map((s) => r.scores[s] - sums.reduce((t, [, p]) => t + p[s], 0)) as [number, number];
  return [['During the game', during], ...sums.filter(([label, p]) => label !== 'Aerie tokens' || p[0] + p[1] > 0)];
}
