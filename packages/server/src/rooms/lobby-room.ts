// The open games, live: one lobby per process, made at start and kept while nobody is in it, so that
// a page joins it (`join('lobby')`) without creating anything. It does what Colyseus' own LobbyRoom
// does (the rooms that are public, across processes through the presence: a "rooms" message with the
// list, then "+" [roomId, room] and "-" roomId; a "filter" message), as a room of this server: every
// frame counted and read safely (BaseRoom), at most LOBBY_PER_ADDRESS connections per address, answers
// of at most a page (lobby-list.ts), and filters answered a few times a second at most.
import { Protocol, ServerError, matchMaker, subscribeLobby } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import { LOBBY_ROOM, REFUSAL } from '@castle/protocol';
import { aroundMatchmaker } from '../colyseus-internals';
import { positive } from '../http-limits';
import { RateLimiter } from '../limits';
import { Filter, Listed, LobbyList, matches, parseFilter } from '../lobby-list';
import { log } from '../log';
import { BaseRoom } from './base-room';

/** LOBBY_PER_ADDRESS: lobby connections at once per client address (default 10). */
export const lobbyPerAddress = (setting = process.env.LOBBY_PER_ADDRESS): number => positive('LOBBY_PER_ADDRESS', setting, 10);

/** Filters answered per client and second (bursts of twice that); more are refused. */
const FILTERS_PER_SECOND = 2;

let lobbies = 0;
let guarded = false;

/**
 * The lobby is made by the server at start (app.ts), never over HTTP: a `create` (or `joinOrCreate`)
 * of it through the matchmaker is refused, else each would be one more lobby that never closes,
 * fed every change of the list.
 */
export function lobbiesMadeByServerOnly(): void {
  if (guarded) return; // the matchmaker is the process's: wrapped once
  guarded = true;
  aroundMatchmaker((method, args, next) => {
    if ((method === 'create' || method === 'joinOrCreate') && args[0] === LOBBY_ROOM) {
      return Promise.reject(Object.assign(new ServerError(undefined, `the lobby is made by the server: join it (join("${LOBBY_ROOM}"))`), { code: REFUSAL.BAD_MESSAGE }));
    }
    return next();
  });
}

/** Rooms of this process that are lobbies, not games (MAX_GAMES counts games only). */
export const lobbyRooms = (): number => lobbies;

export class OpenGamesLobby extends BaseRoom<Schema> {
  autoDispose = false;
  private list = new LobbyList<Listed>();
  /** Each joined client's filter (null: every game), by session. */
  private filters = new Map<string, Filter>();
  /** Connections at once, by address. */
  private connected = new Map<string, number>();
  private filterPace = new RateLimiter<Client>(FILTERS_PER_SECOND, Infinity);
  private unsubscribe: () => unknown = () => undefined;

  async onCreate(): Promise<void> {
    lobbies++;
    this.listing.unlisted = true; // the lobby lists games, not itself
    // A room gone comes as null, or as undefined when it was disposed (looked up and not found).
    this.unsubscribe = await subscribeLobby((roomId, data) => this.changed(roomId, (data as Listed | undefined) ?? null));
    this.list.reset(await matchMaker.query({ private: false, unlisted: false }));
    this.onMessage('filter', (client, filter) => this.onFilter(client, filter));
  }

  /** Nothing to check before the address is known: the HTTP join is counted per address (http-limits.ts). */
  protected admits(): boolean {
    return true;
  }

  onJoin(client: Client, options: unknown): void {
    const address = this.addressOf(client), n = this.connected.get(address) ?? 0;
    if (n >= lobbyPerAddress()) throw new ServerError(Protocol.WS_TOO_MANY_CLIENTS, `this address already has ${n} lobby connections, as many as it may`);
    this.connected.set(address, n + 1);
    client.userData = { address };
    const asked = parseFilter((options as { filter?: unknown } | null)?.filter);
    if (!asked.ok) this.refuse(client, REFUSAL.BAD_MESSAGE, asked.message);
    const filter = asked.ok ? asked.filter : null;
    this.filters.set(client.sessionId, filter);
    client.send('rooms', this.list.page(filter));
  }

  onLeave(client: Client): void {
    this.filters.delete(client.sessionId);
    const address = (client.userData as { address?: string } | undefined)?.address;
    if (address === undefined) return; // refused on joining: never counted
    const n = (this.connected.get(address) ?? 1) - 1;
    if (n > 0) this.connected.set(address, n);
    else this.connected.delete(address);
  }

  onDispose(): void {
    lobbies--;
    this.unsubscribe();
  }

  private onFilter(client: Client, value: unknown): void {
    if (!this.filters.has(client.sessionId)) return;
    const asked = parseFilter(value);
    if (!asked.ok) return this.refuse(client, REFUSAL.BAD_MESSAGE, asked.message);
    if (this.filterPace.check(client) !== 'ok') return this.refuse(client, REFUSAL.RATE_LIMITED, `at most ${FILTERS_PER_SECOND} filters a second`, { perSecond: FILTERS_PER_SECOND });
    this.filters.set(client.sessionId, asked.filter);
    client.send('rooms', this.list.page(asked.filter));
  }

  /** A public room opened, changed or went: each client is told as far as its filter lets it see. */
  private changed(roomId: string, data: Listed | null): void {
    try {
      const { before, next } = this.list.update(roomId, data);
      if (!before && !data) return;
      for (const client of this.clients) {
        const filter = this.filters.get(client.sessionId);
        if (filter === undefined) continue; // still joining: its list comes with its join
        const had = before !== undefined && matches(before, filter), has = data !== null && matches(data, filter);
        if (had && !has) client.send('-', roomId);
        else if (has) client.send('+', [roomId, data]);
        if (next && filter === null) client.send('+', [next.roomId, next]);
      }
    } catch (err) {
      log.error('lobby update failed', { roomId, err });
    }
  }
}
