// The replay of a Carcassonne game, as screens/replay-page.ts shows every game's: what is
// Carcassonne's own here: its plane at a move (the features the move completed lit), its moves in
// words, the final scoring whose lines light their features at the last move, each seat's
// followers in hand, and F to fit the plane to the screen.
import type { Application } from 'pixi.js';
import { CarcAction, CarcEvent, CarcResultView, CarcView, carcassonne } from '@castle/carcassonne';
import type { Frame } from '@castle/game';
import type { ReplayData } from '@castle/protocol';
import { css, el } from '../../../dom';
import { colourOf } from '../../../art/seat-colours';
import { CARC_SEAT_COLOURS } from '../art/palette';
import { roleOf } from '../logic/public-view';
import { planeBoard } from '../logic/board-model';
import { carcEventText, scoresOf } from '../logic/words';
import { carcTileWords } from '../logic/tile-words';
import { t } from '../../../i18n/words';
import type { PlaneXY } from '../logic/plane-model';
import { seatWho } from '../../../logic/common-words';
import type { PlaneView } from '../view/plane-view';
import { mountPlane } from '../view/plane-app';
import { followerImage } from './panel-boxes';
import { lineCells, lineMarks } from './end-banner';
import { endTitle } from '../logic/end-title';
import { ReplayPage, ReplaySeat } from '../../../screens/replay-page';

export type CarcReplayData = ReplayData<CarcAction, CarcEvent, CarcView, CarcResultView>;
type CarcFrame = Frame<CarcAction, CarcEvent, CarcView>;

/** A frame's events in words, the lines the log shows for its move. */
function frameText(f: CarcFrame, names: readonly string[]): string {
  const words = f.events.map((e) => carcEventText(e, names)).filter((t): t is string => !!t);
  if (!words.length && f.action?.type === 'follower') words.push(t('carcassonne.log.noFollower', { who: seatWho(names, f.action.seat) }));
  return words.join(' ');
}

export class CarcReplayView extends ReplayPage<PlaneView, CarcReplayData> {
  protected readonly gameTitle = carcassonne.title;
  /** The final scoring's lines, and the one lit (-1 for none). */
  private finals: HTMLButtonElement[] = [];
  private finalStep = -1;

  protected moveLines(): { frame: number; text: string }[] {
    return this.data.frames.slice(1).map((f, i) => ({ frame: i + 1, text: frameText(f, this.names) }));
  }

  seatColour(seat: number): string {
    return css(CARC_SEAT_COLOURS[colourOf(seat)]);
  }

  protected async mount(host: HTMLElement): Promise<{ pixi: Application; board: PlaneView }> {
    const { pixi, view } = await mountPlane(host);
    return { pixi, board: view };
  }

  /** The winners, and the final scoring line by line: a line lights its feature (at the last move). */
  protected resultBox(r: CarcResultView): HTMLElement {
    this.finals = r.lines.map((l, i) => {
      const b = el('button', { type: 'button', class: 'final-line', 'data-testid': `final-line-${i}` }, carcEventText(l, this.names) ?? '');
      b.onclick = () => { this.finalStep = this.finalStep === i ? -1 : i; this.cursor.last(); this.draw(); };
      return b;
    });
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, t('carcassonne.replay.result', { title: endTitle(r, this.names, null), scores: scoresOf(this.names, r.scores) }))),
      el('h2', {}, t('carcassonne.end.finalScoring')),
      el('ol', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(r.lines.length ? this.finals.map((b) => el('li', {}, b)) : [el('li', {}, t('carcassonne.end.nothing'))])));
  }

  /** F fits the plane to the screen, as in the game. */
  protected override onKey(e: KeyboardEvent): void {
    if ((e.key === 'f' || e.key === 'F') && this.board && !e.ctrlKey && !e.metaKey && !e.altKey) { this.board.fit(); e.preventDefault(); return; }
    super.onKey(e);
  }

  /** At the last move of a finished game, where the final scoring's lines light their features. */
  private get atEnd(): boolean {
    return this.cursor.atEnd && this.data.over;
  }

  protected seatsAt(k: number): ReplaySeat[] {
    return this.data.frames[k].view.players.map((p, seat) => ({ score: p.score, mark: followerImage(seat), details: t('carcassonne.seat.supply', { count: p.supply }) }));
  }

  protected turnAt(k: number) {
    const frame = this.data.frames[k], v = frame.view;
    return {
      toAct: v.toAct, tilesLeft: v.tilesLeft, over: v.step === 'over',
      next: v.step === 'place' ? t('carcassonne.replay.place', { tile: carcTileWords(v.tile) }) : t('carcassonne.replay.follower'),
      now: k === 0 ? t('carcassonne.replay.start') : frameText(frame, this.names),
    };
  }

  protected override drawMore(): void {
    this.finals.forEach((btn, i) => btn.classList.toggle('picked', this.atEnd && i === this.finalStep));
  }

  protected drawBoard(k: number, view: PlaneView, canvas: HTMLCanvasElement): void {
    const frame = this.data.frames[k], v = frame.view;
    const placedEvent = frame.events.find((e): e is Extract<CarcEvent, { type: 'tilePlaced' }> => e.type === 'tilePlaced');
    const lastTile = v.tiles[v.tiles.length - 1];
    const line = this.atEnd ? this.data.result?.lines?.[this.finalStep] : undefined; // none in a result the table gave (a resignation)
    const scored = frame.events.flatMap((e): PlaneXY[] => (e.type === 'scored' ? e.feature.cells : []));
    const lastPlaced = placedEvent ? { x: placedEvent.x, y: placedEvent.y } : k > 0 && lastTile ? { x: lastTile.x, y: lastTile.y } : null;
    // The shown move's completed features stay lit; at the end, the final line chosen.
    const m = planeBoard(v, lastPlaced, scored);
    // The review's best turn found, lit as the game lights a chosen placement, with its follower.
    const [place, follower] = (this.litAt(k) ?? []) as CarcAction[];
    if (place?.type === 'place' && v.tile) {
      m.preview = { x: place.x, y: place.y, tile: v.tile, rot: place.rot };
      if (follower?.type === 'follower' && follower.spot) m.pendingFollower = { seat: place.seat, x: place.x, y: place.y, spot: follower.spot, role: roleOf(v.tile, follower.spot) };
    }
    view.render({ ...m, ...(line ? lineMarks(line) : {}), focus: line ? lineCells(line) : [] });
    Object.assign(canvas.dataset, { frame: String(k), scores: v.players.map((p) => p.score).join(','), lit: m.preview ? `${m.preview.x},${m.preview.y}:${m.preview.rot}` : '' });
  }
}
