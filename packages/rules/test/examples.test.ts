// The worked examples of the rulebook (000), one scenario each.
import { BLACK, WHITE, at, boardWith, eventsOf, none, pieceAt, place, play, position } from './helpers';

describe('worked examples of the rulebook', () => {
  test('Black scores 8 points: 3 tiles and a start space on a path with a fountain', () => {
    // Start space on the north wall (path) → fountain straight → straight → path ending at a tower.
    const s = position({
      board: `
        #  .  .  B0:1b .  .  .  .  .  #
        .  .  .  A0    .  .  .  .  .  .
        .  .  .  .     .  .  .  .  .  .
        .  .  .  .     .  .  .  .  .  .
        .  .  .  .     .  .  .  .  .  #
        .  .  .  .     .  .  .  .  .  .
        .  .  .  .     .  .  .  .  .  .
        #  .  .  .     .  .  .  .  .  .`,
      tile: 'P', stack: 'AAA', toAct: BLACK,
    });
    const { state, events } = play(s, place(BLACK, 3, 2, 2), none(BLACK));
    const [scored] = eventsOf(events, 'scored');
    expect(scored).toMatchObject({ seat: BLACK, reason: 'path-fountain', tiles: 4, points: 8 });
    expect(state.players[BLACK].score).toBe(8);
    expect(state.players[WHITE].score).toBe(0);
  });

  test('White scores 8 points for a tower of 4 tiles', () => {
    const s = position({
      board: `
        #  .  .  .  .     .  .  .  .  #
        .  .  .  .  .     .  .  .  .  .
        .  .  .  .  .     .  .  .  .  .
        .  .  .  .  b2:1w b3 .  .  .  .
        .  .  .  .  b1    .  .  .  .  #
        .  .  .  .  .     .  .  .  .  .
        .  .  .  .  .     .  .  .  .  .
        #  .  .  .  .     .  .  .  .  .`,
      tile: 'b', stack: 'AAA', toAct: WHITE,
    });
    const { state, events } = play(s, place(WHITE, 5, 4, 0), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'tower', tiles: 4, points: 8 })]);
    expect(state.players[WHITE].score).toBe(8);
  });

  test('White scores 1 point for a house closed by a tile it does not join', () => {
    // The house in the corner of (1,0) touches the wall and the cell east of it; a court closes it.
    const s = position({
      board: `
        #  a1:1w .  .  .  .  .  .  .  #
        .  .     .  .  .  .  .  .  .  .
        .  .     .  .  .  .  .  .  .  .
        .  .     .  .  .  .  .  .  .  .
        .  .     .  .  .  .  .  .  .  #
        .  .     .  .  .  .  .  .  .  .
        .  .     .  .  .  .  .  .  .  .
        #  .     .  .  .  .  .  .  .  .`,
      tile: 'Y', stack: 'AAA', toAct: BLACK,
    });
    const { state, events } = play(s, place(BLACK, 2, 0, 0), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'house', tiles: 1, points: 1 })]);
    expect(state.players[WHITE].keep).toMatchObject({ cell: at(1, 0), size: 1 });
  });

  test('two knights joined on one completed tower: a tie, neither scores, both go home', () => {
    const s = position({
      board: `
        #  .  .  .  .     .     .  .  .  #
        .  .  .  .  .     .     .  .  .  .
        .  .  .  .  .     .     .  .  .  .
        .  .  .  .  b2:1w b3    .  .  .  .
        .  .  .  .  .     b0:0b .  .  .  #
        .  .  .  .  .     .     .  .  .  .
        .  .  .  .  .     .     .  .  .  .
        #  .  .  .  .     .     .  .  .  .`,
      tile: 'b', stack: 'AAA', toAct: WHITE,
    });
    const { state, events } = play(s, place(WHITE, 4, 4, 1), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([]);
    expect(eventsOf(events, 'noScore')).toEqual([expect.objectContaining({ reason: 'tie' })]);
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
    expect(state.followers).toEqual([]);
    expect(state.players.map((p) => p.supply)).toEqual([6, 6]);
  });

  test('Black scores 2 points, lands exactly on 33 and takes the wall tile lying there', () => {
    // The start space on the west wall shows a path; a path ending at a tower closes it at once.
    const towers: (number | null)[] = new Array(14).fill(null);
    towers[5] = 7; // the corner tower on 33/34
    const s = position({ board: boardEmpty(), tile: 'P', stack: 'AAA', toAct: BLACK, scores: [0, 31], towers });
    const { state, events } = play(s, place(BLACK, 0, 3, 1), { seat: BLACK, type: 'follower', piece: pieceAt('P', 1, 1, 2) });
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: BLACK, tiles: 2, points: 2, score: 33 })]);
    expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: BLACK, tower: 5, kind: 7 }]);
    expect(state.players[BLACK].wall).toEqual([{ kind: 7, turn: state.turn - 1 }]);
    expect(state.towers[5]).toBeNull();
    // The herald placed and scored in the same turn is back in the supply.
    expect(state.players[BLACK].supply).toBe(6);
  });

  test('the largest keep scores the 11 cells of the largest empty area', () => {
    const s = keepBoard([]);
    const { state, events } = play(s, place(WHITE, 9, 7, 0), none(WHITE));
    expect(state.step).toBe('over');
    expect(eventsOf(events, 'final')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'keep', points: 11 })]);
    expect(state.result).toEqual({ scores: [11, 0], winner: WHITE });
  });

  test('wall tile 8 makes a keep 2 tiles larger: the smaller keep wins the area', () => {
    const s = keepBoard([8]);
    const { events } = play(s, place(WHITE, 9, 7, 0), none(WHITE));
    expect(eventsOf(events, 'final')).toEqual([expect.objectContaining({ seat: BLACK, reason: 'keep', points: 11 })]);
  });

  test('a court with 5 markets (one on a start space) scores 15; a small court apart scores 3', () => {
    const { events, state } = play(marketBoard([]), place(WHITE, 9, 7, 0), none(WHITE));
    const courts = eventsOf(events, 'final').filter((e) => e.reason === 'court');
    expect(courts).toEqual(expect.arrayContaining([
      expect.objectContaining({ seat: BLACK, markets: 5, perMarket: 3, points: 15 }),
      expect.objectContaining({ seat: WHITE, markets: 1, perMarket: 3, points: 3 }),
    ]));
    expect(courts).toHaveLength(2);
    expect(state.result?.scores).toEqual([3, 15]);
  });

  test('with wall tile 7 the same court scores 4 per market: 20', () => {
    const { events } = play(marketBoard([7]), place(WHITE, 9, 7, 0), none(WHITE));
    const big = eventsOf(events, 'final').find((e) => e.seat === BLACK && e.reason === 'court');
    expect(big).toMatchObject({ markets: 5, perMarket: 4, points: 20 });
  });

  test('3 separate courts: courts are separated from each other by towers and houses', () => {
    // A tower between the two upper courts, a row of houses below them: three courts, each scored
    // on its own at the end for its own markets and merchants. Taken as one court (6 markets, two
    // merchants of White's against one of Black's) White alone would score 18.
    const s = position({
      board: boardWith({
        '2,2': 'Y0:0w', '3,2': 'X0', '4,2': 'd0:0b',
        '2,3': 'W0', '3,3': 'W0', '4,3': 'W0',
        '2,4': 'Y0:0w', '3,4': 'Y0', '4,4': 'Y0',
      }),
      tile: 'A', toAct: WHITE,
    });
    const { state, events } = play(s, place(WHITE, 3, 0, 0), none(WHITE));
    const courts = eventsOf(events, 'final').filter((e) => e.reason === 'court').map((e) => [e.seat, e.markets, e.points]);
    expect(courts).toHaveLength(3);
    expect(courts).toEqual(expect.arrayContaining([[WHITE, 1, 3], [BLACK, 2, 6], [WHITE, 3, 9]]));
    expect(state.result).toEqual({ scores: [12, 6], winner: WHITE });
  });
});

function boardEmpty(): string {
  return `
    #  .  .  .  .  .  .  .  .  #
    .  .  .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .  .  #
    .  .  .  .  .  .  .  .  .  .
    .  .  .  .  .  .  .  .  .  .
    #  .  .  .  .  .  .  .  .  .`;
}

/** A nearly full castle: White's keep on a house of 2 tiles, Black's on 1; empty areas of 11 and 4. */
function keepBoard(blackWall: number[]) {
  return position({
    board: `
      #  W0 W0 P2 Y0 Y0 W0 Y0 Y0 #
      Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0
      Y0 Y0 Y0 Y0 Y0 Y0 .  .  Y0 P3
      P1 Y0 Y0 Y0 Y0 Y0 .  .  Y0 Y0
      Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 #
      Y0 .  .  .  .  .  Y0 Y0 Y0 Y0
      Y0 .  .  .  .  .  Y0 Y0 Y0 Y0
      #  .  Y0 Y0 Y0 Y0 P0 Y0 Y0 .`,
    tile: 'Y', toAct: WHITE,
    keeps: [{ cell: at(1, 0), piece: 0 }, { cell: at(6, 0), piece: 0 }],
    wall: [[], blackWall],
  });
}

/**
 * Black's merchant on a court of 5 markets: start space (1), two single-market courts and a
 * tile with 2. White's merchant on a small court with 1 market, cut off by a path.
 */
function marketBoard(blackWall: number[]) {
  return position({
    board: `
      #  .  .  .  .  .  .  .     .     #
      .  .  .  .  .  .  .  .     .     .
      .  .  .  .  .  .  .  .     .     .
      .  .  .  .  .  .  .  .     .     .
      .  .  .  .  .  .  .  .     .     #
      .  .  .  .  .  .  .  .     .     Y0
      .  .  .  .  .  .  .  C0:0w d0:0b Y0
      #  .  .  .  .  .  .  .     .     .`,
    tile: 'Z', toAct: WHITE,
    wall: [[], blackWall],
  });
}
