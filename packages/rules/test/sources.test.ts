// Sentences and worked examples of the base rulebook (000, with the designer's clarifications in 004)
// that no other scenario names: one test each, named after (quoting) the sentence it checks.
import { GameState, applyAction, legalActions } from '../src';
import { BLACK, WHITE, at, boardWith, eventsOf, follower, none, pieceAt, place, play, position } from './helpers';
import { towersWith, twoFeatures } from './positions';

/** The pieces of the tile just placed that the player may put a follower on (null: none). */
const followerPieces = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'follower' ? [a.piece] : []));

/** A refused action, and the state it was tried on left exactly as it was. */
function expectRefused(s: GameState, piece: number) {
  const before = JSON.stringify(s);
  expect(applyAction(s, follower(s.toAct, piece))).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
  expect(JSON.stringify(s)).toBe(before);
}

describe('placing followers (rulebook, "Place a follower")', () => {
  test('"The player may not place a squire on the enlarged house as there is already a white squire on the house. The player may place a knight or a merchant, however."', () => {
    // White's squire two tiles away on a house of two full house tiles; Black's tile e (tower,
    // court, and a house in its south-east corner) enlarges that house from the west.
    const s = position({
      board: boardWith({ '5,3': 'W0', '6,3': 'W0:0w' }), tile: 'e', stack: 'AA', toAct: BLACK,
    });
    const { state } = play(s, place(BLACK, 4, 3, 0));
    const tower = pieceAt('e', 0, 0, 0), court = pieceAt('e', 0, 2, 2), house = pieceAt('e', 0, 4, 4);
    expect(new Set([tower, court, house]).size).toBe(3);
    expect(state.step).toBe('follower');
    expect(followerPieces(state).sort()).toEqual([null, tower, court].sort());
    expectRefused(state, house);
    const knight = play(state, follower(BLACK, tower));
    expect(eventsOf(knight.events, 'followerPlaced')).toEqual([expect.objectContaining({ seat: BLACK, piece: tower, role: 'knight' })]);
    const merchant = play(state, follower(BLACK, court));
    expect(eventsOf(merchant.events, 'followerPlaced')).toEqual([expect.objectContaining({ seat: BLACK, piece: court, role: 'merchant' })]);
  });

  test('"The player may not place a merchant on the enlarged court as there is already a white merchant there. However, he may place a squire on the house."', () => {
    // White's merchant two tiles south on a court; Black's half house, half court tile Z
    // enlarges that court with its southern half.
    const s = position({
      board: boardWith({ '4,4': 'Y0', '4,5': 'Y0:0w' }), tile: 'Z', stack: 'AA', toAct: BLACK,
    });
    const { state } = play(s, place(BLACK, 4, 3, 0));
    const house = pieceAt('Z', 0, 2, 0), court = pieceAt('Z', 0, 2, 4);
    expect(house).not.toBe(court);
    expect(followerPieces(state).sort()).toEqual([null, house].sort());
    expectRefused(state, court);
    const squire = play(state, follower(BLACK, house));
    expect(eventsOf(squire.events, 'followerPlaced')).toEqual([expect.objectContaining({ seat: BLACK, piece: house, role: 'squire' })]);
    expect(squire.state.players[BLACK].supply).toBe(5);
  });

  test('"It is possible in the course of the game, however, for there to be more than one squire on a house, more than one knight on a tower, more than one herald on a path, and more than one merchant on a court."', () => {
    // Two white merchants and a black one on three courts; the last tile of the game joins them
    // into one court of 4 markets, where White has more merchants and so scores all of it.
    const s = position({
      board: boardWith({ '2,3': 'Y0:0w', '4,3': 'Y0:0w', '3,4': 'Y0:0b' }), tile: 'Y', toAct: BLACK,
    });
    const { state, events } = play(s, place(BLACK, 3, 3, 0));
    // No follower step: the one piece of the tile, the joined court, already holds merchants.
    expect(eventsOf(events, 'followerPlaced')).toEqual([]);
    expect(state.step).toBe('over');
    expect(eventsOf(events, 'final')).toEqual([
      expect.objectContaining({ seat: WHITE, reason: 'court', markets: 4, perMarket: 3, points: 12 }),
    ]);
    expect(state.followers.filter((f) => f.seat === WHITE)).toHaveLength(2);
    expect(state.result?.scores).toEqual([12, 0]);
  });
});

describe('completing features', () => {
  test('"There is no limit to the length of a path; it can wander across many castle tiles and can branch and so have more than two ends."', () => {
    // White's herald on a branching path (west, east and south ends); the west and east ends
    // already stop at towers, Black closes the south one: 4 tiles, 3 ends, 4 points.
    const s = position({
      board: boardWith({ '4,3': `N2:${pieceAt('N', 2, 2, 2)}w`, '3,3': 'P3', '5,3': 'P1' }), tile: 'P', stack: 'AA', toAct: BLACK,
    });
    const { state, events } = play(s, place(BLACK, 4, 4, 2), none(BLACK));
    expect(eventsOf(events, 'featureCompleted')).toEqual([
      expect.objectContaining({ kind: 'path', tiles: 4, men: [1, 0] }),
    ]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'path', tiles: 4, points: 4 })]);
    expect(state.players[WHITE].score).toBe(4);
  });

  test('"A tower is complete when the connected tower segments are completely surrounded by paths, houses, courts, and the castle wall (and the tower contains no empty spaces)."', () => {
    // Three full tower tiles round the empty corner cell (8,0); every other side of the tower
    // faces a court or the wall. While the corner is empty the tower is open; a court there closes it.
    const s = position({
      board: boardWith({
        '7,0': 'X0', '7,1': 'X0:0w', '8,1': 'X0',
        '6,0': 'Y0', '6,1': 'Y0', '7,2': 'Y0', '8,2': 'Y0', '9,1': 'Y0',
      }),
      tile: 'Y', stack: 'AA', toAct: BLACK,
    });
    const tower = s.features.find((f) => f.parent === f.id && f.kind === 'tower' && f.tiles.includes(at(7, 1)))!;
    expect(tower.tiles).toHaveLength(3);
    expect(tower.done).toBe(false);
    const { state, events } = play(s, place(BLACK, 8, 0, 0), none(BLACK));
    expect(eventsOf(events, 'featureCompleted')).toEqual([expect.objectContaining({ kind: 'tower', tiles: 3, men: [1, 0] })]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'tower', tiles: 3, points: 6 })]);
    expect(state.players[WHITE].supply).toBe(6);
  });

  test('"If the tower includes a tower segment on a start space, this counts 2 points as though it were a castle tile."', () => {
    // The tower start space on the north wall, in front of (6,0): tile b's tower in its north-west
    // corner joins it; its west side faces a court. Start space + 1 tile: 4 points.
    const s = position({ board: boardWith({ '5,0': 'Y0' }), tile: 'b', stack: 'AA', toAct: WHITE });
    const { state, events } = play(s, place(WHITE, 6, 0, 0), follower(WHITE, pieceAt('b', 0, 0, 0)));
    expect(eventsOf(events, 'featureCompleted')).toEqual([
      expect.objectContaining({ kind: 'tower', tiles: 2, cells: [at(6, 0)] }),
    ]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'tower', tiles: 2, points: 4 })]);
    expect(state.players[WHITE].score).toBe(4);
  });
});

describe('the return of followers (rulebook, "The return of followers to their owners")', () => {
  test('"Black scores 1 point for the completed path." (the followers are back at the end of the turn, "available on the player\'s next turn and may be used in any roll")', () => {
    // Black's five other followers stand as merchants: one is left in his supply. His tile R, against
    // the south wall, holds a whole path from its square to the wall; he puts his last follower on it.
    const s = position({
      board: boardWith({
        '1,1': 'Y0:0b', '3,1': 'Y0:0b', '5,1': 'Y0:0b', '7,1': 'Y0:0b', '1,5': 'Y0:0b', '4,6': 'Y0',
      }),
      tile: 'R', stack: 'YXA', toAct: BLACK,
    });
    expect(s.players[BLACK].supply).toBe(1);
    const herald = pieceAt('R', 0, 2, 4);
    const { state, events } = play(s, place(BLACK, 4, 7, 0), follower(BLACK, herald));
    expect(eventsOf(events, 'followerPlaced')).toEqual([expect.objectContaining({ seat: BLACK, role: 'herald' })]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: BLACK, reason: 'path', tiles: 1, points: 1, score: 1 })]);
    expect(eventsOf(events, 'followersReturned')).toEqual([{ type: 'followersReturned', seat: BLACK, count: 1 }]);
    expect(state.players[BLACK].score).toBe(1);
    expect(state.players[BLACK].supply).toBe(1);
    expect(state.followers.some((f) => f.cell === at(4, 7))).toBe(false);
    expect(state.toAct).toBe(WHITE);
    // White plays; on his next turn Black puts the same follower on a tower, as a knight.
    const white = play(state, place(WHITE, 5, 6, 0), none(WHITE));
    const black = play(white.state, place(BLACK, 3, 6, 0));
    expect(followerPieces(black.state)).toContain(pieceAt('X', 0, 2, 2));
    const knight = play(black.state, follower(BLACK, pieceAt('X', 0, 2, 2)));
    expect(eventsOf(knight.events, 'followerPlaced')).toEqual([expect.objectContaining({ seat: BLACK, role: 'knight' })]);
    expect(knight.state.players[BLACK].supply).toBe(0);
  });

  test('"Black scores 4 points for the completed tower." (placed a follower on it, scored it and took it back in the same turn)', () => {
    // A tower in the north-east corner of (4,3), closed by a court to the north and open to the east;
    // Black's tile b closes it (2 tiles) and he puts a knight on the tower he has just completed.
    const s = position({
      board: boardWith({ '4,3': 'b1', '4,2': 'Y0', '5,2': 'Y0', '1,6': 'Y0:0b' }), tile: 'b', stack: 'AA', toAct: BLACK,
    });
    expect(s.players[BLACK].supply).toBe(5);
    const placed = play(s, place(BLACK, 5, 3, 0));
    expect(followerPieces(placed.state)).toContain(pieceAt('b', 0, 0, 0));
    const { state, events } = play(placed.state, follower(BLACK, pieceAt('b', 0, 0, 0)));
    // Always in this order: place the follower, score, take it back.
    expect(events.map((e) => e.type).filter((t) => ['followerPlaced', 'featureCompleted', 'scored', 'followersReturned'].includes(t)))
      .toEqual(['followerPlaced', 'featureCompleted', 'scored', 'followersReturned']);
    expect(eventsOf(events, 'featureCompleted')).toEqual([expect.objectContaining({ kind: 'tower', tiles: 2, men: [0, 1] })]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: BLACK, reason: 'tower', tiles: 2, points: 4 })]);
    expect(eventsOf(events, 'followersReturned')).toEqual([{ type: 'followersReturned', seat: BLACK, count: 1 }]);
    expect(state.players[BLACK].score).toBe(4);
    expect(state.players[BLACK].supply).toBe(5);
    // The merchant stays on its court.
    expect(state.followers).toEqual([{ seat: BLACK, cell: at(1, 6), piece: 0 }]);
    expect(state.toAct).toBe(WHITE);
  });
});

describe('the score track and the wall tiles', () => {
  test('"When a player moves his scoring marker past space 99, he continues onto space 0": at 110 he scores 2, stands on space 12, the corner tower 12/13, and takes its wall tile', () => {
    const s = twoFeatures({ house: 'w', houseSize: 2, tower: null, toAct: WHITE, scores: [110, 0], towers: towersWith({ 1: 9 }) });
    const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'house', points: 2, score: 112 })]);
    expect(state.players[WHITE].score).toBe(112);
    expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: WHITE, tower: 1, kind: 9 }]);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([9]);
    expect(state.towers[1]).toBeNull();
  });

  test('"When a player moves his scoring marker past the corner tower, he does not take a wall tile as he passes": from 110, 4 points pass 112/113', () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [110, 0], towers: towersWith({ 1: 9 }) });
    const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.players[WHITE].score).toBe(114);
    expect(eventsOf(events, 'wallTaken')).toEqual([]);
    expect(state.players[WHITE].wall).toEqual([]);
    expect(state.towers[1]).toBe(9);
  });

  test('"he takes the wall tile lying there" when his marker ends "exactly" on either of "the two spaces on a corner tower": the second space, 13 (and 113)', () => {
    for (const from of [9, 109]) {
      const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [from, 0], towers: towersWith({ 1: 9 }) });
      const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
      expect(state.players[WHITE].score).toBe(from + 4);
      expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: WHITE, tower: 1, kind: 9 }]);
    }
  });

  test('"When a player, after scoring, has moved his scoring marker to a corner tower space on the castle wall, he immediately takes the wall tile from that space, if it is still there."', () => {
    // White (11) closes his house and Black's tower (Black at 8). White's house scores first: 12,
    // he takes the tile at once; Black's tower then brings Black to 12 too, where nothing is left.
    const s = twoFeatures({ house: 'w', tower: 'b', toAct: WHITE, scores: [11, 8], towers: towersWith({ 1: 9 }) });
    const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(eventsOf(events, 'scored').map((e) => [e.seat, e.score])).toEqual([[WHITE, 12], [BLACK, 12]]);
    expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: WHITE, tower: 1, kind: 9 }]);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([9]);
    expect(state.players[BLACK].wall).toEqual([]);
  });

  test('"On his turn, a player may use one or more wall tiles.": wall tile 1, then a 3 on his house and a 2 on his tower, all in one turn', () => {
    const s = twoFeatures({ house: 'w', houseSize: 2, tower: 'w', toAct: WHITE, scores: [60, 0], wall: [[1, 2, 3], []] });
    const started = play(s, { seat: WHITE, type: 'wall', kind: 1 }, place(WHITE, 3, 3, 0), none(WHITE));
    expect(started.state.step).toBe('score');
    const house = legalActions(started.state).find((a) => a.type === 'score' && a.double === 1 && started.state.features[a.feature].kind === 'house')!;
    expect(house).toBeDefined();
    const afterHouse = play(started.state, house);
    expect(afterHouse.state.step).toBe('score');
    const tower = legalActions(afterHouse.state).find((a) => a.type === 'score' && a.double === 1)!;
    expect(tower).toMatchObject({ type: 'score' });
    const { state, events } = play(afterHouse.state, tower);
    const all = [...started.events, ...afterHouse.events, ...events];
    expect(eventsOf(all, 'wallPlayed').map((e) => e.kind)).toEqual([1, 3, 2]);
    expect(eventsOf(all, 'scored').map((e) => [e.reason, e.tiles, e.multiplier, e.points])).toEqual([['house', 2, 2, 4], ['tower', 2, 2, 8]]);
    expect(state.players[WHITE].score).toBe(72);
    expect(state.players[WHITE].wall).toEqual([]);
    expect(eventsOf(events, 'extraTurn')).toEqual([{ type: 'extraTurn', seat: WHITE }]);
    expect(state.toAct).toBe(WHITE);
  });

  test('designer\'s clarification (004): "If a player plays both of one of these tiles, he or she can triple (not quadruple) the score of the feature": two wall tiles 3 on one house', () => {
    const s = twoFeatures({ house: 'w', houseSize: 2, tower: null, toAct: WHITE, scores: [60, 0], wall: [[3, 3], []] });
    const { state: placed } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(placed.step).toBe('score');
    const doubles = legalActions(placed).flatMap((a) => (a.type === 'score' ? [a.double] : []));
    expect(doubles).toEqual([0, 1, 2]);
    const both = legalActions(placed).find((a) => a.type === 'score' && a.double === 2)!;
    const { state, events } = play(placed, both);
    expect(eventsOf(events, 'wallPlayed')).toEqual([
      expect.objectContaining({ seat: WHITE, kind: 3 }), expect.objectContaining({ seat: WHITE, kind: 3 }),
    ]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'house', tiles: 2, multiplier: 3, points: 6 })]);
    expect(state.players[WHITE].score).toBe(66);
    expect(state.players[WHITE].wall).toEqual([]);
  });
});

describe('final scoring', () => {
  /**
   * The last tile of the game, a court, goes in front of the tower start space at (6,0).
   * White: a 1-tile unfinished tower on (2,2), a 2-tile one on (5,4)+(6,4), and likewise unfinished
   * houses of 1 tile on (2,5) and 2 tiles on (7,2)+(8,2), each with a white follower. Black: an
   * unfinished tower of 3 tiles and a house of 3 tiles with his followers.
   */
  function unfinished(wall: [number[], number[]]) {
    return position({
      board: boardWith({
        '2,2': 'X0:0w', '5,4': 'X0:0w', '6,4': 'X0', '2,5': 'W0:0w', '7,2': 'W0:0w', '8,2': 'W0',
        '1,6': 'X0:0b', '2,6': 'X0', '3,6': 'X0', '5,6': 'W0:0b', '6,6': 'W0', '7,6': 'W0',
      }),
      tile: 'Y', toAct: WHITE, wall,
    });
  }
  const finals = (wall: [number[], number[]]) => {
    const { state, events } = play(unfinished(wall), place(WHITE, 6, 0, 0), none(WHITE));
    return { state, lines: eventsOf(events, 'final').map((e) => [e.seat, e.reason, e.points]) };
  };

  test('designer\'s clarification (004): "If a player has both of one of these tiles, he or she can score the largest affected incomplete feature twice": two wall tiles 5 on the best unfinished tower', () => {
    const { state, lines } = finals([[5, 5], []]);
    expect(lines).toEqual([[WHITE, 'wall5', 4], [WHITE, 'wall5', 4]]);
    expect(state.result?.scores).toEqual([8, 0]);
  });

  test('designer\'s clarification (004): "If a player has both of one of these tiles, he or she can score the largest affected incomplete feature twice": two wall tiles 6 on the best unfinished house', () => {
    const { state, lines } = finals([[6, 6], []]);
    expect(lines).toEqual([[WHITE, 'wall6', 2], [WHITE, 'wall6', 2]]);
    expect(state.result?.scores).toEqual([4, 0]);
    // The same tiles in Black's hand score his own larger house: 3 points each.
    expect(finals([[], [6, 6]]).lines).toEqual([[BLACK, 'wall6', 3], [BLACK, 'wall6', 3]]);
  });

  test('"Courts are separated from each other by paths, towers, and houses."', () => {
    // Along row 3: court | tower | court | path | court | house | court, each court with one market
    // and a merchant, White and Black by turns. Each scores on its own: none has joined another.
    const s = position({
      board: boardWith({
        '1,3': 'Y0:0w', '2,3': 'X0', '3,3': `C0:${pieceAt('C', 0, 0, 0)}b`, '4,3': 'Y0:0w', '5,3': 'W0', '6,3': 'Y0:0b',
      }),
      tile: 'Y', toAct: WHITE,
    });
    const { state, events } = play(s, place(WHITE, 6, 0, 0), none(WHITE));
    const courts = eventsOf(events, 'final').filter((e) => e.reason === 'court');
    expect(courts.map((e) => [e.seat, e.markets, e.perMarket, e.points]).sort()).toEqual([
      [WHITE, 1, 3, 3], [WHITE, 1, 3, 3], [BLACK, 1, 3, 3], [BLACK, 1, 3, 3],
    ].sort());
    expect(new Set(courts.map((e) => e.feature)).size).toBe(4);
    expect(state.result?.scores).toEqual([6, 6]);
  });

  test('"Finally, players score points for wall tiles 4, 5, 6 (for uncompleted features), and 9, if they have them.": after the keep and the courts', () => {
    // White: the keep on a closed house at (7,7), a merchant on a court of 1 market, a knight on an
    // unfinished tower; he holds a 9 and a 5 (in that order).
    const s = position({
      board: boardWith({ '7,7': 'W0', '8,7': 'Y0', '7,6': 'Y0', '6,7': 'P0', '2,3': 'Y0:0w', '5,5': 'X0:0w' }),
      tile: 'Y', toAct: WHITE, wall: [[9, 5], []], keeps: [{ cell: at(7, 7), piece: 0 }, null],
    });
    const { events } = play(s, place(WHITE, 6, 0, 0), none(WHITE));
    const lines = eventsOf(events, 'final');
    expect(lines.map((e) => e.reason)).toEqual(['keep', 'court', 'wall5', 'wall9']);
    expect(lines.every((e) => e.seat === WHITE)).toBe(true);
    expect(lines.slice(1).map((e) => e.points)).toEqual([3, 2, 5]);
  });

  test('"The largest connected area of empty spaces" of a full castle is 0: the larger keep scores nothing', () => {
    // Every cell filled but (9,7), where the last tile goes. White's keep (2 tiles) is larger than Black's (1).
    const full = (alsoEmpty: string[]) => {
      const rows = [
        '#  W0 W0 P2 Y0 Y0 W0 Y0 Y0 #',
        'Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0',
        'Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 P3',
        'P1 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0',
        'Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 #',
        'Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0',
        'Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0 Y0',
        '#  Y0 Y0 Y0 Y0 Y0 P0 Y0 Y0 .',
      ].map((r) => r.split(/\s+/));
      for (const xy of alsoEmpty) {
        const [x, y] = xy.split(',').map(Number);
        rows[y][x] = '.';
      }
      return position({
        board: rows.map((r) => r.join(' ')).join('\n'), tile: 'Y', toAct: WHITE,
        keeps: [{ cell: at(1, 0), piece: 0 }, { cell: at(6, 0), piece: 0 }],
      });
    };
    const s = full([]);
    expect(s.players[WHITE].keep?.size).toBe(2);
    expect(s.players[BLACK].keep?.size).toBe(1);
    expect(s.board.filter((c) => c === null)).toHaveLength(1);
    const { state, events } = play(s, place(WHITE, 9, 7, 0), none(WHITE));
    expect(state.step).toBe('over');
    expect(state.board.every((c) => c !== null)).toBe(true);
    expect(eventsOf(events, 'final').filter((e) => e.reason === 'keep')).toEqual([]);
    expect(state.result).toEqual({ scores: [0, 0], winner: null });
    // With one cell left empty the same keeps score that 1 cell for White.
    const one = play(full(['5,5']), place(WHITE, 9, 7, 0), none(WHITE));
    expect(eventsOf(one.events, 'final')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'keep', points: 1 })]);
  });
});
