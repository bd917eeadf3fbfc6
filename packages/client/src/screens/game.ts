// A game, played or watched: the board, the turn's choices, the players, the log, and the events
// around a game (waiting for the opponent, the end with its rematch, another tab, a lost
// connection). Network and rules logic live in logic/; the picture in view/; this file wires them.
import type { Application } from 'pixi.js';
import type { Room } from 'colyseus.js';
import { Action, BASE_SET, FALCON_SET, GameEvent, GameState, TileSet, castleOf, previewPlacement } from '@castle/rules';
import { app, el } from '../dom';
import { retryDelay } from '../logic/backoff';
import { followerLabel } from '../logic/follower-words';
import { gameLink } from '../logic/links';
import { afterPlacement, featureOfPiece, localState } from '../logic/position';
import { remainingOf, unpackCell, unpackFollower, unpackTowers } from '../logic/synced-board';
import { savedToken, saveToken } from '../logic/tokens';
import { TurnChoices } from '../logic/turn';
import { eventText, plural } from '../logic/words';
import { getJson, joinWithin } from '../net';
import { Screen, go, replace } from '../router';
import { BoardView } from '../view/board';
import { mountBoard } from '../view/board-app';
import type { FinalResult } from '../logic/final-rows';
import { newEvents } from '../logic/synced-events';
import type { SyncedGame } from '../logic/synced-state';
import { EndState, endBanner } from './end-banner';
import { playersBox, stepHint, tileBox, tilesToCome } from './game-panel';
import { countdown, refusedNotice, unknownGame } from './notice';
import { optionControls, placeControls } from './turn-controls';

/** Close codes the server uses (see packages/server/src/rooms/castle-room.ts). */
const CLOSE_SERVER_RESTART = 4100;
const CLOSE_SEAT_TAKEN = 4101;

interface ActionsMessage {
  turn: number;
  actions: Action[];
  features?: Record<number, { kind: string; tiles: number[] }>;
  outcomes?: ({ scores: [number, number]; towers: number[]; lost: number } | null)[];
}

/** The player's own follower step, not sent yet: the placement can still be taken back. */
interface PendingPlace { place: Extract<Action, { type: 'place' }>; state: GameState; choices: TurnChoices }

export class GameScreen implements Screen {
  private room: Room | null = null;
  private seat: number | null = null;
  private closed = false;
  private choices: TurnChoices | null = null;
  private message: ActionsMessage | null = null;
  private pending: PendingPlace | null = null;
  private busy = false;
  private ghost = -1;
  private focused: number | null = null;
  private tiles: TileSet = BASE_SET;
  private board: BoardView | null = null;
  private pixi: Application | null = null;
  private attempt = 0;
  private stopCountdown: () => void = () => undefined;
  private seenEvents = 0;
  private lastMove: { cell: number; follower: { cell: number; piece: number } | null; scored: number[] } | null = null;
  /** Wall tiles taken lately (the board turns each face up for a moment), by event number. */
  private wallTaken: { id: number; tower: number; kind: number }[] = [];
  private bannerClosed = false;
  /** The server lost this game (its store came back empty): nothing more can be played. */
  private storeGone = false;
  private laidOut = false;
  private onKeyBound = (e: KeyboardEvent) => this.onKey(e);
  private onResizeBound = () => { this.pixi?.resize(); this.draw(); };
  private ui = {
    status: el('div', { class: 'status', role: 'status', 'data-testid': 'game-status', 'data-seat': 'spectator', 'data-to-act': '', 'data-over': 'false' }),
    hint: el('div', { class: 'hint', 'data-testid': 'hint' }),
    error: el('div', { class: 'error', role: 'alert', 'data-testid': 'error' }),
    invite: el('div', { class: 'invite', 'data-testid': 'invite', hidden: '' }),
    turn: el('section', { class: 'turn-box', 'aria-label': 'Your turn', 'data-testid': 'turn-box' }),
    tile: el('div', { class: 'tile-slot' }),
    preview: el('div', { class: 'preview', 'data-testid': 'preview' }),
    controls: el('div', { class: 'controls', 'data-testid': 'controls' }),
    players: el('div', { class: 'players' }),
    left: el('div', { class: 'tiles-left' }),
    log: el('ol', { class: 'log', 'data-testid': 'log', reversed: '' }),
    end: el('div', { class: 'end-slot' }),
    showResult: el('button', { 'data-testid': 'show-result', hidden: '' }, 'Show the result'),
    banner: el('div', { class: 'banner', role: 'status', 'data-testid': 'connection', hidden: '' }),
    boardHost: el('div', { class: 'board', 'data-testid': 'board' }),
  };

  constructor(private code: string, private watch: boolean) {}

  /** Join the game (with a seat token, a name for a free seat, or to watch), then show it. */
  async join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<this> {
    if (!this.laidOut) this.layout(); // the page and the board's canvas get ready while the join goes on
    try {
      const room = await joinWithin(this.code, opts);
      if (this.closed) { void room.leave(); return this; }
      return this.attach(room);
    } catch (err) {
      if (!this.closed && !(await this.gameIsGone(err))) {
        this.showConnection(`Could not join game ${this.code}: ${(err as Error).message}.`, () => void this.join(opts), 'Try now', Math.ceil(retryDelay(this.attempt++) / 1000));
      }
      return this;
    }
  }

  /** After a failed join: a game that no longer runs gets its own page (unknown, its replay, or refused for good). */
  private async gameIsGone(joinError: unknown): Promise<boolean> {
    if (refusedNotice(this.code, joinError)) return true;
    const info = await getJson<{ over: boolean }>(`/api/games/${this.code}`).catch(() => undefined);
    if (this.closed) return true;
    if (info === null) { unknownGame(this.code); return true; }
    if (info?.over) { replace(`/g/${this.code}/replay`); return true; }
    return false;
  }

  attach(room: Room): this {
    this.wire(room); // before any await: "seat" and "actions" may arrive at once
    if (!this.laidOut) this.layout();
    return this;
  }

  close(): void {
    this.closed = true;
    this.stopCountdown();
    window.removeEventListener('keydown', this.onKeyBound);
    window.removeEventListener('resize', this.onResizeBound);
    const room = this.room;
    this.room = null;
    void room?.leave(true).catch(() => undefined);
    this.board?.destroy(); // its observers, gestures and queued frame, before the canvas goes
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.board = null;
  }

  private layout(): void {
    this.laidOut = true;
    const u = this.ui;
    u.status.textContent = `Opening game ${this.code}…`;
    const replay = el('a', { href: `/g/${this.code}/replay`, 'data-testid': 'replay-from-start' }, 'Replay from the start');
    const help = el('a', { href: '/help', target: '_blank', rel: 'noopener' }, 'How to play');
    u.turn.append(u.tile, el('div', { class: 'turn-main' }, u.preview, u.controls));
    u.showResult.onclick = () => { this.bannerClosed = false; this.draw(); };
    app().replaceChildren(u.banner, el('div', { class: 'game' },
      el('div', { class: 'board-wrap' }, u.boardHost, u.end),
      el('aside', { class: 'panel' },
        u.status, u.hint, u.error, u.invite, u.turn, u.showResult,
        el('h3', {}, 'Players'), u.players,
        el('h3', {}, 'Tiles to come'), u.left,
        el('details', { class: 'legend-box' }, el('summary', {}, 'Legend')),
        el('h3', {}, 'Log'), u.log,
        el('p', { class: 'links' }, replay, ' · ', help, ' · ', el('a', { href: '/' }, 'Start page')))));
    void import('./legend').then((m) => {
      const box = app().querySelector('.legend-box');
      if (box && !this.closed) box.append(m.legend(!!this.synced()?.falcon));
    }).catch(() => undefined);
    window.addEventListener('keydown', this.onKeyBound);
    window.addEventListener('resize', this.onResizeBound);
    void this.initBoard();
  }

  private async initBoard(): Promise<void> {
    const { pixi, board } = await mountBoard(this.ui.boardHost);
    if (this.closed) { board.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.board = board;
    board.onCellTap = (cell) => {
      const c = this.placeChoices();
      if (c?.selectCell(cell)) { this.ghost = -1; this.draw(); }
    };
    board.onCellHover = (cell) => {
      // Only a ghost: the chosen cell and rotation change on a click, a tap or a key, never on a hover.
      const c = this.placeChoices();
      const ghost = c && cell !== c.selectedCell && c.isLegalCell(cell) ? cell : -1;
      if (ghost !== this.ghost) { this.ghost = ghost; this.draw(); }
    };
    board.onPieceTap = (piece) => {
      const c = this.optionChoices();
      const i = c?.options.findIndex((a) => a.type === 'follower' && a.piece === piece && !a.figure) ?? -1;
      if (c && i >= 0) { c.selectOption(i); this.draw(); }
    };
    this.draw();
  }

  // ---- network ---------------------------------------------------------------------------

  private wire(room: Room): void {
    this.room = room;
    this.attempt = 0;
    this.stopCountdown();
    this.ui.banner.hidden = true;
    room.onMessage('seat', (m: { seat: number; token: string }) => {
      this.seat = m.seat;
      saveToken(localStorage, this.code, m.token);
      this.draw();
    });
    room.onMessage('actions', (m: ActionsMessage) => this.takeActions(m));
    room.onMessage('error', (m: { code: string; message: string }) => {
      this.busy = false;
      this.ui.error.textContent = m.message;
      this.draw();
    });
    room.onMessage('shutdown', () => { this.showConnection('The server is restarting. Your game is saved.'); });
    room.onMessage('seatTaken', () => undefined); // the close code 4101 that follows says it
    room.onMessage('storeLost', (m: { message: string }) => this.storeLost(m.message));
    room.onMessage('rematch', (m: { code: string; token: string }) => {
      saveToken(localStorage, m.code, m.token);
      go(`/g/${m.code}`);
    });
    room.onStateChange(() => this.draw());
    room.onLeave((code) => {
      if (this.closed || this.room !== room) return;
      this.room = null;
      if (code === CLOSE_SEAT_TAKEN) this.otherTab();
      else void this.reconnect(code === CLOSE_SERVER_RESTART ? 'The server is restarting. Your game is saved.' : 'The connection was lost.');
    });
  }

  private takeActions(m: ActionsMessage): void {
    const s = this.synced();
    const pictures = s && s.tile >= 0 ? (s.falcon ? FALCON_SET : BASE_SET).oriented[s.tile].map((o) => o.picture.join('')) : [];
    this.message = m;
    this.choices = new TurnChoices(m.turn, m.actions, (a, b) => pictures[a] === pictures[b]);
    this.pending = null;
    this.busy = false;
    this.ghost = -1;
    this.focused = null;
    this.draw();
  }

  /** Another tab took this seat: say so, and let the player take it back here. They never fight. */
  private otherTab(): void {
    this.showConnection('This game is open in another tab or window, which plays it now.', undefined, 'Play here');
    this.ui.banner.dataset.state = 'other-tab';
  }

  /** The server lost this game's saved moves: say so for good (no reconnecting brings it back). */
  private storeLost(message: string): void {
    const b = this.ui.banner;
    this.storeGone = true;
    this.stopCountdown();
    b.replaceChildren(el('span', { 'data-testid': 'store-lost' }, message), ' ', el('a', { href: '/', class: 'button' }, 'Start page'));
    b.dataset.state = 'store-lost';
    b.hidden = false;
    this.draw();
  }

  private async reconnect(why: string): Promise<void> {
    const delay = retryDelay(this.attempt++);
    this.showConnection(why, undefined, undefined, Math.ceil(delay / 1000));
  }

  /** The connection banner: why, a countdown to the next try, and a button to try now. */
  private showConnection(why: string, retry?: () => void, label = 'Try now', seconds?: number): void {
    const b = this.ui.banner;
    this.stopCountdown();
    const line = el('span', {});
    const again = el('button', { 'data-testid': 'reconnect' }, label);
    const go = retry ?? (() => void this.rejoin());
    again.onclick = () => { this.stopCountdown(); go(); };
    b.replaceChildren(el('span', {}, `${why} `), line, ' ', again, ' ', el('a', { href: '/', class: 'button' }, 'Start page'));
    b.dataset.state = 'lost';
    b.hidden = false;
    if (!this.laidOut) app().replaceChildren(b);
    if (seconds !== undefined) this.stopCountdown = countdown(seconds, line, (n) => `Reconnecting in ${n} s.`, go);
  }

  private async rejoin(): Promise<void> {
    if (this.closed) return;
    this.ui.banner.replaceChildren('Reconnecting…');
    const token = savedToken(localStorage, this.code);
    try {
      const room = await joinWithin(this.code, { token: token ?? undefined, spectate: this.watch && this.seat === null });
      if (this.closed) { void room.leave(); return; }
      this.wire(room);
      this.draw();
    } catch (err) {
      if (!this.closed && !(await this.gameIsGone(err))) void this.reconnect('The server cannot be reached.');
    }
  }

  private send(actions: Action[]): void {
    if (!actions.length || !this.room || !this.choices || this.busy) return;
    this.busy = true;
    this.ui.error.textContent = '';
    // A placement and its follower go as one message: the server takes both or neither.
    const [action, then] = actions;
    this.room.send('action', { turn: this.choices.turn, action, ...(then ? { then } : {}) });
    this.draw();
  }

  // ---- the turn ---------------------------------------------------------------------------

  private myTurn(): boolean {
    const s = this.synced();
    return !!s && !s.over && !this.storeGone && this.seat !== null && s.toAct === this.seat && this.choices?.turn === s.turn && !this.busy;
  }

  /** The choices of the place step, when it is this player's to make. */
  private placeChoices(): TurnChoices | null {
    return this.myTurn() && !this.pending && this.choices?.kind === 'place' ? this.choices : null;
  }

  /** The options being chosen among: the player's own follower step, or the server's step. */
  private optionChoices(): TurnChoices | null {
    if (!this.myTurn()) return null;
    if (this.pending) return this.pending.choices;
    return this.choices && this.choices.kind !== 'place' ? this.choices : null;
  }

  private local: GameState | null = null;
  private localFor = -1;

  /** The synced state, once joined. */
  private synced(): SyncedGame | undefined {
    return this.room?.state as unknown as SyncedGame | undefined;
  }

  /** The rules state rebuilt from the synced one, once per turn. */
  private localState(): GameState {
    const s = this.synced()!;
    if (!this.local || this.localFor !== s.turn) { this.local = localState(s); this.localFor = s.turn; }
    return this.local;
  }

  /** "Place here": go on to the follower step here, unsent; or send it when nothing follows. */
  private place(): void {
    const c = this.placeChoices();
    const a = c?.current();
    if (!c || !a || a.type !== 'place') return;
    const after = afterPlacement(this.localState(), a);
    if (!after) { this.send([a]); return; }
    this.pending = { place: a, state: after.state, choices: new TurnChoices(c.turn + 1, after.followers) };
    this.focused = null;
    this.draw();
  }

  private confirm(): void {
    const c = this.optionChoices();
    const a = c?.current();
    if (!c || !a) return;
    this.send(this.pending ? [this.pending.place, a] : [a]);
    this.pending = null;
  }

  private takeBack(): void {
    if (!this.pending) return;
    this.pending = null;
    this.focused = null;
    this.draw();
  }

  private onKey(e: KeyboardEvent): void {
    const tag = (e.target as HTMLElement)?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA') return;
    if (tag === 'BUTTON' && (e.key === 'Enter' || e.key === ' ')) return; // the focused button acts itself
    const place = this.placeChoices(), options = this.optionChoices();
    if (place) {
      if (e.key === 'Enter') this.place();
      else if (e.key === 'r' || e.key === 'R' || e.key === ' ') { if (place.selectedCell >= 0) place.rotate(e.shiftKey ? -1 : 1); }
      else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') place.nextCell(1);
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') place.nextCell(-1);
      else return;
    } else if (options) {
      if (e.key === 'Enter') this.confirm();
      else if (e.key === 'Escape' || e.key === 'Backspace') this.takeBack();
      else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') options.nextOption(1);
      else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') options.nextOption(-1);
      else return;
    } else return;
    e.preventDefault();
    this.ghost = -1;
    this.draw();
  }

  // ---- drawing -----------------------------------------------------------------------------

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
    if (s.next && this.seat === null) { go(`/g/${s.next}?watch`); return; }
    this.tiles = s.falcon ? FALCON_SET : BASE_SET;
    const names: string[] = s.players.map((p, i) => p.name || `Player ${i + 1}`);
    this.takeEvents(s, names);
    this.drawPanel(s, names);
    if (!this.board) return;
    const place = this.placeChoices(), options = this.optionChoices();
    const pend = this.pending;
    const placedCell = pend ? pend.place.cell : s.placed;
    const pieceTile = pend ? { tile: s.tile, rot: pend.place.rot } : null;
    const pieces = options?.options.flatMap((a) => (a.type === 'follower' && a.piece !== null && !a.figure ? [a.piece] : [])) ?? [];
    const picked = options?.current();
    const board = s.board.map((n: number) => unpackCell(n)) as { tile: number; rot: number }[];
    const highlight = this.focusedCells();
    // What the page shows as chosen, for assistive tools and the browser tests.
    Object.assign(this.ui.boardHost.dataset, { highlight: JSON.stringify(highlight), pending: pend ? `${pend.place.cell}/${pend.place.rot}` : '' });
    if (pend && pieceTile) board[pend.place.cell] = pieceTile; // the chosen placement, not sent yet
    this.board.render({
      tiles: this.tiles,
      board,
      followers: [
        ...s.followers.map((n: number) => unpackFollower(n)),
        // The follower chosen and not yet confirmed shows where it would stand.
        ...(picked?.type === 'follower' && picked.piece !== null && placedCell >= 0 ? [{ seat: this.seat!, cell: placedCell, piece: picked.piece, figure: picked.figure ?? '' }] : []),
      ],
      keeps: s.players.map((p, seat) => ({ seat, cell: p.keepCell })).filter((k) => k.cell >= 0),
      scores: s.players.map((p) => p.score), // the board moves the markers and floats the points
      wallTaken: this.wallTaken,
      towers: unpackTowers(s.towers, castleOf({ options: { falcon: !!s.falcon } }).towerSpaces.length),
      falcon: s.falcon,
      legalCells: place ? [...place.placements.keys()] : [],
      preview: place && place.selectedCell >= 0 ? { cell: place.selectedCell, tile: s.tile, rot: place.selectedRot } : null,
      ghost: place && this.ghost >= 0 ? { cell: this.ghost, tile: s.tile, rot: place.placements.get(this.ghost)![0] } : null,
      pieceMarks: options && options.kind === 'follower' && placedCell >= 0 && pieces.length
        ? { cell: placedCell, pieces, picked: picked?.type === 'follower' ? picked.piece : null }
        : null,
      highlight,
      lastMove: pend ? null : this.lastMove,
      flashCells: [],
    });
  }

  /** Cells of the feature of the focused (or chosen) option, lit on the board. */
  private focusedCells(): number[] {
    const c = this.optionChoices();
    if (!c) return [];
    const a = c.options[this.focused ?? c.selectedOption];
    if (a?.type === 'follower' && a.piece !== null) {
      const state = this.pending?.state;
      const s = this.synced()!;
      return (state ? featureOfPiece(state, this.pending!.place.cell, a.piece) : featureOfPiece(this.localState(), s.placed, a.piece))?.cells ?? [];
    }
    if (a?.type === 'score') return (this.message?.features?.[a.feature]?.tiles ?? []).filter((t) => t < 1000);
    return [];
  }

  /** New events: into the log; the last move (tile, follower, what scored) stays marked. */
  private takeEvents(s: SyncedGame, names: string[]): void {
    const fresh: GameEvent[] = newEvents(s.events, s.eventCount, this.seenEvents).map((text) => JSON.parse(text));
    if (!fresh.length) return;
    const live = this.seenEvents > 0; // events already there when the page opened are not news
    this.seenEvents = s.eventCount;
    const tileName = (t: number) => `a ${this.tiles.types[t]?.name ?? 'tile'}`;
    fresh.forEach((e, k) => {
      if (e.type === 'wallTaken' && live) this.wallTaken = [...this.wallTaken.slice(-3), { id: s.eventCount - fresh.length + k, tower: e.tower, kind: e.kind }];
    });
    for (const e of fresh) {
      if (e.type === 'tilePlaced') this.lastMove = { cell: e.cell, follower: null, scored: [] };
      else if (e.type === 'followerPlaced' && this.lastMove) this.lastMove.follower = { cell: e.cell, piece: e.piece };
      else if (e.type === 'featureCompleted' && this.lastMove) this.lastMove.scored.push(...e.cells);
      const line = eventText(e, names, tileName);
      if (line) this.ui.log.prepend(el('li', {}, line));
    }
    while (this.ui.log.children.length > 200) this.ui.log.lastElementChild!.remove();
  }

  private drawPanel(s: SyncedGame, names: string[]): void {
    const st = this.ui.status;
    const waiting = !s.over && !s.players.every((p) => p.seated);
    const pend = this.pending;
    st.dataset.seat = this.seat === null ? 'spectator' : String(this.seat);
    st.dataset.toAct = String(s.toAct);
    st.dataset.over = String(!!s.over);
    st.dataset.turn = String(s.turn);
    st.dataset.step = pend ? 'follower' : s.step;
    st.dataset.waiting = String(waiting);
    const mine = this.myTurn();
    st.textContent = s.over ? 'The game is over.'
      : this.storeGone ? 'This game cannot go on: the server lost it.'
      : waiting ? (this.seat === null ? 'Waiting for a second player.' : 'Waiting for your opponent to join.')
      : this.seat === null ? `Watching: ${names[s.toAct]} to play.`
      : s.toAct === this.seat ? (mine ? 'Your turn.' : 'Your turn: sending…') : `${names[s.toAct]} is playing.`;
    this.ui.hint.textContent = mine && !s.over ? stepHint(pend ? 'follower' : s.step, !!pend, this.placeChoices()?.selectedCell ?? -1) : '';
    this.drawInvite(waiting);
    this.put(this.ui.players, JSON.stringify([names, this.seat, s.toAct, s.spectators, s.players.map((p) => [p.seated, p.connected, p.score, p.supply, p.kings, p.falconers, p.aeries, p.keepSize, p.wall])]),
      () => playersBox(s, names, this.seat));
    this.ui.turn.hidden = s.over || this.storeGone || waiting || s.tile < 0;
    const place = this.placeChoices();
    const rot = place && place.selectedCell >= 0 ? place.selectedRot : pend ? pend.place.rot : 0;
    this.put(this.ui.tile, `${s.falcon}/${s.tile}/${rot}`, () => (s.tile >= 0 ? tileBox(this.tiles, s.tile, rot) : el('span', {}, '–')));
    this.ui.preview.textContent = place ? this.previewText(place, names) : '';
    const remaining = remainingOf(this.tiles.types.map((t) => t.count), s.board, s.discarded, s.tile, s.placed);
    this.put(this.ui.left, `${s.falcon}/${s.tilesLeft}/${remaining.join()}`, () => tilesToCome(this.tiles, remaining, s.tilesLeft));
    this.drawControls(s);
    this.drawEnd(s, names);
  }

  /** Fill `slot` anew only when what it shows changed (`key`): the panel is drawn at every change. */
  private put(slot: HTMLElement, key: string, make: () => Node): void {
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    slot.replaceChildren(make());
  }

  private drawInvite(waiting: boolean): void {
    const box = this.ui.invite;
    box.hidden = !waiting;
    if (!waiting || box.childElementCount) return;
    const link = gameLink(location.origin, this.code);
    const copy = el('button', { 'data-testid': 'copy-link' }, 'Copy link');
    copy.onclick = () => {
      void navigator.clipboard?.writeText(link).then(() => { copy.textContent = 'Copied'; }, () => { copy.textContent = 'Select the link and copy it'; });
    };
    box.append(el('h2', {}, this.seat === null ? 'Waiting for a second player' : 'Invite your opponent'),
      el('p', {}, 'Send this link. The game starts when the other player arrives.'),
      el('div', { class: 'link-row' }, el('a', { href: link, 'data-testid': 'share-link' }, link), copy),
      el('p', {}, 'Or give the code: ', el('strong', { class: 'big-code', 'data-testid': 'code' }, this.code)),
      el('p', { class: 'small' }, 'Anyone else can watch: ', el('a', { href: gameLink(location.origin, this.code, true) }, 'watch link')));
  }

  /** What the chosen placement would complete and score (with no follower added). */
  private previewText(c: TurnChoices, names: string[]): string {
    if (c.selectedCell < 0) return '';
    const p = previewPlacement(this.localState(), c.selectedCell, c.selectedRot);
    const words = p.map((x) => `a ${x.kind} of ${plural(x.tiles, 'tile')}: ${x.seat === null ? 'scores for nobody' : `${names[x.seat]} scores ${plural(x.points, 'point')}`}`);
    return words.length ? `This placement completes ${words.join('; ')}.` : 'This placement completes nothing.';
  }

  /** Buttons are made again only when the choices change (rebuilding under the pointer eats clicks). */
  private controlsKey = '';

  private drawControls(s: SyncedGame): void {
    const place = this.placeChoices(), options = this.optionChoices();
    const key = place ? `p${place.turn}/${place.selectedCell}/${place.selectedRot}` : options ? `o${options.turn}/${options.selectedOption}/${!!this.pending}` : `-${this.busy}`;
    if (key === this.controlsKey) return;
    this.controlsKey = key;
    const handlers = {
      place: () => this.place(), rotate: () => { place?.rotate(1); this.draw(); }, confirm: () => this.confirm(), takeBack: () => this.takeBack(),
      play: (a: Action) => this.send([a]), choose: (i: number) => { options?.selectOption(i); this.draw(); },
      focus: (i: number | null) => { this.focused = i; this.draw(); },
    };
    const words = {
      label: (i: number) => this.optionLabel(s, options!, i),
      detail: (i: number) => this.outcomeText(i, s),
      placeEndsTurn: !!place && place.selectedCell >= 0 && !afterPlacement(this.localState(), place.current()!),
      canTakeBack: !!this.pending,
    };
    this.ui.controls.replaceChildren(...(place ? placeControls(place, words, handlers) : options ? optionControls(options, words, handlers) : []));
  }

  private optionLabel(s: SyncedGame, c: TurnChoices, i: number): string {
    const a = c.options[i];
    if (!a) return '';
    if (a.type === 'follower') {
      const cell = this.pending ? this.pending.place.cell : s.placed;
      const state = this.pending?.state ?? this.localState();
      const placed = state.board[cell];
      const piece = placed && a.piece !== null ? this.tiles.oriented[placed.tile][placed.rot].pieces[a.piece] : undefined;
      return followerLabel(a, piece, a.piece !== null ? featureOfPiece(state, cell, a.piece) : null);
    }
    if (a.type === 'score') {
      const f = this.message?.features?.[a.feature];
      const what = f ? `the ${f.kind} of ${plural(f.tiles.length, 'tile')}` : 'a completed feature';
      return `Score ${what} first${a.double ? `, doubled by ${plural(a.double, 'wall tile')}` : ''}`;
    }
    return a.type === 'wall' ? 'Play wall tile 1' : a.type;
  }

  /** What choosing scoring option i first gives, from the server's outcomes. */
  private outcomeText(i: number, s: SyncedGame): string {
    const o = this.message?.outcomes?.[i];
    if (!o) return '';
    const names: string[] = s.players.map((p, k) => p.name || `Player ${k + 1}`);
    const towers = o.towers.length ? `; takes the wall tile of ${plural(o.towers.length, 'tower')}` : '';
    return `Then: ${names[0]} ${o.scores[0]}, ${names[1]} ${o.scores[1]}${towers}${o.lost ? `; ${plural(o.lost, 'point')} lost at a gate` : ''}`;
  }

  private endKey = '';

  private drawEnd(s: SyncedGame, names: string[]): void {
    if (!s.over || !s.result) { this.ui.end.replaceChildren(); this.ui.showResult.hidden = true; return; }
    const r = JSON.parse(s.result) as FinalResult;
    const e: EndState = { result: r, names, seat: this.seat, rematch: [!!s.players[0].rematch, !!s.players[1].rematch] };
    const key = `${this.bannerClosed}/${e.rematch.join()}/${this.seat}`;
    this.ui.showResult.hidden = !this.bannerClosed;
    if (key === this.endKey) return;
    this.endKey = key;
    this.ui.end.replaceChildren(...(this.bannerClosed ? [] : [endBanner(e, {
      rematch: () => this.room?.send('rematch', {}),
      close: () => { this.bannerClosed = true; this.draw(); },
      replay: `/g/${this.code}/replay`,
    })]));
  }
}
