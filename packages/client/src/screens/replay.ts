// The replay of a game, finished or live: the board at any move, first / previous / next / last
// (buttons and arrow keys, Home, End), the moves in words beside the board with the shown one
// highlighted, and for a finished game the result with the final scoring line by line.
import type { Application } from 'pixi.js';
import { BASE_SET, FALCON_SET, TileSet, castleOf } from '@castle/rules';
import { SEAT_COLOURS } from '../art/palette';
import { app, css, el } from '../dom';
import { ReplayCursor, ReplayData, moveLog, shownMove } from '../logic/replay';
import { WALL_TILE_TEXT, eventText, plural } from '../logic/words';
import { getJson } from '../net';
import type { Screen } from '../router';
import { BoardView } from '../view/board';
import { mountBoard } from '../view/board-app';
import type { CarcReplayData } from './carc-replay';
import { notice, refusedNotice, toStart, unknownGame } from './notice';
import { ReplayControls, liveNote, markShown, replayControls, replayKey } from './replay-parts';

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
    players: el('div', { class: 'replay-players', 'data-testid': 'replay-players' }),
    tile: el('p', { class: 'small', 'data-testid': 'replay-tile' }),
    log: el('ol', { class: 'replay-log', 'data-testid': 'replay-log', 'aria-label': 'Moves' }),
    side: el('aside', { class: 'replay-side' }),
  };
  private readonly controls: ReplayControls;
  private readonly onKeyBound = (e: KeyboardEvent) => { if (replayKey(e, this.cursor)) this.draw(); };

  constructor(private readonly data: ReplayData) {
    this.tiles = data.options.falcon ? FALCON_SET : BASE_SET;
    this.names = data.names.map((n, seat) => n || `Player ${seat + 1}`);
    // A finished game opens on its end; a live one on its latest move.
    this.cursor = new ReplayCursor(data.frames.length - 1);
    this.controls = replayControls(this.cursor, () => this.draw());
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
    const tileName = (t: number) => `a ${this.tiles.types[t]?.name ?? 'tile'}`;
    this.lines = moveLog(d.frames, d.names, tileName);
    for (const line of this.lines) {
      const item = el('li', { 'data-frame': String(line.frame) }, el('button', { type: 'button', class: 'replay-line' }, el('span', { class: 'replay-n' }, `${line.frame}.`), ' ', line.text));
      item.onclick = () => { if (this.cursor.go(line.frame)) this.draw(); };
      this.log.push(item);
    }
    this.ui.log.replaceChildren(...this.log);
    const links = el('p', { class: 'links' }, el('a', { href: '/', 'data-testid': 'to-start' }, 'Start page'));
    const live = liveNote(d.code, d.abandoned);
    this.ui.side.replaceChildren(
      el('h1', { class: 'replay-title' }, `Replay · ${this.names[0]} v ${this.names[1]}`, el('span', { class: 'small' }, ` · game ${d.code}`)),
      this.controls.element,
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

  private draw(): void {
    if (this.closed) return;
    const k = this.cursor.index;
    const frame = this.data.frames[k];
    const v = frame.view;
    this.controls.update();

    this.ui.players.replaceChildren(...v.players.map((p, seat) => el('div', { class: `player${v.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      el('span', { class: `swatch seat-${seat}`, style: `background:${css(SEAT_COLOURS[seat])}` }),
      el('strong', {}, this.names[seat]), ` — ${plural(p.score, 'point')}`,
      el('div', { class: 'small' }, `followers ${p.supply}${this.data.options.falcon ? `, king ${p.kings}, falconer ${p.falconers}, aeries ${p.aeries}` : ''}, keep ${p.keepSize || '–'}`
        + (p.wall.length ? `; wall tiles ${p.wall.map((w) => `${w} (${WALL_TILE_TEXT[w]})`).join(', ')}` : '')))));
    const tile = v.tile >= 0 ? `the ${this.tiles.types[v.tile].name}` : 'the tile';
    const next = { place: `to place ${tile}`, follower: `to put a follower on ${tile}, or none`, score: 'to choose what scores first', over: '' }[v.step];
    this.ui.tile.textContent = v.step === 'over' ? 'The game is over.' : `${this.names[v.toAct]} ${next}; ${plural(v.tilesLeft, 'tile')} left to draw.`;

    markShown(this.ui.log, this.log, k);
    this.controls.now.textContent = k === 0 ? 'Before the first move: the empty castle.' : this.lines[k - 1].text;

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
}
