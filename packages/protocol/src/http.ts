// The answers of the HTTP API (README, "The game server's interface").
import type { Frame } from '@castle/game';
import type { ChatLine } from './chat';
import type { TimeControl } from './clock';

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
  /** Nobody played it for EXPIRE_DAYS: it will not go on (`message` says so in words). */
  abandoned: boolean;
  message?: string;
  /** A finished game's record. */
  moves?: unknown[];
  result?: unknown;
  finishedAt?: number | null;
  /** A finished game's rematch, once every seat asked for one: its code. Its players get their
   *  seats there from POST /api/games/<code>/rematch with `{ token }`; others watch it. */
  next?: string;
}

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

/** Every refusal of the HTTP API and the matchmaker: a code and a sentence. */
export interface HttpRefusal {
  code: string;
  message: string;
}
