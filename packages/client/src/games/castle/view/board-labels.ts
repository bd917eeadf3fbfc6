// The board's text, laid over the canvas in the DOM (which draws text without Pixi's text system,
// 35 kB more in the main chunk): the track's numbers, the kind of a wall tile just taken, the
// points gained ("+8") beside the markers, and the button that fits the whole board again.
import type { Castle } from '@castle/rules';
import { SEAT_COLOURS } from '../art/palette';
import { CELL } from '../../../view/cell';
import type { Camera } from '../../../view/camera';
import { fitButton } from '../../../view/fit-button';
import { Circle, placeLabels } from '../../../view/label-layout';
import { Float, MARKER_RADIUS } from './marker-motion';
import { NUMBERED, Space, numberSpot, towerTileSpot } from './track-spaces';
import { colourOf } from '../../../art/seat-colours';
import { t } from '../../../i18n/words';

/** A label centred on its point. */
const LABEL = 'position:absolute;transform:translate(-50%,-50%);white-space:nowrap;text-shadow:0 0 3px #000;';

export class BoardLabels {
  private readonly layer = document.createElement('div');
  private readonly numbers: HTMLElement[];
  private readonly kinds = document.createElement('div');
  private readonly fit: HTMLButtonElement;

  /** Track numbers, wall tile kinds and the fit button go in a layer of their own beside
   *  `floats`, which holds only the "+N" points (so a page can watch them alone). */
  constructor(private readonly floats: HTMLElement, onFit: () => void) {
    const layer = this.layer;
    layer.className = 'board-track';
    layer.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden';
    this.numbers = NUMBERED.map((n) => {
      const span = document.createElement('span');
      span.textContent = String(n);
      return span;
    });
    this.fit = fitButton({ text: '⤢', title: t('castle.board.fitTitle'), label: t('castle.board.fitLabel'), testid: 'board-fit', size: 'font-size:20px' }, onFit);
    layer.append(...this.numbers, this.kinds, this.fit);
    const host = floats.parentElement;
    if (host) host.insertBefore(layer, floats); else floats.append(layer);
    floats.replaceChildren();
  }

  remove(): void {
    this.layer.remove();
  }

  /** The track numbers where the camera shows their spaces, sized to the zoom; the fit button
   *  while the board is zoomed or panned. */
  placeNumbers(camera: Camera, track: readonly Space[]): void {
    const px = CELL * camera.scale, size = Math.max(9, Math.min(18, px * 0.3));
    NUMBERED.forEach((n, i) => {
      const [sx, sy] = camera.toScreen(...numberSpot(CELL, track[n]));
      this.numbers[i].style.cssText = `${LABEL}left:${sx}px;top:${sy}px;font-size:${size}px;color:#d8cdb8;font-weight:600`;
    });
    this.fit.hidden = camera.isFit;
  }

  /** The kinds of the wall tiles face up now (tower → kind). */
  showKinds(faceUp: ReadonlyMap<number, number>): void {
    this.kinds.replaceChildren(...[...faceUp].map(([tower, kind]) => {
      const span = document.createElement('span');
      span.textContent = String(kind);
      span.dataset.tower = String(tower);
      return span;
    }));
  }

  /** Each kind on its face-up tile. */
  placeKinds(camera: Camera, track: Space[], castle: Castle): void {
    const size = Math.max(10, Math.min(22, CELL * camera.scale * 0.3));
    for (const span of [...this.kinds.children] as HTMLElement[]) {
      const [x, y] = camera.toScreen(...towerTileSpot(CELL, Number(span.dataset.tower), track, castle));
      span.style.cssText = `${LABEL}left:${x}px;top:${y}px;font-size:${size}px;color:#2a241d;font-weight:bold;text-shadow:none`;
    }
  }

  /** New "+N" labels, in their seat's colour. */
  showFloats(floats: readonly Float[]): void {
    this.floats.replaceChildren(...floats.map((f) => {
      const span = document.createElement('span');
      span.textContent = f.text;
      span.dataset.seat = String(f.seat);
      span.style.color = `#${SEAT_COLOURS[colourOf(f.seat)].toString(16).padStart(6, '0')}`;
      return span;
    }));
  }

  clearFloats(): void {
    this.floats.replaceChildren();
  }

  /** "+N" labels beside their markers (`spots`, world units), toward the castle, clear of each
   *  other and of the markers. */
  placeFloats(camera: Camera, spots: readonly Space[], floats: readonly Float[]): void {
    const spans = [...this.floats.children] as HTMLElement[];
    if (!spans.length) return;
    const px = CELL * camera.scale, size = Math.max(14, Math.min(28, px * 0.45)), r = MARKER_RADIUS * camera.scale;
    const at = spots.map((s) => ({ ...s, p: camera.toScreen(s.x, s.y) }));
    const markers: Circle[] = at.map((s) => ({ x: s.p[0], y: s.p[1], r: r * 1.3 }));
    // The labels' real sizes at this font size (an estimate from the text's length fell short for
    // wide digits, and labels overlapped).
    for (const span of spans) span.style.fontSize = `${size}px`;
    const wants = floats.map((f, i) => {
      const s = at[f.seat];
      const span = spans[i];
      return { x: s.p[0], y: s.p[1], dx: -s.nx, dy: -s.ny, w: (span?.offsetWidth || size * 0.62 * f.text.length) + 4, h: (span?.offsetHeight || size * 1.15) + 2 };
    });
    const placed = placeLabels(wants, markers);
    spans.forEach((span, i) => {
      const f = floats[i];
      if (!f || !placed[i]) return;
      span.style.left = `${placed[i][0]}px`;
      span.style.top = `${placed[i][1]}px`;
      span.style.fontSize = `${size}px`;
      span.style.opacity = String(1 - f.progress * 0.3);
    });
  }
}
