// The end of the game and the final scoring (SPEC "End of the game and final scoring").
import { BASE_CASTLE, applyAction, isOver, largestEmptyArea, legalActions, scores, seatToAct } from '../src';
import { BLACK, WHITE, at, boardWith, eventsOf, none, pieceAt, place, play, position } from './helpers';
import { towersWith } from './positions';

/**
 * The last tile of the game, a court, goes beside the tower start space at (6,0). On the board:
 * White's herald on an unfinished fountain path (start space + 1 tile), knight on an unfinished
 * 1-tile tower, squire on an unfinished house; Black's herald on an unfinished plain path of 1 tile;
 * a court of 1 market with a merchant of each.
 */
function lastTurn(o: { wall?: [number[], number[]]; scores?: [number, number]; towers?: (number | null)[]; keeps?: 'both' | 'white' } = {}) {
  return position({
    board: boardWith({
      '3,0': `B0:${pieceAt('B', 0, 2, 0)}w`, '5,5': 'X0:0w', '1,2': 'W0:0w', '8,5': `A0:${pieceAt('A', 0, 2, 0)}b`,
      '2,3': 'Y0:0w', '3,3': 'Y0:0b',
      ...(o.keeps ? { '7,7': 'W0', '8,7': 'Y0', '7,6': 'Y0', '6,7': 'P0' } : {}),
    }),
    tile: 'Y', toAct: WHITE, wall: o.wall, scores: o.scores, towers: o.towers,
    keeps: o.keeps ? [{ cell: at(7, 7), piece: 0 }, o.keeps === 'both' ? { cell: at(7, 7), piece: 0 } : null] : undefined,
  });
}

const finish = (s: ReturnType<typeof lastTurn>) => play(s, place(WHITE, 6, 0, 0), none(WHITE));
const finals = (s: ReturnType<typeof lastTurn>) =>
  eventsOf(finish(s).events, 'final').map((e) => [e.seat, e.reason, e.points]);

describe('the end of the game', () => {
  test('the game ends after the turn in which the last tile is placed', () => {
    const { state, events } = finish(lastTurn());
    expect(isOver(state)).toBe(true);
    expect(seatToAct(state)).toBeNull();
    expect(legalActions(state)).toEqual([]);
    expect(eventsOf(events, 'gameOver')).toHaveLength(1);
    expect(applyAction(state, place(BLACK, 7, 0, 0))).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });

  test('wall tiles still face down on the towers are removed unseen', () => {
    const { state, events } = finish(lastTurn({ towers: towersWith({ 3: 5, 7: 9 }) }));
    expect(eventsOf(events, 'wallTilesRemoved')).toEqual([{ type: 'wallTilesRemoved', count: 2 }]);
    expect(state.towers.every((t) => t === null)).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/"kind":5|"kind":9/);
  });

  test('unfinished paths, towers and houses score nothing; courts score 3 per market for the majority only', () => {
    // The court has one merchant of each: a tie, so nothing at all is scored.
    expect(finals(lastTurn())).toEqual([]);
  });

  test('equal keeps score nothing for the empty area', () => {
    expect(finals(lastTurn({ keeps: 'both' }))).toEqual([]);
  });

  test('wall tile 8 enlarges only a keep that stands: without one it does nothing', () => {
    const s = lastTurn({ keeps: 'white', wall: [[], [8]] });
    const area = largestEmptyArea(BASE_CASTLE, finish(s).state.board);
    expect(area).toBeGreaterThan(11);
    expect(finals(s)).toEqual([[WHITE, 'keep', area]]);
  });

  test('wall tile 4 scores an unfinished path of its holder: 2 per tile with a fountain', () => {
    expect(finals(lastTurn({ wall: [[4], []] }))).toEqual([[WHITE, 'wall4', 4]]);
    expect(finals(lastTurn({ wall: [[], [4]] }))).toEqual([[BLACK, 'wall4', 1]]);
  });

  test('both copies of wall tile 4 may go on the same, largest path', () => {
    expect(finals(lastTurn({ wall: [[4, 4], []] }))).toEqual([[WHITE, 'wall4', 4], [WHITE, 'wall4', 4]]);
  });

  test('wall tile 5 scores 2 per tile of an unfinished tower, 6 one per tile of an unfinished house', () => {
    expect(finals(lastTurn({ wall: [[5, 6], []] }))).toEqual([[WHITE, 'wall5', 2], [WHITE, 'wall6', 1]]);
  });

  test('wall tiles 4–6 need their holder to have more followers on the feature', () => {
    expect(finals(lastTurn({ wall: [[], [5, 6]] }))).toEqual([]);
  });

  test('wall tile 9 scores 5 points, each copy', () => {
    expect(finals(lastTurn({ wall: [[9], [9, 9]] }))).toEqual([[WHITE, 'wall9', 5], [BLACK, 'wall9', 5], [BLACK, 'wall9', 5]]);
  });

  test('wall tiles 1, 2 and 3 do nothing at the end', () => {
    expect(finals(lastTurn({ wall: [[1, 2, 3], []] }))).toEqual([]);
  });

  test('the higher score wins; equal scores are a draw', () => {
    const win = finish(lastTurn({ scores: [10, 12] })).state;
    expect(win.result).toEqual({ scores: [10, 12], winner: BLACK });
    expect(scores(win)).toEqual([10, 12]);
    const draw = finish(lastTurn({ scores: [10, 5], wall: [[], [9]] })).state;
    expect(draw.result).toEqual({ scores: [10, 10], winner: null });
  });
});

describe('courts and wall tile 7 at the end', () => {
  /** White's merchants on a court of 3 markets (tiles d and Y) and on one of 1 market; Black's on one of 1. */
  function courts(wall: [number[], number[]]) {
    return position({
      board: boardWith({ '1,1': 'd0:0w', '2,1': 'Y0', '5,5': 'Y0:0w', '7,2': 'Y0:0b' }),
      tile: 'Y', toAct: WHITE, wall,
    });
  }
  const courtLines = (wall: [number[], number[]]) =>
    eventsOf(play(courts(wall), place(WHITE, 6, 0, 0), none(WHITE)).events, 'final').map((e) => [e.seat, e.markets, e.perMarket, e.points]);

  test('each court scores 3 per market for the player with more merchants', () => {
    expect(courtLines([[], []])).toEqual(expect.arrayContaining([[WHITE, 3, 3, 9], [WHITE, 1, 3, 3], [BLACK, 1, 3, 3]]));
  });

  test('wall tile 7 makes one court of its holder score 4 per market: the best one', () => {
    expect(courtLines([[7], []])).toEqual(expect.arrayContaining([[WHITE, 3, 4, 12], [WHITE, 1, 3, 3]]));
  });

  test('both copies of wall tile 7 on one court give 8 per market', () => {
    expect(courtLines([[7, 7], []])).toEqual(expect.arrayContaining([[WHITE, 3, 8, 24], [WHITE, 1, 3, 3]]));
  });

  test('wall tile 7 needs the majority of merchants on the court', () => {
    expect(courtLines([[], [7]])).toEqual(expect.arrayContaining([[BLACK, 1, 4, 4]]));
    expect(courtLines([[], [7]])).toContainEqual([WHITE, 3, 3, 9]);
  });
});
