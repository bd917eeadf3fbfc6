// The score markers as the board draws them (Pixi): their shapes, their move to new scores frame
// by frame (the maths in marker-motion.ts) and the "+N" labels beside them, which stay a moment
// after the markers arrive.
import { Graphics } from 'pixi.js';
import { TRACK_LENGTH } from '@castle/rules';
import type { BoardModel } from '../logic/board-model';
import type { BoardLabels } from './board-labels';
import { drawMarker } from './board-layers';
import type { Camera } from '../../../view/camera';
import { MarkerMotion, markerSpots } from './marker-motion';
import type { Space } from './track-spaces';

/** How long the "+N" labels stay once the markers arrive (ms). */
const FLOAT_HOLD_MS = 1400;

export class BoardMarkers {
  /** One Graphics per seat, moved (not redrawn) as its marker moves. */
  readonly graphics = [new Graphics(), new Graphics()];
  private motion = new MarkerMotion();
  /** Per seat, whether its shape was drawn past 100 (null: not drawn yet). */
  private drawnPast: (boolean | null)[] = [null, null];
  private floatTimer: ReturnType<typeof setTimeout> | undefined;

  /** `track`: the spaces of the castle drawn now. */
  constructor(private labels: BoardLabels, private camera: Camera, private track: () => Space[]) {}

  get moving(): boolean {
    return this.motion.moving;
  }

  /** The model's scores: a screen's own animation drawn as it says, or a move to new scores. */
  take(m: BoardModel, now: number): void {
    if (m.floats) {
      this.motion.set(m.scores, m.floats);
      this.labels.showFloats(m.floats);
    } else if (this.motion.take(m.scores, now)) {
      this.labels.showFloats(this.motion.floats);
      clearTimeout(this.floatTimer);
    }
    this.drawShapes();
    this.place();
  }

  /** One frame of a move: positions only, nothing rebuilt. False when nothing moves. */
  step(now: number): boolean {
    if (!this.motion.moving) return false;
    if (this.motion.step(now)) {
      this.drawShapes();
      this.floatTimer = setTimeout(() => { this.motion.clearFloats(); this.labels.clearFloats(); }, FLOAT_HOLD_MS);
    }
    this.place();
    return true;
  }

  /** World position of each marker now. */
  spots(): Space[] {
    return markerSpots(this.track(), this.motion.shown ?? [0, 0]);
  }

  /** The markers and their labels where the scores drawn and the camera put them. */
  place(): void {
    this.spots().forEach((s, seat) => this.graphics[seat]?.position.set(s.x, s.y));
    this.placeFloats();
  }

  placeFloats(): void {
    this.labels.placeFloats(this.camera, this.spots(), this.motion.floats);
  }

  /** Draw the shapes again at the next change (another castle). */
  forgetShapes(): void {
    this.drawnPast = [null, null];
  }

  destroy(): void {
    clearTimeout(this.floatTimer);
  }

  /** A shape is drawn again only when its marker passes 100 (a bar under it) or comes back. */
  private drawShapes(): void {
    this.graphics.forEach((g, seat) => {
      const past = (this.motion.shown?.[seat] ?? 0) >= TRACK_LENGTH;
      if (this.drawnPast[seat] === past) return;
      this.drawnPast[seat] = past;
      drawMarker(g, seat, past);
    });
  }
}
