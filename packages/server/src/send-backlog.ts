// A client that does not read what it is sent (a stalled link, a script that never reads) would keep
// every message it is sent in this process's memory: 55 MB in 10 s for one watcher of a busy game.
// Past SEND_BUFFER_LIMIT unsent, its socket is closed, for every message of every room (the lobby
// too): what one such client costs stays under the limit and one message.
import { CLOSE_BACKLOG } from '@castle/protocol';
import { watchSendBacklog } from './colyseus-internals';
import { parseBytes } from './http-limits';
import { pacedWarn } from './log';
import { recordClientClosed } from './metrics';

/**
 * SEND_BUFFER_LIMIT: the unsent bytes a socket may hold before it is closed (default 1 MB). Several
 * times the largest single message a game sends (a chat's history: at most 2 × CHAT_MAX_BYTES, 128 KiB,
 * and its fields; a late watcher's full state: 10.8 kB for a finished Carcassonne game of two), so
 * that a slow link is not closed for one.
 */
export function sendBufferLimit(setting = process.env.SEND_BUFFER_LIMIT): number {
  const n = parseBytes(setting || '1mb');
  if (n <= 0) throw new Error(`SEND_BUFFER_LIMIT must be a positive size, not ${JSON.stringify(setting)}`);
  return n;
}

/** How long a closed socket stays open for its close frame to get through, in case it reads again. */
const LINGER_MS = 1000;

export function closeSlowReaders(limit = sendBufferLimit()): void {
  watchSendBacklog(limit, (client) => {
    recordClientClosed('backlog');
    pacedWarn('send backlog: client closed', { close: CLOSE_BACKLOG, limit });
    client.leave(CLOSE_BACKLOG, 'this connection does not read what it is sent');
    // Its close frame waits behind what it has not read: the socket goes, and its backlog with it.
    const ws = client.ref as { terminate?(): void };
    setTimeout(() => ws.terminate?.(), LINGER_MS).unref();
  });
}
