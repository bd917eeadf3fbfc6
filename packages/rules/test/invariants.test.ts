// Invariants over random games, checked against an independent reading of the board: the features
// the rules keep incrementally equal those found by flooding the whole castle's sub-cells from
// scratch, and every point on the track comes from a scoring event.
import fc from 'fast-check';
import {
  Action, GameEvent, GameState, START_BASE, applyAction, castleOf, createGame, isOver, legalActions, tileSetOf,
} from '../src';

/** The feature a picture letter belongs to, read from docs/board.md's legend (squares belong to none). */
const KIND: Record<string, string> = {
  P: 'path', F: 'path', p: 'path', H: 'house', h: 'house', T: 'tower', t: 'tower', C: 'court', M: 'court', c: 'court', K: 'chapel', k: 'chapel',
};

interface Region { kind: string; tiles: Set<number>; open: boolean; markets: number; fountains: number; aeries: number }

/**
 * Flood the sub-cells of the whole castle (5 × 5 per cell, start space strips on the wall) into
 * regions of one feature kind joined by sides. Returns the region of each sub-cell.
 */
function floodBoard(s: GameState) {
  const castle = castleOf(s), set = tileSetOf(s);
  const W = (castle.width + 2) * 5, H = (castle.height + 2) * 5; // one cell of margin all round for the strips
  const letter: string[] = new Array(W * H).fill('');
  const tile: number[] = new Array(W * H).fill(-1);
  const at = (cx: number, cy: number, sx: number, sy: number) => ((cy + 1) * 5 + sy) * W + (cx + 1) * 5 + sx;
  castle.cells.forEach(([x, y], c) => {
    const placed = s.board[c];
    if (!placed) return;
    const pic = set.oriented[placed.tile][placed.rot].picture;
    for (let sy = 0; sy < 5; sy++) for (let sx = 0; sx < 5; sx++) { letter[at(x, y, sx, sy)] = pic[sy][sx]; tile[at(x, y, sx, sy)] = c; }
  });
  castle.starts.forEach((st, i) => {
    for (let k = 0; k < 5; k++) {
      const [sx, sy] = [[k, -1], [5, k], [k, 5], [-1, k]][st.side];
      const idx = ((st.y + 1) * 5 + sy) * W + (st.x + 1) * 5 + sx;
      letter[idx] = st.strip[k];
      tile[idx] = START_BASE + i;
    }
  });
  const region = new Array<number>(W * H).fill(-1), regions: Region[] = [];
  for (let start = 0; start < W * H; start++) {
    if (!KIND[letter[start]] || region[start] >= 0) continue;
    const r: Region = { kind: KIND[letter[start]], tiles: new Set(), open: false, markets: 0, fountains: 0, aeries: 0 };
    const todo = [start];
    region[start] = regions.length;
    while (todo.length) {
      const i = todo.pop()!, x = i % W, y = (i - x) / W;
      r.tiles.add(tile[i]);
      if (letter[i] === 'M') r.markets++;
      if (letter[i] === 'F') r.fountains++;
      if (letter[i] !== letter[i].toUpperCase()) r.aeries++;
      for (const [nx, ny] of [[x, y - 1], [x + 1, y], [x, y + 1], [x - 1, y]]) {
        const n = ny * W + nx;
        if (tile[n] >= 0 && tile[n] !== tile[i] && tile[i] >= START_BASE && tile[n] >= START_BASE) continue; // strips do not touch
        // Across a tile's side into a cell without a tile: the feature is open there.
        const cell = castle.cellAt(Math.floor(nx / 5) - 1, Math.floor(ny / 5) - 1);
        if (tile[n] < 0 && cell >= 0 && tile[i] < START_BASE) r.open = true;
        if (tile[n] < 0 && cell >= 0 && tile[i] >= START_BASE && castle.cellAt(Math.floor(x / 5) - 1, Math.floor(y / 5) - 1) < 0) r.open = true;
        if (KIND[letter[n]] === r.kind && region[n] < 0) { region[n] = regions.length; todo.push(n); }
      }
    }
    regions.push(r);
  }
  return { region, regions, at, W };
}

function find(s: GameState, id: number): number {
  while (s.features[id].parent !== id) id = s.features[id].parent;
  return id;
}

/** The rules' features are exactly the flooded regions, with the same tiles, openness and contents:
 *  returns what differs, in words (nothing when they agree). */
function featureDifferences(s: GameState): string[] {
  const out: string[] = [];
  const castle = castleOf(s), set = tileSetOf(s);
  const { region, regions, at, W } = floodBoard(s);
  const rootOf = new Map<number, number>(), regionOf = new Map<number, number>();
  const pair = (root: number, reg: number) => {
    if ((rootOf.get(reg) ?? root) !== root || (regionOf.get(root) ?? reg) !== reg) out.push(`feature ${root} and region ${reg} are not one to one`);
    rootOf.set(reg, root);
    regionOf.set(root, reg);
  };
  castle.cells.forEach(([x, y], c) => {
    const placed = s.board[c];
    if (!placed) return;
    set.oriented[placed.tile][placed.rot].pieces.forEach((p, i) => pair(find(s, placed.f[i]), region[at(x, y, p.cells[0] % 5, Math.floor(p.cells[0] / 5))]));
  });
  castle.starts.forEach((st, si) => castle.startPieces[si].pieces.forEach((p, pi) => {
    const k = p.cells[0], [sx, sy] = [[k, -1], [5, k], [k, 5], [-1, k]][st.side];
    pair(find(s, s.starts[si][pi]), region[((st.y + 1) * 5 + sy) * W + (st.x + 1) * 5 + sx]);
  }));
  for (const [root, reg] of regionOf) {
    const f = s.features[root], r = regions[reg];
    const kept = JSON.stringify([f.kind, [...f.tiles].sort((a, b) => a - b), f.markets, f.fountains, f.aeries]);
    const found = JSON.stringify([r.kind, [...r.tiles].sort((a, b) => a - b), r.markets, r.fountains, r.aeries]);
    if (kept !== found) out.push(`feature ${root} is ${kept}, the board shows ${found}`);
    if (f.kind !== 'court' && (f.open === 0) === r.open) out.push(`feature ${root} has ${f.open} open edges, the board says ${r.open ? 'open' : 'closed'}`);
    // Followers on a completed feature have gone home; its count stays as it was scored.
    const men = [0, 1].map((seat) => s.followers.filter((fo) => fo.seat === seat && find(s, s.board[fo.cell]!.f[fo.piece]) === root).length);
    if (!f.done && `${f.men}` !== `${men}`) out.push(`feature ${root} counts followers ${f.men}, the board has ${men}`);
  }
  return out;
}

/** Points on the track come from scoring events only, as many as they say. */
function pointsOf(events: GameEvent[], seat: number): number {
  return events.reduce((n, e) => n + ((e.type === 'scored' || e.type === 'final') && e.seat === seat ? e.points : 0), 0);
}

function playRandom(seed: string, choice: number, falcon: boolean): void {
  let x = choice || 1;
  const pick = (n: number) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
  let s = createGame({ seed, falcon, variants: falcon ? { gatesStopMarkers: choice % 2 === 0 } : {} });
  const differences = featureDifferences(s);
  let turns = 0;
  while (!isOver(s)) {
    const legal = legalActions(s);
    const r = applyAction(s, legal[pick(legal.length)] as Action);
    if (!r.ok) throw new Error(r.error.message);
    for (const seat of [0, 1]) {
      const moved = r.state.players[seat].score - s.players[seat].score;
      if (moved !== pointsOf(r.events, seat)) differences.push(`seat ${seat} moved ${moved}, its events say ${pointsOf(r.events, seat)}`);
    }
    s = r.state;
    // Every second turn and the end: the flood is slow next to the rules.
    if ((s.step === 'place' && ++turns % 2 === 0) || isOver(s)) differences.push(...featureDifferences(s));
  }
  expect(differences).toEqual([]);
  expect(s.result!.winner).toBe(s.result!.scores[0] === s.result!.scores[1] ? null : s.result!.scores[0] > s.result!.scores[1] ? 0 : 1);
}

describe('random games against an independent reading of the board', () => {
  test.each([['base', false], ['Falcon', true]])('%s: features are the board\'s flooded regions; points come from scoring events', (_, falcon) => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 10 }), fc.nat(), (seed, c) => playRandom(seed, c, falcon as boolean)), { numRuns: 20 });
  });
});
