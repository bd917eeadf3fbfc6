// The codec of the synced board and followers: what the server packs, the page reads back unchanged.
import fc from 'fast-check';
import {
  packBoard, packCell, packFollower, packTowers, packWall, unpackBoard, unpackCell, unpackFollower, unpackTowers, unpackWall,
} from '../src';

const placement = fc.record({ tile: fc.integer({ min: 0, max: 255 }), rot: fc.integer({ min: 0, max: 3 }) });

describe('the codec reads back what it packed', () => {
  test('a cell: its tile, rotation and place in the order of placing; an empty cell is -1', () => {
    fc.assert(fc.property(placement, fc.integer({ min: 0, max: 2 ** 21 - 1 }), (p, order) => {
      expect(unpackCell(packCell({ ...p, order }))).toEqual({ ...p, order });
    }));
    expect(packCell(null)).toBe(-1);
    expect(unpackCell(-1).tile).toBe(-1);
  });

  test('a board: its placements in the order they were placed', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 60 }), fc.array(placement, { minLength: 60, maxLength: 60 }), (cells, kinds) => {
      const placements = cells.map((cell, i) => ({ cell, ...kinds[i] }));
      const board = packBoard(121, placements);
      expect(board).toHaveLength(121);
      expect(unpackBoard(board)).toEqual(placements);
    }));
  });

  test('a follower: seat, figure, piece and cell', () => {
    const follower = fc.record({
      seat: fc.integer({ min: 0, max: 3 }), figure: fc.constantFrom('', 'king', 'falconer'),
      piece: fc.integer({ min: 0, max: 255 }), cell: fc.integer({ min: 0, max: 65535 }),
    });
    fc.assert(fc.property(follower, (f) => { expect(unpackFollower(packFollower(f))).toEqual(f); }));
    expect(unpackFollower(packFollower({ seat: 1, cell: 7, piece: 2 })).figure).toBe('');
  });

  test('towers: which tower spaces still hold a face-down wall tile', () => {
    fc.assert(fc.property(fc.array(fc.boolean(), { maxLength: 31 }), (towers) => {
      expect(unpackTowers(packTowers(towers), towers.length)).toEqual(towers);
    }));
  });

  test('wall tiles held: up to the 13 of the castle, read back in the order taken', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 13 }), (held) => {
      expect(unpackWall(packWall(held))).toEqual(held);
    }));
  });
});
