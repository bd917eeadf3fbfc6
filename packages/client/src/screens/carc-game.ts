// A game of the original Carcassonne, played or watched. This file wires its parts, as game.ts does
// for the Castle: the connection to the room (game-connection.ts, with its banner), the player's
// turn (logic/carc-turn.ts), the log, the plane (view/plane-view.ts, handed logic/carc-model.ts's
// model) and the panel (carc-panel.ts); keys, taps and the server's messages go to the turn, and
// any change draws the page again at the next frame.
import type { Room } from 'colyseus.js';
import type { Application } from 'pixi.js';
import type { CarcAction } from '@castle/carcassonne';
import { SyncedCarcassonne, TO_SERVER, unpackPlaneTile } from '@castle/protocol';
import { app, el } from '../dom';
import { CarcLog } from '../logic/carc-log';
import { planeModel } from '../logic/carc-model';
import { CarcActions, CarcTurn } from '../logic/carc-turn';
import { playerNames } from '../logic/panel-text';
import { Screen, go } from '../router';
import type { PlaneView } from '../view/plane-view';
import { mountPlane } from '../view/plane-app';
import { CarcPanel } from './carc-panel';
import { ConnectionBanner } from './connection-banner';
import { GameConnection } from './game-connection';

export class CarcGameScreen implements Screen {
  private closed = false;
  private laidOut = false;
  private view: PlaneView | null = null;
  private pixi: Application | null = null;
  private readonly boardHost = el('div', { class: 'board', 'data-testid': 'board' });
  private readonly banner = new ConnectionBanner(() => this.laidOut);
  private readonly turn = new CarcTurn(() => this.synced(), (moves, actions) => this.sendActions(moves, actions));
  private readonly log = new CarcLog();
  private readonly panel: CarcPanel;
  private readonly connection: GameConnection<SyncedCarcassonne, CarcAction, CarcActions>;
  private onKeyBound = (e: KeyboardEvent) => this.onKey(e);
  private onResizeBound = () => { this.pixi?.resize(); this.draw(); };

  constructor(code: string, private watch: boolean) {
    this.panel = new CarcPanel(code, this.turn, {
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

  async join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<this> {
    if (!this.laidOut) this.layout();
    await this.connection.join(opts);
    return this;
  }

  attach(room: Room): this {
    this.connection.attach(room as Room<SyncedCarcassonne>); // before any await: "seat" and "actions" may arrive at once
    if (!this.laidOut) this.layout();
    return this;
  }

  close(): void {
    this.closed = true;
    this.connection.close();
    window.removeEventListener('keydown', this.onKeyBound);
    window.removeEventListener('resize', this.onResizeBound);
    this.view?.destroy();
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.view = null;
  }

  private synced(): SyncedCarcassonne | undefined {
    return this.connection.state;
  }

  private sendActions(moves: number, actions: CarcAction[]): boolean {
    if (!this.connection.sendActions(moves, actions)) return false;
    this.panel.ui.error.textContent = '';
    this.draw();
    return true;
  }

  private layout(): void {
    this.laidOut = true;
    app().replaceChildren(this.banner.element, el('div', { class: 'game carcassonne' },
      el('div', { class: 'board-wrap' }, this.boardHost, this.panel.ui.end),
      this.panel.layout()));
    document.title = 'Carcassonne';
    window.addEventListener('keydown', this.onKeyBound);
    window.addEventListener('resize', this.onResizeBound);
    void this.initBoard();
  }

  private async initBoard(): Promise<void> {
    const { pixi, view } = await mountPlane(this.boardHost);
    if (this.closed) { view.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.view = view;
    view.onCellTap = (x, y) => { if (this.turn.tapCell(x, y)) this.draw(); };
    view.onCellHover = (c) => { if (this.turn.hoverCell(c)) this.draw(); };
    view.onSpotTap = (spot) => { if (this.turn.tapSpot(spot)) this.draw(); };
    this.draw();
  }

  private onKey(e: KeyboardEvent): void {
    const tag = (e.target as HTMLElement)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return; // the focused button acts itself
    if ((e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey) { this.view?.fit(); e.preventDefault(); return; }
    if (!this.turn.key(e.key, e.shiftKey)) return;
    e.preventDefault();
    this.draw();
  }

  private drawQueued = false;

  private draw(): void {
    if (this.drawQueued || this.closed) return;
    this.drawQueued = true;
    requestAnimationFrame(() => { this.drawQueued = false; if (!this.closed) this.drawNow(); });
  }

  private drawNow(): void {
    const s = this.synced();
    if (!s || !s.tiles || !s.players?.length) return;
    if (s.next && this.turn.seat === null) { go(`/g/${s.next}?watch`); return; }
    const names = playerNames(s.players);
    this.panel.addLog(this.log.take(s, names));
    const placed = Array.from(s.tiles, (t) => unpackPlaneTile(t).tile);
    this.panel.draw(s, names, placed);
    if (!this.view) return;
    const final = this.panel.finalHighlight();
    const model = planeModel(s, s.over ? null : this.turn, this.log.lastPlaced, final);
    model.focus = final; // the final scoring's line is framed on the board
    const f = this.turn.choosingFollower();
    Object.assign(this.boardHost.dataset, {
      highlight: JSON.stringify(model.highlight),
      pending: f?.place ? `${f.place.x},${f.place.y}/${f.place.rot}` : '',
    });
    this.view.render(model);
  }
}
