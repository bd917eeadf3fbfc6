// Pointer input on the board canvas: one finger or a mouse drag pans, two fingers pinch-zoom, the
// wheel zooms at the pointer; a press that did not move is a tap. Positions are CSS pixels from the
// canvas' top-left corner. The camera is changed here; the board is told to redraw.
import { Camera } from './camera';

export interface GestureHandlers {
  /** A press and release without moving (a pan or a pinch is never a tap). */
  tap(x: number, y: number, touch: boolean): void;
  /** The mouse moved over the canvas with no button down. */
  hover(x: number, y: number): void;
  /** The mouse left the canvas. */
  leave(): void;
  /** The camera moved. */
  changed(): void;
}

/** How far a press may wander and still be a tap: fingers wobble more than mice. */
const SLOP = { touch: 10, mouse: 4 };

export function attachGestures(el: HTMLElement, camera: Camera, h: GestureHandlers): () => void {
  const down = new Map<number, { x: number; y: number; x0: number; y0: number }>();
  let moved = false, multi = false;
  const at = (e: PointerEvent | WheelEvent): [number, number] => {
    const r = el.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  const onDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const [x, y] = at(e);
    down.set(e.pointerId, { x, y, x0: x, y0: y });
    if (down.size > 1) multi = true;
    try { el.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer cannot be captured */ }
  };

  const onMove = (e: PointerEvent) => {
    const [x, y] = at(e);
    const p = down.get(e.pointerId);
    if (!p) {
      if (e.pointerType !== 'touch') h.hover(x, y);
      return;
    }
    if (down.size === 1) {
      const slop = e.pointerType === 'touch' ? SLOP.touch : SLOP.mouse;
      if (!moved && Math.hypot(x - p.x0, y - p.y0) <= slop) return;
      moved = true;
      camera.panBy(x - p.x, y - p.y);
    } else {
      // Two fingers: the distance between them zooms, their midpoint pans.
      const other = [...down.entries()].find(([id]) => id !== e.pointerId)![1];
      const d0 = Math.hypot(p.x - other.x, p.y - other.y), d1 = Math.hypot(x - other.x, y - other.y);
      const m0 = [(p.x + other.x) / 2, (p.y + other.y) / 2], m1 = [(x + other.x) / 2, (y + other.y) / 2];
      if (d0 > 0 && d1 > 0) camera.zoomAt(m1[0], m1[1], d1 / d0);
      camera.panBy(m1[0] - m0[0], m1[1] - m0[1]);
    }
    p.x = x;
    p.y = y;
    h.changed();
  };

  const onUp = (e: PointerEvent) => {
    const p = down.get(e.pointerId);
    if (!p) return;
    down.delete(e.pointerId);
    if (down.size === 0) {
      if (!moved && !multi && e.type === 'pointerup') h.tap(p.x, p.y, e.pointerType === 'touch');
      moved = false;
      multi = false;
    }
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const [x, y] = at(e);
    const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    camera.zoomAt(x, y, Math.exp(-dy * 0.0015));
    h.changed();
  };

  const onLeave = (e: PointerEvent) => { if (e.pointerType !== 'touch' && !down.size) h.leave(); };

  // The browser must not scroll or zoom the page for touches that start on the board.
  el.style.touchAction = 'none';
  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onUp);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('wheel', onWheel, { passive: false });
  return () => {
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('wheel', onWheel);
  };
}
