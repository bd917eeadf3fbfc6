// Where floating "+N" labels go: near their marker, pushed away from it along a direction until
// they cover neither another label nor any marker. Plain arithmetic, tested with jest.

export interface LabelWant {
  /** The marker the label belongs to (CSS px). */
  x: number;
  y: number;
  /** Unit direction to push the label along (toward the castle's inside). */
  dx: number;
  dy: number;
  /** Label box size (CSS px). */
  w: number;
  h: number;
}

export interface Circle { x: number; y: number; r: number }

/** Centres of the labels, in order: each starts just clear of its marker and moves on by a step
 *  until its box is free of earlier labels and of every circle (the markers). */
export function placeLabels(wants: LabelWant[], markers: Circle[], gap = 2): [number, number][] {
  const boxes: { x: number; y: number; w: number; h: number }[] = [];
  const out: [number, number][] = [];
  for (const l of wants) {
    const step = Math.max(4, Math.abs(l.dx) * l.w + Math.abs(l.dy) * l.h) / 2;
    let k = 0, x = l.x, y = l.y;
    for (; k < 60; k++) {
      const d = step * (k + 1) + gap;
      x = l.x + l.dx * d;
      y = l.y + l.dy * d;
      const box = { x, y, w: l.w, h: l.h };
      if (!boxes.some((b) => overlaps(b, box, gap)) && !markers.some((c) => hitsCircle(box, c, gap))) break;
    }
    boxes.push({ x, y, w: l.w, h: l.h });
    out.push([x, y]);
  }
  return out;
}

function overlaps(a: { x: number; y: number; w: number; h: number }, b: { x: number; y: number; w: number; h: number }, gap: number): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w + 2 * gap && Math.abs(a.y - b.y) * 2 < a.h + b.h + 2 * gap;
}

/** Whether a box (by its centre) comes within `gap` of a circle. */
export function hitsCircle(b: { x: number; y: number; w: number; h: number }, c: Circle, gap: number): boolean {
  const nx = Math.max(b.x - b.w / 2, Math.min(c.x, b.x + b.w / 2)), ny = Math.max(b.y - b.h / 2, Math.min(c.y, b.y + b.h / 2));
  return Math.hypot(nx - c.x, ny - c.y) < c.r + gap;
}
