// The replay of a Castle game, finished or live: the board at any move, first / previous / next / last
// (buttons and arrow keys, Home, End), the moves in words beside the board with the shown one
// highlighted, and for a finished game the result with the final scoring line by line. What
// every game's replay shows alike is in screens/replay-page.ts; screens/replay.ts opens it.
import type { Application } from 'pixi.js';
import { BASE_SET, FALCON_SET, TileSet, castle, castleOf } from '@castle/rules';
import { pageTitle, tableEnd } from '@castle/protocol';
import { SEAT_COLOURS } from './art/palette';
import { css, el } from '../../dom';
import { ReplayData, moveLog, shownMove } from './logic/replay';
import { castleTileWords } from './logic/tile-words';
import { WALL_TILE_TEXT, eventText } from './logic/words';
import { plural } from '../../logic/common-words';
import type { Screen } from '../../router';
import { BoardView } from './view/board';
import { mountBoard } from './view/board-app';
import { ReplayColumn, ReplayPage } from '../../screens/replay-page';
import { replayClock, replayClockName } from '../../screens/replay-parts';
import { tableEndReplay } from '../../screens/table-end';
import { colourOf } from '../../art/seat-colours';

export class ReplayView extends ReplayPage<BoardView> {
  private readonly tiles: TileSet;
  private readonly names: string[];
  private lines: { frame: number; text: string }[] = [];

  constructor(private data: ReplayData) {
    super(data.frames.length);
    this.tiles = data.options.falcon ? FALCON_SET : BASE_SET;
    this.names = data.names.map((n, seat) => n || `Player ${seat + 1}`);
  }

  show(): Screen {
    document.title = pageTitle(`Replay: ${this.names.join(' v ')} (${this.data.code})`, castle.title);
    return this.open(this.column());
  }

  protected reread(data: unknown): ReplayColumn {
    this.data = data as ReplayData;
    return this.column();
  }

  private column(): ReplayColumn {
    const d = this.data;
    this.lines = moveLog(d.frames, d.names, (t) => castleTileWords(this.tiles, t));
    return {
      title: `Replay · ${this.names[0]} v ${this.names[1]}`, subtitle: ` · game ${d.code}${replayClockName(d.clock)}`, lines: this.lines,
      result: d.over ? this.resultBox() : null, code: d.code, abandoned: d.abandoned, chat: d.chat ?? [],
    };
  }

  protected mount(host: HTMLElement): Promise<{ pixi: Application; board: BoardView }> {
    return mountBoard(host);
  }

  /** Who won and by how much, and the final scoring line by line. */
  private resultBox(): HTMLElement {
    const r = this.data.result!;
    const ending = tableEnd(r);
    if (ending) return tableEndReplay(ending, this.names);
    const title = r.winner === null ? `A draw, ${r.scores[0]} to ${r.scores[1]}.`
      : `${this.names[r.winner]} won, ${r.scores[r.winner]} to ${r.scores[1 - r.winner]} (by ${plural(r.scores[r.winner] - r.scores[1 - r.winner], 'point')}).`;
    const lines = r.lines.map((e) => el('li', {}, eventText(e, this.names, () => '') ?? ''));
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, title)),
      el('h2', {}, 'Final scoring'),
      el('ul', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, 'Nothing scored at the end.')])));
  }

  protected drawColumn(k: number): void {
    const v = this.data.frames[k].view;
    this.ui.players.replaceChildren(...v.players.map((p, seat) => el('div', { class: `player${v.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      el('span', { class: `swatch seat-${colourOf(seat)}`, style: `background:${css(SEAT_COLOURS[colourOf(seat)])}` }),
      el('strong', {}, this.names[seat]), ` — ${plural(p.score, 'point')}`, ...replayClock(this.data.clock, k, seat),
      el('div', { class: 'small' }, `followers ${p.supply}${this.data.options.falcon ? `, king ${p.kings}, falconer ${p.falconers}, aeries ${p.aeries}` : ''}, keep ${p.keepSize || '–'}`
        + (p.wall.length ? `; wall tiles ${p.wall.map((w) => `${w} (${WALL_TILE_TEXT[w]})`).join(', ')}` : '')))));
    const tile = v.tile >= 0 ? castleTileWords(this.tiles, v.tile) : 'the tile';
    const next = { place: `to place ${tile}`, follower: `to put a follower on ${tile}, or none`, score: 'to choose what scores first', over: '' }[v.step];
    this.ui.tile.textContent = v.step === 'over' ? 'The game is over.' : `${this.names[v.toAct]} ${next}; ${plural(v.tilesLeft, 'tile')} left to draw.`;
    this.controls.now.textContent = k === 0 ? 'Before the first move: the empty castle.' : this.lines[k - 1].text;
  }

  protected drawBoard(k: number, view: BoardView, canvas: HTMLCanvasElement): void {
    const frame = this.data.frames[k];
    const v = frame.view;
    const board = new Array(castleOf({ options: this.data.options }).cellCount).fill(null).map(() => ({ tile: -1, rot: 0 }));
    for (const p of v.placements) board[p.cell] = { tile: p.tile, rot: p.rot };
    const move = shownMove(frame);
    const lastCell = move.placed ?? v.placements[v.placements.length - 1]?.cell;
    view.render({
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
    canvas.dataset.frame = String(k);
    canvas.dataset.placements = String(v.placements.length);
    canvas.dataset.followers = String(v.followers.length);
    canvas.dataset.scores = v.players.map((p) => p.score).join(',');
  }
}
