// What every game's page does the same way, whichever game it shows: the page laid out (the
// connection banner, the board with the end banner over it, the panel), the join and the room
// attached, keys and window size handed on, one drawing per frame however many changes came in,
// and everything let go on close; keys to the turn (F fits the board), a rematch followed by its
// watchers, the board drawn only when its model changed. A game's screen (games/<id>/screens/game.ts)
// fills in its board, its panel, its turn and its drawing.
import type { Room } from 'colyseus.js';
import type { Application } from 'pixi.js';
import { RematchAnswer, SyncedGame, TO_SERVER } from '@castle/protocol';
import { app, el } from '../dom';
import { t } from '../i18n/words';
import { Screen, go } from '../router';
import { BoardPicture } from './board-picture';
import { ChatBox } from './chat-box';
import { saidWords } from '../refusals/said';
import { ConnectionBanner } from './connection-banner';
import { GameConnection } from './game-connection';
import { TurnSignals } from './turn-signals';
import { WatchersBox } from './watchers-box';
import type { SidePanel, SidePanelHandlers } from './side-panel';
import type { TableChoice } from './table-choices';
import { wearColours } from '../art/seat-colours';
import { RatedBox } from '../rated/rated-box';

/** What the shell tells a game's turn of the server's messages. */
export interface ShellTurn<M> {
  /** This page's seat; null for a watcher. */
  seat: number | null;
  /** The server lost the game: nothing is offered any more. */
  stopped: boolean;
  /** Another tab took this seat over: nothing is offered here until it is taken back. */
  elsewhere: boolean;
  /** Joining with a seat token or a name: the seat is not known yet (the room says "seat", or
   *  "watching" when there was none for it), so the page is not said to be watching. */
  connecting: boolean;
  /** The server's offer for a step ("actions"). */
  take(m: M): void;
  /** The server refused what was sent: the player may choose again. */
  refused(): void;
  /** A key (Shift held or not): true when it meant something to the turn. */
  key(key: string, shift: boolean): boolean;
}

/** A board view as the shell holds it: a Pixi application, and a view that shows the whole board
 *  (the F key) and is destroyed with it. */
export interface MountedBoard { pixi: Application; view: { destroy(): void; fit(): void } }

export abstract class GameShell<S extends SyncedGame, A, M> implements Screen {
  protected closed = false;
  /** What the board last drew (its model, as JSON). */
  private drawn = '';
  private laidOut = false;
  private pixi: Application | null = null;
  private mounted: MountedBoard['view'] | null = null;
  protected readonly boardHost = el('div', { class: 'board', 'data-testid': 'board' });
  /** The board as a picture until the canvas has drawn it. */
  protected readonly picture = new BoardPicture(this.boardHost);
  /** The state written into the page (logic/first-view.ts), shown until the room's own comes. */
  private first: S | undefined;
  protected readonly banner = new ConnectionBanner(() => this.laidOut);
  private readonly chat: ChatBox;
  protected readonly connection: GameConnection<S, A, M>;
  private readonly onKeyBound = (e: KeyboardEvent) => this.onKey(e);
  private readonly onResizeBound = () => { this.pixi?.resize(); this.draw(); };
  private drawQueued = false;
  /** "Your turn" in the title, the favicon, a sound, a notification. */
  private readonly signals: TurnSignals;
  private readonly watchers = new WatchersBox();
  /** Rated or casual, and in a rated game each player's rating. */
  private readonly rated = new RatedBox();

  /** The server's messages go to the turn, refusals to the panel's error line; a rematch opens the
   *  new game (its seat token kept already); a watcher who loses the connection comes back a watcher. */
  constructor(private readonly code: string, private readonly watch: boolean) {
    this.signals = new TurnSignals(code);
    this.chat = new ChatBox(code);
    this.connection = new GameConnection<S, A, M>(code, {
      seat: (seat) => { const t = this.turn; t.seat = seat; t.connecting = false; t.elsewhere = false; this.chat.seat(seat); this.signal(); this.draw(); },
      watching: () => { this.turn.connecting = false; this.draw(); },
      actions: (m) => { this.turn.take(m); this.draw(); },
      refused: (said) => { this.turn.refused(); this.panel.ui.error.textContent = saidWords(said, this.gameId); this.draw(); },
      otherTab: () => { this.turn.elsewhere = true; this.signal(); this.draw(); },
      storeLost: (message) => { this.turn.stopped = true; this.banner.storeLost(message); this.draw(); },
      rematch: (next) => go(`/g/${next}`),
      changed: () => { this.joinedState(); this.signal(); this.draw(); },
      attached: (room) => this.chat.attach(room),
    }, this.banner, () => this.watch && this.turn.seat === null);
  }

  /** The game's turn (read only once the screen is made). */
  protected abstract readonly turn: ShellTurn<M>;
  /** The panel beside the board (its end banner's slot, its error line and its clocks too). */
  protected abstract readonly panel: SidePanel<SidePanelHandlers>;
  /** A class of the page besides 'game' (the game's id), for the styles of one game only. */
  protected abstract readonly gameId: string;
  /** The game's name for people (its definition's), in the page's title. */
  protected abstract readonly gameTitle: string;
  /** Make the board in `host`, hook its taps up; it is drawn by drawNow once there. */
  protected abstract mountBoard(host: HTMLElement): Promise<MountedBoard>;
  /** Draw the page from the synced state now. */
  protected abstract drawNow(): void;

  /** The board's `model`: a picture (`picture`) until the canvas is ready, then on the canvas
   *  (`view`), only when it changed, as a countdown ticking in the panel draws nothing on the
   *  board. `data`: what the page shows as chosen, for assistive tools and the browser tests. */
  protected drawBoard<T>(model: T, view: { render(model: T): void } | null, picture: () => string, data: Record<string, string>): void {
    if (!view) return this.picture.show(picture());
    Object.assign(this.boardHost.dataset, data);
    const key = JSON.stringify(model);
    if (key === this.drawn) return;
    this.drawn = key;
    view.render(model);
  }
  /** Called once laid out: parts loaded later. */
  protected laidOutNow(): void {}

  /** Join the game (with a seat token, a name for a free seat, or to watch), then show it. */
  async join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<this> {
    if (!this.laidOut) this.layout(); // the page and the board's canvas get ready while the join goes on
    // A player's seat is known once the room says it ("seat", or "watching" when there was none for
    // it): until then the page is not said to be watching.
    if (!opts.spectate) this.turn.connecting = true;
    await this.connection.join(opts);
    return this;
  }

  /** Show `state` (the game's, written into the page) until the room's own state comes. */
  showFirst(state: SyncedGame): void {
    if (state.game !== this.gameId || this.connection.state?.players?.length) return;
    this.first = state as S; // S is the synced state of the game `gameId` names
    this.draw();
  }

  /** A room just created: attached before any await, since "seat" and "actions" may arrive at once. */
  attach(room: Room): this {
    this.connection.attach(room as Room<S>);
    if (!this.laidOut) this.layout();
    return this;
  }

  close(): void {
    this.closed = true;
    wearColours([]); // the next page (a replay) wears the seats' own
    this.connection.close();
    this.signals.close();
    this.panel.clocks.stop();
    window.removeEventListener('keydown', this.onKeyBound);
    window.removeEventListener('resize', this.onResizeBound);
    this.mounted?.destroy(); // its observers, gestures and queued frame, before the canvas goes
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.mounted = null;
  }

  /** What every game's panel asks of the page: a rematch, a table choice, a redraw. */
  protected panelHandlers(): SidePanelHandlers {
    return { rematch: (a) => this.answerRematch(a), table: (c) => this.tableChoice(c), redraw: () => this.draw() };
  }

  /** After the end: ask for (or accept) a rematch, withdraw the ask, or decline another's. */
  private answerRematch(answer: RematchAnswer): void {
    if (this.connection.send(answer, {})) return;
    // Said where it shows, so that the button never seems dead: a finished game's room does not come back after a restart.
    if (this.connection.endedHere) this.connection.endedNote(t('table.rematchGone'));
    else this.panel.ui.error.textContent = t('table.rematchOffline');
    this.draw();
  }

  /** Abort, resign or claim the win. */
  private tableChoice(c: TableChoice): void {
    this.connection.send(c, {});
  }

  /** At a table of three or more: the computer plays the seat of a player who has been away. */
  protected handOver(seat: number): void {
    this.connection.send(TO_SERVER.handOver, { seat });
  }

  protected synced(): S | undefined {
    const s = this.connection.state;
    return s?.players?.length ? s : this.first ?? s;
  }

  /** The room's state has come: the page's first view is done with. */
  private joinedState(): void {
    if (this.first && this.connection.state?.players?.length) this.first = undefined;
  }

  /** A turn's actions to the room: false when there is no connection. */
  protected sendActions(moves: number, actions: A[]): boolean {
    if (!this.connection.sendActions(moves, actions)) return false;
    this.panel.ui.error.textContent = '';
    this.draw();
    return true;
  }

  /** Tell the player when the turn becomes theirs (at every change: a hidden tab draws nothing). */
  private signal(): void {
    const s = this.synced(), turn = this.turn;
    if (!s?.players?.length || this.closed) return;
    this.signals.update({ seat: turn.seat, toAct: s.toAct, over: s.over || turn.stopped || turn.elsewhere, started: Array.from(s.players).every((p) => p.seated) });
  }

  /** Draw at the next frame, once however many changes came in between. */
  protected draw(): void {
    if (this.drawQueued || this.closed) return;
    this.drawQueued = true;
    requestAnimationFrame(() => {
      this.drawQueued = false;
      if (this.closed) return;
      const players = this.synced()?.players;
      if (players) wearColours(Array.from(players, (p) => p.colour));
      // A rematch: watchers follow it here; players go with their own "rematch" message (their token).
      const next = this.synced()?.next;
      if (next && this.turn.seat === null && !this.turn.connecting) { go(`/g/${next}?watch`); return; }
      this.drawNow();
      if (this.mounted) this.picture.handOver(); // the canvas has drawn the board (or nothing was shown)
      const s = this.synced();
      if (s?.watchers) this.watchers.update(Array.from(s.watchers), Array.from(s.players, (p) => (p.seated ? p.name : '')));
      if (s?.players?.length) this.rated.update(s);
    });
  }

  private layout(): void {
    this.laidOut = true;
    const p = this.panel.ui;
    const panel = this.panel.layout();
    (panel.querySelector(':scope > .links') ?? panel.lastChild)?.before(this.signals.element);
    panel.querySelector('.players')?.after(this.watchers.element);
    panel.querySelector('.players')?.before(this.rated.element);
    panel.querySelector('.chat-slot')?.append(this.chat.element);
    app().replaceChildren(this.banner.element, el('div', { class: `game ${this.gameId}` }, el('div', { class: 'board-wrap' }, this.boardHost, p.end), panel));
    window.addEventListener('keydown', this.onKeyBound);
    window.addEventListener('resize', this.onResizeBound);
    document.title = t('table.title', { code: this.code, game: this.gameTitle }); // the invitation's, when a seat was just taken
    this.laidOutNow();
    // Without a canvas the board stays a picture, and says why.
    void this.initBoard().catch((err: Error) => { this.panel.ui.error.textContent = t('table.boardFailed', { error: err.message }); });
  }

  private async initBoard(): Promise<void> {
    const { pixi, view } = await this.mountBoard(this.boardHost);
    if (this.closed) { view.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.mounted = view;
    this.drawn = ''; // a new board has drawn nothing yet
    this.draw();
  }

  private onKey(e: KeyboardEvent): void {
    const tag = (e.target as HTMLElement)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return; // the focused button acts itself
    // Keys choose on the board: not while it is a picture, which shows no lit cell or choice.
    if (!this.mounted) return;
    // F shows the whole board, in every game (each help lists the same keys).
    if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey) this.mounted.fit();
    else if (!this.turn.key(e.key, e.shiftKey)) return;
    e.preventDefault();
    this.draw();
  }
}
