// Carcassonne's plane view without Pixi or a browser: where each follower spot stands on a tile
// (on its feature as the art draws it, read back from the SVG; apart from the others; turned with
// the tile), the world that grows with the tiles and the camera kept across it, what a tap hits
// after zoom and pan, and the data attributes the browser tests read.
import { SEGMENTS, TILE_KINDS } from '@castle/carcassonne';
import { CARC_PICTURES, rotateCarcPicture } from '../src/games/carcassonne/art/pictures';
import { carcassonneTileSvg } from '../src/games/carcassonne/art/tile-svg';
import type { PlaneModel } from '../src/games/carcassonne/logic/plane-model';
import { EMPTY_PLANE } from '../src/games/carcassonne/logic/plane-model';
import { Camera } from '../src/view/camera';
import { TOUCH_TARGET, ringZoom } from '../src/view/hit-test';
import { planeData } from '../src/games/carcassonne/view/plane-data';
import {
  MAX_FIT_TILE_PX, MAX_FOCUS_TILE_PX, PLANE_CELL, WORLD_MARGIN, cellAtScreen, cellCentre, followerWorld, frameCells, legalAtScreen, moveWorld, planeRings, planeWorld, spotAtScreen,
} from '../src/games/carcassonne/view/plane-geometry';
import { minSpacing, spotPoint, tileSpots } from '../src/games/carcassonne/view/plane-spots';
import { type Pt, features, inside } from './svg-geometry';

const LETTERS = TILE_KINDS.map((k) => k.letter);
const CASES = LETTERS.flatMap((l) => [0, 1, 2, 3].map((r) => [l, r] as const));
/** As the art draws them (tile-svg.ts): a road's half width with its verge, a wall's thickness. */
const ROAD_HALF = 9 / 2 + 1.6, WALL = 4.6;

const turn = ([x, y]: Pt, q: number): Pt => (q === 0 ? [x, y] : turn([100 - y, x], q - 1));
function distToLine([px, py]: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [ax, ay] = line[i - 1], [bx, by] = line[i], dx = bx - ax, dy = by - ay, len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len)) : 0;
    best = Math.min(best, (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2);
  }
  return Math.sqrt(best);
}
/** A city's walls: its outline less the stretches along the tile's border. */
const walls = (poly: readonly Pt[]): Pt[][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]] as Pt[])
  .filter(([a, b]) => !((a[0] === b[0] && (a[0] === 0 || a[0] === 100)) || (a[1] === b[1] && (a[1] === 0 || a[1] === 100))));

/** The drawn grass of a tile sampled every G units (G + 1 samples a side): not in a city, nor on a
 *  road or a wall, as read back from the SVG. */
const G = 2, S = 100 / G + 1;
function grassGrid(svg: string): Uint8Array {
  const fs = features(svg), cities = fs.filter((f) => f.feature === 'city'), roads = fs.filter((f) => f.feature === 'road');
  const wallLines = cities.flatMap((c) => walls(c.parts[0]));
  const grid = new Uint8Array(S * S);
  for (let k = 0; k < S * S; k++) {
    const p: Pt = [(k % S) * G, Math.floor(k / S) * G];
    grid[k] = Number(!cities.some((c) => inside(p, c.parts[0]))
      && roads.every((r) => distToLine(p, r.parts[0]) > ROAD_HALF) && wallLines.every((w) => distToLine(p, w) > WALL));
  }
  return grid;
}

/** The half edges the grass reaches from `from` (flood fill): 'N1' .. 'W2', clockwise from the
 *  north-west corner, not counting the corners and the sides' middles. */
function halvesReached(grass: Uint8Array, from: Pt): Set<string> {
  const start = Math.round(from[1] / G) * S + Math.round(from[0] / G), reached = new Set<string>();
  if (!grass[start]) return reached;
  const seen = new Uint8Array(S * S), queue = [start];
  seen[start] = 1;
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i], i0 = k % S, j0 = (k - i0) / S, x = i0 * G, y = j0 * G;
    const side = y === 0 ? 'N' : x === 100 ? 'E' : y === 100 ? 'S' : x === 0 ? 'W' : '';
    const along = side === 'N' ? x : side === 'E' ? y : side === 'S' ? 100 - x : 100 - y; // clockwise
    if (side && along > 3 && along < 97 && Math.abs(along - 50) > 3) reached.add(`${side}${along < 50 ? 1 : 2}`);
    for (const [ni, nj] of [[i0 + 1, j0], [i0 - 1, j0], [i0, j0 + 1], [i0, j0 - 1]]) {
      const n = nj * S + ni;
      if (ni < 0 || nj < 0 || ni >= S || nj >= S || seen[n] || !grass[n]) continue;
      seen[n] = 1;
      queue.push(n);
    }
  }
  return reached;
}

describe('follower spots', () => {
  test('each kind has the rules\' spots, in their order', () => {
    TILE_KINDS.forEach((k, i) => expect(tileSpots(k.letter, 0).map((s) => s.spot)).toEqual(SEGMENTS[i].map((g) => g.spot)));
    expect(spotPoint('D', 'c2', 0)).toBeNull();
    expect(spotPoint('?', 'c1', 0)).toBeNull();
  });

  test.each(CASES)('%s turned %i: every spot inside the tile, a finger apart, the turned base point', (letter, rot) => {
    const spots = tileSpots(letter, rot);
    for (const { spot, at } of spots) {
      for (const v of at) expect({ spot, v, inside: v >= 8 && v <= 92 }).toEqual({ spot, v, inside: true });
      const base = spotPoint(letter, spot, 0)!;
      expect(at[0]).toBeCloseTo(turn(base, rot)[0], 9);
      expect(at[1]).toBeCloseTo(turn(base, rot)[1], 9);
    }
    expect(minSpacing(spots.map((s) => s.at))).toBeGreaterThanOrEqual(20);
  });

  test('20 tile units is a fingertip once the follower step zooms a tile in on a phone', () => {
    const c = new Camera(planeWorld(TILE_KINDS.map((_, i) => ({ x: i % 9, y: Math.floor(i / 9) * 3 })), 390, 439));
    c.resize(390, 439);
    const spacing = (20 / 100) * PLANE_CELL;
    const zoom = ringZoom(c, spacing, true)!;
    expect(zoom).toBeGreaterThan(1);
    expect(spacing * c.fitScale * zoom).toBeGreaterThanOrEqual(TOUCH_TARGET);
  });

  test.each(CASES)('%s turned %i: each spot stands on its feature as drawn', (letter, rot) => {
    const svg = carcassonneTileSvg(CARC_PICTURES[letter], rot), p = rotateCarcPicture(CARC_PICTURES[letter], rot);
    const fs = features(svg), cities = fs.filter((f) => f.feature === 'city'), roads = fs.filter((f) => f.feature === 'road');
    const inCity = (pt: Pt) => cities.findIndex((c) => inside(pt, c.parts[0]));
    let grass: Uint8Array | undefined;
    for (const { spot, at } of tileSpots(letter, rot)) {
      const n = Number(spot.slice(1)) - 1, where = { spot, at };
      if (spot === 'cloister') {
        expect(p.cloister).toBe(true);
        expect(Math.hypot(at[0] - 50, at[1] - 50)).toBeLessThan(10);
      } else if (spot[0] === 'c') {
        expect({ ...where, city: inCity(at) }).toEqual({ ...where, city: n });
        expect({ ...where, clearOfWall: walls(cities[n].parts[0]).every((w) => distToLine(at, w) > 6) }).toEqual({ ...where, clearOfWall: true });
      } else if (spot[0] === 'r') {
        expect({ ...where, onRoad: distToLine(at, roads[n].parts[0]) < 1, city: inCity(at) }).toEqual({ ...where, onRoad: true, city: -1 });
      } else if (spot[0] === 'f') {
        const clear = inCity(at) < 0 && roads.every((r) => distToLine(at, r.parts[0]) > ROAD_HALF + 2)
          && cities.every((c) => walls(c.parts[0]).every((w) => distToLine(at, w) > WALL + 2));
        expect({ ...where, clear }).toEqual({ ...where, clear: true });
        // Its own field: the grass it stands on reaches that field's half edges and no other field's.
        grass ??= grassGrid(svg);
        const reached = halvesReached(grass, at), mine = p.fields![n].halves;
        expect({ ...where, reachesOwn: mine.some((h) => reached.has(h)) }).toEqual({ ...where, reachesOwn: true });
        const others = p.fields!.flatMap((f, i) => (i === n ? [] : f.halves)).filter((h) => reached.has(h));
        expect({ ...where, others }).toEqual({ ...where, others: [] });
      } else {
        throw new Error(`a spot of no kind: ${spot}`);
      }
    }
  });
});

const model = (over: Partial<PlaneModel>): PlaneModel => ({ ...EMPTY_PLANE, ...over });

describe('the world and the camera', () => {
  test('a final scoring line\'s cells are framed: all in view, closer than the whole plane, never huge', () => {
    const tiles = Array.from({ length: 40 }, (_, i) => ({ x: i % 8, y: Math.floor(i / 8) * 3 }));
    const c = new Camera(planeWorld(tiles, 390, 439));
    c.resize(390, 439);
    const road = [{ x: 5, y: 9 }, { x: 6, y: 9 }, { x: 7, y: 9 }];
    frameCells(c, road);
    expect(c.zoom).toBeGreaterThan(1);
    for (const p of road) {
      const [sx, sy] = c.toScreen(...cellCentre(p.x, p.y));
      expect(sx).toBeGreaterThan(0); expect(sx).toBeLessThan(390);
      expect(sy).toBeGreaterThan(0); expect(sy).toBeLessThan(439);
    }
    frameCells(c, [{ x: 0, y: 0 }]);
    expect(PLANE_CELL * c.scale).toBeLessThanOrEqual(MAX_FOCUS_TILE_PX + 1e-9);
  });

  test('the world holds the tiles and a free cell round them; a lone start tile is not drawn huge', () => {
    for (const [w, h] of [[1280, 800], [390, 439]]) {
      const c = new Camera(planeWorld([{ x: 0, y: 0 }], w, h));
      c.resize(w, h);
      expect(PLANE_CELL * c.fitScale).toBeLessThanOrEqual(MAX_FIT_TILE_PX + 1e-9);
    }
    const tiles = [{ x: -3, y: 0 }, { x: 0, y: 0 }, { x: 4, y: -2 }, { x: 2, y: 5 }];
    const world = planeWorld(tiles, 800, 600);
    expect(world.x).toBeLessThan(-4 * PLANE_CELL);
    expect(world.x + world.w).toBeGreaterThan(6 * PLANE_CELL);
    expect(world.y).toBeLessThan(-3 * PLANE_CELL);
    expect(world.y + world.h).toBeGreaterThan(7 * PLANE_CELL);
    // Eight columns of tiles, a free one each side and the margins: a plane this big is not padded.
    expect(world.w).toBeCloseTo((8 + 2 + 2 * WORLD_MARGIN) * PLANE_CELL, 9);
  });

  test('as the world grows, a fitted camera stays fitted and a zoomed one keeps its scale and place', () => {
    const small = planeWorld([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 }], 800, 600);
    const big = planeWorld([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 }, { x: 9, y: 6 }], 800, 600);
    const fitted = new Camera(small);
    fitted.resize(800, 600);
    moveWorld(fitted, big);
    expect(fitted.isFit).toBe(true);
    expect(fitted.world).toEqual(big);
    const zoomed = new Camera(small);
    zoomed.resize(800, 600);
    zoomed.zoomAt(300, 300, 3);
    const [scale, cx, cy] = [zoomed.scale, zoomed.cx, zoomed.cy];
    moveWorld(zoomed, big);
    expect(zoomed.scale).toBeCloseTo(scale, 9);
    expect([zoomed.cx, zoomed.cy]).toEqual([cx, cy]);
  });

  test('a tap finds its cell, a lit cell and the nearest ring within reach, after zoom and pan', () => {
    const c = new Camera(planeWorld([{ x: 0, y: 0 }, { x: 1, y: 0 }], 800, 600));
    c.resize(800, 600);
    c.zoomAt(200, 300, 2.5);
    c.panBy(-40, 25);
    for (const [x, y] of [[0, 0], [1, 0], [-1, 1], [2, -1]]) expect(cellAtScreen(c, ...c.toScreen(...cellCentre(x, y)))).toEqual({ x, y });
    const legal = [{ x: 2, y: 0 }, { x: -1, y: 0 }];
    expect(legalAtScreen(c, legal, ...c.toScreen(...cellCentre(2, 0)))).toEqual({ x: 2, y: 0 });
    expect(legalAtScreen(c, legal, ...c.toScreen(...cellCentre(0, 0)))).toBeNull();
    const at = { tile: 'X', x: 1, y: 0, rot: 0 };
    const { rings, radius, spacing } = planeRings(model({ tiles: [at], spots: { at, spots: [{ spot: 'r1', role: 'thief' }, { spot: 'f1', role: 'farmer' }] } }));
    expect(rings.map((r) => r.spot)).toEqual(['r1', 'f1']);
    expect(radius).toBeLessThan(spacing / 2);
    const [sx, sy] = c.toScreen(rings[1].x, rings[1].y);
    expect(spotAtScreen(c, rings, 20, sx + 5, sy - 5)).toBe('f1');
    expect(spotAtScreen(c, rings, 20, sx + 30, sy)).toBeNull();
  });

  test('a follower stands on its spot of the tile on its cell', () => {
    const t = { tile: 'D', x: 2, y: -1, rot: 1 };
    const [wx, wy] = followerWorld(model({ tiles: [t] }), { x: 2, y: -1, spot: 'c1' });
    const p = spotPoint('D', 'c1', 1)!;
    expect([wx, wy]).toEqual([(2 + p[0] / 100) * PLANE_CELL, (-1 + p[1] / 100) * PLANE_CELL]);
  });
});

describe('data attributes', () => {
  test('lit cells and rings where the screen shows them, the choice, the counts and the zoom', () => {
    const c = new Camera(planeWorld([{ x: 0, y: 0 }], 800, 600));
    c.resize(800, 600);
    c.zoomAt(100, 100, 2);
    const preview = { tile: 'E', x: 1, y: 0, rot: 3 };
    const m = model({
      tiles: [{ tile: 'D', x: 0, y: 0, rot: 0 }], followers: [{ seat: 4, x: 0, y: 0, spot: 'r1', role: 'thief' }],
      legalCells: [{ x: 1, y: 0 }, { x: 0, y: 1 }], preview, spots: { at: preview, spots: [{ spot: 'c1', role: 'knight' }] },
    });
    const { rings } = planeRings(m);
    const d = planeData(m, c, rings, 22);
    const legal = JSON.parse(d.legalCells) as number[][];
    expect(legal.map((l) => l.slice(0, 2))).toEqual([[1, 0], [0, 1]]);
    const [sx, sy] = c.toScreen(...cellCentre(0, 1));
    expect(legal[1][2]).toBeCloseTo(sx, 0);
    expect(legal[1][3]).toBeCloseTo(sy, 0);
    const spots = JSON.parse(d.spots) as [string, number, number, number][];
    expect(spots).toHaveLength(1);
    expect(spots[0][0]).toBe('c1');
    expect(spots[0][3]).toBe(22);
    expect(cellAtScreen(c, spots[0][1], spots[0][2])).toEqual({ x: 1, y: 0 });
    expect([d.selected, d.tiles, d.followers, d.zoom]).toEqual(['1,0/3', '1', '1', '2.000']);
    expect(planeData(EMPTY_PLANE, c, [], 0).selected).toBe('');
  });
});
