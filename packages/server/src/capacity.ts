// How much a process takes on: live games (MAX_GAMES), watchers per game (MAX_WATCHERS), games waiting
// for players per creator address (WAITING_PER_ADDRESS, OPEN_PER_ADDRESS), and how long a seat
// reserved through the matchmaker waits for its client (RESERVATION_SECONDS); the refusals, in words.
import { Protocol, ServerError, matchMaker } from '@colyseus/core';
import { positive } from './http-limits';
import { aroundMatchmaker } from './colyseus-internals';
import { log } from './log';
import { recordRefusedFull, watchGamesFull } from './metrics';
import { lobbyRooms } from './rooms/lobby-room';
import { REFUSAL } from '@castle/protocol';

/** MAX_GAMES: live games per process, new and reopened alike (default 5,000). */
export const maxGames = (setting = process.env.MAX_GAMES): number => positive('MAX_GAMES', setting, 5000);
/** MAX_WATCHERS: watchers per game, seated players not counted (default 100). */
export const maxWatchers = (setting = process.env.MAX_WATCHERS): number => positive('MAX_WATCHERS', setting, 100);
/** RESERVATION_SECONDS: how long a place reserved over HTTP is held for its client to connect (default 8). */
export const reservationSeconds = (setting = process.env.RESERVATION_SECONDS): number => positive('RESERVATION_SECONDS', setting, 8);

/** WAITING_PER_ADDRESS: games waiting for players (seats not all taken) created from one address, in this process (default 5). */
export const waitingPerAddress = (setting = process.env.WAITING_PER_ADDRESS): number => positive('WAITING_PER_ADDRESS', setting, 5);
/** OPEN_PER_ADDRESS: of those, open games (listed in the lobby), in this process (default 2). */
export const openPerAddress = (setting = process.env.OPEN_PER_ADDRESS): number => positive('OPEN_PER_ADDRESS', setting, 2);

export const TOO_MANY_GAMES = REFUSAL.TOO_MANY_GAMES;
export const TOO_MANY_WATCHERS = REFUSAL.TOO_MANY_WATCHERS;
/** A join for a seat only (quick match) that found none free, over HTTP or when it connected. */
export const GAME_FULL_MESSAGE = 'every seat of this game is taken: find another game or open one';

const GAMES_FULL = 'the server is full (too many games running): try again in a few minutes';
const watchersFull = () => `this game already has as many watchers as it takes (${maxWatchers()}): try again later`;

/** A refusal the matchmaker hands on to the page as it is: over HTTP, a code of ours and a sentence. */
const refusal = (code: string, message: string): ServerError => Object.assign(new ServerError(undefined, message), { code });

/** Over the game's WebSocket an error code is a number: Colyseus' own for "too many clients", and the sentence. */
export const watchersFullOnJoin = (): ServerError => new ServerError(Protocol.WS_TOO_MANY_CLIENTS, watchersFull());

let opening = 0;
let full = false;

/**
 * Does this process hold MAX_GAMES now, so that it refuses new games? Games being opened count too:
 * Colyseus counts a room only once its onCreate is done; the lobby is a room but not a game.
 */
export function gamesFull(): boolean {
  return matchMaker.stats.local.roomCount - lobbyRooms() + opening >= maxGames();
}
watchGamesFull(gamesFull); // /metrics' castle_games_refused_full

/** Open a game unless this process already holds MAX_GAMES. */
export async function withinMaxGames<T>(open: () => Promise<T>): Promise<T> {
  if (gamesFull()) {
    if (!full) log.warn('game limit reached: games refused until some end', { max: maxGames() });
    full = true;
    recordRefusedFull();
    throw refusal(TOO_MANY_GAMES, GAMES_FULL);
  }
  full = false;
  opening++;
  try {
    return await open();
  } finally {
    opening--;
  }
}

/** The refusals per address begin so, whatever the limits: a process knows them by their words. */
const WAITING_WORDS = 'too many games waiting for players from this address';
const OPEN_WORDS = 'too many open games waiting for players from this address';

/** Places per address, each address up to a limit: a place taken is given back once. */
class PerAddress {
  private counts = new Map<string, number>();

  constructor(private limit: () => number) {}

  /** A place for `address`, as the function that gives it back; null when the address has the limit's worth. */
  take(address: string): (() => void) | null {
    const n = this.counts.get(address) ?? 0;
    if (n >= this.limit()) return null;
    this.counts.set(address, n + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.counts.get(address) ?? 1) - 1;
      if (left > 0) this.counts.set(address, left);
      else this.counts.delete(address);
    };
  }
}

/** Games waiting for players by their creator's address; and open ones listed (or about to be). */
const waitingGames = new PerAddress(waitingPerAddress);
const listedGames = new PerAddress(openPerAddress);

/**
 * A game's places among its creator's games waiting for players (WAITING_PER_ADDRESS) and listed
 * (OPEN_PER_ADDRESS), and since when it has been listed without a break. A game made without a known
 * address (restored from the store) takes none.
 */
export class CreatorPlaces {
  /** Since when the game has been listed without a break; null while it is not. */
  listedSince: number | null = null;
  private waiting: () => void = () => {};
  private listed: (() => void) | null = null;

  constructor(private address: string | null = null) {}

  /**
   * At the create: a place among its address's waiting games from the start of its create (creates
   * at the same moment count each other), and for an open one a place among the listed too; past
   * either, refused.
   */
  take(open: boolean): void {
    if (!this.address) return;
    const waiting = waitingGames.take(this.address);
    if (!waiting) throw refusal(REFUSAL.TOO_MANY_WAITING_GAMES, `${WAITING_WORDS} (${waitingPerAddress()} at once): start one of them, or abort it, first`);
    const listed = open ? listedGames.take(this.address) : null;
    if (open && !listed) {
      waiting();
      throw refusal(REFUSAL.TOO_MANY_OPEN_GAMES, `${OPEN_WORDS} (${openPerAddress()} at once): wait for a player to come, or abort one, first`);
    }
    [this.waiting, this.listed] = [waiting, listed];
  }

  /**
   * Whether the game is listed now, given whether someone waits at it: off the list it gives back its
   * place among the listed; back, it is listed again only while its address has fewer than
   * OPEN_PER_ADDRESS listed (else it waits by its link).
   */
  list(waiting: boolean, now = Date.now()): boolean {
    if (waiting && this.listedSince === null && !this.listed && this.address) {
      this.listed = listedGames.take(this.address);
      if (!this.listed) waiting = false;
    }
    if (!waiting && this.listedSince !== null) this.unlist();
    this.listedSince = waiting ? this.listedSince ?? now : null;
    return waiting;
  }

  /** Its seats are all taken, it ended or it goes: it waits for players no more. */
  stop(): void {
    this.waiting();
    this.unlist();
  }

  private unlist(): void {
    this.listed?.();
    this.listed = null;
  }
}

let worded = false;

/**
 * Refusals that reach the page as Colyseus' own errors get their code and sentence back. A room that
 * refuses a seat reservation (here, only for watchers, or a join for a seat only when none is free:
 * rooms have no maxClients) comes as "<id> is already full.", the reason lost on the way (in this
 * process and through Redis alike): it gets the watchers' refusal, or GAME_FULL for a seat only. A
 * create refused by another process comes through Redis as its sentence alone (Colyseus hands on an
 * error's message, not its code), with Colyseus' number 4213: it gets TOO_MANY_GAMES back, and the
 * refusals per address theirs.
 */
export function wordRefusals(): void {
  if (worded) return;
  worded = true;
  aroundMatchmaker(async (method, args, next) => {
    try {
      return await next();
    } catch (err) {
      const message = (err as Error).message;
      const seatOnly = (args[1] as { seatOnly?: unknown } | null | undefined)?.seatOnly === true; // refused only for want of a seat
      if (method === 'joinById' && / is already full\.$/.test(message)) throw seatOnly ? refusal(REFUSAL.GAME_FULL, GAME_FULL_MESSAGE) : refusal(TOO_MANY_WATCHERS, watchersFull());
      if (message === GAMES_FULL) throw refusal(TOO_MANY_GAMES, GAMES_FULL);
      if (message.startsWith(WAITING_WORDS)) throw refusal(REFUSAL.TOO_MANY_WAITING_GAMES, message);
      if (message.startsWith(OPEN_WORDS)) throw refusal(REFUSAL.TOO_MANY_OPEN_GAMES, message);
      throw err;
    }
  });
}
