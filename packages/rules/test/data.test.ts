// The castle and the tile set as data: counts, shapes, and that everything can be played.
import {
  BASE_SET, BASE_TILES, CASTLE_MAP, CELLS, CELL_COUNT, GATES, NEIGHBOURS, START_PIECES, START_SPACES_DATA,
  TOWER_SPACES, TRACK_LENGTH, WALL, WALL_BENDS, cellAt, createGame, legalPlacements, rotatePicture, towerAtSpace,
} from '../src';

/** Corners of the castle's outline: grid points where the inside turns. */
function bends(): number {
  const inside = (x: number, y: number) => y >= 0 && y < CASTLE_MAP.length && x >= 0 && x < CASTLE_MAP[0].length && CASTLE_MAP[y][x] === '.';
  let n = 0;
  for (let y = 0; y <= CASTLE_MAP.length; y++) {
    for (let x = 0; x <= CASTLE_MAP[0].length; x++) {
      const k = [inside(x - 1, y - 1), inside(x, y - 1), inside(x - 1, y), inside(x, y)].filter(Boolean).length;
      if (k === 1 || k === 3) n++;
      if (k === 2 && inside(x - 1, y - 1) === inside(x, y)) throw new Error('cells may not touch corner to corner only');
    }
  }
  return n;
}

describe('the castle', () => {
  test('has 76 cells inside the wall', () => {
    expect(CELL_COUNT).toBe(76);
    expect(CELLS).toHaveLength(76);
  });

  test('its wall has 14 bends, each a corner tower, the first on 0/1 and the next on 12/13', () => {
    expect(bends()).toBe(14);
    expect(WALL_BENDS).toHaveLength(14);
    expect(WALL_BENDS.slice(0, 2)).toEqual([[1, 0], [9, 0]]); // the top wall runs from tower 0/1 to 12/13
    expect(TOWER_SPACES).toHaveLength(14);
    expect(TOWER_SPACES.slice(0, 2)).toEqual([0, 12]);
    const spaces = TOWER_SPACES.flatMap((t) => [t, t + 1]);
    expect(new Set(spaces).size).toBe(28);
    expect(Math.max(...spaces)).toBeLessThan(TRACK_LENGTH);
    expect(towerAtSpace(33)).toBe(TOWER_SPACES.indexOf(33)); // the rulebook's example lands on 33
  });

  test('the Falcon gates lie on straight stretches of the track, away from the towers', () => {
    expect(GATES).toEqual([[27, 28], [47, 48], [69, 70], [91, 92]]);
    for (const [a, b] of GATES) {
      expect(towerAtSpace(a)).toBe(-1);
      expect(towerAtSpace(b)).toBe(-1);
    }
  });

  test('7 start spaces lie on straight stretches of the wall, each in front of one cell', () => {
    expect(START_SPACES_DATA).toHaveLength(7);
    const cells = new Set<number>();
    START_SPACES_DATA.forEach((s, i) => {
      const c = cellAt(s.x, s.y);
      cells.add(c);
      expect(NEIGHBOURS[c * 4 + s.side]).toBe(-(2 + i));
      // Straight: the cells beside it along the wall have the wall on the same side.
      const along = s.side % 2 === 0 ? [[-1, 0], [1, 0]] : [[0, -1], [0, 1]];
      for (const [dx, dy] of along) {
        const n = cellAt(s.x + dx, s.y + dy);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(NEIGHBOURS[n * 4 + s.side]).toBe(WALL);
      }
    });
    expect(cells.size).toBe(7);
  });

  test('the start spaces show paths, houses, towers and courts, one with a market', () => {
    const kinds = new Set(START_PIECES.flatMap((s) => s.pieces.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual(['court', 'house', 'path', 'tower']);
    expect(START_PIECES.some((s) => s.pieces.some((p) => p.kind === 'court' && p.markets > 0))).toBe(true);
    expect(START_PIECES.some((s) => s.hasPath)).toBe(true);
    expect(START_PIECES.some((s) => !s.hasPath)).toBe(true);
  });
});

describe('the castle tiles', () => {
  const letters = BASE_TILES.flatMap((t) => new Array(t.count).fill(t.picture.join('')));

  test('there are 60', () => {
    expect(BASE_TILES.reduce((n, t) => n + t.count, 0)).toBe(60);
  });

  test('every kind of feature is present: paths, fountains, squares, houses, towers, courts, markets', () => {
    const count = (ch: string) => letters.filter((l) => l.includes(ch)).length;
    expect(count('P')).toBeGreaterThanOrEqual(35); // about two thirds carry a path
    expect(count('F')).toBe(6);
    expect(count('S')).toBe(8);
    expect(count('H')).toBeGreaterThan(10);
    expect(count('T')).toBeGreaterThan(10);
    expect(count('C')).toBeGreaterThan(30);
    expect(letters.reduce((n, l) => n + l.split('M').length - 1, 0)).toBe(12);
    expect(letters.filter((l) => !l.includes('P') && !l.includes('F')).length).toBeGreaterThan(10);
  });

  test('paths cross a tile edge only in its middle', () => {
    for (const t of BASE_SET.oriented.flat()) {
      for (let side = 0; side < 4; side++) {
        for (let k = 0; k < 5; k++) {
          const piece = t.edge[side * 5 + k];
          if (piece >= 0 && t.pieces[piece].kind === 'path') expect(k).toBe(2);
        }
      }
    }
  });

  test('four quarter turns bring a tile back, and each turn carries the paths round clockwise', () => {
    for (const t of BASE_TILES) {
      let p = t.picture.slice();
      for (let i = 0; i < 4; i++) p = rotatePicture(p);
      expect(p).toEqual(t.picture);
    }
    const g = BASE_SET.oriented[BASE_TILES.findIndex((t) => t.code === 'G')];
    // G: a bend from north to east; turned once it runs east to south.
    expect(g.map((o) => o.pathMask)).toEqual([0b0011, 0b0110, 0b1100, 0b1001]);
  });

  test('every tile can be placed on the empty castle', () => {
    const empty = createGame({ seed: 'data' });
    BASE_TILES.forEach((t, i) => {
      expect([t.code, legalPlacements(empty, i).length > 0]).toEqual([t.code, true]);
    });
  });
});

test('cellAt knows the castle and nothing outside it', () => {
  expect(cellAt(0, 0)).toBe(-1);
  expect(cellAt(1, 0)).toBe(0);
  expect(cellAt(10, 0)).toBe(-1);
  expect(cellAt(-1, 3)).toBe(-1);
  expect(cellAt(9, 7)).toBe(75);
});
