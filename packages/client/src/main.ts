// The page: the start page, or a game (play or watch). Network and turn logic live in logic/;
// the board picture in view/board.ts; this file wires them to the DOM.
import { Application } from 'pixi.js';
import { Client, Room } from 'colyseus.js';
import { Action, BASE_SET, FALCON_SET, GameEvent, GameState, TileSet, previewPlacement, stateFromPublic } from '@castle/rules';
import { retryDelay } from './logic/backoff';
import { gameLink, parseLocation } from './logic/links';
import { savedToken, saveToken } from './logic/tokens';
import { TurnChoices } from './logic/turn';
import { WALL_TILE_TEXT, eventText } from './logic/words';
import { BoardView, FOUNTAIN_COLOUR, LETTER_COLOURS, MARKET_COLOUR, SEAT_COLOURS } from './view/board';

const app = document.getElementById('app')!;
const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
const client = new Client(wsUrl);

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

// ---- start page ------------------------------------------------------------------------

function startPage(): void {
  const name = el('input', { type: 'text', id: 'name', maxlength: '24', placeholder: 'Your name', 'data-testid': 'name' });
  name.value = localStorage.getItem('castle.name') ?? '';
  const falcon = el('input', { type: 'checkbox', 'data-testid': 'falcon' });
  const gates = el('input', { type: 'checkbox', 'data-testid': 'variant-gates' });
  const endTurn = el('input', { type: 'checkbox', 'data-testid': 'variant-end-of-turn' });
  const create = el('button', { 'data-testid': 'create' }, 'Create a game');
  const code = el('input', { type: 'text', maxlength: '5', placeholder: 'Code', 'data-testid': 'join-code' });
  const join = el('button', { 'data-testid': 'join' }, 'Join');
  const error = el('div', { class: 'error', 'data-testid': 'error' });
  app.replaceChildren(el('div', { class: 'start' },
    el('h1', {}, 'Carcassonne – The Castle'),
    el('label', {}, 'Name ', name),
    el('label', {}, falcon, ' The Falcon expansion'),
    el('label', {}, gates, ' Variant: gates stop markers (Falcon)'),
    el('label', {}, endTurn, ' Variant: wall tiles taken at the end of the turn'),
    create,
    el('h3', {}, 'Or join a game'),
    code, ' ', join, error,
  ));
  create.onclick = async () => {
    localStorage.setItem('castle.name', name.value);
    create.disabled = true;
    try {
      const room = await client.create('castle', {
        name: name.value || undefined, falcon: falcon.checked,
        variants: { ...(gates.checked ? { gatesStopMarkers: true } : {}), ...(endTurn.checked ? { wallTilesAtEndOfTurn: true } : {}) },
      });
      history.pushState({}, '', `/g/${room.roomId}`);
      new GameScreen(room.roomId, false).attach(room);
    } catch (err) {
      error.textContent = (err as Error).message;
      create.disabled = false;
    }
  };
  join.onclick = () => { location.href = `/g/${code.value.trim().toUpperCase()}`; };
}

// ---- a game ----------------------------------------------------------------------------

class GameScreen {
  private room: Room | null = null;
  private seat: number | null = null;
  private choices: TurnChoices | null = null;
  /** The rules state rebuilt from what everyone sees, for previews of this turn's placements. */
  private local: GameState | null = null;
  private busy = false;
  private tiles: TileSet = BASE_SET;
  private board!: BoardView;
  private pixi = new Application();
  private attempt = 0;
  private seenEvents = 0;
  private flash: number[] = [];
  private ui = {
    status: el('div', { class: 'status', 'data-testid': 'game-status', 'data-seat': 'spectator', 'data-to-act': '', 'data-over': 'false' }),
    share: el('div', {}),
    players: el('div', {}),
    tile: el('div', {}),
    controls: el('div', { class: 'controls' }),
    error: el('div', { class: 'error', 'data-testid': 'error' }),
    left: el('div', {}),
    log: el('div', { class: 'log', 'data-testid': 'log' }),
    final: el('div', { class: 'final', 'data-testid': 'final' }),
    banner: el('div', { class: 'banner', hidden: '' }, 'Connection lost: reconnecting…'),
  };

  constructor(private code: string, private watch: boolean) {}

  async attach(room: Room): Promise<void> {
    this.wire(room); // before any await: "seat" and "actions" may arrive at once
    const boardHost = el('div', { class: 'board', 'data-testid': 'board' });
    app.replaceChildren(this.ui.banner, el('div', { class: 'game' }, boardHost, el('aside', { class: 'panel' },
      this.ui.status, this.ui.error, this.ui.share, el('h3', {}, 'Players'), this.ui.players,
      el('h3', {}, 'Tile'), this.ui.tile, this.ui.controls, el('h3', {}, 'Tiles to come'), this.ui.left,
      this.ui.final, el('h3', {}, 'Log'), this.ui.log)));
    // No render loop: the board is drawn when something changes (a board game needs no 60 fps).
    await this.pixi.init({ resizeTo: boardHost, background: 0x23211e, antialias: true, autoStart: false });
    this.pixi.ticker.stop();
    const labels = el('div', { class: 'board-labels' });
    boardHost.append(this.pixi.canvas, labels);
    this.board = new BoardView(this.pixi, labels);
    this.board.onCellTap = (cell) => { if (this.choices?.selectCell(cell)) this.draw(); };
    this.board.onPieceTap = (piece) => {
      const i = this.choices?.options.findIndex((a) => a.type === 'follower' && a.piece === piece && !a.figure) ?? -1;
      if (this.choices && i >= 0) { this.choices.selectOption(i); this.send(this.choices.current()); }
    };
    this.board.onCellHover = (cell) => {
      if (this.choices?.kind === 'place' && this.choices.isLegalCell(cell) && cell !== this.choices.selectedCell) { this.choices.selectCell(cell); this.draw(); }
    };
    window.addEventListener('resize', () => { this.pixi.resize(); this.draw(); });
    window.addEventListener('keydown', (e) => this.onKey(e));
    this.ui.share.append(this.shareLinks());
    this.draw();
  }

  private shareLinks(): Node {
    const link = gameLink(location.origin, this.code);
    const copy = el('button', { 'data-testid': 'copy-link' }, 'Copy link');
    copy.onclick = () => { void navigator.clipboard?.writeText(link); copy.textContent = 'Copied'; };
    return el('div', {}, 'Game ', el('strong', { 'data-testid': 'code' }, this.code), ' · ',
      el('a', { href: link, 'data-testid': 'share-link' }, link), ' ', copy,
      el('div', {}, 'Watchers: ', el('a', { href: gameLink(location.origin, this.code, true) }, 'watch link')));
  }

  private wire(room: Room): void {
    this.room = room;
    this.attempt = 0;
    this.ui.banner.hidden = true;
    room.onMessage('seat', (m: { seat: number; token: string }) => {
      this.seat = m.seat;
      saveToken(localStorage, this.code, m.token);
      this.draw();
    });
    room.onMessage('actions', (m: { turn: number; actions: Action[]; features?: Record<number, { kind: string; tiles: number[] }> }) => {
      const s = room.state as any;
      const pictures = s.tile >= 0 ? (s.falcon ? FALCON_SET : BASE_SET).oriented[s.tile].map((o) => o.picture.join('')) : [];
      this.choices = new TurnChoices(m.turn, m.actions, (a, b) => pictures[a] === pictures[b]);
      this.local = null;
      scoreFeatures = m.features ?? {};
      this.busy = false;
      this.draw();
    });
    room.onMessage('error', (m: { code: string; message: string }) => {
      this.busy = false;
      this.ui.error.textContent = m.message;
    });
    room.onMessage('shutdown', () => { this.ui.banner.textContent = 'The server is restarting: reconnecting…'; });
    room.onStateChange(() => this.draw());
    room.onLeave((code) => { if (code !== 4000 || this.room === room) this.reconnect(); });
  }

  private async reconnect(): Promise<void> {
    this.ui.banner.hidden = false;
    this.room = null;
    const delay = retryDelay(this.attempt++);
    await new Promise((r) => setTimeout(r, delay));
    try {
      const room = await client.joinById(this.code, { token: savedToken(localStorage, this.code) ?? undefined, spectate: this.watch && this.seat === null });
      this.wire(room);
    } catch {
      void this.reconnect();
    }
  }

  private send(action: Action | null): void {
    if (!action || !this.room || !this.choices || this.busy) return;
    this.busy = true;
    this.ui.error.textContent = '';
    this.room.send('action', { turn: this.choices.turn, action });
  }

  private myTurn(): boolean {
    const s = this.room?.state as any;
    return !!s && !s.over && this.seat !== null && s.toAct === this.seat && this.choices?.turn === s.turn;
  }

  private onKey(e: KeyboardEvent): void {
    if (!this.myTurn() || !this.choices || (e.target as HTMLElement)?.tagName === 'INPUT') return;
    const c = this.choices;
    if (e.key === 'Enter') { e.preventDefault(); this.send(c.current()); return; }
    if (c.kind === 'place') {
      if (e.key === 'r' || e.key === 'R' || e.key === ' ') c.rotate(e.shiftKey ? -1 : 1);
      else if (e.key === 'ArrowRight' || e.key === 'ArrowDown') c.nextCell(1);
      else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') c.nextCell(-1);
      else return;
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowRight') c.nextOption(1);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') c.nextOption(-1);
    else return;
    e.preventDefault();
    this.draw();
  }

  /** Markers moving to new scores: from, to, start time. */
  private anim: { from: number[]; to: number[]; start: number } | null = null;
  private shown: number[] | null = null;
  private static readonly ANIM_MS = 900;

  /** The scores to draw now, and points floating toward the markers while they move. */
  private markerFrame(scores: number[]): { scores: number[]; floats: { seat: number; text: string; progress: number }[] } {
    if (!this.shown) this.shown = scores.slice();
    if (scores.some((v, i) => v !== this.anim?.to[i] && v !== this.shown![i])) {
      this.anim = { from: this.shown.slice(), to: scores.slice(), start: performance.now() };
    }
    if (!this.anim) return { scores, floats: [] };
    const t = Math.min(1, (performance.now() - this.anim.start) / GameScreen.ANIM_MS);
    const ease = 1 - (1 - t) ** 3;
    const a = this.anim;
    this.shown = a.to.map((to, i) => Math.round(a.from[i] + (to - a.from[i]) * ease));
    const floats = a.to.flatMap((to, seat) => (to > a.from[seat] ? [{ seat, text: `+${to - a.from[seat]}`, progress: t }] : []));
    if (t < 1) this.draw(); else this.anim = null;
    return { scores: this.shown, floats };
  }

  /** Draw at the next frame, once however many changes came in between. */
  private drawQueued = false;

  private draw(): void {
    if (this.drawQueued) return;
    this.drawQueued = true;
    requestAnimationFrame(() => { this.drawQueued = false; this.drawNow(); });
  }

  private drawNow(): void {
    const s = this.room?.state as any;
    if (!s || !this.board || !s.board) return;
    this.tiles = s.falcon ? FALCON_SET : BASE_SET;
    const names: string[] = s.players.map((p: any) => p.name);
    this.takeEvents(s, names);
    const mine = this.myTurn() ? this.choices : null;
    const placed = s.placed >= 0 ? s.placed : -1;
    this.board.render({
      tiles: this.tiles,
      board: s.board.map((b: any) => ({ tile: b.tile, rot: b.rot })),
      followers: s.followers.map((f: any) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure })),
      keeps: s.players.map((p: any, seat: number) => ({ seat, cell: p.keepCell })).filter((k: any) => k.cell >= 0),
      ...this.markerFrame(s.players.map((p: any) => p.score)),
      towers: s.towers.map((t: boolean) => t),
      falcon: s.falcon,
      legalCells: mine?.kind === 'place' ? [...mine.placements.keys()] : [],
      preview: mine?.kind === 'place' && mine.selectedCell >= 0 ? { cell: mine.selectedCell, tile: s.tile, rot: mine.selectedRot } : null,
      pieceMarks: mine?.kind === 'follower' && placed >= 0
        ? { cell: placed, pieces: mine.options.flatMap((a) => (a.type === 'follower' && a.piece !== null ? [a.piece] : [])), picked: (mine.current() as any)?.piece ?? null }
        : null,
      flashCells: this.flash,
    });
    this.drawPanel(s, names, mine);
  }

  /** New events: into the log; scorings flash their tiles. */
  private takeEvents(s: any, names: string[]): void {
    const first = s.eventCount - s.events.length;
    const fresh: GameEvent[] = [];
    s.events.forEach((text: string, i: number) => { if (first + i >= this.seenEvents) fresh.push(JSON.parse(text)); });
    if (!fresh.length) return;
    this.seenEvents = s.eventCount;
    const tileName = (t: number) => `a ${this.tiles.types[t]?.name ?? 'tile'}`;
    for (const e of fresh) {
      const line = eventText(e, names, tileName);
      if (line) this.ui.log.prepend(el('div', {}, line));
    }
    // The new tile, and every feature completed with it, light up for a moment.
    const lit = fresh.flatMap((e) => (e.type === 'tilePlaced' ? [e.cell] : e.type === 'featureCompleted' ? e.cells : []));
    if (lit.length) {
      this.flash = lit;
      setTimeout(() => { this.flash = []; this.draw(); }, 1200);
    }
  }

  private drawPanel(s: any, names: string[], mine: TurnChoices | null): void {
    const st = this.ui.status;
    st.dataset.seat = this.seat === null ? 'spectator' : String(this.seat);
    st.dataset.toAct = String(s.toAct);
    st.dataset.over = String(!!s.over);
    st.dataset.turn = String(s.turn);
    st.dataset.step = s.step;
    st.textContent = s.over ? 'The game is over.'
      : this.seat === null ? `Watching: ${names[s.toAct] || 'a player'} to play.`
      : s.toAct === this.seat ? `Your turn: ${STEP_HINT[s.step] ?? ''}` : `${names[s.toAct] || 'Your opponent'} is playing.`;

    this.ui.players.replaceChildren(...s.players.map((p: any, seat: number) => el('div', { class: `player${s.toAct === seat ? ' to-act' : ''}`, 'data-testid': `player-${seat}` },
      el('span', { class: 'swatch', style: `background:#${SEAT_COLOURS[seat].toString(16).padStart(6, '0')};${seat === 0 ? 'border-radius:50%' : ''}` }),
      `${p.name || (p.seated ? `Player ${seat + 1}` : '(free seat)')}${this.seat === seat ? ' (you)' : ''} — ${p.score} points`,
      p.seated && !p.connected ? ' · away' : '',
      el('div', {}, `followers ${p.supply}${s.falcon ? `, king ${p.kings}, falconer ${p.falconers}, aeries ${p.aeries}` : ''}, keep ${p.keepSize || '–'}`),
      el('div', {}, p.wall.length ? `wall tiles: ${p.wall.map((k: number) => `${k} (${WALL_TILE_TEXT[k]})`).join('; ')}` : ''),
    )), el('div', {}, `${s.spectators} watching`));

    this.ui.tile.replaceChildren(s.tile >= 0 ? this.tileBox(s.tile, mine?.kind === 'place' ? mine.selectedRot : 0) : el('span', {}, '–'));
    if (mine?.kind === 'place') this.ui.tile.append(this.previewText(mine, names));
    this.ui.left.replaceChildren(el('div', { 'data-testid': 'tiles-left' }, `${s.tilesLeft} tiles left`),
      el('div', { style: 'font-size:0.85em;color:#c8bda8' }, s.remaining.map((n: number, t: number) => (n ? `${this.tiles.types[t].code}×${n}` : '')).filter(Boolean).join(' ')));
    this.drawControls(mine);
    if (s.over && s.result) {
      const r = JSON.parse(s.result);
      this.ui.final.replaceChildren(el('h3', {}, 'Final scoring'),
        ...r.lines.map((e: GameEvent) => el('div', {}, eventText(e, names, () => '') ?? '')),
        el('div', { 'data-testid': 'winner' }, el('strong', {}, r.winner === null ? `A draw, ${r.scores[0]} to ${r.scores[1]}.` : `${names[r.winner] || `Player ${r.winner + 1}`} wins, ${r.scores[r.winner]} to ${r.scores[1 - r.winner]}.`)));
    }
  }

  /** What the highlighted placement would complete and score (with no follower added). */
  private previewText(mine: TurnChoices, names: string[]): Node {
    const s = this.room!.state as any;
    if (!this.local) {
      const placements = s.board.map((b: any, cell: number) => ({ cell, tile: b.tile, rot: b.rot, at: b.placedAt }))
        .filter((b: any) => b.tile >= 0).sort((a: any, b: any) => a.at - b.at);
      this.local = stateFromPublic({
        falcon: s.falcon, variants: JSON.parse(s.variants), placements, tile: s.tile, toAct: s.toAct,
        followers: s.followers.map((f: any) => ({ seat: f.seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
      });
    }
    const p = previewPlacement(this.local, mine.selectedCell, mine.selectedRot);
    const words = p.map((c) => `a ${c.kind} of ${c.tiles} tile${c.tiles > 1 ? 's' : ''}: ${c.seat === null ? 'scores for nobody' : `${names[c.seat] || `Player ${c.seat + 1}`} scores ${c.points}`}`);
    return el('div', { 'data-testid': 'preview', style: 'margin-top:0.4em' }, words.length ? `This placement completes ${words.join('; ')}.` : 'This placement completes nothing.');
  }

  private tileBox(tile: number, rot: number): Node {
    const o = this.tiles.oriented[tile][rot];
    const box = el('div', { class: 'tile-big', 'data-testid': 'current-tile', title: this.tiles.types[tile].name });
    // The same colours as the board; a market or fountain sub-cell shows its mark's colour.
    const colour = (ch: string) => (ch === 'M' ? MARKET_COLOUR : ch === 'F' ? FOUNTAIN_COLOUR : LETTER_COLOURS[ch.toUpperCase()] ?? 0xff00ff);
    for (const row of o.picture) for (const ch of row) box.append(el('div', { style: `background:#${colour(ch).toString(16).padStart(6, '0')}` }));
    return box;
  }

  /** Buttons are made once per set of choices (rebuilding them under the pointer would eat clicks). */
  private controlsFor: TurnChoices | null = null;

  private drawControls(mine: TurnChoices | null): void {
    const c = this.ui.controls;
    if (mine === this.controlsFor) {
      c.querySelectorAll('button[data-option]').forEach((b) => b.classList.toggle('picked', Number((b as HTMLElement).dataset.option) === mine?.selectedOption));
      return;
    }
    this.controlsFor = mine;
    if (!mine) { c.replaceChildren(); return; }
    const buttons: Node[] = [];
    if (mine.kind === 'place') {
      const rotate = el('button', { 'data-testid': 'rotate' }, 'Turn (R)');
      rotate.onclick = () => { mine.rotate(1); this.draw(); };
      const confirm = el('button', { 'data-testid': 'confirm', class: 'picked' }, 'Place here (Enter)');
      confirm.onclick = () => this.send(mine.current());
      buttons.push(rotate, confirm);
      mine.options.forEach((a) => {
        const b = el('button', { 'data-testid': 'wall-1' }, 'Play wall tile 1: another turn');
        b.onclick = () => this.send(a);
        buttons.push(b);
      });
    } else {
      mine.options.forEach((a, i) => {
        const b = el('button', { 'data-testid': `option-${i}`, 'data-option': String(i), class: i === mine.selectedOption ? 'picked' : '' }, optionText(a, this.room?.state));
        b.onclick = () => { mine.selectOption(i); this.send(mine.current()); };
        b.onmouseenter = () => { mine.selectOption(i); this.draw(); };
        buttons.push(b);
      });
    }
    c.replaceChildren(...buttons);
  }
}

const STEP_HINT: Record<string, string> = {
  place: 'pick a lit cell (click again or R to turn), then Enter.',
  follower: 'place a follower on the new tile, or none (Enter).',
  score: 'choose which completed feature scores first.',
};

/** The completed features a scoring choice names (sent with the actions). */
let scoreFeatures: Record<number, { kind: string; tiles: number[] }> = {};

function optionText(a: Action, s: any): string {
  if (a.type === 'follower') {
    if (a.piece === null) return 'No follower (Enter)';
    const b = s.board[s.placed];
    const set = s.falcon ? FALCON_SET : BASE_SET;
    const kind = set.oriented[b.tile][b.rot].pieces[a.piece]?.kind ?? 'feature';
    return `${a.figure ? a.figure[0].toUpperCase() + a.figure.slice(1) : 'Follower'} on the ${kind}`;
  }
  if (a.type === 'score') {
    const f = scoreFeatures[a.feature];
    const what = f ? `the ${f.kind} of ${f.tiles.length} tile${f.tiles.length > 1 ? 's' : ''}` : 'a completed feature';
    return `Score ${what}${a.double ? ` with ${a.double} doubling wall tile${a.double > 1 ? 's' : ''}` : ''}`;
  }
  if (a.type === 'wall') return 'Play wall tile 1';
  return a.type;
}

// ---- entry -----------------------------------------------------------------------------

const page = parseLocation(location.pathname, location.search);
if (page.page === 'start') startPage();
else {
  const screen = new GameScreen(page.code, page.watch);
  const token = savedToken(localStorage, page.code);
  client.joinById(page.code, { name: localStorage.getItem('castle.name') || undefined, token: token ?? undefined, spectate: page.watch && !token })
    .then((room) => screen.attach(room))
    .catch((err) => { app.replaceChildren(el('div', { class: 'start' }, el('h2', {}, 'No such game'), el('p', { 'data-testid': 'error' }, String((err as Error).message)), el('a', { href: '/' }, 'Start page'))); });
}
