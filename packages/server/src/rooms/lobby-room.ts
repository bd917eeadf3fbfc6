// The open games, live: Colyseus' own lobby (realtime listing of the rooms that are public, across
// processes through the presence), one per process, made at start and kept while nobody is in it,
// so that a page joins it (`join('lobby')`) without creating anything.
import { LobbyRoom } from '@colyseus/core';

export class OpenGamesLobby extends LobbyRoom {
  autoDispose = false;
}

