// docs/board.md is drawn from the data; this test keeps them the same.
// After changing the castle or the tiles: UPDATE_DOCS=1 npx jest docs
import * as fs from 'fs';
import * as path from 'path';
import { BASE_CASTLE, BASE_TILES, CHAPEL_POINTS, Castle, FALCON_CASTLE, FALCON_TILES, TileType } from '../src';

const DOC = path.join(__dirname, '../../../docs/board.md');

function castlePicture(castle: Castle): string {
  const h = castle.height, w = castle.width;
  // One character per cell, with a ring for the wall around; start spaces drawn as their number.
  const grid = Array.from({ length: h + 2 }, () => new Array<string>(w + 2).fill(' '));
  const inside = (x: number, y: number) => castle.cellAt(x, y) >= 0;
  for (let y = -1; y <= h; y++) {
    for (let x = -1; x <= w; x++) {
      if (inside(x, y)) grid[y + 1][x + 1] = '.';
      else if ([-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => inside(x + dx, y + dy)))) grid[y + 1][x + 1] = '#';
    }
  }
  castle.starts.forEach((s, i) => {
    const dx = [0, 1, 0, -1][s.side], dy = [-1, 0, 1, 0][s.side];
    grid[s.y + dy + 1][s.x + dx + 1] = String(i);
  });
  // Columns and rows from 10 on are written by their last digit.
  const header = '   ' + Array.from({ length: w + 2 }, (_, i) => (i === 0 || i === w + 1 ? ' ' : String((i - 1) % 10))).join(' ');
  return [header, ...grid.map((row, i) => `${i === 0 || i === h + 1 ? ' ' : (i - 1) % 10}  ${row.join(' ')}`)].join('\n');
}

function tilePictures(tiles: readonly TileType[]): string {
  const out: string[] = [];
  for (let i = 0; i < tiles.length; i += 6) {
    const group = tiles.slice(i, i + 6);
    out.push(group.map((t) => `${t.code} ×${t.count}`.padEnd(9)).join(' ').trimEnd());
    for (let r = 0; r < 5; r++) out.push(group.map((t) => t.picture[r].split('').join('').padEnd(9)).join(' ').trimEnd());
    out.push('');
  }
  return out.join('\n').trimEnd();
}

export function boardDocument(): string {
  return `# The castle and its tiles

This file is generated from \`packages/rules/src/castle.ts\` and \`packages/rules/src/tiles.ts\` by
\`UPDATE_DOCS=1 npx jest docs\`; a test fails when it and the data disagree.

The printed castle and tiles of *Carcassonne – The Castle* are not written down anywhere, so this
project reconstructs them within the facts of \`SPEC.md\`. Both are plain data: a printed set can be
dropped in by editing those two files (the data tests say what must hold).

## The castle

${BASE_CASTLE.cellCount} cells (\`.\`) inside the wall (\`#\`). The digits on the wall are the ${BASE_CASTLE.starts.length} start spaces.
Coordinates are x (column) and y (row); cells are numbered in reading order.

\`\`\`
${castlePicture(BASE_CASTLE)}
\`\`\`

The outline is a 10 × 8 rectangle with three corners cut off (top left, top right, bottom left) and a
one-cell nook in the east wall: ${BASE_CASTLE.towerSpaces.length} bends, each one a corner tower.

### Start spaces

Each start space is printed on the wall in front of one cell and shows five sub-cells along the wall
(read left to right on the north and south walls, top to bottom on the east and west walls), in the
tile letters below. It acts like the edge of a placed tile and counts as one tile when scored.

${startTable(BASE_CASTLE)}

### The score track

100 spaces (0–99) run clockwise along the wall from the top-left bend. Each bend is a corner tower
covering two spaces; the tower on 0/1 never holds a wall tile.

| tower | spaces |
| --- | --- |
${BASE_CASTLE.towerSpaces.map((t, i) => `| ${i} | ${t}/${t + 1} |`).join('\n')}

## The Falcon castle

The Falcon expansion's text gives four gates, "additional wall pieces to be inserted between 27/28,
47/48, 69/70, 91/92", that markers jump over without counting them, and Wikicarpedia adds that "2 of
the gate sections have additional start tile locations". Those facts are **sourced**; the rest of
this castle is **reconstructed**:

- Wall pieces inserted into a closed wall lengthen it, so the Falcon castle is the base castle with
  one more column (x = 5) and one more row (y = 2): ${FALCON_CASTLE.cellCount} cells for 78 tiles, as 76 for 60. With this
  project's tower spaces two gates fall on the east wall and none on the north, so four pieces of
  one cell each could not close the outline: the inserted column lengthens the north and south walls,
  the inserted row the west wall and the upper east stretch, and each gate is drawn between its two
  track spaces wherever they fall.
- The towers stand on the same track spaces as in the base castle (the track's numbers are printed
  on the base wall); the gates are no spaces.
- Start spaces 7 and 8 lie on the stretches of the gates 91/92 (west) and 69/70 (south), in the
  inserted row and column; their pictures are reconstructed.

\`\`\`
${castlePicture(FALCON_CASTLE)}
\`\`\`

${startTable(FALCON_CASTLE)}

Falcon gates lie between ${FALCON_CASTLE.gates.map(([a, b]) => `${a}/${b}`).join(', ')}, on straight stretches.

## The 60 castle tiles

Each tile is a 5 × 5 picture of sub-cells:

| letter | meaning |
| --- | --- |
| \`H\` | house |
| \`T\` | tower |
| \`C\` | court |
| \`M\` | court with a market (one market per \`M\`) |
| \`P\` | path |
| \`F\` | path with a fountain |
| \`S\` | square: ends every path touching it; no feature |
| \`K\` | chapel (Falcon) |
| \`h\` \`t\` \`c\` \`p\` \`k\` | house, tower, court, path, chapel with a falcon aerie (Falcon; one aerie each) |

A **piece** is a group of sub-cells of one feature joined by their sides (\`P\` and \`F\` together).
Pieces of neighbouring tiles join where sub-cells of the same feature face each other across the
shared side; so features never join corner to corner. Paths cross a tile edge only in its middle
sub-cell, which makes "paths must meet paths" one comparison per side. A feature is complete when no
edge of its pieces faces an empty cell. Rotation turns the picture a quarter clockwise.

| code | count | tile |
| --- | --- | --- |
${BASE_TILES.map((t) => `| ${t.code} | ${t.count} | ${t.name} |`).join('\n')}

\`\`\`
${tilePictures(BASE_TILES)}
\`\`\`

In all: ${BASE_TILES.reduce((n, t) => n + t.count, 0)} tiles, ${count(BASE_TILES, 'P', 'F')} with a path, ${count(BASE_TILES, 'F')} with a fountain, ${count(BASE_TILES, 'S')} with a square,
${markets()} markets, ${count(BASE_TILES, 'H')} with a house, ${count(BASE_TILES, 'T')} with a tower.

## The Falcon expansion's 18 tiles

With \`falcon: true\` these join the stack: 78 tiles for the Falcon castle's ${FALCON_CASTLE.cellCount} cells. A chapel scores by its size:
${CHAPEL_POINTS.map((p, i) => `${i + 1}${i + 1 === CHAPEL_POINTS.length ? '+' : ''} tiles ${p}`).join(', ')}.

| code | count | tile |
| --- | --- | --- |
${FALCON_TILES.map((t) => `| ${t.code} | ${t.count} | ${t.name} |`).join('\n')}

\`\`\`
${tilePictures(FALCON_TILES)}
\`\`\`

In all: ${FALCON_TILES.reduce((n, t) => n + t.count, 0)} tiles, ${count(FALCON_TILES, 'K', 'k')} with a chapel, ${aeries(FALCON_TILES)} aeries.
`;
}

function count(tiles: readonly TileType[], ...letters: string[]): number {
  return tiles.filter((t) => letters.some((l) => t.picture.join('').includes(l))).reduce((n, t) => n + t.count, 0);
}

function aeries(tiles: readonly TileType[]): number {
  return tiles.reduce((n, t) => n + t.count * t.picture.join('').split('').filter((l) => /[a-z]/.test(l)).length, 0);
}

function markets(): number {
  return BASE_TILES.reduce((n, t) => n + t.count * (t.picture.join('').split('M').length - 1), 0);
}

function startTable(castle: Castle): string {
  return ['| # | cell | wall side | strip | shows |', '| --- | --- | --- | --- | --- |',
    ...castle.starts.map((s, i) => `| ${i} | ${s.x},${s.y} | ${'NESW'[s.side]} | \`${s.strip}\` | ${describeStrip(s.strip)} |`)].join('\n');
}

function describeStrip(strip: string): string {
  const names: Record<string, string> = { P: 'path', H: 'house', T: 'tower', C: 'court', M: 'market', K: 'chapel' };
  return [...new Set(strip.split(''))].map((l) => names[l]).join(', ');
}

test('docs/board.md shows the castle and every tile, the Falcon ones too, as they are in the data', () => {
  const doc = boardDocument();
  if (process.env.UPDATE_DOCS) fs.writeFileSync(DOC, doc);
  expect(fs.readFileSync(DOC, 'utf8')).toBe(doc);
});
