// What the board's pictures (castle-picture.ts, plane-picture.ts) share: numbers short in the
// text, and the document that fits a world rectangle into the board's box as the canvas fits it.
import type { Rect } from './camera';

/** Numbers short in the text: 2 decimals at most. */
export const n = (v: number): string => String(Math.round(v * 100) / 100);

/** An SVG document of `body` (with `defs`) showing `world`, filling its box, fitted and centred. */
export function fittedSvg(world: Rect, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(world.x)} ${n(world.y)} ${n(world.w)} ${n(world.h)}" width="100%" height="100%" preserveAspectRatio="xMidYMid meet">${defs}${body}</svg>`;
}
