// The score markers on the track: where each stands (between spaces while it moves; two on one
// space side by side), and their move to new scores with the points gained ("+8") beside them.
// Plain arithmetic and time, tested with jest; board.ts draws them at each frame of a move.
import { TRACK_LENGTH } from '@castle/rules';
import { CELL } from '../../../view/cell';
import type { Space } from './track-spaces';

/** How long a marker takes to reach its new score (ms). */
export const MARKER_MS = 900;
/** A marker's radius, in world units. */
export const MARKER_RADIUS = CELL * 0.17;

/** Points on their way to a marker, fading as they arrive (`progress` 0..1). */
export interface Float { seat: number; text: string; progress: number }

export class MarkerMotion {
  /** The scores drawn: fractional while a marker moves; null before the first picture. */
  shown: number[] | null = null;
  floats: Float[] = [];
  private anim: { from: number[]; to: number[]; start: number } | null = null;

  get moving(): boolean {
    return this.anim !== null;
  }

  /** A screen that animates the markers itself: draw its scores and labels as given. */
  set(scores: readonly number[], floats: Float[]): void {
    this.anim = null;
    this.shown = scores.slice();
    this.floats = floats;
  }

  /** The real scores now (at time `now`, ms). A change starts a move to them from where the
   *  markers stand, with a "+N" for each gain: true then (the labels are new). The first scores
   *  are drawn where they are: no move to show. */
  take(scores: readonly number[], now: number): boolean {
    if (!this.shown) { this.shown = scores.slice(); return false; }
    const target = this.anim?.to ?? this.shown;
    if (!scores.some((v, i) => v !== target[i])) return false;
    const from = this.shown.slice();
    this.anim = { from, to: scores.slice(), start: now };
    this.floats = scores.flatMap((to, seat) => (to > from[seat] ? [{ seat, text: `+${Math.round(to - from[seat])}`, progress: 0 }] : []));
    return true;
  }

  /** The move at time `now`: quick at first, slowing as it arrives. True when it has arrived. */
  step(now: number): boolean {
    const a = this.anim;
    if (!a || !this.shown) return false;
    const t = Math.min(1, (now - a.start) / MARKER_MS), ease = 1 - (1 - t) ** 3;
    this.shown = a.to.map((to, i) => a.from[i] + (to - a.from[i]) * ease);
    for (const f of this.floats) f.progress = t;
    if (t < 1) return false;
    this.anim = null;
    this.shown = a.to.slice();
    return true;
  }

  /** The "+N" labels have been read: they go. */
  clearFloats(): void {
    this.floats = [];
  }
}

/** World position of each marker (with its space's outward normal): along the track, between
 *  spaces while moving; two on one space stand side by side across the track, the first seat
 *  nearer the wall. */
export function markerSpots(track: readonly Space[], scores: readonly number[]): Space[] {
  const at = (v: number) => {
    const i = Math.floor(v), f = v - i, a = track[((i % TRACK_LENGTH) + TRACK_LENGTH) % TRACK_LENGTH], b = track[(i + 1) % TRACK_LENGTH];
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, nx: a.nx, ny: a.ny };
  };
  const spots = scores.map(at);
  const same = scores.length === 2 && Math.round(scores[0]) % TRACK_LENGTH === Math.round(scores[1]) % TRACK_LENGTH;
  if (same) {
    const d = CELL * 0.19;
    spots.forEach((s, seat) => { const k = seat === 0 ? -d : d; s.x += s.nx * k; s.y += s.ny * k; });
  }
  return spots;
}
