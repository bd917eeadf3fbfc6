// The page chooses a follower before it sends the placement (so the tile can be taken back): the
// follower choices it computes from what everyone sees must be exactly the server's.
import { Action, BASE_SET, FALCON_SET, applyAction, createGame, legalActions, publicView } from '@castle/rules';
import { featureWords, followerLabel, pieceWhere } from '../src/games/castle/logic/follower-words';
import { afterPlacement, featureOfPiece, stateOfView } from '../src/games/castle/logic/position';

const sortKey = (a: Action) => JSON.stringify(a);

describe.each([false, true])('follower choices from public information (falcon %s)', (falcon) => {
  test.each(['p1', 'p2', 'p3', 'p4'])('agree with the rules at every placement of a random game (seed %s)', (seed) => {
    let s = createGame({ seed, falcon });
    let checked = 0, rand = seed.charCodeAt(1);
    while (s.step !== 'over') {
      const actions = legalActions(s);
      rand = (rand * 1103515245 + 12345) % 2147483648;
      const a = actions[rand % actions.length];
      if (a.type === 'place') {
        const real = applyAction(s, a);
        if (!real.ok) throw new Error(real.error.message);
        const local = afterPlacement(stateOfView(publicView(s)), a);
        if (real.state.step === 'follower') {
          expect(local).not.toBeNull();
          expect(local!.followers.map(sortKey).sort()).toEqual(legalActions(real.state).map(sortKey).sort());
          checked++;
        } else {
          expect(local).toBeNull(); // the placement goes straight on: nothing to take back
        }
      }
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('follower choices in words', () => {
  test('who, on what, where, and what the feature holds', () => {
    const set = BASE_SET;
    const t = set.types.findIndex((x) => x.picture.join('').includes('M'));
    const o = set.oriented[t][0];
    const court = o.pieces.findIndex((p) => p.kind === 'court');
    const label = followerLabel({ seat: 0, type: 'follower', piece: court }, o.pieces[court], { tiles: 1, markets: o.pieces[court].markets, fountains: 0, aeries: 0 });
    expect(label).toMatch(/^Merchant on the court \((north|east|south|west|middle|all)/);
    expect(label).toContain(`with ${o.pieces[court].markets} market`);
    expect(followerLabel({ seat: 0, type: 'follower', piece: null }, undefined, null)).toBe('No follower');
  });

  test('a king and a falconer say so', () => {
    const o = FALCON_SET.oriented[0][0];
    expect(followerLabel({ seat: 1, type: 'follower', piece: 0, figure: 'king' }, o.pieces[0], null)).toMatch(/^King on the /);
    expect(followerLabel({ seat: 1, type: 'follower', piece: 0, figure: 'falconer' }, o.pieces[0], null)).toMatch(/^Falconer on the /);
  });

  test('edges are named in words', () => {
    const piece = { kind: 'tower' as const, cells: [], fountains: 0, markets: 0, aeries: 0, sides: [true, false, false, false] as [boolean, boolean, boolean, boolean], sideMask: 1 };
    expect(pieceWhere(piece)).toBe('north edge');
    expect(pieceWhere({ ...piece, sides: [false, true, false, true] })).toBe('east and west edges');
    expect(pieceWhere({ ...piece, sides: [false, false, false, false] })).toBe('middle');
    expect(featureWords('court', { tiles: 3, markets: 0, fountains: 0, aeries: 0 })).toBe('3 tiles, no market');
    expect(featureWords('path', { tiles: 1, markets: 0, fountains: 1, aeries: 2 })).toBe('1 tile, 1 fountain, 2 aeries');
  });

  test('the feature of a piece on the board, with its cells', () => {
    let s = createGame({ seed: 'feat' });
    const a = legalActions(s).find((x) => x.type === 'place')!;
    const r = applyAction(s, a);
    if (!r.ok || a.type !== 'place') throw new Error('no placement');
    s = r.state;
    const f = featureOfPiece(s, a.cell, 0)!;
    expect(f.cells).toContain(a.cell);
    expect(f.cells.every((c) => c < s.board.length)).toBe(true);
  });
});
