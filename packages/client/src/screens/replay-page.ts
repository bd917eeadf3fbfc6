// Every game's replay page, finished or live, from its replay data (made in the page from a finished
// game's record, or GET /api/games/<code>/replay's for a game still played): the board beside a side
// column (the title, the controls, the result or a note on a game not over, the position at the shown
// move, the moves in words, the chat, the record's links, a link home), the keys, the board mounted
// once the column shows, a live game followed, and closing. A game brings what is its own through
// the hooks below: its board, its moves and result in words, its seats' details and the tile to play.
import type { Application } from 'pixi.js';
import { ReplayData, tableEnd } from '@castle/protocol';
import { app, el } from '../dom';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import { ReplayCursor } from '../logic/replay-cursor';
import { getJson } from '../net';
import type { Screen } from '../router';
import type { ChatLine } from '@castle/protocol';
import { ReplayChat, replayChat } from './replay-chat';
import { ReplayControls, liveNote, markShown, replayClock, replayClockName, replayControls, replayKey } from './replay-parts';
import { tableEndReplay } from './table-end';

/** What a replay page is shown with; the moves in words: `frame` is the position after the move. */
interface ReplayColumn {
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

/** A seat at the shown position, as the column lists it: its mark (colour, follower), its details. */
export interface ReplaySeat {
  score: number;
  mark: Node;
  details: string;
}

/** The move a reload shows again (a language picked, the page reloaded): "#12" in the address. */
function shownInAddress(): number | null {
  const m = /^#(\d+)$/.exec(typeof location === 'undefined' ? '' : location.hash);
  return m ? Number(m[1]) : null;
}

/** The move shown, in the address; none at the last move, where a replay opens anyway (and a live
 *  game's goes on following its new moves). */
function keepInAddress(k: number, atEnd: boolean): void {
  const hash = atEnd ? '' : `#${k}`;
  if (location.hash !== hash) history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}

/** A replay page as the shared screens hold it: the hindsight review shows a turn on its board. */
export interface ReplayScreen extends Screen {
  /** The seats' names, "Player n" for a seat never taken. */
  readonly names: readonly string[];
  /** The board before the record's move `frame`, with `turn` (a whole turn's actions) lit on it. */
  showTurn(frame: number, turn: readonly unknown[]): void;
  /** A seat's colour as the board paints it (CSS). */
  seatColour(seat: number): string;
}

/** How often a live game's replay asks for the moves made since (a lookup each: LOOKUP_PER_MINUTE). */
export const LIVE_POLL_MS = 4000;

export abstract class ReplayPage<B extends { destroy(): void }, D extends ReplayData = ReplayData> implements ReplayScreen {
  protected readonly cursor: ReplayCursor;
  protected readonly controls: ReplayControls;
  protected readonly ui = {
    boardHost: el('div', { class: 'replay-board', 'data-testid': 'board' }),
    players: el('div', { class: 'replay-players', 'data-testid': 'replay-players' }),
    tile: el('p', { class: 'small', 'data-testid': 'replay-tile' }),
    log: el('ol', { class: 'replay-log', 'data-testid': 'replay-log', 'aria-label': t('replay.moves') }),
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
  /** A turn lit on the board before its move (the review's best turn found), until another is shown. */
  private lit: { frame: number; turn: readonly unknown[] } | null = null;

  /** The seats' names, "Player n" for a seat never taken. */
  readonly names: string[];

  /** The game's name, for the page's title. */
  protected abstract readonly gameTitle: string;

  /** A finished game opens on its end; a live one on its latest move. `tools`: what the page adds
   *  under the moves (the record's links, Open a record…). */
  constructor(protected data: D, private readonly tools: readonly HTMLElement[] = []) {
    this.cursor = new ReplayCursor(data.frames.length - 1, shownInAddress() ?? data.frames.length - 1);
    this.controls = replayControls(this.cursor, () => this.draw());
    this.names = data.names.map((n, seat) => n || t('common.player', { n: seat + 1 }));
  }

  show(): this {
    document.title = t('replay.pageTitle', { players: this.players(), code: this.data.code, game: this.gameTitle });
    this.open(this.column());
    return this;
  }

  showTurn(frame: number, turn: readonly unknown[]): void {
    this.lit = { frame, turn };
    this.cursor.go(frame);
    this.draw();
    this.ui.boardHost.scrollIntoView({ block: 'nearest' }); // on a phone the board is above the column
  }

  abstract seatColour(seat: number): string;

  /** The turn lit at `k`, if any: each game draws its placement (and follower) on its board. */
  protected litAt(k: number): readonly unknown[] | null {
    return this.lit?.frame === k ? this.lit.turn : null;
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

  /** The players in a line: "Ann v Bob", or a list at a bigger table. */
  protected players(): string {
    return this.names.join(', ');
  }

  /** The subtitle's words on the game before its code (" · Carcassonne,"), none for the site's first. */
  protected gameWords(): string {
    return ` · ${this.gameTitle},`;
  }

  /** Each move in words, for the log: `frame` is the position after it. */
  protected abstract moveLines(): { frame: number; text: string }[];

  /** The result of a game that ended by score, in words and its final scoring. */
  protected abstract resultBox(result: NonNullable<D['result']>): HTMLElement;

  /** Each seat at the shown position `k`. */
  protected abstract seatsAt(k: number): ReplaySeat[];

  /** Who is to play what at `k`, and the move shown in words (the first position's own words at 0). */
  protected abstract turnAt(k: number): { toAct: number; next: string; tilesLeft: number; over: boolean; now: string };

  /** What the game shows more at `k` (the final line lit): nothing by default. */
  protected drawMore(_k: number): void { /* a game's own */ }

  /** The board at the shown position `k`, and its data attributes on `canvas`. */
  protected abstract drawBoard(k: number, board: B, canvas: HTMLCanvasElement): void;

  private column(): ReplayColumn {
    const d = this.data;
    const ending = d.over && d.result ? tableEnd(d.result) : null;
    return {
      title: t('replay.title', { players: this.players() }), subtitle: t('replay.subtitle', { before: this.gameWords(), code: d.code, clock: replayClockName(d.clock) }), lines: this.moveLines(),
      result: ending ? tableEndReplay(ending, this.names) : d.over && d.result ? this.resultBox(d.result as NonNullable<D['result']>) : null,
      code: d.code, abandoned: d.abandoned, chat: d.chat ?? [],
    };
  }

  /** The side column at the shown position `k`: the seats, whose turn, the move in words. */
  private drawColumn(k: number): void {
    const turn = this.turnAt(k);
    this.ui.players.replaceChildren(...this.seatsAt(k).map((p, seat) => el('div', { class: `player${turn.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      p.mark, ' ', el('strong', {}, this.names[seat]), ` ${t('panel.points', { points: p.score })}`, ...replayClock(this.data.clock, k, seat), el('div', { class: 'small' }, p.details))));
    this.ui.tile.textContent = turn.over ? t('replay.over') : t('replay.toPlay', { name: this.names[turn.toAct], next: turn.next, left: turn.tilesLeft });
    this.controls.now.textContent = turn.now;
    this.drawMore(k);
  }

  /** Show the page and start listening to the keys. */
  private open(c: ReplayColumn): void {
    this.addLines(c.lines);
    this.noteSlot.replaceChildren(c.result ?? liveNote(c.code, c.abandoned));
    this.chat = replayChat(c.chat, this.cursor.moves, (frame) => { if (this.cursor.go(frame)) this.draw(); });
    const side = el('aside', { class: 'replay-side' },
      el('h1', { class: 'replay-title' }, c.title, el('span', { class: 'small' }, c.subtitle)),
      this.controls.element,
      this.noteSlot,
      el('h2', {}, t('replay.atThisMove')), this.ui.players, this.ui.tile,
      el('h2', {}, t('replay.moves')), this.ui.log,
      ...(this.chat ? [this.chat.element] : []),
      ...this.tools,
      el('p', { class: 'links' }, el('a', { href: '/', 'data-testid': 'to-start' }, t('replay.start'))),
      languagePicker());
    app().replaceChildren(el('main', { class: 'replay', 'data-testid': 'replay' }, this.ui.boardHost, side));
    window.addEventListener('keydown', this.onKeyBound);
    this.draw();
    void this.initBoard();
    if (!c.result && !c.abandoned) this.follow(c.code);
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
      const data = await getJson<D>(`/api/games/${code}/replay`).catch(() => undefined);
      if (this.closed) return;
      if (data) this.data = data; // the same game, gone on
      const c = data ? this.column() : null;
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
    keepInAddress(k, this.cursor.atEnd);
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
