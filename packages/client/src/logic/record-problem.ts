// Why a game record cannot be replayed, in the language shown: @castle/game's checks (and
// record-replay.ts's) give a code and its parameters; a game is named by its id, said here by its name.
import type { RecordProblem } from '@castle/game';
import { aboutGame } from '../games/catalogue';
import { t } from '../i18n/words';

export function recordProblemWords(p: Pick<RecordProblem, 'code' | 'params'>): string {
  const { game, ...params } = p.params;
  return t(`record.problem.${p.code}`, game === undefined ? params : { ...params, game: aboutGame(String(game))?.choice().title ?? String(game) });
}
