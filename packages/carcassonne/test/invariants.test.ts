// The features kept move by move (union-find with open sides) equal those found by walking the
// board from scratch, in random games: every road and city is open exactly where a walk finds an
// open side, and two segments share a root exactly when a walk from one reaches the other.
import fc from 'fast-check';
import { CarcState, SEGMENTS, applyAction, createGame, isOver, legalActions } from '../src';
import { find, nodeOf, openAt, walk } from '../src/features';
import { DELTA, cellOf, gridAt, kindIn, rotIn } from '../src/grid';
import { SEG_PORTS } from '../src/segments';

function checkFeatures(s: CarcState): void {
  const segs: { cell: number; local: number; node: number }[] = [];
  for (const t of s.tiles) {
    const cell = t >> 7;
    SEGMENTS[t & 31].forEach((_, local) => segs.push({ cell, local, node: nodeOf(s.grid, cell, local) }));
  }
  for (const g of segs) {
    const v = gridAt(s.grid, g.cell), seg = SEGMENTS[kindIn(v)][g.local];
    if (seg.kind === 3) continue;
    const w = walk(s, g.cell, g.local), cells = new Set(w.ref.cells.map((c) => cellOf(c.x, c.y)));
    const root = find(s.uf, g.node);
    // Same root exactly for the segments the walk reaches (on the cells it found).
    const sameRoot = segs.filter((o) => find(s.uf, o.node) === root);
    expect(sameRoot.every((o) => cells.has(o.cell))).toBe(true);
    if (seg.kind === 2) continue;
    // Open sides: middle ports of the feature's segments facing an empty cell.
    let open = 0;
    for (const o of sameRoot) {
      const ov = gridAt(s.grid, o.cell);
      for (const p of SEG_PORTS[kindIn(ov) * 4 + rotIn(ov)][o.local]) if (p % 3 === 1 && !gridAt(s.grid, o.cell + DELTA[(p / 3) | 0])) open++;
    }
    expect(openAt(s.uf, root)).toBe(open);
  }
}

test('random games: the features kept equal those walked from scratch, after every move', () => {
  fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.nat(), (seed, c) => {
    let s = createGame({ seats: 2, seed });
    let x = c || 1;
    while (!isOver(s)) {
      const legal = legalActions(s);
      x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
      s = (applyAction(s, legal[x % legal.length]) as { state: CarcState }).state;
      if (s.step !== 'follower') checkFeatures(s);
    }
  }), { numRuns: 8 });
});
