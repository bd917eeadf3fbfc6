// Completing and scoring paths, towers and houses during the game (SPEC "A turn" step 4, "Completion").
import { legalActions } from '../src';
import { BLACK, WHITE, at, boardWith, eventsOf, none, pieceAt, place, play, position } from './helpers';
import { towersWith, twoFeatures } from './positions';


describe('completing features', () => {
  test('a path is complete when every end stops at a square, a building, the wall or a start space', () => {
    // A path from the square on (4,1) south to a house on (4,2).
    const s = position({ board: boardWith({ '4,1': `R0:${pieceAt('R', 0, 2, 3)}w` }), tile: 'Q', stack: 'AA' });
    const closed = play(s, place(WHITE, 4, 2, 2), none(WHITE));
    expect(eventsOf(closed.events, 'scored')).toEqual([
      expect.objectContaining({ seat: WHITE, reason: 'path', tiles: 2, points: 2 }),
    ]);
  });

  test('a path may end at the castle wall', () => {
    // From a square on (5,5) south to the wall below (5,7).
    const s = position({ board: boardWith({ '5,5': `R0:${pieceAt('R', 0, 2, 3)}b`, '5,6': 'A0' }), tile: 'A', stack: 'AA', toAct: WHITE });
    const { events } = play(s, place(WHITE, 5, 7, 0), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: BLACK, tiles: 3, points: 3 })]);
  });

  test('a path that closes into a loop is complete; a tile it crosses twice counts once', () => {
    // A loop from the north end of a square-cut path round to its south end: 6 tiles, 7 path pieces.
    const s = position({
      board: boardWith({ '4,2': `G1:${pieceAt('G', 1, 2, 2)}w`, '5,2': 'G2', '5,3': 'A0', '5,4': 'G3', '4,4': 'G0' }),
      tile: 'U', stack: 'AA', toAct: BLACK,
    });
    const { events } = play(s, place(BLACK, 4, 3, 0), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, tiles: 6, points: 6 })]);
  });

  test('a branching path is complete only when all of its ends are closed', () => {
    // A branch with three ends: west and east still open after the south end closes.
    const s = position({ board: boardWith({ '4,3': `N2:${pieceAt('N', 2, 2, 2)}w` }), tile: 'P', stack: 'AA' });
    const partial = play(s, place(WHITE, 4, 4, 2), none(WHITE));
    expect(eventsOf(partial.events, 'featureCompleted')).toEqual([]);
  });

  test('a path scores 2 per tile with a fountain, and still 2 with several fountains', () => {
    const s = position({ board: boardWith({ '3,0': 'B0:1w', '3,1': 'B0' }), tile: 'P', stack: 'AA' });
    const { events } = play(s, place(WHITE, 3, 2, 2), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ reason: 'path-fountain', tiles: 4, points: 8 })]);
  });

  test('a house is complete when surrounded by other features, start spaces and the wall', () => {
    // The full house on (2,6) faces the house start space on the south wall: they join (2 tiles).
    const s = position({ board: boardWith({ '2,7': 'W0:0b', '1,7': 'Y0', '3,7': 'Y0' }), tile: 'Y', stack: 'AA', toAct: WHITE });
    const { events } = play(s, place(WHITE, 2, 6, 0), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: BLACK, reason: 'house', tiles: 2, points: 2 })]);
  });

  test('pieces join through a shared side only, never corner to corner', () => {
    // Houses in the south-east corner of (1,0) and the north-west corner of (2,1) meet at a point.
    const s = position({
      board: boardWith({ '1,0': `a2:${pieceAt('a', 2, 3, 3)}w`, '1,1': 'Y0', '2,1': 'a0' }), tile: 'Y', stack: 'AA', toAct: BLACK,
    });
    const { events } = play(s, place(BLACK, 2, 0, 0), none(BLACK));
    expect(eventsOf(events, 'featureCompleted').map((e) => [e.kind, e.tiles])).toEqual([['house', 1], ['house', 1]]);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, tiles: 1, points: 1 })]);
  });

  test('a tower with a follower placed this turn scores at once, and the follower comes back', () => {
    // Tile V holds a small tower that no edge reaches: it is complete as soon as it lies.
    const s = position({ board: boardWith({}), tile: 'V', stack: 'AA', toAct: WHITE });
    const { state, events } = play(s, place(WHITE, 0, 3, 0), { seat: WHITE, type: 'follower', piece: pieceAt('V', 0, 2, 2) });
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'tower', tiles: 1, points: 2 })]);
    expect(state.players[WHITE].supply).toBe(6);
  });
});

describe('scoring', () => {
  test('the player with more followers on a feature scores it alone', () => {
    // Two white heralds against one black herald on the same path.
    const s = position({
      board: boardWith({ '3,0': 'A0:1w', '3,1': 'A0:1b', '3,2': 'A0:1w' }), tile: 'P', stack: 'AA', toAct: BLACK,
    });
    const { events } = play(s, place(BLACK, 3, 3, 2), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, tiles: 5, points: 5 })]);
    expect(events.some((e) => e.type === 'scored' && e.seat === BLACK)).toBe(false);
  });

  test("the placing player's scorings come first, then the opponent's", () => {
    // Black's tile closes Black's house (west) and White's tower (east) at once.
    const s = twoFeatures({ house: 'b', tower: 'w', toAct: BLACK, scores: [0, 0] });
    const { events } = play(s, place(BLACK, 3, 3, 0), none(BLACK));
    expect(eventsOf(events, 'scored').map((e) => [e.seat, e.reason])).toEqual([[BLACK, 'house'], [WHITE, 'tower']]);
  });

  test('when the order changes which wall tiles are taken, the placing player chooses it', () => {
    // White at 11 scores a house (1) and a tower (4): house first lands on 12 and 16; tower first on 15 and 16.
    const s = twoFeatures({ house: 'w', tower: 'w', toAct: WHITE, scores: [11, 0], towers: towersWith({ 1: 9, 2: 4 }) });
    const { state } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.step).toBe('score');
    const choices = legalActions(state);
    expect(choices).toHaveLength(2);
    const house = choices.find((a) => a.type === 'score' && state.features[a.feature].kind === 'house')!;
    const tower = choices.find((a) => a.type === 'score' && state.features[a.feature].kind === 'tower')!;
    const houseFirst = play(state, house);
    expect(eventsOf(houseFirst.events, 'wallTaken').map((e) => e.tower)).toEqual([1, 2]);
    const towerFirst = play(state, tower);
    expect(eventsOf(towerFirst.events, 'wallTaken').map((e) => e.tower)).toEqual([2]);
    expect(towerFirst.state.players[WHITE].score).toBe(16);
  });

  test('where every order gives the same result, no choice is asked', () => {
    const s = twoFeatures({ house: 'w', tower: 'w', toAct: WHITE, scores: [60, 0], towers: towersWith({ 1: 9, 2: 4 }) });
    const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.step).toBe('place');
    expect(eventsOf(events, 'scored')).toHaveLength(2);
    expect(state.players[WHITE].score).toBe(65);
  });

  test('a marker passing a corner tower takes nothing', () => {
    const s = twoFeatures({ house: 'w', tower: null, toAct: WHITE, scores: [11, 0], towers: towersWith({ 1: 9 }) });
    // Only the house (1 point) scores here: 11 → 12 lands; compare a 4-point tower from 10 → 14 passing 12/13.
    const passing = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [10, 0], towers: towersWith({ 1: 9 }) });
    expect(eventsOf(play(s, place(WHITE, 3, 3, 0), none(WHITE)).events, 'wallTaken')).toHaveLength(1);
    const { state, events } = play(passing, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.players[WHITE].score).toBe(14);
    expect(eventsOf(events, 'wallTaken')).toEqual([]);
  });

  test("either player can take a wall tile this way, on the opponent's turn too", () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: BLACK, scores: [12, 0], towers: towersWith({ 2: 6 }) });
    const { state, events } = play(s, place(BLACK, 3, 3, 0), none(BLACK));
    expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: WHITE, tower: 2, kind: 6 }]);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([6]);
  });

  test('a score of 100 or more goes round the track again; the score itself keeps counting', () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [98, 0], towers: towersWith({ 1: 9 }) });
    const { state } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.players[WHITE].score).toBe(102);
  });

  test('the first house scored gets the keep; a larger one moves it; a smaller or equal one does not', () => {
    const first = play(twoFeatures({ house: 'w', tower: null, toAct: WHITE, scores: [60, 0] }), place(WHITE, 3, 3, 0), none(WHITE));
    expect(eventsOf(first.events, 'keepMoved')).toEqual([
      { type: 'keepMoved', seat: WHITE, feature: expect.any(Number), cell: at(2, 3), size: 1 },
    ]);
    expect(first.state.players[WHITE].keep).toMatchObject({ cell: at(2, 3), size: 1 });

    const larger = play(twoFeatures({ house: 'w', houseSize: 2, keepSize: 1, tower: null, toAct: WHITE, scores: [60, 0] }), place(WHITE, 3, 3, 0), none(WHITE));
    expect(eventsOf(larger.events, 'keepMoved')).toEqual([expect.objectContaining({ seat: WHITE, cell: at(2, 3), size: 2 })]);

    for (const keepSize of [1, 2] as const) {
      const smaller = play(twoFeatures({ house: 'w', keepSize, tower: null, toAct: WHITE, scores: [60, 0] }), place(WHITE, 3, 3, 0), none(WHITE));
      expect(eventsOf(smaller.events, 'scored')).toHaveLength(1);
      expect(eventsOf(smaller.events, 'keepMoved')).toEqual([]);
      expect(smaller.state.players[WHITE].keep).toMatchObject({ cell: at(7, 6), size: keepSize });
    }
  });

  test('house rule: wall tiles are taken only where a marker stands after all of the turn\'s scoring', () => {
    // As above, White at 11 scores 1 and 4: no order to choose, and only the tower on 16/17 is reached.
    const s = twoFeatures({
      house: 'w', tower: 'w', toAct: WHITE, scores: [11, 0], towers: towersWith({ 1: 9, 2: 4 }), variants: { wallTilesAtEndOfTurn: true },
    });
    const { state, events } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.step).toBe('place');
    expect(eventsOf(events, 'wallTaken')).toEqual([{ type: 'wallTaken', seat: WHITE, tower: 2, kind: 4 }]);
    expect(state.towers[1]).toBe(9);
  });
});
