// A picture of the board (games/castle/view/castle-picture.ts, games/carcassonne/view/plane-picture.ts: one SVG document) shown in
// the board's box while its canvas starts, so that the board is on screen as soon as the game's
// state is known (issue 30, item 8); the canvas takes over once it has drawn. The board's box keeps
// when it first showed the board (`data-first-paint`, `data-art-paint`, as the canvas marks its own),
// for the browser benchmark.
import { el } from '../dom';

export class BoardPicture {
  private element: HTMLElement | null = null;
  private shown = '';
  private gone = false;

  constructor(private readonly host: HTMLElement) {}

  /** Show `svg`, made by this page from numbers and its own art (no text of anyone's). Called
   *  in a frame's callback: it is on screen at the end of this frame. */
  show(svg: string): void {
    if (this.gone || svg === this.shown) return;
    if (!this.element) this.host.append(this.element = el('div', { class: 'board-picture', 'aria-hidden': 'true', 'data-testid': 'board-picture' }));
    this.shown = svg;
    this.element.innerHTML = svg;
    const d = this.host.dataset, now = performance.now().toFixed(1);
    d.firstPaint ??= now;
    d.artPaint ??= now;
  }

  /** The canvas has drawn the board in this frame's callbacks: the picture goes at the next frame,
   *  after the canvas's own drawing of it. */
  handOver(): void {
    this.gone = true;
    const e = this.element;
    this.element = null;
    if (e) requestAnimationFrame(() => e.remove());
  }
}
