// Drawing and placing castle tiles (SPEC "A turn", steps 1 and 2).
import { BASE_CASTLE, applyAction, createGame, legalActions } from '../src';

const { cells: CELLS, neighbours: NEIGHBOURS } = BASE_CASTLE;
import { BLACK, WHITE, boardWith, eventsOf, none, place, play, position, tileIndex } from './helpers';

const placements = (s: ReturnType<typeof createGame>) =>
  legalActions(s).flatMap((a) => (a.type === 'place' ? [`${CELLS[a.cell].join(',')}/${a.rot}`] : []));

describe('placing a castle tile', () => {
  test('the first tile of the game goes with a full side against a start space', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = createGame({ seed });
      const cells = new Set(legalActions(s).flatMap((a) => (a.type === 'place' ? [a.cell] : [])));
      expect(cells.size).toBeGreaterThan(0);
      for (const c of cells) expect([0, 1, 2, 3].some((side) => NEIGHBOURS[c * 4 + side] <= -2)).toBe(true);
    }
  });

  test('a later tile must touch a placed tile with a full side: corner to corner is not enough', () => {
    const s = position({ board: boardWith({ '4,3': 'Y0' }), tile: 'Y', stack: 'AA' });
    const ok = placements(s);
    expect(ok).toEqual(expect.arrayContaining(['5,3/0', '4,2/0', '3,3/0', '4,4/0']));
    expect(ok.filter((p) => p.startsWith('5,4/') || p.startsWith('3,2/'))).toEqual([]);
    const r = applyAction(s, place(WHITE, 5, 4, 0));
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
  });

  test('a path end must meet a path end on a neighbouring tile', () => {
    // A straight path north–south on (4,3): its south side shows a path, its east side a court.
    const s = position({ board: boardWith({ '4,3': 'A0' }), tile: 'A', stack: 'AA' });
    const ok = placements(s);
    expect(ok).toContain('4,4/0'); // path meets path
    expect(ok).not.toContain('4,4/1'); // turned east–west: a court would face the path
    expect(ok).toContain('5,3/0'); // beside the path tile's court side, its own path runs north–south
    expect(ok).not.toContain('5,3/1'); // turned east–west, its path would end against a court
  });

  test('on an empty castle, a path tile goes only against a start space with a path, and a plain tile only against one without', () => {
    const game = createGame({ seed: 'x' });
    const withTile = (code: string) => ({ ...game, tile: tileIndex(code) });
    const pathCells = new Set(legalActions(withTile('L')).flatMap((a) => (a.type === 'place' ? [CELLS[a.cell].join(',')] : [])));
    expect([...pathCells].sort()).toEqual(['0,3', '3,0', '6,7', '9,2']); // the four start spaces with a path
    const plainCells = new Set(legalActions(withTile('Y')).flatMap((a) => (a.type === 'place' ? [CELLS[a.cell].join(',')] : [])));
    expect([...plainCells].sort()).toEqual(['2,7', '6,0', '9,6']);
  });

  test('houses, towers and courts may touch anything, and any feature may touch the wall', () => {
    // A tower beside a house, a court beside a tower, a house in the corner of the wall.
    const s = position({ board: boardWith({ '1,1': 'W0', '2,1': 'X0' }), tile: 'W', stack: 'AA' });
    const ok = placements(s);
    expect(ok).toEqual(expect.arrayContaining(['3,1/0', '1,0/0', '0,1/0', '2,0/0']));
  });

  test('a tile may be turned to any of its four rotations', () => {
    const s = position({ board: boardWith({ '4,3': 'L0' }), tile: 'G', stack: 'AA' });
    // A bend joins two adjacent sides: beside the crossroads, two of its four turns bring a path to it.
    expect(placements(s).filter((p) => p.startsWith('4,4/')).sort()).toEqual(['4,4/0', '4,4/3']);
  });

  test('a drawn tile that fits nowhere leaves the game and the next one is drawn', () => {
    // Only two empty cells are reachable and both are walled in by courts: a crossroads fits nowhere.
    const s = nearlyFull();
    const { state, events } = play(s, place(WHITE, 9, 7, 0), none(WHITE));
    expect(eventsOf(events, 'tileDiscarded')).toEqual([{ type: 'tileDiscarded', tile: tileIndex('L') }]);
    expect(state.discarded).toEqual([tileIndex('L')]);
    expect(state.tile).toBe(tileIndex('Y'));
    expect(state.toAct).toBe(BLACK);
  });

  test('when discards empty the stack, the game ends', () => {
    const s = nearlyFull('L');
    const { state, events } = play(s, place(WHITE, 9, 7, 0), none(WHITE));
    expect(eventsOf(events, 'tileDiscarded')).toHaveLength(1);
    expect(state.step).toBe('over');
    expect(eventsOf(events, 'gameOver')).toHaveLength(1);
  });

  test('an illegal placement is refused and changes nothing', () => {
    const s = createGame({ seed: 'refuse' });
    const before = JSON.stringify(s);
    const r = applyAction(s, { seat: WHITE, type: 'place', cell: BASE_CASTLE.cellAt(5, 4), rot: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
    expect(JSON.stringify(s)).toBe(before);
  });

  function nearlyFull(stack = 'LY') {
    return position({
      board: boardWith(Object.fromEntries(
        CELLS.map(([x, y]) => [`${x},${y}`, 'Y0'])
          .filter(([xy]) => !['9,7', '5,5', '1,5'].includes(xy))
          .map(([xy, t]) => [xy, ({ '3,0': 'P2', '9,2': 'P3', '0,3': 'P1', '6,7': 'P0' } as Record<string, string>)[xy] ?? t]),
      )),
      tile: 'Y', stack, toAct: WHITE,
    });
  }
});
