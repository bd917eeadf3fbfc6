// What every room of this server shares: its dependencies, every frame a client sends counted and
// read safely, and never letting an error kill the process.
import { Protocol, ServerError } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import type { Schema } from '@colyseus/schema';
import { CLOSE_FLOOD, REFUSAL, Said, TO_CLIENT } from '@castle/protocol';
import { socketAddress } from '../address';
import type { DailyLimit } from '../identity';
import { GuardedRoom, clientSocket, payloadReadable } from '../colyseus-internals';
import { HookTable, guardHooks } from './hook-guard';
import type { AddressLimits } from '../http-limits';
import { RateLimiter, readableType } from '../limits';
import { log, pacedWarn } from '../log';
import { recordClientClosed } from '../metrics';
import type { GameStore } from '../store/store';
import type { StoreWatch } from '../store/watch';

/** Close code for a frame that is not a message Colyseus can read: the library's own, for bad payloads. */
export const CLOSE_UNREADABLE = Protocol.WS_CLOSE_WITH_ERROR;
/** How long a flooder's socket stays open, unread, for its close frame to reach it. */
const FLOOD_LINGER_MS = 2000;

export interface RoomConfig {
  store: GameStore;
  /** Known only to this process: lets it recreate stored games under their own codes. */
  restoreKey: string;
  /** Several processes list their rooms in one Redis, so a room checks that it still holds its game. */
  shared: boolean;
  /** Whether the store takes writes and still holds its games. */
  watch: StoreWatch;
  /** The HTTP side's limits per address, for what rooms count too. */
  limiters: AddressLimits;
  /** What one address may make in a day: identities first seen, rated games created (this server's counts). */
  daily: { identities: DailyLimit; ratedGames: DailyLimit };
}

let config: RoomConfig | null = null;

export function configureRooms(c: RoomConfig): void {
  config = c;
}

export function roomConfig(): RoomConfig {
  if (!config) throw new Error('rooms are not configured');
  return config;
}

/** The socket under a client (ws' WebSocket): paused, a flood's frames stay in the kernel, unparsed. */
interface Socket { pause?(): void; terminate?(): void }

export abstract class BaseRoom<S extends Schema> extends GuardedRoom<S> {
  private pace = new RateLimiter<Client>();
  /** Clients being closed: their frames are not read any more. */
  private closing = new WeakSet<Client>();

  constructor() {
    super();
    guardHooks(Object.getPrototypeOf(this) as HookTable);
    // Every message goes through one handler and the class's table (handle): a handler registered
    // per room is an entry, a closure and its error wrapper for each live game (about 0.4 KiB each).
    // A type no handler has gets a refusal in words; so does the library's fallback handler's own
    // name sent as a type (its default closes the socket, and throws on some payloads).
    this.onMessage('*', (client, type, message) => {
      try {
        if (typeof type !== 'string' || !this.handle(client, type, message)) this.refuse(client, REFUSAL.UNKNOWN_MESSAGE, `there is no message ${JSON.stringify(String(type)).slice(0, 40)}`, { type: String(type).slice(0, 40) });
      } catch (err) {
        this.fault(err, 'onMessage'); // a handler's fault, not the frame's: the socket stays open (onFrame)
      }
    });
    this.onMessage('__no_message_handler', (client) => this.refuse(client, REFUSAL.UNKNOWN_MESSAGE, 'there is no message "__no_message_handler"', { type: '__no_message_handler' }));
  }

  /** Handle a message of `type` if this room has it; false if it has not. */
  protected handle(_client: Client, _type: string, _message: unknown): boolean {
    return false;
  }

  /** An exception out of a hook or a message handler (guardHooks): a refusal thrown for its client is not a fault. */
  fault(err: unknown, methodName: string): void {
    if (err instanceof ServerError) return; // a refusal with its code and sentence for the client
    log.error('room error', { room: this.roomId, methodName, err });
  }

  /**
   * Open the room; if that fails (a refusal: the server full, bad options, a game that no longer
   * replays), stop what Colyseus started before onCreate. It drops such a room, but its patch interval
   * ran on until its dispose timer (15 s) disposed a room that never opened: the process (and a test
   * run) stayed busy that long.
   */
  protected async opening(open: () => Promise<void>): Promise<void> {
    try {
      await open();
    } catch (err) {
      this.setPatchRate(null);
      this.autoDispose = false; // clears the dispose timer
      this.clock.clear();
      throw err;
    }
  }

  /** The client's address, as the limits per address count it (address.ts). */
  addressOf(client: Client): string {
    return socketAddress(clientSocket(client));
  }

  refuse(client: Client, code: string, message: string, params?: Said['params']): void {
    client.send(TO_CLIENT.error, { code, ...(params && { params }), message } satisfies Said);
  }

  /**
   * Every frame a joined client sends arrives here first, before any decoding (colyseus-internals.ts):
   * the documented hooks see neither the other frames nor the decoding's own exceptions, which would
   * reach the process and leave the socket unread. So each frame is counted here, whatever it holds;
   * a frame whose type or payload cannot be read closes its socket (Colyseus would log its stack for
   * a payload); and nothing thrown while Colyseus reads one gets further than this.
   */
  protected onFrame(client: Client, frame: Buffer, read: () => void): void {
    if (this.closing.has(client)) return;
    const pace = this.pace.check(client);
    if (pace === 'drop') return this.closeFlood(client);
    if (pace === 'slow') return this.refuse(client, REFUSAL.RATE_LIMITED, 'too many messages: slow down', { perSecond: this.pace.perSecond });
    if (!readableType(frame)) return this.closeUnreadable(client, 'its message type');
    if (!payloadReadable(frame)) return this.closeUnreadable(client, 'its payload');
    try {
      read();
    } catch (err) {
      this.closeUnreadable(client, err instanceof Error ? err.message : err);
    }
  }

  /** Closed with 4429, and its socket read no further: the rest of the flood costs nothing. Its log
   *  line, like an unreadable frame's, is paced: a client can cause them at will. */
  private closeFlood(client: Client): void {
    this.closing.add(client);
    recordClientClosed('flood');
    pacedWarn('flood: client closed', { room: this.roomId, close: CLOSE_FLOOD });
    client.leave(CLOSE_FLOOD, 'too many messages');
    const socket = client.ref as Socket;
    socket.pause?.();
    setTimeout(() => socket.terminate?.(), FLOOD_LINGER_MS).unref();
  }

  private closeUnreadable(client: Client, why: unknown): void {
    this.closing.add(client);
    recordClientClosed('unreadable');
    pacedWarn('unreadable frame: client closed', { room: this.roomId, close: CLOSE_UNREADABLE, why: String(why).slice(0, 200) });
    client.leave(CLOSE_UNREADABLE, 'a message this server cannot read');
  }
}
