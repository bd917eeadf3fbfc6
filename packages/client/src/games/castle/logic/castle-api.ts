// The protocol's answers as the Castle's page reads them: @castle/protocol's shapes with the game's
// own types read from its definition, so that nothing the server sends is typed twice.
import type { FrameOf, ResultViewOf } from '@castle/game';
import type { ActionMessage, ActionsMessageOf, ReplayDataOf } from '@castle/protocol';
import type { Action, CastleOptions, castle } from '@castle/rules';

export type ReplayFrame = FrameOf<typeof castle>;
/** The result as the page shows it: the rules' result with the final scoring, line by line. */
export type ResultView = ResultViewOf<typeof castle>;
export type CastleReplay = ReplayDataOf<typeof castle> & { options: CastleOptions };
export type CastleActions = ActionsMessageOf<typeof castle>;
export type CastleActionMessage = ActionMessage<Action>;
