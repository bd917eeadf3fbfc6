// The board view's arithmetic without Pixi or a browser: where cells, pieces and rings stand, what a
// tap hits (after zoom and pan), how close a finger may tell rings apart, the markers' move along
// the track, the data attributes the browser tests read, and how sharp the canvas is drawn.
import { BASE_CASTLE, BASE_SET, FALCON_CASTLE, TRACK_LENGTH, applyAction, createGame, legalActions } from '@castle/rules';
import type { BoardModel } from '../src/games/castle/logic/board-model';
import { boardData, markerData } from '../src/games/castle/view/board-data';
import { CELL } from '../src/view/cell';
import { cellAtWorld, cellBox, cellCentre, pieceCentre, ringLayout, worldOf } from '../src/games/castle/view/board-geometry';
import { Camera } from '../src/view/camera';
import { DoubleTap, MOUSE_TARGET, TOUCH_TARGET, ringReach, ringZoom } from '../src/view/hit-test';
import { cellAtScreen, litCellAt, tapTarget } from '../src/games/castle/view/board-hit';
import { MARKER_MS, MARKER_RADIUS, MarkerMotion, markerSpots } from '../src/games/castle/view/marker-motion';
import { MAX_DEVICE_PIXELS, boardResolution } from '../src/view/resolution';
import { NUMBERED, trackSpaces } from '../src/games/castle/view/track-spaces';

/** A camera on a castle's world, on a screen of w×h CSS px. */
function cameraOn(castle = BASE_CASTLE, w = 800, h = 600): Camera {
  const c = new Camera(worldOf(castle));
  c.resize(w, h);
  return c;
}

/** A model with nothing on the board but what a test adds. */
function emptyModel(castle = BASE_CASTLE): BoardModel {
  return {
    tiles: BASE_SET, board: castle.cells.map(() => ({ tile: -1, rot: 0 })), followers: [], keeps: [], scores: [0, 0],
    towers: castle.towerSpaces.map(() => true), falcon: castle === FALCON_CASTLE, legalCells: [], preview: null, pieceMarks: null,
  };
}

/** The first placement of a game with several follower options, as the page's model has it. */
function placedTile() {
  const s = createGame({ seed: 'rings' });
  const place = legalActions(s).find((a) => {
    if (a.type !== 'place') return false;
    const r = applyAction(s, a);
    return r.ok && legalActions(r.state).filter((f) => f.type === 'follower' && f.piece !== null).length >= 3;
  })!;
  if (place.type !== 'place') throw new Error('no placement');
  const r = applyAction(s, place);
  if (!r.ok) throw new Error(r.error.message);
  const m = emptyModel();
  m.board[place.cell] = { tile: s.tile!, rot: place.rot };
  const pieces = legalActions(r.state).flatMap((a) => (a.type === 'follower' && a.piece !== null && !a.figure ? [a.piece] : []));
  return { m, cell: place.cell, pieces };
}

describe('where things stand', () => {
  test.each([['base', BASE_CASTLE], ['falcon', FALCON_CASTLE]] as const)('every cell of the %s castle is found at its centre and inside its square', (_, castle) => {
    castle.cells.forEach((_cell, id) => {
      expect(cellAtWorld(castle, ...cellCentre(castle, id))).toBe(id);
      const [x, y, w, h] = cellBox(castle, id, 2);
      expect(cellAtWorld(castle, x, y)).toBe(id);
      expect(cellAtWorld(castle, x + w - 0.01, y + h - 0.01)).toBe(id);
      expect([w, h]).toEqual([CELL - 4, CELL - 4]);
    });
    // The world holds the castle and the track around it.
    const world = worldOf(castle);
    for (const s of trackSpaces(CELL, castle)) {
      expect(s.x).toBeGreaterThan(world.x);
      expect(s.x).toBeLessThan(world.x + world.w);
      expect(s.y).toBeGreaterThan(world.y);
      expect(s.y).toBeLessThan(world.y + world.h);
    }
    expect(NUMBERED).toHaveLength(TRACK_LENGTH / 5);
  });

  test('follower rings stand on their own pieces, inside the tile, apart; a follower stands on its piece', () => {
    const { m, cell, pieces } = placedTile();
    const { rings, radius, spacing } = ringLayout(m, BASE_CASTLE, { cell, pieces, picked: null });
    expect(rings.map((r) => r.piece)).toEqual(pieces);
    const [x0, y0] = cellBox(BASE_CASTLE, cell);
    for (const r of rings) {
      expect(cellAtWorld(BASE_CASTLE, r.x, r.y)).toBe(cell);
      const sub = Math.floor((r.x - x0) / (CELL / 5)) + 5 * Math.floor((r.y - y0) / (CELL / 5));
      expect(BASE_SET.oriented[m.board[cell].tile][m.board[cell].rot].pieces[r.piece].cells).toContain(sub);
    }
    expect(radius).toBeLessThan(spacing / 2); // rings never overlap
    const [fx, fy] = pieceCentre(m, BASE_CASTLE, cell, pieces[0]);
    expect(cellAtWorld(BASE_CASTLE, fx, fy)).toBe(cell);
  });
});

describe('what a tap hits', () => {
  test('a cell under the pointer, after zoom and pan too; only lit cells light up on hover; off the castle, nothing', () => {
    const camera = cameraOn();
    camera.zoomAt(500, 200, 2.5);
    camera.panBy(-40, 30);
    const cells = BASE_CASTLE.cells.map((_, id) => id).filter((id) => {
      const [sx, sy] = camera.toScreen(...cellCentre(BASE_CASTLE, id));
      return sx > 0 && sy > 0 && sx < 800 && sy < 600;
    });
    expect(cells.length).toBeGreaterThan(3);
    for (const id of cells) {
      const [sx, sy] = camera.toScreen(...cellCentre(BASE_CASTLE, id));
      expect(tapTarget(camera, BASE_CASTLE, [], 22, sx, sy)).toEqual({ cell: id });
      expect(litCellAt(camera, BASE_CASTLE, [cells[0]], sx, sy)).toBe(id === cells[0] ? id : -1);
    }
    const fit = cameraOn();
    const [cx, cy] = fit.toScreen(worldOf(BASE_CASTLE).x + 5, worldOf(BASE_CASTLE).y + 5); // in the margin
    expect(cellAtScreen(fit, BASE_CASTLE, cx, cy)).toBe(-1);
    expect(tapTarget(fit, BASE_CASTLE, [], 22, cx, cy)).toBeNull();
  });

  test('a ring within reach is taken before the cell under it, the nearest first', () => {
    const camera = cameraOn();
    const { m, cell, pieces } = placedTile();
    const { rings, radius } = ringLayout(m, BASE_CASTLE, { cell, pieces, picked: null });
    const reach = ringReach(radius, camera.scale, false);
    for (const r of rings) {
      const [sx, sy] = camera.toScreen(r.x, r.y);
      expect(tapTarget(camera, BASE_CASTLE, rings, reach, sx + 1, sy - 1)).toEqual({ piece: r.piece });
    }
    const [cx, cy] = camera.toScreen(...cellCentre(BASE_CASTLE, cell));
    const far = rings.every((r) => Math.hypot(...camera.toScreen(r.x, r.y).map((v, i) => v - [cx, cy][i]) as [number, number]) > reach);
    if (far) expect(tapTarget(camera, BASE_CASTLE, rings, reach, cx, cy)).toEqual({ cell });
  });

  test('a ring is a fingertip wide on a touch screen, less with a mouse, never smaller than drawn', () => {
    expect(ringReach(1, 1, true)).toBe(TOUCH_TARGET / 2);
    expect(ringReach(1, 1, false)).toBe(MOUSE_TARGET / 2);
    expect(ringReach(10, 4, true)).toBe(40);
  });

  test('rings too close for a finger zoom the board in until they are a target apart', () => {
    const phone = cameraOn(BASE_CASTLE, 390, 506);
    const { m, cell, pieces } = placedTile();
    const { spacing } = ringLayout(m, BASE_CASTLE, { cell, pieces, picked: null });
    expect(spacing * phone.scale).toBeLessThan(TOUCH_TARGET);
    const zoom = ringZoom(phone, spacing, true)!;
    expect(zoom).toBeGreaterThan(1);
    phone.focus(...cellCentre(BASE_CASTLE, cell), zoom);
    expect(spacing * phone.scale).toBeGreaterThanOrEqual(TOUCH_TARGET);
    // The whole tile is still in view.
    const [x, y, w, h] = cellBox(BASE_CASTLE, cell);
    const [sx0, sy0] = phone.toScreen(x, y), [sx1, sy1] = phone.toScreen(x + w, y + h);
    expect([sx0 >= 0, sy0 >= 0, sx1 <= 390, sy1 <= 506]).toEqual([true, true, true, true]);
    expect(ringZoom(phone, spacing, true)).toBeNull(); // close enough now
    expect(ringZoom(cameraOn(BASE_CASTLE, 2000, 1500), spacing, false)).toBeNull(); // a large screen and a mouse
  });

  test('two quick taps close together off the castle are a double tap; a third starts again', () => {
    const d = new DoubleTap();
    expect(d.tap(1000, 10, 10, false)).toBe(false);
    expect(d.tap(1200, 14, 12, false)).toBe(true);
    expect(d.tap(1300, 14, 12, false)).toBe(false);
    expect(d.tap(2000, 100, 100, true)).toBe(false);
    expect(d.tap(2300, 120, 110, true)).toBe(true); // a finger may land 30 px off
    expect(d.tap(5000, 0, 0, false)).toBe(false);
    expect(d.tap(5500, 0, 0, false)).toBe(false); // too slow
  });
});

describe('the score markers', () => {
  const track = trackSpaces(CELL, BASE_CASTLE);

  test('the first scores are drawn where they are; a change moves the markers, quick at first, with the points gained', () => {
    const m = new MarkerMotion();
    expect(m.take([3, 0], 0)).toBe(false);
    expect([m.shown, m.moving]).toEqual([[3, 0], false]);
    expect(m.take([11, 0], 1000)).toBe(true);
    expect(m.floats).toEqual([{ seat: 0, text: '+8', progress: 0 }]);
    expect(m.step(1000 + MARKER_MS / 2)).toBe(false);
    expect(m.shown![0]).toBeCloseTo(3 + 8 * 0.875); // 1 - (1 - ½)³ of the way
    expect(m.floats[0].progress).toBe(0.5);
    expect(m.take([11, 0], 1500)).toBe(false); // the same target: the move goes on
    expect(m.step(1000 + MARKER_MS)).toBe(true);
    expect([m.shown, m.moving, m.floats[0].progress]).toEqual([[11, 0], false, 1]);
    m.clearFloats();
    expect(m.floats).toEqual([]);
  });

  test('a screen that animates itself is drawn as it says', () => {
    const m = new MarkerMotion();
    m.take([5, 5], 0);
    m.set([7.5, 5], [{ seat: 0, text: '+5', progress: 0.5 }]);
    expect([m.shown, m.moving, m.floats]).toEqual([[7.5, 5], false, [{ seat: 0, text: '+5', progress: 0.5 }]]);
  });

  test('markers stand on their spaces, between two while moving, side by side on one, round again past 100', () => {
    expect(markerSpots(track, [0, 7])).toEqual([track[0], track[7]]);
    const [half] = markerSpots(track, [2.5, 40]);
    expect(half.x).toBeCloseTo((track[2].x + track[3].x) / 2);
    expect(half.y).toBeCloseTo((track[2].y + track[3].y) / 2);
    const [a, b] = markerSpots(track, [12, 112]);
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeCloseTo(2 * 0.19 * CELL);
    expect((a.x + b.x) / 2).toBeCloseTo(track[12].x);
    // The first seat nearer the wall: against the space's outward normal.
    expect((a.x - track[12].x) * track[12].nx + (a.y - track[12].y) * track[12].ny).toBeLessThan(0);
  });
});

describe('the data attributes the browser tests read', () => {
  test('lit cells, rings, the last move and the choice, at their places on screen after zoom and pan', () => {
    const camera = cameraOn();
    camera.zoomAt(300, 300, 1.8);
    camera.panBy(25, -10);
    const { m, cell, pieces } = placedTile();
    const model: BoardModel = { ...m, legalCells: [3, 7, 12], preview: { cell: 7, tile: 0, rot: 2 }, ghost: { cell: 12, tile: 0, rot: 1 }, lastMove: { cell, follower: null, scored: [] }, highlight: [cell] };
    model.towers = model.towers.map((_, k) => k !== 1);
    const { rings, radius } = ringLayout(m, BASE_CASTLE, { cell, pieces, picked: null });
    const d = boardData(model, BASE_CASTLE, camera, rings, ringReach(radius, camera.scale, true), new Map([[2, 7]]));
    expect([d.selected, d.ghost, d.highlight, d.zoom]).toEqual(['7/2', '12/1', String(cell), '1.800']);
    const lit = JSON.parse(d.legalCells) as [number, number, number][];
    expect(lit.map(([id]) => id)).toEqual([3, 7, 12]);
    for (const [id, x, y] of lit) expect(cellAtScreen(camera, BASE_CASTLE, x, y)).toBe(id);
    const marks = JSON.parse(d.pieceMarks) as [number, number, number, number][];
    for (const [piece, x, y, reach] of marks) {
      expect(reach).toBeGreaterThanOrEqual(TOUCH_TARGET / 2);
      expect(tapTarget(camera, BASE_CASTLE, rings, reach, x, y)).toEqual({ piece });
    }
    const last = JSON.parse(d.lastMove);
    expect(cellAtScreen(camera, BASE_CASTLE, last.at[0], last.at[1])).toBe(cell);
    expect(d.wallTiles.split(',').slice(0, 3)).toEqual(['down', '', 'up:7']);
    expect(d.trackLabels.split(',').map(Number)).toEqual(NUMBERED);
  });

  test('each marker with its score, where it stands and its size', () => {
    const camera = cameraOn();
    const track = trackSpaces(CELL, BASE_CASTLE);
    const markers = JSON.parse(markerData(markerSpots(track, [4, 20]), [4, 20], camera));
    expect(markers).toEqual([
      [0, 4, ...camera.toScreen(track[4].x, track[4].y).map((v) => Math.round(v * 10) / 10), Math.round(MARKER_RADIUS * camera.scale * 10) / 10],
      [1, 20, ...camera.toScreen(track[20].x, track[20].y).map((v) => Math.round(v * 10) / 10), Math.round(MARKER_RADIUS * camera.scale * 10) / 10],
    ]);
  });
});

describe('how sharp the board is drawn', () => {
  test('at the device pixel ratio (3 at most), lower only where the backing store would not fit', () => {
    expect(boardResolution(390, 506, 3)).toBe(3);
    expect(boardResolution(800, 600, 1)).toBe(1);
    expect(boardResolution(800, 600, 4)).toBe(3);
    const big = boardResolution(2560, 1440, 2);
    expect(big).toBeLessThan(2);
    expect(2560 * 1440 * big ** 2).toBeLessThanOrEqual(MAX_DEVICE_PIXELS * 1.0001);
    expect(boardResolution(10000, 10000, 2)).toBe(1); // never below 1
  });
});
