// The castles and the tile sets as data: counts, shapes, and that everything can be played.
import {
  BASE_CASTLE, BASE_SET, BASE_TILES, Castle, FALCON_CASTLE, FALCON_SET, TRACK_LENGTH, WALL, createGame, legalPlacements,
  rotatePicture,
} from '../src';

/** Corners of the castle's outline: grid points where the inside turns. */
function bends(castle: Castle): number {
  const inside = (x: number, y: number) => castle.cellAt(x, y) >= 0;
  let n = 0;
  for (let y = 0; y <= castle.height; y++) {
    for (let x = 0; x <= castle.width; x++) {
      const k = [inside(x - 1, y - 1), inside(x, y - 1), inside(x - 1, y), inside(x, y)].filter(Boolean).length;
      if (k === 1 || k === 3) n++;
      if (k === 2 && inside(x - 1, y - 1) === inside(x, y)) throw new Error('cells may not touch corner to corner only');
    }
  }
  return n;
}

/** The stretch of wall (index of the bend it starts from) a track space lies on. */
function stretchOf(castle: Castle, space: number): number {
  let k = castle.towerSpaces.length - 1;
  while (castle.towerSpaces[k] > space) k--;
  return k;
}

describe.each([
  ['base', BASE_CASTLE, 76, 7, 60],
  ['Falcon', FALCON_CASTLE, 95, 9, 78],
] as const)('the %s castle', (name, castle, cells, starts, tiles) => {
  test(`has ${cells} cells inside the wall, ${cells - tiles} more than its ${tiles} tiles`, () => {
    expect(castle.cellCount).toBe(cells);
    expect(castle.cells).toHaveLength(cells);
  });

  test('its wall has 14 bends, each a corner tower, the first on 0/1 and the next on 12/13', () => {
    expect(bends(castle)).toBe(14);
    expect(castle.wallBends).toHaveLength(14);
    expect(castle.wallBends[0]).toEqual([1, 0]); // the top wall runs from tower 0/1 to 12/13
    expect(castle.towerSpaces).toHaveLength(14);
    expect(castle.towerSpaces.slice(0, 2)).toEqual([0, 12]);
    const spaces = castle.towerSpaces.flatMap((t) => [t, t + 1]);
    expect(new Set(spaces).size).toBe(28);
    expect(Math.max(...spaces)).toBeLessThan(TRACK_LENGTH);
    expect(castle.towerAtSpace(33)).toBe(castle.towerSpaces.indexOf(33)); // the rulebook's example lands on 33
    expect(castle.towerAtSpace(112)).toBe(1); // a score past 99 stands on its space modulo 100
  });

  test(`${starts} start spaces lie on straight stretches of the wall, each in front of its own cell`, () => {
    expect(castle.starts).toHaveLength(starts);
    const seen = new Set<number>();
    castle.starts.forEach((s, i) => {
      const c = castle.cellAt(s.x, s.y);
      seen.add(c);
      expect(castle.neighbours[c * 4 + s.side]).toBe(-(2 + i));
      // Straight: the cells beside it along the wall have the wall on the same side.
      const along = s.side % 2 === 0 ? [[-1, 0], [1, 0]] : [[0, -1], [0, 1]];
      for (const [dx, dy] of along) {
        const n = castle.cellAt(s.x + dx, s.y + dy);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(castle.neighbours[n * 4 + s.side]).toBe(WALL);
      }
    });
    expect(seen.size).toBe(starts);
  });

  test('the start spaces show paths, houses, towers and courts, one with a market', () => {
    const kinds = new Set(castle.startPieces.flatMap((s) => s.pieces.map((p) => p.kind)));
    expect([...kinds].filter((k) => k !== 'chapel').sort()).toEqual(['court', 'house', 'path', 'tower']);
    expect(castle.startPieces.some((s) => s.pieces.some((p) => p.kind === 'court' && p.markets > 0))).toBe(true);
    expect(castle.startPieces.some((s) => s.hasPath)).toBe(true);
    expect(castle.startPieces.some((s) => !s.hasPath)).toBe(true);
  });

  test('cellAt knows the castle and nothing outside it', () => {
    expect(castle.cellAt(0, 0)).toBe(-1);
    expect(castle.cellAt(1, 0)).toBe(0);
    expect(castle.cellAt(castle.width - 1, 0)).toBe(-1);
    expect(castle.cellAt(-1, 3)).toBe(-1);
    expect(castle.cellAt(castle.width - 1, castle.height - 1)).toBe(cells - 1);
    castle.cells.forEach(([x, y], id) => expect(castle.cellAt(x, y)).toBe(id));
  });

  test('every tile of its game can be placed on the empty castle', () => {
    const empty = createGame({ seed: 'data', falcon: name === 'Falcon' });
    const set = name === 'Falcon' ? FALCON_SET : BASE_SET;
    expect(set.types.filter((_t, i) => legalPlacements(empty, i).length === 0).map((t) => t.code)).toEqual([]);
  });
});

describe('the Falcon castle', () => {
  test('has no gates in the base game, and four on straight stretches of the Falcon wall, away from the towers', () => {
    expect(BASE_CASTLE.gates).toEqual([]);
    expect(FALCON_CASTLE.gates).toEqual([[27, 28], [47, 48], [69, 70], [91, 92]]);
    for (const [a, b] of FALCON_CASTLE.gates) {
      expect([FALCON_CASTLE.towerAtSpace(a), FALCON_CASTLE.towerAtSpace(b)]).toEqual([-1, -1]);
      expect(stretchOf(FALCON_CASTLE, a)).toBe(stretchOf(FALCON_CASTLE, b));
    }
  });

  test('is the base castle with one more column and one more row, its towers on the same track spaces', () => {
    expect([FALCON_CASTLE.width, FALCON_CASTLE.height]).toEqual([BASE_CASTLE.width + 1, BASE_CASTLE.height + 1]);
    expect(FALCON_CASTLE.towerSpaces).toEqual(BASE_CASTLE.towerSpaces);
    // Every base cell has its place in the Falcon castle, shifted past the inserted column 5 and row 2.
    const shifted = BASE_CASTLE.cells.map(([x, y]) => FALCON_CASTLE.cellAt(x + (x >= 5 ? 1 : 0), y + (y >= 2 ? 1 : 0)));
    expect(shifted.every((c) => c >= 0)).toBe(true);
    expect(FALCON_CASTLE.starts.slice(0, 7).map((s) => s.strip)).toEqual(BASE_CASTLE.starts.map((s) => s.strip));
  });

  test('its two more start spaces lie on stretches of wall that have a gate', () => {
    const b = FALCON_CASTLE.wallBends;
    /** The stretch of wall (index of its first bend) along which a start space lies. */
    const stretchAt = (s: { x: number; y: number; side: number }) => b.findIndex(([ax, ay], k) => {
      const [bx, by] = b[(k + 1) % b.length];
      const [px, py] = [[s.x + 0.5, s.y], [s.x + 1, s.y + 0.5], [s.x + 0.5, s.y + 1], [s.x, s.y + 0.5]][s.side];
      return (ax === bx && px === ax && py > Math.min(ay, by) && py < Math.max(ay, by))
        || (ay === by && py === ay && px > Math.min(ax, bx) && px < Math.max(ax, bx));
    });
    const gateStretches = FALCON_CASTLE.gates.map(([a]) => stretchOf(FALCON_CASTLE, a));
    expect(FALCON_CASTLE.starts.slice(7).map((s) => gateStretches.includes(stretchAt(s)))).toEqual([true, true]);
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

});
