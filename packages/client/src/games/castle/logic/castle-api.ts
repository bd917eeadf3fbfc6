// The protocol's answers as the Castle's page reads them: @castle/protocol's shapes with the game's
// own types filled in, so that nothing the server sends is typed twice.
import type { Frame } from '@castle/game';
import type { ActionMessage, ActionsMessage, ReplayData } from '@castle/protocol';
import type { Action, CastleOptions, CastleView, GameEvent, GameResult, ScoreHint } from '@castle/rules';

export type ReplayFrame = Frame<Action, GameEvent, CastleView>;
/** The result as the page shows it: the rules' result with the final scoring, line by line. */
export type ResultView = GameResult & { lines: GameEvent[] };
export type CastleReplay = ReplayData<Action, GameEvent, CastleView, ResultView> & { options: CastleOptions };
export type CastleActions = ActionsMessage<Action, ScoreHint>;
export type CastleActionMessage = ActionMessage<Action>;
