// The end and the final scoring: incomplete roads, cities and cloisters, then the farms. Each worked
// example of the rulebook's "Final Scoring" and "FARMER SCORING" as a position and its last move.
import { carcassonne } from '../src';
import { eventsOf, follow, man, place, play, position, t } from './helpers';

const RED = 0, BLUE = 1, YELLOW = 2, GREEN = 3, BLACK = 4;

describe('scoring of incomplete roads, cities and cloisters', () => {
  // Road: U, start tile, A (3 tiles, open to the west). Cloister A with 4 neighbours. Lower right:
  // E and M (2 tiles, 1 pennant). Left: Q, M, R, R, E, E (6 tiles, 2 pennants), open towards 0,-1.
  const BOARD = [
    t('U', -1, 0, 1), t('A', 1, 0, 1), t('E', 1, -1, 0), t('E', 2, 0, 1), t('E', 1, 1, 2), t('M', 1, 2, 0),
    t('Q', -1, -1, 0), t('R', -1, -2, 2), t('M', -2, -1, 1), t('R', -2, -2, 2), t('E', 0, -2, 3), t('E', -3, -2, 1),
  ];
  const FOLLOWERS = [
    man(RED, 0, 0, 'r1'), man(YELLOW, 1, 0, 'cloister'), man(BLUE, 1, 2, 'c1'),
    man(GREEN, -1, -1, 'c1'), man(GREEN, -2, -2, 'c1'), man(BLACK, -2, -1, 'c1'),
  ];

  test('Red 3 for the incomplete road, Yellow 5 for the incomplete cloister, Blue 3 and Green 8 for the cities, Black nothing (out-knighted)', () => {
    const s = position({ seats: 5, tiles: BOARD, followers: FOLLOWERS, order: ['E'], toAct: RED });
    // The last tile closes a small city elsewhere (nobody on it); then the game ends.
    const { state, events } = play(s, place(RED, 3, 0, 3), follow(RED, null));
    const lines = eventsOf(events, 'finalFeature').map((e) => [e.feature.kind, e.tiles, e.pennants, e.points, e.winners]);
    expect(lines).toEqual([
      ['road', 3, 0, 3, [RED]],
      ['cloister', 5, 0, 5, [YELLOW]],
      ['city', 2, 1, 3, [BLUE]],
      ['city', 6, 2, 8, [GREEN]],
    ]);
    expect(state.scores).toEqual([3, 3, 5, 8, 0]);
    expect(state.result).toEqual({ scores: [3, 3, 5, 8, 0], winners: [GREEN] });
  });

  test('the result view lists the final scoring line by line', () => {
    const s = position({ seats: 5, tiles: BOARD, followers: FOLLOWERS, order: ['E'], toAct: RED });
    const { state, events } = play(s, place(RED, 3, 0, 3), follow(RED, null));
    const view = carcassonne.resultView(carcassonne.result(state)!, events) as { winners: number[]; lines: unknown[] };
    expect(view.winners).toEqual([GREEN]);
    expect(view.lines).toHaveLength(4);
    expect(carcassonne.outcome(carcassonne.result(state)!)).toEqual({ scores: [3, 3, 5, 8, 0], winners: [GREEN] });
  });
});

/** A row of E tiles south of the start tile, each city facing south, with caps below some of them. */
function row(xs: number[], caps: number[]) {
  return [...xs.map((x) => t('E', x, 1, 2)), ...caps.map((x) => t('E', x, 2, 0))];
}

/** End the game with a last tile that changes no farm: U west of the start tile. */
const END = { order: ['U'], toAct: RED };
const lastMove = [place(RED, -1, 0, 1), follow(RED, null)] as const;

describe('farmer scoring', () => {
  test('Blue earns 6 points, Red earns 3 points; no farmer scores for the incomplete city', () => {
    // Cities at x = -1 and 1 are capped; the one at 0 is not. Blue farms above, Red below x = 1.
    const s = position({
      seats: 2, tiles: row([0, -1, 1], [-1, 1]), followers: [man(BLUE, 0, 0, 'f2'), man(RED, 1, 2, 'f1')], ...END,
    });
    const { state, events } = play(s, ...lastMove);
    const farms = eventsOf(events, 'finalFarm');
    expect(farms.map((f) => [f.winners, f.cities.length, f.points])).toEqual([[[BLUE], 2, 6], [[RED], 1, 3]]);
    expect(state.scores).toEqual([3, 6]);
  });

  test('Blue earns 9 points: one farm supplies three completed cities, 3 each whatever their size', () => {
    const s = position({ seats: 2, tiles: row([0, -1, 1], [-1, 0, 1]), followers: [man(BLUE, 0, 0, 'f2')], ...END });
    const { state } = play(s, ...lastMove);
    expect(state.scores).toEqual([0, 9]);
  });

  // City A (x = 0) is bordered by the upper farm and the lower one; city B (capped at 2,2) by the
  // lower one only. The lower farm runs west and south over an E (its city open) and two B.
  const TWO_FARMS = [
    t('E', 0, 1, 2), t('E', 0, 2, 0), t('E', 1, 2, 1), t('E', 2, 2, 3), t('E', -1, 2, 3), t('B', 0, 3, 0), t('B', -1, 3, 0),
  ];

  test('Red earns 6 points for supplying cities A and B with 2 farmers to Yellow\'s 1; Blue earns 3 for city A from the upper farm', () => {
    const s = position({
      seats: 3, tiles: TWO_FARMS, ...END,
      followers: [man(BLUE, 0, 0, 'f2'), man(RED, 0, 2, 'f1'), man(RED, 1, 2, 'f1'), man(YELLOW, -1, 2, 'f1')],
    });
    const { state, events } = play(s, ...lastMove);
    expect(eventsOf(events, 'finalFarm').map((f) => [f.men, f.winners, f.points])).toEqual([
      [[0, 1, 0], [BLUE], 3],
      [[2, 0, 1], [RED], 6],
    ]);
    expect(state.scores).toEqual([6, 3, 0]);
  });

  test('Red and Yellow each earn 6 points for cities A and B with 2 farmers each in the lower farm; Blue earns 3 for city A', () => {
    const s = position({
      seats: 3, tiles: TWO_FARMS, ...END,
      followers: [
        man(BLUE, 0, 0, 'f2'), man(RED, 0, 2, 'f1'), man(RED, 1, 2, 'f1'), man(YELLOW, -1, 2, 'f1'), man(YELLOW, 0, 3, 'f1'),
      ],
    });
    const { state } = play(s, ...lastMove);
    expect(state.scores).toEqual([6, 3, 6]);
  });

  test('farms 1–3: Blue 6 for A and B; Red and Blue 9 each for A, B and C; Yellow 12 for four cities over Black; the incomplete city scores nobody', () => {
    // Upper farm (farm 3) borders cities at x = -1, 0, 1, 2 and the incomplete one at -2. Below: E at
    // -1 and G at 0 (city runs on to an E at 0,3) split the lower fields: farm 1 borders A (-1) and
    // B (0); farm 2, east of G, borders B, C (1) and D (2).
    const tiles = [...row([0, -1, 1, 2, -2], [-1]), t('G', 0, 2, 0), t('E', 0, 3, 0), t('E', 1, 2, 0), t('E', 2, 2, 0)];
    const s = position({
      seats: 5, tiles, ...END,
      followers: [
        man(BLUE, -1, 2, 'f1'), man(RED, 1, 2, 'f1'), man(BLUE, 2, 2, 'f1'),
        man(YELLOW, 0, 0, 'f2'), man(YELLOW, 1, 1, 'f1'), man(BLACK, 2, 1, 'f1'),
      ],
    });
    const { state, events } = play(s, ...lastMove);
    expect(eventsOf(events, 'finalFarm').map((f) => [f.men, f.winners, f.cities.length, f.points])).toEqual([
      [[0, 1, 0, 0, 0], [BLUE], 2, 6],
      [[1, 1, 0, 0, 0], [RED, BLUE], 3, 9],
      [[0, 0, 2, 0, 1], [YELLOW], 4, 12],
    ]);
    expect(state.scores).toEqual([9, 15, 12, 0, 0]);
  });

  test('the incomplete city supplies no farmer, even with farmers all round it', () => {
    const s = position({ seats: 2, tiles: row([0], []), followers: [man(BLUE, 0, 1, 'f1')], ...END });
    const { events } = play(s, ...lastMove);
    expect(eventsOf(events, 'finalFarm')).toMatchObject([{ cities: [], points: 0, winners: [BLUE] }]);
  });

  test('most points wins; tied players share the win', () => {
    const s = position({ seats: 3, tiles: row([0, -1], [0, -1]), followers: [man(RED, 0, 1, 'f1'), man(BLUE, 0, 2, 'f1')], ...END });
    const { state } = play(s, ...lastMove);
    expect(state.result).toEqual({ scores: [6, 6, 0], winners: [RED, BLUE] });
  });
});
