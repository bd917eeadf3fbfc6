// The Falcon expansion during a turn (001, resolved in SPEC.md and docs/rules.md): the scoring
// order with the gates variant, the falconer's token, chapels and doubling.
import { Action, GameState, Variants, legalActions } from '../src';
import { WHITE, BLACK, eventsOf, falconBoardWith, none, pieceAt, placeFalcon, play, position } from './helpers';

const piece = (code: string, rot: number, x: number, y: number) => pieceAt(code, rot, x, y, true);

/**
 * White's squire on a house (W on 2,3, or 2,3 and 2,4) open only to the east, and White's knight on
 * a 2-tile tower (X on 4,3 and 5,3: 4 points) open only to the west: White's court on 3,3 closes both.
 */
function houseAndTower(score: number, variants: Variants, houseSize: 1 | 2 = 1, towers: (number | null)[] = []): GameState {
  const house: Record<string, string> = houseSize === 2 ? { '2,4': 'W0', '1,4': 'Y0', '2,5': 'Y0', '3,4': 'Y0' } : { '2,4': 'Y0' };
  const s = position({
    falcon: true, variants,
    board: falconBoardWith({
      '2,2': 'Y0', '1,3': 'Y0', '2,3': 'W0:0w', ...house,
      '4,2': 'Y0', '4,4': 'Y0', '4,3': 'X0:0w', '5,3': 'X0', '5,2': 'Y0', '5,4': 'Y0', '6,3': 'Y0',
    }),
    tile: 'Y', stack: 'AAA', toAct: WHITE, scores: [score, 0], towers: Array.from({ length: 14 }, (_, t) => towers[t] ?? null),
  });
  return play(s, placeFalcon(WHITE, 3, 3, 0), none(WHITE)).state;
}

/** Score the feature of this kind first, then whatever is asked next. */
function scoreFirst(s: GameState, kind: 'house' | 'tower'): GameState {
  const first = legalActions(s).find((a) => a.type === 'score' && s.features[a.feature].kind === kind)!;
  let state = play(s, first).state;
  while (state.step === 'score' && state.toAct === WHITE) state = play(state, legalActions(state)[0] as Action).state;
  return state;
}

describe('Falcon: the scoring order with the gates variant', () => {
  describe.each([
    ['gates stop markers', { gatesStopMarkers: true }],
    ['gates stop markers, wall tiles taken at the end of the turn', { gatesStopMarkers: true, wallTilesAtEndOfTurn: true }],
  ] as const)('%s', (_, variants) => {
    test('"the placing player decides the order" where it changes the points: White at 23, house then tower 27, tower then house 28', () => {
      const s = houseAndTower(23, variants);
      expect(s.step).toBe('score');
      expect(legalActions(s).map((a) => (a.type === 'score' ? s.features[a.feature].kind : a.type)).sort()).toEqual(['house', 'tower']);
      expect(scoreFirst(s, 'house').players[WHITE].score).toBe(27); // 24, then the tower stops at the gate after 27
      expect(scoreFirst(s, 'tower').players[WHITE].score).toBe(28); // 27, then the house passes the gate
    });

    test('no question where every order ends the same: far from the gates', () => {
      const s = houseAndTower(3, variants);
      expect(s.step).toBe('place');
      expect(s.players[WHITE].score).toBe(8);
    });
  });

  test('both variants: the gate decides which tower the marker ends on, and its tile is taken after the turn', () => {
    // White at 89 with a 2-tile house (2) and the tower (4); the gate lies after 91, tower 12 on 93/94.
    const variants = { gatesStopMarkers: true, wallTilesAtEndOfTurn: true };
    const s = houseAndTower(89, variants, 2, [null, null, null, null, null, null, null, null, null, null, null, null, 9]);
    expect(s.step).toBe('score');
    const houseFirst = scoreFirst(s, 'house'); // 91, then the tower crosses the gate: 95
    expect([houseFirst.players[WHITE].score, houseFirst.players[WHITE].wall]).toEqual([95, []]);
    // Tower first: it stops at the gate on 91 (2 lost), the house then takes the marker to 93, and
    // tower 12's tile is taken once the turn's scoring is done.
    const towerFirst = play(s, legalActions(s).find((a) => a.type === 'score' && s.features[a.feature].kind === 'tower')!);
    const order = towerFirst.events.filter((e) => e.type === 'scored' || e.type === 'wallTaken');
    expect(order).toEqual([
      expect.objectContaining({ type: 'scored', reason: 'tower', points: 2, lost: 2, score: 91 }),
      expect.objectContaining({ type: 'scored', reason: 'house', points: 2, score: 93 }),
      { type: 'wallTaken', seat: WHITE, tower: 12, kind: 9 },
    ]);
    expect(towerFirst.state.players[WHITE].wall.map((w) => w.kind)).toEqual([9]);
  });
});

describe('Falcon: the falconer and doubling', () => {
  test('"the falconer gives the player one additional aerie token" on a feature without an aerie', () => {
    // White's falconer on a path from the north start space; a tile ending it at a tower closes it.
    const s = position({
      falcon: true, board: falconBoardWith({ '3,0': `A0:${pieceAt('A', 0, 2, 0)}wF` }), tile: 'P', stack: 'AA', toAct: BLACK,
    });
    const { state, events } = play(s, placeFalcon(BLACK, 3, 1, 2), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'path', tiles: 3, points: 3, aeries: 1 })]);
    expect(state.players.map((p) => [p.aeries, p.falconers])).toEqual([[1, 1], [0, 1]]);
  });

  test('chapels are not doubled by wall tile 3 (houses only): White is not asked, and scores 3', () => {
    const s = position({
      falcon: true, board: falconBoardWith({ '1,8': `g2:${piece('g', 2, 0, 4)}w`, '3,8': 'Y0' }), tile: 'g', stack: 'AA', toAct: WHITE,
      wall: [[3], []],
    });
    const { state, events } = play(s, placeFalcon(WHITE, 2, 8, 2), none(WHITE));
    expect(state.step).toBe('place');
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ reason: 'chapel', tiles: 2, multiplier: 1, points: 3 })]);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([3]);
  });
});
