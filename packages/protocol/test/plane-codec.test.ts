// The codec of the original Carcassonne's open plane: what the server packs, the page reads back unchanged.
import fc from 'fast-check';
import {
  PLANE_SPOTS, packPlaneCell, packPlaneFollower, packPlaneTile, unpackPlaneCell, unpackPlaneFollower, unpackPlaneTile,
} from '../src';

/** 72 tiles reach at most 71 cells from the start tile, either way. */
const coord = fc.integer({ min: -71, max: 71 });

describe('the plane codec reads back what it packed', () => {
  test('a tile: its letter (A–X), rotation and position, a positive 32-bit number', () => {
    const tile = fc.record({ x: coord, y: coord, tile: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWX'.split('')), rot: fc.integer({ min: 0, max: 3 }) });
    fc.assert(fc.property(tile, (t) => {
      const n = packPlaneTile(t);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(2 ** 31);
      expect(unpackPlaneTile(n)).toEqual(t);
    }));
  });

  test('a follower: seat (of five), spot and position', () => {
    const follower = fc.record({ seat: fc.integer({ min: 0, max: 4 }), x: coord, y: coord, spot: fc.constantFrom(...PLANE_SPOTS) });
    fc.assert(fc.property(follower, (f) => { expect(unpackPlaneFollower(packPlaneFollower(f))).toEqual(f); }));
    expect(() => packPlaneFollower({ seat: 0, x: 0, y: 0, spot: 'f9' })).toThrow(/no follower spot f9/);
  });

  test('a cell, or none', () => {
    fc.assert(fc.property(coord, coord, (x, y) => { expect(unpackPlaneCell(packPlaneCell({ x, y }))).toEqual({ x, y }); }));
    expect(packPlaneCell(null)).toBe(-1);
    expect(unpackPlaneCell(-1)).toBeNull();
  });
});
