// The headline of a finished Carcassonne game: who won, with how many points ("You win with 40
// points", "Ann and Bob share the win with 38 points"), for the end banner and the replay.
import type { CarcResultView } from '@castle/carcassonne';
import { namesOf } from './words';
import { t } from '../../../i18n/words';

export function endTitle(r: CarcResultView, names: readonly string[], seat: number | null): string {
  const points = r.scores[r.winners[0]] ?? 0;
  const mine = r.winners.includes(seat ?? -1) ? 'yes' : 'no';
  return t('carcassonne.end.title', { winners: r.winners.length, mine, who: namesOf(names, r.winners), points });
}
