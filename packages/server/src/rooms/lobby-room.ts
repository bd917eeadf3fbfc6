// The open games, live: Colyseus' own lobby (realtime listing of the rooms that are public, across
// processes through the presence), one per process, made at start and kept while nobody is in it,
// so that a page joins it (`join('lobby')`) without creating anything.
import { LobbyRoom } from '@colyseus/core';

let lobbies = 0;

/** Rooms of this process that are lobbies, not games (MAX_GAMES counts games only). */
export const lobbyRooms = (): number => lobbies;

export class OpenGamesLobby extends LobbyRoom {
  autoDispose = false;

  async onCreate(options: unknown): Promise<void> {
    lobbies++;
    await super.onCreate(options);
  }

  onDispose(): void {
    lobbies--;
    super.onDispose();
  }
}
