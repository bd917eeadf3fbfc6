// The messages of a game's WebSocket, both ways: their names and payloads. The count of accepted
// actions is `moves` everywhere (an action names the count it was chosen at, so stale ones are refused).

/** Client → server. */
export const TO_SERVER = { action: 'action', rematch: 'rematch', handOver: 'handOver' } as const;
/** Server → client. */
export const TO_CLIENT = {
  seat: 'seat', actions: 'actions', error: 'error', rematch: 'rematch', seatTaken: 'seatTaken', shutdown: 'shutdown', storeLost: 'storeLost',
} as const;

/** "action": an action chosen at `moves`, and maybe `then`, a second one taken with it (both or neither). */
export interface ActionMessage<A = Record<string, unknown>> {
  moves: number;
  action: A;
  then?: A;
}

/** "actions", to the seat to act: its legal actions at `moves`, with the game's hint for each (null
 *  where there is nothing to say; the Castle tells what a scoring order gives). */
export interface ActionsMessage<A = unknown, H = unknown> {
  moves: number;
  actions: A[];
  hints: (H | null)[];
}

/** "handOver": at a table of three or more, a seated player asks the computer to play `seat`, whose
 *  player has been away for the game's `awayLimit` seconds or more. */
export interface HandOverMessage {
  seat: number;
}

/** "seat", to a seated client only: its seat and the token that takes it back. */
export interface SeatMessage {
  seat: number;
  token: string;
}

/** "rematch", to each seated player alone: the new game and its own token there. */
export interface RematchMessage {
  code: string;
  token: string;
}

/** "error": a refusal, to its sender alone; nothing changed. */
export interface ErrorMessage {
  code: string;
  message: string;
}

/** "seatTaken", "shutdown", "storeLost": what happened, in words. */
export interface NoticeMessage {
  message: string;
}
