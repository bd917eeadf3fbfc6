// What a game brings to the page beside its words (game-about.ts): its screen, its rules, its replay,
// its help's text. Each game fills it in games/<id>/index.ts; registry.ts lists them, and the shared screens
// read only that list.
import type { Room } from 'colyseus.js';
import type { AnyGame } from '@castle/game';
import type { ReplayData, SyncedGame } from '@castle/protocol';
import type { Screen } from '../router';
import type { ReplayScreen } from '../screens/replay-page';
import type { GameAbout } from './game-about';

/** A game's screen, played or watched, as the shared screens open it. */
export interface GameScreen extends Screen {
  join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<Screen>;
  /** Shown while the page joins: the status and a picture of the board. */
  showFirst(state: SyncedGame): void;
  /** A room just created by this page, already joined. */
  attach(room: Room): Screen;
}

/** A game's options on the start page: what it shows, and what was chosen. */
export interface OptionsForm {
  element: HTMLElement;
  /** The options chosen, as the game's own parseOptions checks them (the server checks them again). */
  chosen(): { ok: true; options: unknown } | { ok: false; error: { code: string; params?: Record<string, string | number>; message: string } };
  /** The table's size chosen: 2 for a game of one size. */
  seats(): number;
  /** Called when a choice changes the table's size. */
  onSeats: () => void;
}

export interface GamePage extends GameAbout {
  /** Its options form for the start page, made anew each time the page is shown. */
  optionsForm(): OptionsForm;
  /** Loads the game's page code when it is a chunk of its own; awaited before its room is created
   *  or joined, so that the room is attached to its screen before any message comes. */
  load(): Promise<void>;
  /** Its screen, once loaded; synchronous, so that a room just created is attached at once. */
  screen(code: string, watch: boolean): GameScreen;
  /** The text of its help page (markdown; a chunk of its own, loaded when read). */
  helpText(lang: string): Promise<string>;
  /** Its rules (the game's definition), loaded with its chunk: the page replays a record with them. */
  rules(): Promise<AnyGame>;
  /** Its replay page, from its replay data (made in the page from a record, or GET
   *  /api/games/<code>/replay's for a game still played); `tools` go under its moves (the record's links). */
  replay(data: ReplayData, tools: readonly HTMLElement[]): Promise<ReplayScreen>;
}
