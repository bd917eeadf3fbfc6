// The answers of the HTTP API (docs/api.md).
import type { ActionOf, AnyGame, EventOf, Frame, ResultViewOf, ViewOf } from '@castle/game';
import type { ChatLine } from './chat';
import type { TimeControl } from './clock';
import type { GameEnding } from './ending';

/** GET /api/games/<code>: what a page needs before joining. Never the seed or a token. */
export interface GameInfo {
  code: string;
  /** The game's id ('castle'). */
  game: string;
  /** Its name for people (the definition's `title`), for the page's title and words. */
  title: string;
  over: boolean;
  options: unknown;
  /** One per seat, null while free. */
  names: (string | null)[];
  seatsFree: number;
  createdAt: number;
  /** The time control chosen at creation (none for games stored before clocks). */
  clock: TimeControl;
  /** Nobody played it for EXPIRE_DAYS: it will not go on (`message` says so in words). */
  abandoned: boolean;
  message?: string;
  /** A finished game's record. */
  moves?: unknown[];
  result?: unknown;
  finishedAt?: number | null;
  /** The SHA-256 of the secret the game's seed is derived from (docs/record.md "Checking the
   *  shuffle"), public from its creation; absent for games created before commitments. */
  commitment?: string;
  /** A rated game (its result changes its players' ratings): an invitation says so before a seat is
   *  taken. Absent for a casual game. */
  rated?: true;
  /** A finished game's rematch, once every seat asked for one: its code. Its players get their
   *  seats there from POST /api/games/<code>/rematch with `{ token }`; others watch it. */
  next?: string;
}

/** GET /api/standings?codes=A,B,C: how each of a browser's own games stands, for its list of
 *  games on the start page. Only what anyone with the code may see. */
export type GameStanding = { code: string; known: false } | {
  code: string;
  known: true;
  game: string;
  options: unknown;
  /** One per seat, null while free. */
  names: (string | null)[];
  /** Which seats the computer plays (from the start, or since their player resigned or left). */
  computer: boolean[];
  seatsFree: number;
  clock: TimeControl;
  /** The seat to act; null once over, or while it cannot go on. */
  toAct: number | null;
  /** How it ended, once over. */
  ending: GameEnding | null;
  /** It cannot go on (abandoned, or stored by rules that no longer replay it): why, in words. */
  stopped: string | null;
  createdAt: number;
  finishedAt: number | null;
};

/** How many codes one standings request may ask about. */
export const STANDINGS_MAX = 20;

/** What a game's page (GET /g/<code>) carries for the page to show at once, as JSON in the element
 *  of id FIRST_VIEW_ID: the game's info and, while a process holds the game, its synced state. */
export const FIRST_VIEW_ID = 'first-view';
export interface FirstView<I extends GameInfo = GameInfo, S = unknown> {
  code: string;
  info: I;
  state?: S;
}

/** GET /api/games/<code>/replay: every position so far, with only what everyone may see. */
export interface ReplayData<A = unknown, E = unknown, V = unknown, R = unknown> {
  code: string;
  game: string;
  options: unknown;
  names: (string | null)[];
  over: boolean;
  abandoned: boolean;
  /** The result as pages show it (the game's `resultView`), once over. */
  result: R | null;
  frames: Frame<A, E, V>[];
  /** The chat, each line with the move it came after: the watchers' lines only once the game is over. */
  chat: ChatLine[];
  /** A game played with a clock: its time control and, for each frame, every seat's time left (ms) as
   *  it stood once the frame's move was accepted (the seat then to act started from there). */
  clock?: { control: TimeControl; left: number[][] };
  /** Each seat's colour where it is not the seat's own number (a rematch: each player keeps theirs). */
  colours?: number[];
}

/** The replay with a game's own types, read from its definition (`ReplayDataOf<typeof castle>`). */
export type ReplayDataOf<G extends AnyGame> = ReplayData<ActionOf<G>, EventOf<G>, ViewOf<G>, ResultViewOf<G>>;

/** Every refusal of the HTTP API and the matchmaker: a code and a sentence. */
export interface HttpRefusal {
  code: string;
  message: string;
}
