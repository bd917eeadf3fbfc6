// The Falcon expansion (001, resolved in SPEC.md "Falcon expansion" and "Variants").
import {
  BASE_TILES, CHAPEL_POINTS, FALCON_SET, FALCON_CASTLE, FALCON_TILES, applyAction, createGame, legalActions, legalPlacements,
  castleOf,
} from '../src';
import { BLACK, WHITE, eventsOf, falconAt, falconBoardWith, none, pieceAt, placeFalcon, play, position } from './helpers';

/** Piece index on a Falcon tile. */
const falconPiece = (code: string, rot: number, x: number, y: number) => pieceAt(code, rot, x, y, true);

describe('Falcon: the tiles and the track', () => {
  test('18 more tiles, 78 in all, with chapels and aeries on several kinds of feature', () => {
    expect(FALCON_TILES.reduce((n, t) => n + t.count, 0)).toBe(18);
    expect(FALCON_SET.types).toHaveLength(BASE_TILES.length + FALCON_TILES.length);
    const pieces = FALCON_SET.oriented.slice(BASE_TILES.length).map((o) => o[0].pieces).flat();
    expect(pieces.some((p) => p.kind === 'chapel')).toBe(true);
    expect(new Set(pieces.filter((p) => p.aeries > 0).map((p) => p.kind))).toEqual(new Set(['chapel', 'path', 'tower', 'court']));
  });

  test('every Falcon tile can be placed on the empty castle', () => {
    const empty = createGame({ seed: 'falcon-data', falcon: true });
    FALCON_TILES.forEach((t, i) => {
      expect([t.code, legalPlacements(empty, BASE_TILES.length + i).length > 0]).toEqual([t.code, true]);
    });
  });

  test('each player gets a king and a falconer besides his 6 followers; without Falcon, none', () => {
    expect(createGame({ seed: 'x', falcon: true }).players.map((p) => [p.supply, p.kings, p.falconers])).toEqual([[6, 1, 1], [6, 1, 1]]);
    expect(createGame({ seed: 'x' }).players.map((p) => [p.supply, p.kings, p.falconers])).toEqual([[6, 0, 0], [6, 0, 0]]);
  });

  test('the gates are on the track with Falcon, and not without', () => {
    expect(castleOf(createGame({ seed: 'x', falcon: true })).gates).toEqual(FALCON_CASTLE.gates);
    expect(castleOf(createGame({ seed: 'x' })).gates).toEqual([]);
  });
});

describe('Falcon: chapels', () => {
  test('a chapel scores by its size in tiles: 1, 3, 6, 10, 15, 21, 28 and 36 for 8 or more', () => {
    expect(CHAPEL_POINTS).toEqual([1, 3, 6, 10, 15, 21, 28, 36]);
  });

  test('a chapel is complete, like a house, when surrounded: 2 tiles score 3', () => {
    const s = position({
      falcon: true, board: falconBoardWith({ '1,8': `g2:${falconPiece('g', 2, 0, 4)}w`, '3,8': 'Y0' }), tile: 'g', stack: 'AA', toAct: BLACK,
    });
    const { events } = play(s, placeFalcon(BLACK, 2, 8, 2), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'chapel', tiles: 2, points: 3 })]);
  });

  test('example: White scores a chapel of 5 tiles for 15 and takes 3 aerie tokens (2 aeries and his falconer)', () => {
    const s = position({
      falcon: true,
      board: falconBoardWith({
        '1,8': `g2:${falconPiece('g', 2, 0, 4)}wF`, '2,8': 'v2', '3,8': 'g2', '4,8': 'v2', '6,8': 'P0',
      }),
      tile: 'g', stack: 'AA', toAct: WHITE,
    });
    const { state, events } = play(s, placeFalcon(WHITE, 5, 8, 2), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([
      expect.objectContaining({ seat: WHITE, reason: 'chapel', tiles: 5, points: 15, aeries: 3 }),
    ]);
    expect(state.players[WHITE].aeries).toBe(3);
    expect(state.players[WHITE].falconers).toBe(1); // the falconer came back
  });

  test('an unfinished chapel scores nothing at the end, and wall tile 6 (houses) does not score it', () => {
    const s = position({
      falcon: true, board: falconBoardWith({ '1,8': `g2:${falconPiece('g', 2, 0, 4)}w` }), tile: 'Y', toAct: WHITE, wall: [[6], []],
    });
    const { events } = play(s, placeFalcon(WHITE, 7, 0, 0), none(WHITE));
    expect(eventsOf(events, 'final')).toEqual([]);
  });
});

describe('Falcon: king and falconer', () => {
  /** Black's king on a path from the north start space; the path ends at a chapel with an aerie on it. */
  const kingPath = (king: string) => position({
    falcon: true, board: falconBoardWith({ '3,0': `A0:${pieceAt('A', 0, 2, 0)}${king}`, '3,1': 'A0' }), tile: 'k', stack: 'AA', toAct: BLACK,
  });

  test('example: the king doubles a 4-point path to 8, and its aerie gives a token', () => {
    const { state, events } = play(kingPath('bK'), placeFalcon(BLACK, 3, 2, 2), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([
      expect.objectContaining({ seat: BLACK, reason: 'path', tiles: 4, multiplier: 2, points: 8, aeries: 1 }),
    ]);
    expect(state.players[BLACK]).toMatchObject({ score: 8, aeries: 1, kings: 1 });
  });

  test('king and falconer are placed instead of a follower, never onto a feature scored this turn', () => {
    const s = position({ falcon: true, board: falconBoardWith({ '3,0': 'A0', '3,1': 'A0' }), tile: 'k', stack: 'AA', toAct: BLACK });
    const placed = play(s, placeFalcon(BLACK, 3, 2, 2)).state;
    const path = falconPiece('k', 2, 2, 0), chapel = falconPiece('k', 2, 2, 4);
    const choices = legalActions(placed).map((a) => (a.type === 'follower' ? `${a.piece}${a.figure ? ':' + a.figure : ''}` : ''));
    expect(choices).toContain(`${path}`);
    expect(choices).not.toContain(`${path}:king`);
    expect(choices).not.toContain(`${path}:falconer`);
    expect(choices).toEqual(expect.arrayContaining([`${chapel}:king`, `${chapel}:falconer`]));
    const r = applyAction(placed, { seat: BLACK, type: 'follower', piece: path, figure: 'king' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
    const ok = play(placed, { seat: BLACK, type: 'follower', piece: chapel, figure: 'king' });
    expect(ok.state.players[BLACK].kings).toBe(0);
    expect(ok.state.followers).toContainEqual({ seat: BLACK, cell: falconAt(3, 2), piece: chapel, figure: 'king' });
  });

  test('they count for the majority; on a tie nobody scores, not even points or tokens', () => {
    const s = position({
      falcon: true,
      board: falconBoardWith({ '3,0': `A0:${pieceAt('A', 0, 2, 0)}bK`, '3,1': `A0:${pieceAt('A', 0, 2, 0)}w` }),
      tile: 'k', stack: 'AA', toAct: BLACK,
    });
    const { state, events } = play(s, placeFalcon(BLACK, 3, 2, 2), none(BLACK));
    expect(eventsOf(events, 'noScore')).toEqual([expect.objectContaining({ reason: 'tie' })]);
    expect(state.players.map((p) => [p.score, p.aeries])).toEqual([[0, 0], [0, 0]]);
    expect(state.players[BLACK].kings).toBe(1);
  });

  test('a scoring is doubled once at most: one wall tile 2, and none beside a king', () => {
    const tower = (who: string, wall: number[]) => position({
      falcon: true, board: falconBoardWith({ '4,3': `X0:0${who}`, '4,2': 'Y0', '4,4': 'Y0', '5,3': 'Y0' }),
      tile: 'Y', stack: 'AA', toAct: WHITE, wall: [wall, []],
    });
    const plain = play(tower('w', [2, 2]), placeFalcon(WHITE, 3, 3, 0), none(WHITE)).state;
    expect(legalActions(plain).map((a) => (a.type === 'score' ? a.double : -1))).toEqual([0, 1]);
    const withKing = play(tower('wK', [2, 2]), placeFalcon(WHITE, 3, 3, 0), none(WHITE));
    expect(withKing.state.step).toBe('place');
    expect(eventsOf(withKing.events, 'scored')).toEqual([expect.objectContaining({ multiplier: 2, points: 4 })]);
    expect(withKing.state.players[WHITE].wall).toHaveLength(2);
  });

  test('"these may not be applied when scoring with the king": the other player\'s king on the feature does not block them', () => {
    // A tower of 3 tiles: two White knights, Black's king. White scores it, without a king: he may double it.
    const s = position({
      falcon: true,
      board: falconBoardWith({
        '4,3': 'X0:0w', '5,3': 'X0:0w', '6,3': 'X0:0bK', '7,3': 'Y0',
        '4,2': 'Y0', '5,2': 'Y0', '6,2': 'Y0', '4,4': 'Y0', '5,4': 'Y0', '6,4': 'Y0',
      }),
      tile: 'Y', stack: 'AA', toAct: WHITE, wall: [[2], []],
    });
    const closed = play(s, placeFalcon(WHITE, 3, 3, 0), none(WHITE)).state;
    expect(legalActions(closed).map((a) => (a.type === 'score' ? a.double : -1))).toEqual([0, 1]);
    const doubled = play(closed, { seat: WHITE, type: 'score', feature: (legalActions(closed)[1] as { feature: number }).feature, double: 1 });
    expect(eventsOf(doubled.events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, multiplier: 2, points: 12 })]);
  });
});

describe('Falcon: aerie tokens at the end', () => {
  const lastTurn = (aeries: [number, number]) => position({
    falcon: true, board: falconBoardWith({ '1,1': 'Y0' }), tile: 'Y', toAct: WHITE, aeries,
  });

  test('the player with more tokens scores the largest empty area, like the keep', () => {
    const { events } = play(lastTurn([3, 1]), placeFalcon(WHITE, 7, 0, 0), none(WHITE));
    expect(eventsOf(events, 'final')).toEqual([expect.objectContaining({ seat: WHITE, reason: 'aeries', points: 93 })]);
  });

  test('equal tokens score nothing', () => {
    expect(eventsOf(play(lastTurn([2, 2]), placeFalcon(WHITE, 7, 0, 0), none(WHITE)).events, 'final')).toEqual([]);
  });
});

describe('Falcon variant: gates stop markers', () => {
  const game = (score: number, variant: boolean) => position({
    falcon: true, variants: { gatesStopMarkers: variant },
    board: falconBoardWith({ '3,0': `A0:${pieceAt('A', 0, 2, 0)}b`, '3,1': 'A0' }), tile: 'P', stack: 'AA', toAct: BLACK, scores: [0, score],
  });

  test('a marker that reaches a gate stops there and the rest of that scoring is lost', () => {
    const { state, events } = play(game(25, true), placeFalcon(BLACK, 3, 2, 2), none(BLACK));
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ points: 2, lost: 2, score: 27 })]);
    expect(state.players[BLACK].score).toBe(27);
  });

  test('a marker standing at a gate passes it with its next scoring; without the variant gates stop nothing', () => {
    expect(play(game(27, true), placeFalcon(BLACK, 3, 2, 2), none(BLACK)).state.players[BLACK].score).toBe(31);
    expect(play(game(25, false), placeFalcon(BLACK, 3, 2, 2), none(BLACK)).state.players[BLACK].score).toBe(29);
  });

  test('gates do not stop markers in the final scoring', () => {
    const s = position({
      falcon: true, variants: { gatesStopMarkers: true }, board: falconBoardWith({ '1,1': 'Y0:0w' }), tile: 'Y', toAct: WHITE, scores: [26, 0],
    });
    const { state } = play(s, placeFalcon(WHITE, 7, 0, 0), none(WHITE));
    expect(state.players[WHITE].score).toBe(29); // the court's market: 3
  });
});
