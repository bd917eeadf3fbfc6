// The Falcon expansion at the end of the game (001, resolved in SPEC.md and docs/rules.md):
// courts, wall tiles 4–7 beside kings, falconers and aeries, and the aerie scoring.
import { FALCON_CASTLE, GameEvent, Position } from '../src';
import { WHITE, BLACK, eventsOf, falconBoardWith, none, pieceAt, placeFalcon, play, position } from './helpers';

const piece = (code: string, rot: number, x: number, y: number) => pieceAt(code, rot, x, y, true);

/** The last tile of the game, a court, goes in front of the tower start space at (7,0). */
function lastTurn(tokens: Record<string, string>, more: Partial<Position> = {}) {
  return position({ falcon: true, board: falconBoardWith(tokens), tile: 'Y', toAct: WHITE, ...more });
}
const finish = (s: ReturnType<typeof lastTurn>) => play(s, placeFalcon(WHITE, 7, 0, 0), none(WHITE));
const finals = (events: GameEvent[]) => eventsOf(events, 'final').map((e) => [e.seat, e.reason, e.points, e.aeries ?? 0]);
/** The largest empty area after the last tile: every cell but the given ones and (7,0). */
const areaWithout = (tiles: number) => FALCON_CASTLE.cellCount - tiles - 1;

describe('Falcon: courts at the end', () => {
  const bareCourt = `Z0:${piece('Z', 0, 2, 4)}wF`; // half house, half court without a market

  test('"When the feature is scored, ... the falconer gives the player one additional aerie token": a bare court too', () => {
    // White's falconer alone on a court with no market and no aerie: the court is scored for 0 points
    // and the falconer's token wins White the aerie scoring.
    const { state, events } = finish(lastTurn({ '1,1': bareCourt }));
    expect(finals(events)).toEqual([[WHITE, 'court', 0, 1], [WHITE, 'aeries', areaWithout(1), 1]]);
    expect(state.players.map((p) => p.aeries)).toEqual([1, 0]);
    expect(state.result).toEqual({ scores: [areaWithout(1), 0], winner: WHITE });
  });

  test('a bare court under a plain merchant gives nothing and is not listed', () => {
    const { events } = finish(lastTurn({ '1,1': `Z0:${piece('Z', 0, 2, 4)}w` }));
    expect(finals(events)).toEqual([]);
  });

  test('the king doubles a court at the end, and its aerie gives a token: 1 market, 6 points, 1 token', () => {
    const { events } = finish(lastTurn({ '1,1': 'u0:0wK' }));
    expect(eventsOf(events, 'final')[0]).toMatchObject({ seat: WHITE, reason: 'court', points: 6, multiplier: 2, aeries: 1, markets: 1 });
  });

  test('ruling: two wall tiles 7 and the owner\'s king on one court give 16 per market (tile 7 is no doubling)', () => {
    const { events } = finish(lastTurn({ '1,1': 'Y0:0wK' }, { wall: [[7, 7], []] }));
    expect(eventsOf(events, 'final')[0]).toMatchObject({ reason: 'court', perMarket: 8, multiplier: 2, points: 16 });
  });
});

describe('Falcon: wall tiles 4, 5 and 6 at the end', () => {
  test('"choose what scores most for the holder": of two equal towers, the one whose aerie wins the aerie scoring', () => {
    // A plain tower (placed first) and a tower with an aerie, both White's, both 2 points unfinished.
    const s = lastTurn({ '1,1': 'X0:0w', '8,6': 'm0:0w' }, { wall: [[5], []] });
    const { state, events } = finish(s);
    const [wall5] = eventsOf(events, 'final').filter((e) => e.reason === 'wall5');
    expect(wall5).toMatchObject({ seat: WHITE, points: 2, aeries: 1, feature: state.features.find((f) => f.aeries === 1 && f.kind === 'tower')!.id });
    expect(finals(events)).toEqual([[WHITE, 'wall5', 2, 1], [WHITE, 'aeries', areaWithout(2), 1]]);
  });

  test('"choose what scores most for the holder": his own points, so a 2-tile path before a 1-tile path with an aerie that would only keep Black from the aerie scoring', () => {
    // White holds wall tile 4; Black has 1 aerie token. The aerie path would give 1 point and a token:
    // equal tokens, nobody scores the area. The plain 2-tile path gives White 2, and Black the area.
    const s = lastTurn({ '3,0': `A0:${piece('A', 0, 2, 0)}w`, '8,6': `k0:${piece('k', 0, 2, 4)}w` }, { wall: [[4], []], aeries: [0, 1] });
    const { events } = finish(s);
    expect(finals(events)).toEqual([[WHITE, 'wall4', 2, 0], [BLACK, 'aeries', areaWithout(2), 1]]);
  });

  test('of plans scoring the holder alike, the one that leaves him furthest ahead: a 1-tile path with an aerie before a plain one', () => {
    // Both paths give White 1 point; the aerie's token evens the tokens, so Black does not score the area.
    const s = lastTurn({ '3,4': `j0:${piece('j', 0, 2, 4)}w`, '8,6': `k0:${piece('k', 0, 2, 4)}w` }, { wall: [[4], []], aeries: [0, 1] });
    const { events } = finish(s);
    expect(finals(events)).toEqual([[WHITE, 'wall4', 1, 1]]);
  });

  test('White chooses foreseeing Black\'s best answer; Black answers what White chose', () => {
    // Both hold a wall tile 5 and may score a plain tower (2) or one with an aerie (2 and a token).
    // Both take the aerie: tokens stay equal and nobody scores the area.
    const s = lastTurn({ '1,1': 'X0:0w', '8,6': 'm0:0w', '3,4': 'X0:0b', '3,7': 'm0:0b' }, { wall: [[5], [5]] });
    const { events } = finish(s);
    expect(finals(events)).toEqual([[WHITE, 'wall5', 2, 1], [BLACK, 'wall5', 2, 1]]);
  });

  test('ruling: two wall tiles 5 on a tower under the holder\'s king score it twice, each doubled: 4 times in all', () => {
    const { events } = finish(lastTurn({ '1,1': 'X0:0wK' }, { wall: [[5, 5], []] }));
    expect(finals(events)).toEqual([[WHITE, 'wall5', 4, 0], [WHITE, 'wall5', 4, 0]]);
  });

  test('ruling: a feature scored twice by two copies gives its aerie tokens twice, the falconer\'s too', () => {
    const { state, events } = finish(lastTurn({ '1,1': 'm0:0wF' }, { wall: [[5, 5], []] }));
    expect(finals(events).slice(0, 2)).toEqual([[WHITE, 'wall5', 2, 2], [WHITE, 'wall5', 2, 2]]);
    expect(state.players[WHITE].aeries).toBe(4);
  });
});

describe('Falcon: the aerie scoring', () => {
  test('"the largest number of empty connected spaces" may be 0: a full castle gives the aeries nothing', () => {
    // Every cell holds a court but (1,1) and (7,0); White has more tokens.
    const tokens = Object.fromEntries(FALCON_CASTLE.cells.map(([x, y]) => [`${x},${y}`, 'Y0']).filter(([xy]) => xy !== '7,0' && xy !== '1,1'));
    const s = position({ falcon: true, board: falconBoardWith(tokens), tile: 'Y', stack: 'Y', toAct: WHITE, aeries: [3, 0] });
    const full = play(s, placeFalcon(WHITE, 7, 0, 0), none(WHITE), placeFalcon(BLACK, 1, 1, 0), none(BLACK));
    expect(full.state.result).not.toBeNull();
    expect(eventsOf(full.events, 'final').filter((e) => e.reason === 'aeries')).toEqual([]);
  });
});
