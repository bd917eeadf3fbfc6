// The lobby of open games: the room pages join to see them live (Colyseus' LobbyRoom: a "rooms"
// message with the list, then "+" [roomId, room] and "-" roomId as games open, change and leave).

import type { TimeControl } from './clock';

export const LOBBY_ROOM = 'lobby';

/** What an open game shows strangers (its room's metadata in the lobby's list). */
export interface OpenGameInfo {
  game: string;
  /** Who has joined so far, in seat order. */
  names: string[];
  seats: number;
  seatsFree: number;
  /** The game's options, as its parseOptions gave them. */
  options: unknown;
  createdAt: number;
  /** Since when it has been listed without a break, a seated player connected all along (server time,
   *  ms): quick match goes first to the game that has waited so longest. */
  listedSince?: number;
  /** Its time control (clock.ts TimeControl); absent without a clock. */
  clock?: TimeControl;
  /** A rated game, and the seated players' ratings in its pool, rounded, in seat order as `names`
   *  (null: no rated game yet, so the new player's rating); absent for a casual game. */
  rated?: { pool: string; ratings: (number | null)[] };
}

/** A room as the lobby lists it: its code, its game (the room's name) and what it shows. */
export interface ListedGame {
  roomId: string;
  name: string;
  metadata: OpenGameInfo;
}
