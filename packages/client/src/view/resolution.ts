// How sharp the board is drawn: the device's pixel ratio, within what a phone's memory takes.
// Shared by the board's application (board-app.ts) and the board itself (board.ts).

/** Largest backing store, in device pixels. A 390×506 board at 3× is 1.8 M; a 2560×1440 window
 *  at 2× would be 14.7 M (59 MB of colour alone, several times that with antialiasing's buffers),
 *  which phones and small GPUs run out of: above this the ratio drops until it fits. */
export const MAX_DEVICE_PIXELS = 12e6;

/** The resolution to draw a board of w×h CSS pixels at: the device pixel ratio, at most 3 (no
 *  screen is sharper to the eye), and lower where the backing store would pass MAX_DEVICE_PIXELS. */
export function boardResolution(w: number, h: number, dpr = (globalThis as { devicePixelRatio?: number }).devicePixelRatio || 1): number {
  const byMemory = Math.sqrt(MAX_DEVICE_PIXELS / Math.max(1, w * h));
  return Math.max(1, Math.min(dpr, 3, byMemory));
}
