// The replay of a game, finished or live: the board at any move, first / previous / next / last
// (buttons and arrow keys, Home, End), the moves in words beside the board with the shown one
// highlighted, and for a finished game the result with the final scoring line by line.
import type { Application } from 'pixi.js';
import { BASE_SET, FALCON_SET, TileSet, castleOf } from '@castle/rules';
import { SEAT_COLOURS } from '../art/palette';
import { app, css, el } from '../dom';
import { ReplayCursor, ReplayData, moveLog, positionText, shownMove } from '../logic/replay';
import { WALL_TILE_TEXT, eventText, plural } from '../logic/words';
import { getJson } from '../net';
import type { Screen } from '../router';
import { BoardView } from '../view/board';
import { mountBoard } from '../view/board-app';
import type { CarcReplayData } from './carc-replay';
import { notice, refusedNotice, toStart, unknownGame } from './notice';

export async function replayScreen(code: string): Promise<Screen> {
  document.title = `Replay of game ${code} – The Castle`;
  app().replaceChildren(el('main', { class: 'start', 'data-testid': 'replay-loading' }, el('p', {}, `Loading the replay of game ${code}…`)));
  let data: ReplayData | CarcReplayData | null;
  try {
    data = await getJson<ReplayData | CarcReplayData>(`/api/games/${code}/replay`);
  } catch (err) {
    if (refusedNotice(code, err)) return { close: () => undefined };
    notice('This replay cannot be shown', `Game ${code} could not be loaded: ${(err as Error).message}.`,
      [{ label: 'Try again', href: `/g/${code}/replay`, testid: 'retry' }, toStart], 'replay-error');
    return { close: () => undefined };
  }
  if (!data) {
    unknownGame(code);
    return { close: () => undefined };
  }
  if (data.game === 'carcassonne') return new (await import('./carc-replay')).CarcReplayView(data as CarcReplayData).show();
  return new ReplayView(data as ReplayData).show();
}

class ReplayView implements Screen {
  private readonly tiles: TileSet;
  private readonly names: string[];
  private readonly cursor: ReplayCursor;
  private readonly log: HTMLElement[] = [];
  private lines: { frame: number; text: string }[] = [];
  private pixi: Application | null = null;
  private board: BoardView | null = null;
  private closed = false;
  private readonly ui = {
    boardHost: el('div', { class: 'replay-board', 'data-testid': 'board' }),
    position: el('output', { class: 'replay-position', 'data-testid': 'replay-position', 'aria-live': 'polite' }),
    /** The shown move in words, beside the controls: on a phone the log is further down. */
    now: el('p', { class: 'replay-now', 'data-testid': 'replay-now' }),
    buttons: {} as Record<'first' | 'previous' | 'next' | 'last', HTMLButtonElement>,
    players: el('div', { class: 'replay-players', 'data-testid': 'replay-players' }),
    tile: el('p', { class: 'small', 'data-testid': 'replay-tile' }),
    log: el('ol', { class: 'replay-log', 'data-testid': 'replay-log', 'aria-label': 'Moves' }),
    side: el('aside', { class: 'replay-side' }),
  };
  private readonly onKeyBound = (e: KeyboardEvent) => this.onKey(e);

  constructor(private readonly data: ReplayData) {
    this.tiles = data.options.falcon ? FALCON_SET : BASE_SET;
    this.names = data.names.map((n, seat) => n || `Player ${seat + 1}`);
    // A finished game opens on its end; a live one on its latest move.
    this.cursor = new ReplayCursor(data.frames.length - 1);
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('keydown', this.onKeyBound);
    this.board?.destroy(); // its resize observer and gestures, before the canvas goes
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.board = null;
  }

  show(): Screen {
    const d = this.data;
    document.title = `Replay: ${this.names.join(' v ')} (${d.code}) – The Castle`;
    const step = (label: string, name: string, symbol: string, go: () => boolean, testid: keyof ReplayView['ui']['buttons']) => {
      const b = el('button', { type: 'button', 'aria-label': name, 'data-testid': `replay-${testid}`, title: name },
        el('span', { 'aria-hidden': 'true' }, symbol), el('span', { class: 'replay-label' }, label));
      b.onclick = () => { if (go()) this.draw(); };
      this.ui.buttons[testid] = b;
      return b;
    };
    const controls = el('div', { class: 'replay-controls' },
      this.ui.position,
      el('div', { class: 'replay-buttons', role: 'group', 'aria-label': 'Moves of the replay' },
        step('First', 'First move', '|◀', () => this.cursor.first(), 'first'),
        step('Previous', 'Previous move', '◀', () => this.cursor.previous(), 'previous'),
        step('Next', 'Next move', '▶', () => this.cursor.next(), 'next'),
        step('Last', 'Last move', '▶|', () => this.cursor.last(), 'last')),
      this.ui.now);
    const tileName = (t: number) => `a ${this.tiles.types[t]?.name ?? 'tile'}`;
    this.lines = moveLog(d.frames, d.names, tileName);
    for (const line of this.lines) {
      const item = el('li', { 'data-frame': String(line.frame) }, el('button', { type: 'button', class: 'replay-line' }, el('span', { class: 'replay-n' }, `${line.frame}.`), ' ', line.text));
      item.onclick = () => { if (this.cursor.go(line.frame)) this.draw(); };
      this.log.push(item);
    }
    this.ui.log.replaceChildren(...this.log);
    const links = el('p', { class: 'links' }, el('a', { href: '/', 'data-testid': 'to-start' }, 'Start page'));
    // A player's saved seat takes it back through this link; anyone else watches.
    const live = d.abandoned
      ? el('div', { class: 'replay-live', 'data-testid': 'replay-abandoned' }, el('p', {}, 'This game was abandoned before its end: nobody played it for a long time. The replay shows the moves made.'))
      : el('div', { class: 'replay-live', 'data-testid': 'replay-live' },
        el('p', {}, 'This game is still being played: the replay shows the moves made so far.'),
        el('a', { class: 'button', href: `/g/${d.code}?watch`, 'data-testid': 'to-live' }, 'Back to the live game'));
    this.ui.side.replaceChildren(
      el('h1', { class: 'replay-title' }, `Replay · ${this.names[0]} v ${this.names[1]}`, el('span', { class: 'small' }, ` · game ${d.code}`)),
      controls,
      d.over ? this.resultBox() : live,
      el('h2', {}, 'At this move'), this.ui.players, this.ui.tile,
      el('h2', {}, 'Moves'), this.ui.log,
      links);
    app().replaceChildren(el('main', { class: 'replay', 'data-testid': 'replay' }, this.ui.boardHost, this.ui.side));
    window.addEventListener('keydown', this.onKeyBound);
    this.draw();
    void this.initBoard();
    return this;
  }

  private async initBoard(): Promise<void> {
    // Drawn on each step only (no render loop); the board follows its host's size itself.
    const { pixi, board } = await mountBoard(this.ui.boardHost);
    if (this.closed) { board.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.board = board;
    this.draw();
  }

  /** Who won and by how much, and the final scoring line by line. */
  private resultBox(): HTMLElement {
    const r = this.data.result!;
    const title = r.winner === null ? `A draw, ${r.scores[0]} to ${r.scores[1]}.`
      : `${this.names[r.winner]} won, ${r.scores[r.winner]} to ${r.scores[1 - r.winner]} (by ${plural(r.scores[r.winner] - r.scores[1 - r.winner], 'point')}).`;
    const lines = r.lines.map((e) => el('li', {}, eventText(e, this.names, () => '') ?? ''));
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, title)),
      el('h2', {}, 'Final scoring'),
      el('ul', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, 'Nothing scored at the end.')])));
  }

  private onKey(e: KeyboardEvent): void {
    const t = e.target as HTMLElement | null;
    if (e.altKey || e.ctrlKey || e.metaKey || (t && ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return;
    const changed = this.cursor.key(e.key);
    if (changed === null) return;
    e.preventDefault();
    if (changed) this.draw();
  }

  private draw(): void {
    if (this.closed) return;
    const k = this.cursor.index, moves = this.cursor.moves;
    const frame = this.data.frames[k];
    const v = frame.view;
    this.ui.position.textContent = positionText(k, moves);
    this.ui.position.dataset.frame = String(k);
    const b = this.ui.buttons;
    b.first.disabled = b.previous.disabled = this.cursor.atStart;
    b.next.disabled = b.last.disabled = this.cursor.atEnd;

    this.ui.players.replaceChildren(...v.players.map((p, seat) => el('div', { class: `player${v.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      el('span', { class: `swatch seat-${seat}`, style: `background:${css(SEAT_COLOURS[seat])}` }),
      el('strong', {}, this.names[seat]), ` — ${plural(p.score, 'point')}`,
      el('div', { class: 'small' }, `followers ${p.supply}${this.data.options.falcon ? `, king ${p.kings}, falconer ${p.falconers}, aeries ${p.aeries}` : ''}, keep ${p.keepSize || '–'}`
        + (p.wall.length ? `; wall tiles ${p.wall.map((w) => `${w} (${WALL_TILE_TEXT[w]})`).join(', ')}` : '')))));
    const tile = v.tile >= 0 ? `the ${this.tiles.types[v.tile].name}` : 'the tile';
    const next = { place: `to place ${tile}`, follower: `to put a follower on ${tile}, or none`, score: 'to choose what scores first', over: '' }[v.step];
    this.ui.tile.textContent = v.step === 'over' ? 'The game is over.' : `${this.names[v.toAct]} ${next}; ${plural(v.tilesLeft, 'tile')} left to draw.`;

    this.log.forEach((item) => {
      const on = Number(item.dataset.frame) === k;
      item.classList.toggle('current', on);
      if (on) item.setAttribute('aria-current', 'step'); else item.removeAttribute('aria-current');
    });
    const current = this.log[k - 1];
    if (current) this.scrollLog(current);
    this.ui.now.textContent = k === 0 ? 'Before the first move: the empty castle.' : this.lines[k - 1].text;

    if (!this.board || !this.pixi) return;
    const board = new Array(castleOf({ options: this.data.options }).cellCount).fill(null).map(() => ({ tile: -1, rot: 0 }));
    for (const p of v.placements) board[p.cell] = { tile: p.tile, rot: p.rot };
    const move = shownMove(frame);
    const lastCell = move.placed ?? v.placements[v.placements.length - 1]?.cell;
    this.board.render({
      tiles: this.tiles,
      board,
      followers: v.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure ?? '' })),
      keeps: v.players.map((p, seat) => ({ seat, cell: p.keepCell })).filter((x) => x.cell >= 0),
      scores: v.players.map((p) => p.score),
      floats: [],
      towers: v.towers,
      falcon: this.data.options.falcon,
      legalCells: [],
      preview: null,
      pieceMarks: null,
      // The shown move stays marked: the tile of its turn, the follower put, what it completed.
      lastMove: frame.action && lastCell !== undefined ? { cell: lastCell, follower: move.follower, scored: move.completed } : null,
    });
    const canvas = this.pixi.canvas;
    canvas.dataset.frame = String(k);
    canvas.dataset.placements = String(v.placements.length);
    canvas.dataset.followers = String(v.followers.length);
    canvas.dataset.scores = v.players.map((p) => p.score).join(',');
  }

  /** Keep the highlighted line in view inside the log, without scrolling the page or the panel
   *  (which would take the board or the result out of view). */
  private scrollLog(item: HTMLElement): void {
    const box = this.ui.log;
    const top = item.offsetTop, bottom = top + item.offsetHeight; // the log is the items' offset parent
    if (top < box.scrollTop) box.scrollTop = top;
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
  }
}
