// A game, played or watched. This file wires its parts: the connection to the room
// (game-connection.ts, with its banner), the player's turn (logic/game-turn.ts), the log of events
// (logic/event-log.ts), the board (view/, handed logic/board-model.ts's model) and the panel
// (game-panel.ts); keys, taps and the server's messages go to the turn, and any change draws the
// page again at the next frame.
import type { Room } from 'colyseus.js';
import type { Application } from 'pixi.js';
import { TO_SERVER } from '@castle/protocol';
import { Action, BASE_SET, FALCON_SET } from '@castle/rules';
import { app, el } from '../dom';
import { gameBoardModel } from '../logic/board-model';
import { EventLog } from '../logic/event-log';
import { GameTurn } from '../logic/game-turn';
import { playerNames } from '../logic/panel-text';
import type { SyncedCastle } from '../logic/synced-state';
import type { CastleActions } from '../logic/castle-api';
import { Screen, go } from '../router';
import { BoardView } from '../view/board';
import { mountBoard } from '../view/board-app';
import { ConnectionBanner } from './connection-banner';
import { GameConnection } from './game-connection';
import { GamePanel } from './game-panel';

export class GameScreen implements Screen {
  private closed = false;
  private laidOut = false;
  private board: BoardView | null = null;
  private pixi: Application | null = null;
  private readonly boardHost = el('div', { class: 'board', 'data-testid': 'board' });
  private readonly banner = new ConnectionBanner(() => this.laidOut);
  private readonly turn: GameTurn = new GameTurn(() => this.synced(), (moves, actions) => this.sendActions(moves, actions));
  private readonly log = new EventLog();
  private readonly panel: GamePanel;
  private readonly connection: GameConnection<SyncedCastle, Action, CastleActions>;
  private onKeyBound = (e: KeyboardEvent) => this.onKey(e);
  private onResizeBound = () => { this.pixi?.resize(); this.draw(); };

  constructor(code: string, private watch: boolean) {
    this.panel = new GamePanel(code, this.turn, {
      place: () => { if (this.turn.place()) this.draw(); },
      confirm: () => this.turn.confirm(),
      takeBack: () => { if (this.turn.takeBack()) this.draw(); },
      play: (a: Action) => this.turn.sendActions([a]),
      rematch: () => void this.connection.send(TO_SERVER.rematch, {}),
      redraw: () => this.draw(),
    });
    this.connection = new GameConnection(code, {
      seat: (seat) => { this.turn.seat = seat; this.draw(); },
      actions: (m) => { this.turn.take(m); this.draw(); },
      refused: (message) => { this.turn.refused(); this.panel.ui.error.textContent = message; this.draw(); },
      storeLost: (message) => { this.turn.stopped = true; this.banner.storeLost(message); this.draw(); },
      rematch: (next) => go(`/g/${next}`),
      changed: () => this.draw(),
    }, this.banner, () => this.watch && this.turn.seat === null);
  }

  /** Join the game (with a seat token, a name for a free seat, or to watch), then show it. */
  async join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<this> {
    if (!this.laidOut) this.layout(); // the page and the board's canvas get ready while the join goes on
    await this.connection.join(opts);
    return this;
  }

  attach(room: Room): this {
    this.connection.attach(room); // before any await: "seat" and "actions" may arrive at once
    if (!this.laidOut) this.layout();
    return this;
  }

  close(): void {
    this.closed = true;
    this.connection.close();
    window.removeEventListener('keydown', this.onKeyBound);
    window.removeEventListener('resize', this.onResizeBound);
    this.board?.destroy(); // its observers, gestures and queued frame, before the canvas goes
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.board = null;
  }

  private synced(): SyncedCastle | undefined {
    return this.connection.state;
  }

  /** The turn's actions to the room: false when there is no connection. */
  private sendActions(moves: number, actions: Action[]): boolean {
    if (!this.connection.sendActions(moves, actions)) return false;
    this.panel.ui.error.textContent = '';
    this.draw();
    return true;
  }

  private layout(): void {
    this.laidOut = true;
    app().replaceChildren(this.banner.element, el('div', { class: 'game' },
      el('div', { class: 'board-wrap' }, this.boardHost, this.panel.ui.end),
      this.panel.layout()));
    void import('./legend').then((m) => {
      const box = app().querySelector('.legend-box');
      if (box && !this.closed) box.append(m.legend(!!this.synced()?.falcon));
    }).catch(() => undefined);
    window.addEventListener('keydown', this.onKeyBound);
    window.addEventListener('resize', this.onResizeBound);
    void this.initBoard();
  }

  private async initBoard(): Promise<void> {
    const { pixi, board } = await mountBoard(this.boardHost);
    if (this.closed) { board.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.board = board;
    board.onCellTap = (cell) => { if (this.turn.tapCell(cell)) this.draw(); };
    board.onCellHover = (cell) => { if (this.turn.hoverCell(cell)) this.draw(); };
    board.onPieceTap = (piece) => { if (this.turn.tapPiece(piece)) this.draw(); };
    this.draw();
  }

  private onKey(e: KeyboardEvent): void {
    const tag = (e.target as HTMLElement)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return; // the focused button acts itself
    if (!this.turn.key(e.key, e.shiftKey)) return;
    e.preventDefault();
    this.draw();
  }

  /** Draw at the next frame, once however many changes came in between. */
  private drawQueued = false;

  private draw(): void {
    if (this.drawQueued || this.closed) return;
    this.drawQueued = true;
    requestAnimationFrame(() => { this.drawQueued = false; if (!this.closed) this.drawNow(); });
  }

  private drawNow(): void {
    const s = this.synced();
    if (!s || !s.board || !s.players?.length) return;
    // A rematch: watchers follow it here; players go with their own "rematch" message (their token).
    if (s.next && this.turn.seat === null) { go(`/g/${s.next}?watch`); return; }
    const tiles = s.falcon ? FALCON_SET : BASE_SET;
    const names = playerNames(s.players);
    this.panel.addLog(this.log.take(s, names, (t) => `a ${tiles.types[t]?.name ?? 'tile'}`));
    this.panel.draw(s, names, tiles);
    if (!this.board) return;
    const model = gameBoardModel(s, this.turn, this.log);
    const pend = this.turn.pending;
    // What the page shows as chosen, for assistive tools and the browser tests.
    Object.assign(this.boardHost.dataset, { highlight: JSON.stringify(model.highlight), pending: pend ? `${pend.place.cell}/${pend.place.rot}` : '' });
    this.board.render(model);
  }
}
