// The final scoring summed by kind per player (the end banner's table), after what each scored
// during the game.
import type { ResultViewOf } from '@castle/game';
import type { castle } from '@castle/rules';
import { t } from '../../../i18n/words';

/** The result as the rules give it to pages (the definition's resultView). */
export type FinalResult = ResultViewOf<typeof castle>;

const GROUPS: [string, (reason: string) => boolean][] = [
  ['castle.final.keep', (x) => x === 'keep'],
  ['castle.final.courts', (x) => x === 'court'],
  ['castle.final.wall', (x) => x.startsWith('wall')],
  ['castle.final.aeries', (x) => x === 'aeries'],
];

/** The final scoring summed by kind per player, after what each scored during the game. */
export function finalRows(r: FinalResult): [string, [number, number]][] {
  const sums = GROUPS.map(([key, is]) => {
    const pts: [number, number] = [0, 0];
    for (const l of r.lines) if (l.type === 'final' && is(l.reason)) pts[l.seat] += l.points;
    return [key, pts] as [string, [number, number]];
  });
  const during: [number, number] = [0, 1].map((s) => r.scores[s] - sums.reduce((sum, [, p]) => sum + p[s], 0)) as [number, number];
  // Aerie tokens are the Falcon's: a row of them only where someone scored them.
  const shown = sums.filter(([key, p]) => key !== 'castle.final.aeries' || p[0] + p[1] > 0);
  return [[t('castle.final.during'), during], ...shown.map(([key, p]) => [t(key), p] as [string, [number, number]])];
}
