// The replay of a Carcassonne game, finished or live, as replay.ts shows the Castle's: the plane at
// any move, first / previous / next / last (buttons and arrow keys, Home, End), the moves in words
// with the shown one highlighted, and for a finished game the result and its final scoring. What
// both replays show alike is in replay-page.ts.
import type { Application } from 'pixi.js';
import { CarcAction, CarcEvent, CarcResultView, CarcView, carcassonne } from '@castle/carcassonne';
import type { Frame } from '@castle/game';
import { ReplayData, pageTitle, tableEnd } from '@castle/protocol';
import { el } from '../../../dom';
import { planeBoard } from '../logic/carc-model';
import { carcEventText } from '../logic/carc-words';
import type { PlaneXY } from '../logic/plane-model';
import { plural } from '../../../logic/common-words';
import type { Screen } from '../../../router';
import type { PlaneView } from '../view/plane-view';
import { mountPlane } from '../view/plane-app';
import { followerImage } from './carc-boxes';
import { endTitle, lineCells, lineMarks } from './carc-end';
import { ReplayColumn, ReplayPage } from '../../../screens/replay-page';
import { replayClock, replayClockName } from '../../../screens/replay-parts';
import { tableEndReplay } from '../../../screens/table-end';

export type CarcReplayData = ReplayData<CarcAction, CarcEvent, CarcView, CarcResultView>;
type CarcFrame = Frame<CarcAction, CarcEvent, CarcView>;

/** A frame's events in words, the lines the log shows for its move. */
function frameText(f: CarcFrame, names: readonly string[]): string {
  const words = f.events.map((e) => carcEventText(e, names)).filter((t): t is string => !!t);
  if (!words.length && f.action?.type === 'follower') words.push(`${names[f.action.seat]} placed no follower.`);
  return words.join(' ');
}

export class CarcReplayView extends ReplayPage<PlaneView> {
  private readonly names: string[];
  /** The final scoring's lines, and the one lit (-1 for none). */
  private finals: HTMLButtonElement[] = [];
  private finalStep = -1;

  constructor(private data: CarcReplayData) {
    super(data.frames.length);
    this.names = data.names.map((n, seat) => n || `Player ${seat + 1}`);
  }

  show(): Screen {
    document.title = pageTitle(`Replay: ${this.names.join(', ')} (${this.data.code})`, carcassonne.title);
    return this.open(this.column());
  }

  protected reread(data: unknown): ReplayColumn {
    this.data = data as CarcReplayData;
    return this.column();
  }

  private column(): ReplayColumn {
    const d = this.data;
    return {
      title: `Replay · ${this.names.join(', ')}`, subtitle: ` · Carcassonne, game ${d.code}${replayClockName(d.clock)}`,
      lines: d.frames.slice(1).map((f, i) => ({ frame: i + 1, text: frameText(f, this.names) })),
      result: d.over && d.result ? this.resultBox(d.result) : null, code: d.code, abandoned: d.abandoned, chat: d.chat ?? [],
    };
  }

  protected async mount(host: HTMLElement): Promise<{ pixi: Application; board: PlaneView }> {
    const { pixi, view } = await mountPlane(host);
    return { pixi, board: view };
  }

  /** The winners, and the final scoring line by line: a line lights its feature (at the last move). */
  private resultBox(r: CarcResultView): HTMLElement {
    const ending = tableEnd(r);
    if (ending) return tableEndReplay(ending, this.names);
    this.finals = r.lines.map((l, i) => {
      const b = el('button', { type: 'button', class: 'final-line', 'data-testid': `final-line-${i}` }, carcEventText(l, this.names) ?? '');
      b.onclick = () => { this.finalStep = this.finalStep === i ? -1 : i; this.cursor.last(); this.draw(); };
      return b;
    });
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, `${endTitle(r, this.names, null)}: ${r.scores.map((s, i) => `${this.names[i]} ${s}`).join(', ')}.`)),
      el('h2', {}, 'Final scoring'),
      el('ol', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(r.lines.length ? this.finals.map((b) => el('li', {}, b)) : [el('li', {}, 'Nothing scored at the end.')])));
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

  protected drawColumn(k: number): void {
    const frame = this.data.frames[k], v = frame.view;
    this.ui.players.replaceChildren(...v.players.map((p, seat) => el('div', { class: `player${v.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      followerImage(seat), ' ', el('strong', {}, this.names[seat]), ` — ${plural(p.score, 'point')}`, ...replayClock(this.data.clock, k, seat), el('div', { class: 'small' }, `${plural(p.supply, 'follower')} in hand`))));
    this.ui.tile.textContent = v.step === 'over' ? 'The game is over.'
      : `${this.names[v.toAct]} ${v.step === 'place' ? `to place tile ${v.tile}` : `to put a follower on tile ${v.tile}, or none`}; ${plural(v.tilesLeft, 'tile')} left to draw.`;
    this.controls.now.textContent = k === 0 ? 'Before the first move: the start tile alone.' : frameText(frame, this.names);
    this.finals.forEach((btn, i) => btn.classList.toggle('picked', this.atEnd && i === this.finalStep));
  }

  protected drawBoard(k: number, view: PlaneView, canvas: HTMLCanvasElement): void {
    const frame = this.data.frames[k], v = frame.view;
    const placedEvent = frame.events.find((e): e is Extract<CarcEvent, { type: 'tilePlaced' }> => e.type === 'tilePlaced');
    const lastTile = v.tiles[v.tiles.length - 1];
    const line = this.atEnd ? this.data.result?.lines[this.finalStep] : undefined;
    const scored = frame.events.flatMap((e): PlaneXY[] => (e.type === 'scored' ? e.feature.cells : []));
    const lastPlaced = placedEvent ? { x: placedEvent.x, y: placedEvent.y } : k > 0 && lastTile ? { x: lastTile.x, y: lastTile.y } : null;
    // The shown move's completed features stay lit; at the end, the final line chosen.
    view.render({ ...planeBoard(v, lastPlaced, scored), ...(line ? lineMarks(line) : {}), focus: line ? lineCells(line) : [] });
    Object.assign(canvas.dataset, { frame: String(k), scores: v.players.map((p) => p.score).join(',') });
  }
}
