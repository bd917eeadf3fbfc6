// Scoring completed roads, cities and cloisters during the game: each sentence and worked example
// of the rulebook's "Scoring completed cloisters, roads and cities" as a position and a move.
import { createGame, publicView } from '../src';
import { eventsOf, follow, man, place, play, position, t } from './helpers';

const RED = 0, BLUE = 1;

/** The road west of the start tile ends at a crossing (W at -1,0); U lies east of it. */
const ROAD_OF_FOUR = { seats: 2, tiles: [t('W', -1, 0, 0), t('U', 1, 0, 1)] };

describe('a completed road', () => {
  test('Red earns 4 points: both ends reach a crossing; one point a tile', () => {
    const s = position({ ...ROAD_OF_FOUR, followers: [man(RED, 1, 0, 'r1')], order: ['W', 'U'], toAct: BLUE });
    const { state, events } = play(s, place(BLUE, 2, 0, 0), follow(BLUE, null));
    const [scored] = eventsOf(events, 'scored');
    expect(scored).toMatchObject({ points: 4, tiles: 4, winners: [RED], men: [1, 0] });
    expect(scored.feature.kind).toBe('road');
    expect(state.scores).toEqual([4, 0]);
  });

  test('Red earns 3 points: a road from a cloister to a crossing', () => {
    const s = position({
      seats: 2, tiles: [t('A', 1, 0, 1)], followers: [man(RED, 0, 0, 'r1')], order: ['W', 'U'], toAct: BLUE,
    });
    const { state, events } = play(s, place(BLUE, -1, 0, 0), follow(BLUE, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 3, tiles: 3, winners: [RED] }]);
    expect(state.scores).toEqual([3, 0]);
  });

  test('a road is also complete when it forms a loop', () => {
    // Four curves south of the start tile: the last one closes the ring.
    const s = position({
      seats: 2, tiles: [t('V', 0, 1, 3), t('V', 1, 1, 0), t('V', 1, 2, 1)], followers: [man(RED, 0, 1, 'r1')], order: ['V', 'U'], toAct: BLUE,
    });
    const { events } = play(s, place(BLUE, 0, 2, 2), follow(BLUE, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 4, tiles: 4, winners: [RED] }]);
  });
});

describe('a completed city', () => {
  test('Red earns 8 points (3 city tiles and 1 pennant): 2 a tile, 2 a pennant', () => {
    const s = position({ seats: 2, tiles: [t('M', 0, -1, 2)], followers: [man(RED, 0, 0, 'c1')], order: ['E', 'U'], toAct: BLUE });
    const { state, events } = play(s, place(BLUE, 1, -1, 3), follow(BLUE, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 8, tiles: 3, pennants: 1, winners: [RED] }]);
    expect(state.scores).toEqual([8, 0]);
  });

  test('Red earns 8 points (4 city tiles, and no pennants)', () => {
    const s = position({
      seats: 2, tiles: [t('N', 0, -1, 2), t('N', 1, -1, 3)], followers: [man(RED, 0, 0, 'c1')], order: ['K', 'U'], toAct: BLUE,
    });
    const { events } = play(s, place(BLUE, 1, 0, 0), follow(BLUE, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 8, tiles: 4, pennants: 0, winners: [RED] }]);
  });

  test('when a tile has 2 segments in a city, it still counts for just 2 points (1 tile)', () => {
    // A ring of city round a corner: both caps of the I at 2,-2 belong to the one city.
    const s = position({
      seats: 2,
      tiles: [t('U', 1, 0, 1), t('V', 2, 0, 0), t('N', 2, -1, 1), t('N', 3, -1, 0), t('I', 2, -2, 0)],
      followers: [man(RED, 2, -1, 'c1')], order: ['N', 'U'], toAct: BLUE,
    });
    const { events } = play(s, place(BLUE, 3, -2, 3), follow(BLUE, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 8, tiles: 4, winners: [RED] }]);
  });

  test('Red and Blue each score the full 10 points for a 5-tile city that the new tile joins, tied with 1 knight each', () => {
    const s = position({
      seats: 3,
      tiles: [t('U', 1, 0, 1), t('K', 2, 0, 0), t('N', 2, -1, 3), t('N', 0, -1, 2)],
      followers: [man(RED, 0, 0, 'c1'), man(BLUE, 2, -1, 'c1')], order: ['G', 'U'], toAct: 2,
    });
    const { state, events } = play(s, place(2, 1, -1, 1), follow(2, null));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 10, tiles: 5, winners: [RED, BLUE], men: [1, 1, 0] }]);
    expect(state.scores).toEqual([10, 10, 0]);
  });

  test('the player with the most knights earns all the points', () => {
    const s = position({
      seats: 3,
      tiles: [t('U', 1, 0, 1), t('K', 2, 0, 0), t('N', 2, -1, 3), t('N', 0, -1, 2)],
      followers: [man(RED, 0, 0, 'c1'), man(BLUE, 2, -1, 'c1'), man(BLUE, 2, 0, 'c1')], order: ['G', 'U'], toAct: 2,
    });
    const { state } = play(s, place(2, 1, -1, 1), follow(2, null));
    expect(state.scores).toEqual([0, 10, 0]);
  });
});

describe('a completed cloister', () => {
  const AROUND = [t('U', -1, 0, 1), t('U', 1, 0, 1), t('E', -1, 1, 3), t('E', 1, 1, 1), t('E', -1, 2, 3), t('E', 0, 2, 2)];

  test('Red earns 9 points: the cloister tile and its 8 neighbours', () => {
    const s = position({ seats: 2, tiles: [t('B', 0, 1, 0), ...AROUND], followers: [man(RED, 0, 1, 'cloister')], order: ['E', 'U'], toAct: BLUE });
    const { state, events } = play(s, place(BLUE, 1, 2, 1), follow(BLUE, null));
    const [scored] = eventsOf(events, 'scored');
    expect(scored).toMatchObject({ points: 9, tiles: 9, winners: [RED] });
    expect(scored.feature.kind).toBe('cloister');
    expect(state.scores).toEqual([9, 0]);
    expect(publicView(state).players[RED].supply).toBe(7);
  });

  test('a cloister placed as the last of its own neighbourhood is complete at once', () => {
    const s = position({ seats: 2, tiles: [...AROUND, t('E', 1, 2, 1)], order: ['B', 'U'] });
    const { state, events } = play(s, place(RED, 0, 1, 0), follow(RED, 'cloister'));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 9, winners: [RED] }]);
    expect(state.men).toEqual([]);
  });
});

describe('returning scored followers', () => {
  test('Red earns 4 points: complete a road, deploy a thief, score it, return the thief, in this order', () => {
    const s = position({ ...ROAD_OF_FOUR, order: ['W', 'U'] });
    const { state, events } = play(s, place(RED, 2, 0, 0), follow(RED, 'r3'));
    expect(events.map((e) => e.type)).toEqual([
      'tilePlaced', 'followerPlaced', 'scored', 'followersReturned', 'turnStarted', 'tileDrawn',
    ]);
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 4, winners: [RED] }]);
    expect(eventsOf(events, 'followersReturned')).toEqual([{ type: 'followersReturned', seat: RED, count: 1 }]);
    expect(publicView(state).players[RED]).toEqual({ score: 4, supply: 7 });
  });

  test('Red earns 3 points: a thief deployed on the tile that completes a 3-tile road scores and comes back', () => {
    const s = position({ seats: 2, tiles: [t('A', 1, 0, 1)], order: ['W', 'U'] });
    const { state, events } = play(s, place(RED, -1, 0, 0), follow(RED, 'r1'));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 3, winners: [RED] }]);
    expect(publicView(state).players[RED]).toEqual({ score: 3, supply: 7 });
  });

  test('a knight deployed on the tile that closes a city scores and comes back the same turn', () => {
    const s = createGame({ seats: 2, order: ['E', 'U'] });
    const { state, events } = play(s, place(RED, 0, -1, 2), follow(RED, 'c1'));
    expect(eventsOf(events, 'scored')).toMatchObject([{ points: 4, tiles: 2, winners: [RED] }]);
    expect(publicView(state).players[RED]).toEqual({ score: 4, supply: 7 });
  });

  test('farmers are never returned, also when a city they border is completed', () => {
    const s = position({ seats: 2, tiles: [], followers: [man(RED, 0, 0, 'f1'), man(BLUE, 0, 0, 'c1')], order: ['E', 'U'] });
    const { state } = play(s, place(RED, 0, -1, 2), follow(RED, 'f1'));
    expect(publicView(state).followers.map((f) => `${f.seat} ${f.role}`)).toEqual(['0 farmer', '0 farmer']);
    expect(state.scores).toEqual([0, 4]);
  });
});
