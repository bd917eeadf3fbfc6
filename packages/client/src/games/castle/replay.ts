// The replay of a Castle game, as screens/replay-page.ts shows every game's: what is the Castle's own
// here: its board at a move (the shown move marked), its moves and final scoring in words, each seat's
// followers, figures and wall tiles, and the tile to play.
import type { Application } from 'pixi.js';
import { Action, BASE_SET, FALCON_SET, TileSet } from '@castle/rules';
import { SEAT_COLOURS } from './art/palette';
import { css, el } from '../../dom';
import { castleBoard } from './logic/board-model';
import { ReplayData, moveLog, shownMove } from './logic/replay';
import { castleTileWords } from './logic/tile-words';
import { eventText, wallTileText } from './logic/words';
import { t } from '../../i18n/words';
import { BoardView } from './view/board';
import { mountBoard } from './view/board-app';
import { ReplayPage, ReplaySeat } from '../../screens/replay-page';
import { colourOf } from '../../art/seat-colours';

export class ReplayView extends ReplayPage<BoardView, ReplayData> {
  protected get gameTitle(): string { return t('castle.about.title'); }
  private readonly tiles: TileSet;
  private lines: { frame: number; text: string }[] = [];

  constructor(data: ReplayData, tools: readonly HTMLElement[]) {
    super(data, tools);
    this.tiles = data.options.falcon ? FALCON_SET : BASE_SET;
  }

  protected override players(): string {
    return t('castle.replay.players', { first: this.names[0], second: this.names[1] });
  }

  protected override gameWords(): string {
    return ' ·'; // the site's first game: its code alone
  }

  protected moveLines(): { frame: number; text: string }[] {
    return (this.lines = moveLog(this.data.frames, this.data.names, (tile, use) => castleTileWords(this.tiles, tile, use)));
  }

  seatColour(seat: number): string {
    return css(SEAT_COLOURS[colourOf(seat)]);
  }

  protected mount(host: HTMLElement): Promise<{ pixi: Application; board: BoardView }> {
    return mountBoard(host);
  }

  /** Who won and by how much, and the final scoring line by line. */
  protected resultBox(r: NonNullable<ReplayData['result']>): HTMLElement {
    const title = r.winner === null ? t('castle.replay.draw', { score0: r.scores[0], score1: r.scores[1] })
      : t('castle.replay.won', { who: this.names[r.winner], winner: r.scores[r.winner], loser: r.scores[1 - r.winner], margin: r.scores[r.winner] - r.scores[1 - r.winner] });
    const lines = r.lines.map((e) => el('li', {}, eventText(e, this.names, () => '') ?? ''));
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, title)),
      el('h2', {}, t('castle.end.finalScoring')),
      el('ul', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(lines.length ? lines : [el('li', {}, t('castle.end.nothing'))])));
  }

  protected seatsAt(k: number): ReplaySeat[] {
    return this.data.frames[k].view.players.map((p, seat) => {
      const details = t(this.data.options.falcon ? 'castle.replay.seatFalcon' : 'castle.replay.seat',
        { followers: p.supply, king: p.kings, falconer: p.falconers, aeries: p.aeries, keep: p.keepSize });
      return {
        score: p.score,
        mark: el('span', { class: `swatch seat-${colourOf(seat)}`, style: `background:${css(SEAT_COLOURS[colourOf(seat)])}` }),
        details: p.wall.length ? t('castle.replay.withWall', { details, tiles: p.wall.map((w) => `${w} (${wallTileText(w)})`).join(', ') }) : details,
      };
    });
  }

  protected turnAt(k: number) {
    const v = this.data.frames[k].view;
    const tile = castleTileWords(this.tiles, v.tile);
    const next = { place: () => t('castle.replay.toPlace', { tile }), follower: () => t('castle.replay.toFollow', { tile }), score: () => t('castle.replay.toScore'), over: () => '' }[v.step]();
    return { toAct: v.toAct, next, tilesLeft: v.tilesLeft, over: v.step === 'over', now: k === 0 ? t('castle.replay.start') : this.lines[k - 1].text };
  }

  protected drawBoard(k: number, view: BoardView, canvas: HTMLCanvasElement): void {
    const frame = this.data.frames[k];
    const v = frame.view;
    const move = shownMove(frame);
    const lastCell = move.placed ?? v.placements[v.placements.length - 1]?.cell;
    // The shown move stays marked: the tile of its turn, the follower put, what it completed. The
    // scores are drawn as they stand at the frame (no points floating to them).
    const lastMove = frame.action && lastCell !== undefined ? { cell: lastCell, follower: move.follower, scored: move.completed } : null;
    const m = castleBoard(v, lastMove);
    // The review's best turn found, lit as the game lights a chosen placement, with its follower.
    const [place, follower] = (this.litAt(k) ?? []) as Action[];
    if (place?.type === 'place' && v.tile !== null) {
      m.board[place.cell] = { tile: v.tile, rot: place.rot };
      m.preview = { cell: place.cell, tile: v.tile, rot: place.rot };
      if (follower?.type === 'follower' && follower.piece !== null) m.followers.push({ seat: place.seat, cell: place.cell, piece: follower.piece, figure: follower.figure ?? '' });
    }
    canvas.dataset.lit = m.preview ? `${m.preview.cell}:${m.preview.rot}` : '';
    view.render({ ...m, floats: [] });
    canvas.dataset.frame = String(k);
    canvas.dataset.placements = String(v.placements.length);
    canvas.dataset.followers = String(v.followers.length);
    canvas.dataset.scores = v.players.map((p) => p.score).join(',');
  }
}
