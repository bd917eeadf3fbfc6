// The page reads follower spots from a table (src/view/plane-spot-table.ts) rather than working
// them out from the art in its first frame; this checks the table is what the finder gives today.
// After a change to the art or the finder: WRITE_SPOT_TABLE=1 npx jest plane-spot-table
import * as fs from 'fs';
import * as path from 'path';
import { TILE_KINDS } from '@castle/carcassonne';
import { findSpots } from '../src/games/carcassonne/view/plane-spot-finder';
import { SPOT_TABLE } from '../src/games/carcassonne/view/plane-spot-table';

const round = (x: number) => Math.round(x * 100) / 100;
const TABLE_FILE = path.join(__dirname, '../src/games/carcassonne/view/plane-spot-table.ts');

function source(): string {
  const rows = TILE_KINDS.map((k) => `  ${k.letter}: [${findSpots(k.letter).map(([s, [x, y]]) => `['${s}', ${round(x)}, ${round(y)}]`).join(', ')}],`);
  return [
    '// Follower spots per Carcassonne tile kind, north up: [spot, x, y] in tile units, in the rules\'',
    '// order. Written by test/plane-spot-table.test.ts from plane-spot-finder.ts (WRITE_SPOT_TABLE=1).',
    'export const SPOT_TABLE: Readonly<Record<string, readonly (readonly [string, number, number])[]>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

describe('the table of follower spots', () => {
  if (process.env.WRITE_SPOT_TABLE) fs.writeFileSync(TABLE_FILE, source());

  it.each(TILE_KINDS.map((k) => k.letter))('tile %s: the spots the finder works out from the art, to 0.01 of a unit', (letter) => {
    const found = findSpots(letter).map(([s, [x, y]]) => [s, round(x), round(y)]);
    expect(SPOT_TABLE[letter]).toEqual(found);
  });

  it('has no kinds the rules do not have', () => {
    expect(Object.keys(SPOT_TABLE).sort()).toEqual(TILE_KINDS.map((k) => k.letter).sort());
  });
});
