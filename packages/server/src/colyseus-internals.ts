// Every place this server leans on Colyseus 0.16 beyond its documented hooks, in one file, each
// with what it relies on; test/colyseus-internals.test.ts fails when an upgrade changes any of it.
// Everything else uses the documented API (onCreate, onJoin, onMessage, allowReconnection, ...).
// Besides the room's own (GuardedRoom below): a ROOM_DATA frame's payload is read with Colyseus' own
// msgpackr (payloadReadable), and every message to a client goes out through ws-transport's
// `WebSocketClient#raw`, or waits in its `_enqueuedMessages` while it joins (watchSendBacklog).
import { createRequire } from 'module';
import { ClientState, Protocol, Room, matchMaker } from '@colyseus/core';
import type { Client, ClientPrivate } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { ArraySchema, ChangeTree, decode, encode } from '@colyseus/schema';
import { WebSocketClient } from '@colyseus/ws-transport';
import type { Redis } from 'ioredis';
import type { Socket } from 'net';

/**
 * A room whose every incoming frame and every seat reservation pass its own checks first.
 * - `_onMessage(client, buffer)`: Colyseus binds it to each joined socket's "message" event
 *   (Room#_onJoin), before a frame's type and payload are decoded; the documented hooks come later
 *   and see neither the other frames nor the decoding's exceptions.
 * - `_reserveSeat(sessionId, options, auth, seconds, allowReconnection, devMode)`: the matchmaker
 *   reserves a place through it (over HTTP, before the client connects); false refuses it.
 * - `reservedSeats[sessionId] = [options, auth, used, reconnecting]`.
 * - `listing.remove()`: what dispose calls to take the room out of the shared list.
 */
export abstract class GuardedRoom<S extends object> extends Room<S> {
  /** A frame of a joined client, before Colyseus reads it: call `read` to hand it on. */
  protected abstract onFrame(client: Client, frame: Buffer, read: () => void): void;

  /** A reservation about to be made for a new client (not a reconnection): false refuses it. */
  protected abstract admits(options: unknown): boolean;

  protected _onMessage(client: Client & ClientPrivate, buffer: Buffer): void {
    this.onFrame(client, buffer, () => super._onMessage(client, buffer));
  }

  protected async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection?: boolean, devModeReconnection?: boolean): Promise<boolean> {
    if (!allowReconnection && !this.admits(joinOptions)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
  }

  /** The join options of reservations not used yet, reconnections left out (Colyseus hides a used
   *  one while it joins, and drops it after). */
  protected waitingReservations(): unknown[] {
    return Object.values(this.reservedSeats).filter(([, , used, reconnecting]) => !used && !reconnecting).map(([options]) => options);
  }

  /** Reservations of any kind not taken up yet: a join on its way. */
  protected reservationsPending(): number {
    return Object.keys(this.reservedSeats).length;
  }

  /** Close without taking the room out of the shared list: another process holds the game now. */
  protected keepListing(): void {
    this.listing.remove = () => Promise.resolve();
  }
}

/** The network socket under a joined client: Colyseus' `client.ref` is ws' WebSocket, whose `_socket` it is. */
export function clientSocket(client: Client): Socket | undefined {
  return (client.ref as { _socket?: Socket } | undefined)?._socket;
}

/** Colyseus' own msgpack reader (@colyseus/msgpackr, its dependency, not ours): the one Room#_onMessage reads payloads with. */
export const colyseusUnpack = (createRequire(require.resolve('@colyseus/core'))('@colyseus/msgpackr') as { unpack(bytes: Uint8Array): unknown }).unpack;

/**
 * Whether Colyseus can read a ROOM_DATA frame's payload (other frames: true). Room#_onMessage reads
 * the type (`decode.stringCheck`, then `decode.string` or `decode.number`), then unpacks the rest;
 * when that throws it writes the error's stack to the log and closes the socket, for every such
 * frame. Read here first, such a frame is closed with one paced line instead (base-room.ts). Its type
 * must have passed readableType (limits.ts): the string decoder writes to stderr on bytes that are
 * not UTF-8.
 */
export function payloadReadable(frame: Buffer): boolean {
  if (frame[0] !== Protocol.ROOM_DATA) return true;
  const it = { offset: 1 };
  if (decode.stringCheck(frame, it)) decode.string(frame, it);
  else decode.number(frame, it);
  if (frame.byteLength <= it.offset) return true;
  try {
    colyseusUnpack(frame.subarray(it.offset));
    return true;
  } catch {
    return false;
  }
}

type WsClient = WebSocketClient & { [QUEUED]?: number; [OVER]?: boolean };
const QUEUED = Symbol('bytes queued while joining');
const OVER = Symbol('past the send backlog');
let backlog: { limit: number; over: (client: Client) => void } | null = null;

/**
 * Every message to a client (a send, a broadcast, a state patch, the full state, an error) goes out
 * through ws-transport's `WebSocketClient#raw`, which hands it to ws' `WebSocket#send` (whatever the
 * socket has not taken yet is its `bufferedAmount`); while the client joins, `enqueueRaw` keeps
 * messages in `_enqueuedMessages` instead (state JOINING), sent once it has joined. After each, a
 * client whose unsent bytes passed `limit` is handed to `over`, once. `raw` sends nothing once the
 * socket is closing, so what such a client holds stops growing there. Installed once per process (the
 * prototype is the process's); a later call changes the limit and the handler.
 */
export function watchSendBacklog(limit: number, over: (client: Client) => void): void {
  const installed = backlog !== null;
  backlog = { limit, over };
  if (installed) return;
  const proto = WebSocketClient.prototype as unknown as {
    raw(this: WsClient, data: Uint8Array, options?: unknown, cb?: unknown): void;
    enqueueRaw(this: WsClient, data: Uint8Array, options?: unknown): void;
  };
  const passed = (client: WsClient, bytes: number) => {
    if (bytes <= backlog!.limit || client[OVER]) return;
    client[OVER] = true;
    backlog!.over(client);
  };
  const raw = proto.raw;
  proto.raw = function (data, options, cb) {
    raw.call(this, data, options, cb);
    if (this.ref.readyState === this.ref.OPEN) passed(this, this.ref.bufferedAmount); // one closing is on its way out already
  };
  const enqueueRaw = proto.enqueueRaw;
  proto.enqueueRaw = function (data, options) {
    enqueueRaw.call(this, data, options);
    if (this.state === ClientState.JOINING && this._enqueuedMessages && !(options as { afterNextPatch?: boolean } | undefined)?.afterNextPatch) passed(this, (this[QUEUED] = (this[QUEUED] ?? 0) + data.byteLength));
  };
}

/**
 * Wrap the matchmaker's calls that come over HTTP (create, joinById, ...): `around` gets the method's
 * name and its arguments, and `next` runs it (or another time). Colyseus 0.16's HTTP routes call
 * `matchMaker.controller.invokeMethod(method, roomNameOrId, clientOptions, authContext)`.
 */
export function aroundMatchmaker(around: (method: string, args: unknown[], next: () => Promise<unknown>) => Promise<unknown>): void {
  const controller = matchMaker.controller;
  const invoke = controller.invokeMethod;
  controller.invokeMethod = function (this: unknown, method: string, ...rest: unknown[]) {
    return around(method, rest, () => (invoke as (...a: unknown[]) => Promise<unknown>).call(this, method, ...rest));
  } as typeof invoke;
}

/**
 * Several processes share rooms and seat reservations through Colyseus' presence and driver on
 * Redis. Their connections retry by themselves when Redis goes away, and ioredis would write each
 * failure to stderr, stack and all, unless someone listens: here nobody needs to, since the store's
 * check (same Redis) says it once, in /health and as one JSON log line. The libraries keep their
 * ioredis clients to themselves: RedisPresence's `pub` and `sub`, RedisDriver's `_client`.
 */
export function sharedThrough(url: string): { presence: RedisPresence; driver: RedisDriver } {
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  for (const client of redisClientsOf(presence, driver)) client.on('error', () => {});
  return { presence, driver };
}

export function redisClientsOf(presence: RedisPresence, driver: RedisDriver): Redis[] {
  const { pub, sub } = presence as unknown as { pub: Redis; sub: Redis };
  const { _client } = driver as unknown as { _client: Redis };
  return [pub, sub, _client];
}

type StringEncoder = (bytes: Buffer, value: string, it: { offset: number }) => number;

/**
 * @colyseus/schema 3.0 writes the length of a string of exactly 255 UTF-8 bytes as `255 % 255`, 0
 * (colyseus/schema#216): the decoder then reads the string's bytes as fields, and every client's
 * state goes wrong from there. Events and results are JSON of any length, so a game meets it (a
 * Carcassonne scoring line did). Such a string is written in the next wider form (str 16), which
 * every decoder reads. The encoder looks `encode.string` up on the exported object at each use.
 */
export function fixSchemaStrings(): void {
  const e = encode as unknown as { string: StringEncoder & { fixed?: boolean } };
  if (e.string.fixed) return;
  const original = e.string;
  const fixed: StringEncoder & { fixed?: boolean } = (bytes, value, it) => {
    // Every string of every patch comes through here: only one that may be 255 bytes is measured,
    // and only one that is is copied (a Buffer per string was ~0.8 KB of garbage per move). A UTF-16
    // code unit is 1 to 3 UTF-8 bytes (a surrogate pair, two units, is 4).
    if (!value || value.length > 255 || value.length * 3 < 255 || Buffer.byteLength(value, 'utf8') !== 255) return original(bytes, value, it);
    const utf8 = Buffer.from(value, 'utf8');
    bytes[it.offset++] = 0xda; // str 16: a little-endian uint16 length, then the bytes
    bytes[it.offset++] = 255;
    bytes[it.offset++] = 0;
    // Byte by byte: past the buffer's end a write is dropped and the encoder, seeing the offset
    // beyond it, encodes again into a larger one (TypedArray.set would throw instead).
    for (let i = 0; i < 255; i++) bytes[it.offset++] = utf8[i];
    return 258;
  };
  fixed.fixed = true;
  e.string = fixed;
}

/** The library's own string encoder, before fixSchemaStrings (for its test). */
export const schemaStringEncoder = (encode as unknown as { string: StringEncoder }).string;

type ChangeSet = { indexes: Record<number, number>; operations: (number | undefined)[]; queueRootNode?: unknown };
type Tree = { indexedOperations: Record<number, number>; ref: Record<string, unknown>; isNew: boolean } & Record<string, ChangeSet | undefined>;
type Items = { items: unknown[]; tmpItems: unknown[]; deletedIndexes: Record<number, boolean> };

/** The library's own two methods that emptyChangesInPlace replaces (for its test). */
export const schemaEncodeEnds = {
  endEncode: (ChangeTree.prototype as unknown as { endEncode: unknown }).endEncode as (...a: unknown[]) => void,
  arrayEncodeEnd: (ArraySchema.prototype as unknown as Record<string, unknown>)['~onEncodeEnd'] as (...a: unknown[]) => void,
};

/** An object keyed by index, emptied: the same object while it holds no key, else a new one. Emptied
 *  by deleting, it would keep its elements store (17 slots at least, as large as its largest key)
 *  for the rest of the game: a change set and an indexed operations' table per changed structure,
 *  about 2 KiB a live game in the load test (65.3 and 66.9 -> 63.9 twice); a new empty object is a
 *  few words, and the store it grows lives until the structure's next patch. */
function emptied<T>(o: Record<number, T>): Record<number, T> {
  for (const _ in o) return {};
  return o;
}

/**
 * After each patch @colyseus/schema 3.0 gives every changed structure new empty change sets
 * (`ChangeTree#endEncode`: `indexedOperations = {}`, `createChangeSet()`) and every changed array
 * a copy of its items (`ArraySchema#~onEncodeEnd`: `tmpItems = items.slice()`, `deletedIndexes = {}`).
 * With 500 games that was about a third of what outlived a move (sampling heap profile of the load
 * test), each scavenge copying it: the new objects live until the game's next move, and a board's change sets keyed by cell grow a backing store per
 * move. Emptied in place instead (objects keyed by index replaced once they hold a key: emptied), the
 * same values, little new. Relies on nothing else keeping
 * those objects (the encoder reads them only while it encodes, before discardChanges).
 */
export function emptyChangesInPlace(): void {
  const tree = ChangeTree.prototype as unknown as { endEncode: ((name: string) => void) & { inPlace?: boolean } };
  if (tree.endEncode.inPlace) return;
  const endEncode = function (this: Tree, name: string): void {
    this.indexedOperations = emptied(this.indexedOperations);
    const set = this[name];
    if (set) {
      set.indexes = emptied(set.indexes);
      set.operations.length = 0;
      set.queueRootNode = undefined;
    } else this[name] = { indexes: {}, operations: [], queueRootNode: undefined };
    (this.ref['~onEncodeEnd'] as (() => void) | undefined)?.call(this.ref);
    this.isNew = false;
  };
  endEncode.inPlace = true;
  tree.endEncode = endEncode;
  (ArraySchema.prototype as unknown as Record<string, unknown>)['~onEncodeEnd'] = function (this: Items): void {
    const items = this.items, tmp = this.tmpItems, n = items.length;
    for (let i = 0; i < n; i++) if (tmp[i] !== items[i]) tmp[i] = items[i];
    tmp.length = n;
    this.deletedIndexes = emptied(this.deletedIndexes);
  };
}

