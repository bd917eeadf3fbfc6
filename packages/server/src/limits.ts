// Checks on what clients send: names, options, how fast they send it, and frames Colyseus cannot read.
import { isUtf8 } from 'buffer';
import type { AnyGame } from '@castle/game';
import { Protocol } from '@colyseus/core';
import { REFUSAL, TimeControl, nameRefusal, parseTimeControl, trimName } from '@castle/protocol';
import { ServerError } from '@colyseus/core';
import { ComputerChoice, parseComputer } from './computer';
import { CONTRIBUTION_PATTERN } from './contributions';

/** How long a dropped player's seat waits for the same connection to come back (a token works any time). */
export const reconnectSeconds = (): number => Number(process.env.RECONNECT_SECONDS ?? 60);

/** A create or join refused for what it sent: the matchmaker answers with its code (ours, a
 *  string) and its sentence; a refusal, not a fault of the server's. */
export class BadInput extends ServerError {
  constructor(message: string, code: string = REFUSAL.BAD_OPTIONS) {
    super(undefined, message);
    Object.assign(this, { code });
  }
}

/** A display name: trimmed, without control characters, that others can read (the protocol's
 *  nameRefusal: at most 24 characters, no direction overrides, something visible); or the fallback
 *  when none is given. */
export function cleanName(value: unknown, fallback: string): string {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string') throw new BadInput('name must be text', REFUSAL.BAD_NAME);
  const name = trimName(value);
  if (!name) return fallback;
  const problem = nameRefusal(name);
  if (problem) throw new BadInput(problem.message, REFUSAL.BAD_NAME);
  return name;
}

export interface CreateOptions {
  /** The game's options, as its parseOptions gave them. */
  options: unknown;
  name: string;
  /** How many seats the table has: the game's least unless the creator chose more. */
  seats: number;
  /** The computer's seats and level, in a game against it; null between people. */
  computer: ComputerChoice | null;
  /** Anyone may join: listed in the lobby while a seat is free (`open: true`). */
  open: boolean;
  /** The time control (`clock`: "10+5", "3d"; none by default). */
  clock: TimeControl;
  /** Rated (`rated: true`): its end changes its players' ratings; casual by default. Whether the game
   *  has a pool is the room's to check (rated-table.ts). */
  rated: boolean;
}

/**
 * What a create sends: the creator's name and the table's seats, and besides them the game's
 * options (checked by the game alone).
 */
export function createOptions(o: unknown, game: AnyGame): CreateOptions {
  // The creator's contribution comes with the same options to its join (joinOptions); checked here
  // first, so that a bad one makes no game.
  contributionSent(o);
  const { name, seats, opponent, level, computers, first, open = false, clock, rated = false, contribution: _joins, ...options } = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new BadInput(parsed.error.message);
  const { min, max } = game.seats;
  const n = seats ?? min;
  if (!Number.isInteger(n) || (n as number) < min || (n as number) > max) {
    throw new BadInput(min === max ? `${game.title} is played by ${min}: seats must be ${min}` : `${game.title} is played by ${min} to ${max}: seats must be a whole number from ${min} to ${max}`);
  }
  let computer: ComputerChoice | null;
  try {
    computer = parseComputer({ opponent, level, computers, first }, n as number, game);
  } catch (err) {
    throw new BadInput((err as Error).message);
  }
  if (typeof open !== 'boolean') throw new BadInput('open must be true (anyone may join) or false');
  if (open && computer) throw new BadInput('a game against the computer is not open to others');
  const time = parseTimeControl(clock);
  if (!time.ok) throw new BadInput(time.message);
  if (typeof rated !== 'boolean') throw new BadInput('rated must be true (the result changes both players\' ratings) or false');
  if (rated && computer) throw new BadInput('a game against the computer is never rated', REFUSAL.NOT_RATABLE);
  if (rated && n !== 2) throw new BadInput('only a game between two people is rated', REFUSAL.NOT_RATABLE);
  return { options: parsed.options, name: cleanName(name, 'Player 1'), seats: n as number, computer, open, clock: time.control, rated };
}

/** The contribution to the shuffle a create or join sent (null: none, the server draws one); throws
 *  BadInput on one that is not 64 lowercase hex digits. Checked before a place is reserved too
 *  (GameRoom.onAuth), so that the refusal comes with its code over HTTP, before any seat is given. */
export function contributionSent(o: unknown): string | null {
  const c = (o && typeof o === 'object' ? (o as { contribution?: unknown }).contribution : undefined) ?? null;
  if (c !== null && (typeof c !== 'string' || !CONTRIBUTION_PATTERN.test(c))) {
    throw new BadInput('contribution must be 64 lowercase hex digits (32 random bytes), or left out for the server to draw one', REFUSAL.BAD_CONTRIBUTION);
  }
  return c as string | null;
}

export interface JoinOptions {
  name: string | null;
  token: string | null;
  spectate: boolean;
  /** A seat or nothing (quick match): refused, never watching, when no seat is free. */
  seatOnly: boolean;
  /** The player's contribution to the shuffle (contributions.ts), null when none was sent. */
  contribution: string | null;
}

export function joinOptions(o: unknown): JoinOptions {
  const opts = (o && typeof o === 'object' ? o : {}) as Record<string, unknown>;
  const token = opts.token ?? null;
  if (token !== null && (typeof token !== 'string' || token.length > 64)) throw new BadInput('token must be the text the server gave');
  const spectate = opts.spectate === true, seatOnly = opts.seatOnly === true;
  if (spectate && seatOnly) throw new BadInput('a join is to watch (spectate) or for a seat only (seatOnly), not both');
  return { name: opts.name === undefined ? null : cleanName(opts.name, ''), token, spectate, seatOnly, contribution: contributionSent(opts) };
}

/**
 * A token bucket per client: bursts are fine, a flood is refused, a long flood is dropped. It counts
 * every frame a client sends, whatever it holds. A person sends a message every few seconds;
 * RATE_PER_SECOND (default 10) leaves room for more. Keyed by the client object, so a client's
 * bucket goes when it does.
 */
export class RateLimiter<K extends object> {
  private buckets = new WeakMap<K, { tokens: number; at: number; strikes: number }>();
  private capacity: number;

  /** `capacity`: the burst (twice a second's worth unless given; the chat's is its own). */
  constructor(readonly perSecond = Number(process.env.RATE_PER_SECOND ?? 10), private maxStrikes = 100, capacity = 2 * perSecond) {
    this.capacity = capacity;
  }

  /** 'ok', 'slow' (refuse this message) or 'drop' (disconnect the client). */
  check(key: K, now = Date.now()): 'ok' | 'slow' | 'drop' {
    let b = this.buckets.get(key);
    if (!b) this.buckets.set(key, (b = { tokens: this.capacity, at: now, strikes: 0 }));
    b.tokens = Math.min(this.capacity, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      b.strikes = Math.max(0, b.strikes - 1);
      return 'ok';
    }
    b.strikes++;
    return b.strikes > this.maxStrikes ? 'drop' : 'slow';
  }
}

/**
 * Whether the message type at the head of a ROOM_DATA frame can be read. Colyseus reads it with
 * @colyseus/schema's decoder, which reads past the frame's end and writes a line to stderr (not
 * JSON) for every byte that is not UTF-8; so only a number or a whole, valid UTF-8 string passes.
 * Other frames carry no type: Colyseus reads their first byte alone.
 */
export function readableType(frame: Uint8Array): boolean {
  if (frame[0] !== Protocol.ROOM_DATA && frame[0] !== Protocol.ROOM_DATA_BYTES) return true;
  const prefix = frame[1];
  let start: number;
  let length: number; // the schema decoder's lengths are little-endian, unlike msgpack's
  if (prefix > 0xa0 && prefix < 0xc0) [start, length] = [2, prefix & 0x1f];
  else if (prefix === 0xd9) [start, length] = [3, frame[2]];
  else if (prefix === 0xda) [start, length] = [4, frame[2] | (frame[3] << 8)];
  else if (prefix === 0xdb) [start, length] = [6, (frame[2] | (frame[3] << 8) | (frame[4] << 16) | (frame[5] << 24)) >>> 0];
  else return prefix !== undefined; // a number: none has a handler, and a short one reads as garbage, silently
  return start + length <= frame.length && isUtf8(frame.subarray(start, start + length));
}
