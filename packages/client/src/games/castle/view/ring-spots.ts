// Where the rings for follower choices stand on a tile: one sub-cell of each piece (5×5 sub-cells a
// tile), spread so that rings are as far apart as the pieces allow. Plain arithmetic, tested with jest.

const col = (k: number) => k % 5, row = (k: number) => Math.floor(k / 5);
const dist = (a: number, b: number) => Math.hypot(col(a) - col(b), row(a) - row(b));

/** The sub-cell of a piece nearest its centre of mass, so a mark stands on the piece itself. */
export function centreCell(cells: readonly number[]): number {
  const sx = cells.reduce((s, k) => s + col(k), 0) / cells.length, sy = cells.reduce((s, k) => s + row(k), 0) / cells.length;
  return cells.reduce((a, k) => ((col(k) - sx) ** 2 + (row(k) - sy) ** 2 < (col(a) - sx) ** 2 + (row(a) - sy) ** 2 ? k : a));
}

/** One sub-cell per piece: start at each centre, then let each piece move to the sub-cell of its
 *  own that is farthest from the others' (ties: nearer its centre), a few rounds. */
export function ringSpots(pieces: readonly (readonly number[])[]): number[] {
  const spots = pieces.map((cells) => centreCell(cells));
  if (pieces.length < 2) return spots;
  for (let round = 0; round < 3; round++) {
    pieces.forEach((cells, i) => {
      const centre = centreCell(cells);
      const score = (k: number) => Math.min(...spots.map((s, j) => (j === i ? Infinity : dist(k, s)))) - dist(k, centre) * 0.01;
      spots[i] = cells.reduce((a, k) => (score(k) > score(a) ? k : a), spots[i]);
    });
  }
  return spots;
}

/** Smallest distance between two spots, in sub-cells (Infinity for fewer than two). */
export function minSpacing(spots: readonly number[]): number {
  let m = Infinity;
  for (let i = 0; i < spots.length; i++) for (let j = i + 1; j < spots.length; j++) m = Math.min(m, dist(spots[i], spots[j]));
  return m;
}
