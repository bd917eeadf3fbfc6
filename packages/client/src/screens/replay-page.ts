// What both games' replay pages (replay.ts for the Castle, carc-replay.ts for Carcassonne) do
// alike around the parts in replay-parts.ts: the board beside a side column (the title, the
// controls, the result or a note on a game not over, the position at the shown move, the moves in
// words, a link home), the keys, the board mounted once the column shows, and closing. Each game
// draws its own position, column text and result.
import type { Application } from 'pixi.js';
import { app, el } from '../dom';
import { ReplayCursor } from '../logic/replay-cursor';
import { getJson } from '../net';
import type { Screen } from '../router';
import type { ChatLine } from '@castle/protocol';
import { ReplayChat, replayChat } from './replay-chat';
import { ReplayControls, liveNote, markShown, replayControls, replayKey } from './replay-parts';

/** What a replay page is shown with; the moves in words: `frame` is the position after the move. */
export interface ReplayColumn {
  title: string;
  /** After the title, smaller: the game and its code. */
  subtitle: string;
  lines: readonly { frame: number; text: string }[];
  /** A finished game's result; null for a game still played or abandoned. */
  result: HTMLElement | null;
  code: string;
  abandoned: boolean;
  /** The chat lines the replay shows (the watchers' once the game is over). */
  chat: readonly ChatLine[];
}

/** How often a live game's replay asks for the moves made since (a lookup each: LOOKUP_PER_MINUTE). */
export const LIVE_POLL_MS = 4000;

export abstract class ReplayPage<B extends { destroy(): void }> implements Screen {
  protected readonly cursor: ReplayCursor;
  protected readonly controls: ReplayControls;
  protected readonly ui = {
    boardHost: el('div', { class: 'replay-board', 'data-testid': 'board' }),
    players: el('div', { class: 'replay-players', 'data-testid': 'replay-players' }),
    tile: el('p', { class: 'small', 'data-testid': 'replay-tile' }),
    log: el('ol', { class: 'replay-log', 'data-testid': 'replay-log', 'aria-label': 'Moves' }),
  };
  private readonly items: HTMLElement[] = [];
  private chat: ReplayChat | null = null;
  private pixi: Application | null = null;
  /** The board, once its application has started. */
  protected board: B | null = null;
  private closed = false;
  /** Where the result goes, or the note on a game still played. */
  private readonly noteSlot = el('div', { class: 'replay-note' });
  private poll: ReturnType<typeof setTimeout> | null = null;
  private readonly onKeyBound = (e: KeyboardEvent) => this.onKey(e);

  /** `positions`: how many the replay steps through. A finished game opens on its end; a live one
   *  on its latest move. */
  constructor(positions: number) {
    this.cursor = new ReplayCursor(positions - 1);
    this.controls = replayControls(this.cursor, () => this.draw());
  }

  close(): void {
    this.closed = true;
    if (this.poll) clearTimeout(this.poll);
    window.removeEventListener('keydown', this.onKeyBound);
    this.board?.destroy(); // its resize observer and gestures, before the canvas goes
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.board = null;
  }

  /** The board in `host`, with its Pixi application. */
  protected abstract mount(host: HTMLElement): Promise<{ pixi: Application; board: B }>;

  /** A newer replay of the same game (a live one went on): kept, and its column made again. */
  protected abstract reread(data: unknown): ReplayColumn;

  /** The side column at the shown position `k` (the players, whose turn, the move in words). */
  protected abstract drawColumn(k: number): void;

  /** The board at the shown position `k`, and its data attributes on `canvas`. */
  protected abstract drawBoard(k: number, board: B, canvas: HTMLCanvasElement): void;

  /** Show the page and start listening to the keys. */
  protected open(c: ReplayColumn): Screen {
    this.addLines(c.lines);
    this.noteSlot.replaceChildren(c.result ?? liveNote(c.code, c.abandoned));
    this.chat = replayChat(c.chat, this.cursor.moves, (frame) => { if (this.cursor.go(frame)) this.draw(); });
    const side = el('aside', { class: 'replay-side' },
      el('h1', { class: 'replay-title' }, c.title, el('span', { class: 'small' }, c.subtitle)),
      this.controls.element,
      this.noteSlot,
      el('h2', {}, 'At this move'), this.ui.players, this.ui.tile,
      el('h2', {}, 'Moves'), this.ui.log,
      ...(this.chat ? [this.chat.element] : []),
      el('p', { class: 'links' }, el('a', { href: '/', 'data-testid': 'to-start' }, 'Start page')));
    app().replaceChildren(el('main', { class: 'replay', 'data-testid': 'replay' }, this.ui.boardHost, side));
    window.addEventListener('keydown', this.onKeyBound);
    this.draw();
    void this.initBoard();
    if (!c.result && !c.abandoned) this.follow(c.code);
    return this;
  }

  /** The log's lines past those shown, each a button to its move. */
  private addLines(lines: ReplayColumn['lines']): void {
    const added = lines.slice(this.items.length).map((line) => {
      const item = el('li', { 'data-frame': String(line.frame) }, el('button', { type: 'button', class: 'replay-line' }, el('span', { class: 'replay-n' }, `${line.frame}.`), ' ', line.text));
      item.onclick = () => { if (this.cursor.go(line.frame)) this.draw(); };
      return item;
    });
    this.items.push(...added);
    this.ui.log.append(...added);
  }

  /** A game still played: its replay asks for the moves made since, every few seconds, until the
   *  end (the result then shows) or the page closes. Shown at its last move, the page follows them. */
  private follow(code: string): void {
    this.poll = setTimeout(async () => {
      const data = await getJson<{ frames: unknown[] }>(`/api/games/${code}/replay`).catch(() => undefined);
      if (this.closed) return;
      const c = data ? this.reread(data) : null;
      if (data && c) {
        this.addLines(c.lines);
        this.cursor.grow(data.frames.length - 1);
        if (c.result || c.abandoned) this.noteSlot.replaceChildren(c.result ?? liveNote(c.code, c.abandoned));
        this.draw();
      }
      if (!c?.result && !c?.abandoned) this.follow(code);
    }, LIVE_POLL_MS);
  }

  protected onKey(e: KeyboardEvent): void {
    if (replayKey(e, this.cursor)) this.draw();
  }

  /** Show the cursor's position: the board too once it is mounted. */
  protected draw(): void {
    if (this.closed) return;
    const k = this.cursor.index;
    this.controls.update();
    this.drawColumn(k);
    markShown(this.ui.log, this.items, k);
    this.chat?.show(k);
    if (this.board && this.pixi) this.drawBoard(k, this.board, this.pixi.canvas);
  }

  private async initBoard(): Promise<void> {
    // Drawn on each step only (no render loop); the board follows its host's size itself.
    const { pixi, board } = await this.mount(this.ui.boardHost);
    if (this.closed) { board.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.board = board;
    this.draw();
  }
}
