// Placing followers (SPEC "A turn", step 3) and their return.
import { FOLLOWERS_PER_PLAYER, applyAction, createGame, legalActions } from '../src';
import { BLACK, WHITE, at, boardWith, eventsOf, follower, none, pieceAt, place, play, position } from './helpers';

const followerChoices = (s: ReturnType<typeof createGame>) =>
  legalActions(s).map((a) => (a.type === 'follower' ? a.piece : 'other'));

describe('followers', () => {
  test('each player has 6 followers to place, besides the score marker', () => {
    const s = createGame({ seed: 'f' });
    expect(FOLLOWERS_PER_PLAYER).toBe(6);
    expect(s.players.map((p) => p.supply)).toEqual([6, 6]);
  });

  test('after placing, the player may put one follower on any feature of that tile, or none', () => {
    const s = position({ board: boardWith({}), tile: 'D', stack: 'AA' }); // house | path | court
    const { state } = play(s, place(WHITE, 3, 0, 0));
    expect(state.step).toBe('follower');
    expect(followerChoices(state)).toEqual([null, 0, 1, 2]);
    const after = play(state, follower(WHITE, 1));
    expect(eventsOf(after.events, 'followerPlaced')).toEqual([
      { type: 'followerPlaced', seat: WHITE, cell: at(3, 0), piece: 1, role: 'herald' },
    ]);
    expect(after.state.players[WHITE].supply).toBe(5);
    expect(after.state.step).toBe('place'); // one follower a turn: the turn has moved on
    expect(after.state.toAct).toBe(BLACK);
  });

  test('a follower takes its role from its feature: herald, knight, squire, merchant', () => {
    const roles: string[] = [];
    const s = position({ board: boardWith({}), tile: 'F', stack: 'AA' }); // house | path | tower
    for (const piece of [0, 1, 2]) {
      const { events } = play(s, place(WHITE, 3, 0, 0), follower(WHITE, piece));
      roles.push(eventsOf(events, 'followerPlaced')[0].role);
    }
    const c = position({ board: boardWith({}), tile: 'A', stack: 'AA' });
    roles.push(eventsOf(play(c, place(WHITE, 3, 0, 0), follower(WHITE, 0)).events, 'followerPlaced')[0].role);
    expect(roles).toEqual(['squire', 'herald', 'knight', 'merchant']);
  });

  test('no follower may go onto a feature that already has one, however far away, even his own', () => {
    // White's herald stands two tiles up the path; the new straight tile extends that path.
    const s = position({ board: boardWith({ '3,0': 'A0:1w', '3,1': 'A0' }), tile: 'A', stack: 'AA', toAct: WHITE });
    const { state } = play(s, place(WHITE, 3, 2, 0));
    expect(followerChoices(state)).toEqual([null, 0, 2]); // both courts, not the path
    const r = applyAction(state, follower(WHITE, 1));
    expect(r).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
  });

  test('features with followers of both players may be joined later; then both stand on one feature', () => {
    const s = position({ board: boardWith({ '3,0': 'A0:1w', '3,2': 'P2:1b' }), tile: 'A', stack: 'AA', toAct: WHITE });
    const placed = play(s, place(WHITE, 3, 1, 0));
    expect(followerChoices(placed.state)).toEqual([null, 0, 2]); // the joined path is taken
    const { state, events } = play(placed.state, none(WHITE));
    expect(eventsOf(events, 'featureCompleted')).toEqual([expect.objectContaining({ kind: 'path', men: [1, 1] })]);
    expect(eventsOf(events, 'noScore')).toEqual([expect.objectContaining({ reason: 'tie' })]);
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
  });

  test('a player with no follower in his supply places none', () => {
    const s = position({
      board: boardWith({ '1,1': 'Y0:0w', '2,1': 'Y0', '3,1': 'W0:0w', '4,1': 'X0:0w', '5,1': 'Z0:0w', '6,1': 'Z0:1w', '7,1': 'X0', '8,1': 'X0:0w' }),
      tile: 'Y', stack: 'AA', toAct: WHITE,
    });
    expect(s.players[WHITE].supply).toBe(0);
    const { state } = play(s, place(WHITE, 1, 2, 0));
    expect(state.step).toBe('place');
    expect(state.toAct).toBe(BLACK);
  });

  test('followers on a scored feature go back at the end of the turn, ready for any role', () => {
    const s = position({ board: boardWith({ '3,0': 'B0:1w' }), tile: 'P', stack: 'AA', toAct: WHITE });
    const { state, events } = play(s, place(WHITE, 3, 1, 2), none(WHITE));
    expect(eventsOf(events, 'followersReturned')).toEqual([{ type: 'followersReturned', seat: WHITE, count: 1 }]);
    expect(state.followers).toEqual([]);
    expect(state.players[WHITE].supply).toBe(6);
  });

  test('merchants never go back: a court enclosed on every side is not scored during the game', () => {
    // A court tile walled in by houses: closed, but courts score only at the end.
    const s = position({
      board: boardWith({ '1,1': 'W0', '2,0': 'W0', '3,1': 'W0', '2,1': 'Y0:0b' }),
      tile: 'W', stack: 'AA', toAct: WHITE,
    });
    const { state, events } = play(s, place(WHITE, 2, 2, 0), none(WHITE));
    expect(eventsOf(events, 'scored')).toEqual([]);
    expect(state.followers).toEqual([{ seat: BLACK, cell: at(2, 1), piece: pieceAt('Y', 0, 0, 0) }]);
    expect(state.players[BLACK].supply).toBe(5);
  });
});
