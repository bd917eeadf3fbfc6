// The replay of a Carcassonne game, finished or live, as replay.ts shows the Castle's: the plane at
// any move, first / previous / next / last (buttons and arrow keys, Home, End), the moves in words
// with the shown one highlighted, and for a finished game the result and its final scoring.
import type { Application } from 'pixi.js';
import type { CarcAction, CarcEvent, CarcResultView, CarcView } from '@castle/carcassonne';
import type { Frame } from '@castle/game';
import type { ReplayData } from '@castle/protocol';
import { app, el } from '../dom';
import { roleOf } from '../logic/carc-model';
import { carcEventText } from '../logic/carc-words';
import type { PlaneXY } from '../logic/plane-model';
import { ReplayCursor } from '../logic/replay';
import { plural } from '../logic/words';
import type { Screen } from '../router';
import type { PlaneView } from '../view/plane-view';
import { mountPlane } from '../view/plane-app';
import { followerImage } from './carc-boxes';
import { endTitle, lineCells } from './carc-end';
import { ReplayControls, liveNote, markShown, replayControls, replayKey } from './replay-parts';

export type CarcReplayData = ReplayData<CarcAction, CarcEvent, CarcView, CarcResultView>;
type CarcFrame = Frame<CarcAction, CarcEvent, CarcView>;

/** A frame's events in words, the lines the log shows for its move. */
function frameText(f: CarcFrame, names: readonly string[]): string {
  const words = f.events.map((e) => carcEventText(e, names)).filter((t): t is string => !!t);
  if (!words.length && f.action?.type === 'follower') words.push(`${names[f.action.seat]} placed no follower.`);
  return words.join(' ');
}

export class CarcReplayView implements Screen {
  private readonly names: string[];
  private readonly cursor: ReplayCursor;
  private readonly items: HTMLElement[] = [];
  private pixi: Application | null = null;
  private view: PlaneView | null = null;
  private closed = false;
  /** The final scoring line lit, -1 for none. */
  private finalStep = -1;
  private readonly ui = {
    boardHost: el('div', { class: 'replay-board', 'data-testid': 'board' }),
    players: el('div', { class: 'replay-players', 'data-testid': 'replay-players' }),
    tile: el('p', { class: 'small', 'data-testid': 'replay-tile' }),
    log: el('ol', { class: 'replay-log', 'data-testid': 'replay-log', 'aria-label': 'Moves' }),
    finals: [] as HTMLButtonElement[],
  };
  private readonly controls: ReplayControls;
  private readonly onKeyBound = (e: KeyboardEvent) => this.onKey(e);

  constructor(private readonly data: CarcReplayData) {
    this.names = data.names.map((n, seat) => n || `Player ${seat + 1}`);
    this.cursor = new ReplayCursor(data.frames.length - 1);
    this.controls = replayControls(this.cursor, () => this.draw());
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('keydown', this.onKeyBound);
    this.view?.destroy();
    this.pixi?.destroy(true, { children: true });
    this.pixi = null;
    this.view = null;
  }

  show(): Screen {
    const d = this.data;
    document.title = `Replay: ${this.names.join(', ')} (${d.code}) – Carcassonne`;
    d.frames.slice(1).forEach((f, i) => {
      const item = el('li', { 'data-frame': String(i + 1) }, el('button', { type: 'button', class: 'replay-line' }, el('span', { class: 'replay-n' }, `${i + 1}.`), ' ', frameText(f, this.names)));
      item.onclick = () => { if (this.cursor.go(i + 1)) this.draw(); };
      this.items.push(item);
    });
    this.ui.log.replaceChildren(...this.items);
    const live = liveNote(d.code, d.abandoned);
    const side = el('aside', { class: 'replay-side' },
      el('h1', { class: 'replay-title' }, `Replay · ${this.names.join(', ')}`, el('span', { class: 'small' }, ` · Carcassonne, game ${d.code}`)),
      this.controls.element, d.over && d.result ? this.resultBox(d.result) : live,
      el('h2', {}, 'At this move'), this.ui.players, this.ui.tile,
      el('h2', {}, 'Moves'), this.ui.log,
      el('p', { class: 'links' }, el('a', { href: '/', 'data-testid': 'to-start' }, 'Start page')));
    app().replaceChildren(el('main', { class: 'replay', 'data-testid': 'replay' }, this.ui.boardHost, side));
    window.addEventListener('keydown', this.onKeyBound);
    this.draw();
    void this.initBoard();
    return this;
  }

  private async initBoard(): Promise<void> {
    const { pixi, view } = await mountPlane(this.ui.boardHost);
    if (this.closed) { view.destroy(); pixi.destroy(true); return; }
    this.pixi = pixi;
    this.view = view;
    this.draw();
  }

  /** The winners, and the final scoring line by line: a line lights its feature (at the last move). */
  private resultBox(r: CarcResultView): HTMLElement {
    this.ui.finals = r.lines.map((l, i) => {
      const b = el('button', { type: 'button', class: 'final-line', 'data-testid': `final-line-${i}` }, carcEventText(l, this.names) ?? '');
      b.onclick = () => { this.finalStep = this.finalStep === i ? -1 : i; this.cursor.last(); this.draw(); };
      return b;
    });
    return el('section', { class: 'replay-result', 'data-testid': 'replay-result' },
      el('p', { class: 'replay-winner', 'data-testid': 'winner' }, el('strong', {}, `${endTitle(r, this.names, null)}: ${r.scores.map((s, i) => `${this.names[i]} ${s}`).join(', ')}.`)),
      el('h2', {}, 'Final scoring'),
      el('ol', { class: 'final-lines', 'data-testid': 'final-lines' }, ...(r.lines.length ? this.ui.finals.map((b) => el('li', {}, b)) : [el('li', {}, 'Nothing scored at the end.')])));
  }

  private onKey(e: KeyboardEvent): void {
    if ((e.key === 'f' || e.key === 'F') && this.view && !e.ctrlKey && !e.metaKey && !e.altKey) { this.view.fit(); e.preventDefault(); return; }
    if (replayKey(e, this.cursor)) this.draw();
  }

  private draw(): void {
    if (this.closed) return;
    const k = this.cursor.index, frame = this.data.frames[k], v = frame.view;
    this.controls.update();
    this.ui.players.replaceChildren(...v.players.map((p, seat) => el('div', { class: `player${v.toAct === seat ? ' to-act' : ''}`, 'data-testid': `replay-player-${seat}` },
      followerImage(seat), ' ', el('strong', {}, this.names[seat]), ` — ${plural(p.score, 'point')}`, el('div', { class: 'small' }, `${plural(p.supply, 'follower')} in hand`))));
    this.ui.tile.textContent = v.step === 'over' ? 'The game is over.'
      : `${this.names[v.toAct]} ${v.step === 'place' ? `to place tile ${v.tile}` : `to put a follower on tile ${v.tile}, or none`}; ${plural(v.tilesLeft, 'tile')} left to draw.`;
    markShown(this.ui.log, this.items, k);
    this.controls.now.textContent = k === 0 ? 'Before the first move: the start tile alone.' : frameText(frame, this.names);
    const atEnd = this.cursor.atEnd && this.data.over;
    this.ui.finals.forEach((btn, i) => btn.classList.toggle('picked', atEnd && i === this.finalStep));
    if (!this.view || !this.pixi) return;
    const placedEvent = frame.events.find((e): e is Extract<CarcEvent, { type: 'tilePlaced' }> => e.type === 'tilePlaced');
    const lastTile = v.tiles[v.tiles.length - 1];
    const line = atEnd ? this.data.result?.lines[this.finalStep] : undefined;
    const scored = frame.events.flatMap((e): PlaneXY[] => (e.type === 'scored' ? e.feature.cells : []));
    this.view.render({
      seats: v.seats,
      tiles: v.tiles,
      followers: v.followers.map((f) => ({ ...f, role: f.role ?? roleOf(v.tiles.find((t) => t.x === f.x && t.y === f.y)?.tile ?? 'A', f.spot) })),
      lastPlaced: placedEvent ? { x: placedEvent.x, y: placedEvent.y } : k > 0 && lastTile ? { x: lastTile.x, y: lastTile.y } : null,
      legalCells: [], ghost: null, preview: null, spots: null, pendingFollower: null,
      // The shown move's completed features stay lit; at the end, the final line chosen.
      highlight: line ? lineCells(line) : scored,
      focus: line ? lineCells(line) : [],
    });
    Object.assign(this.pixi.canvas.dataset, { frame: String(k), scores: v.players.map((p) => p.score).join(',') });
  }
}
