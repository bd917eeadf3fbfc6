// Deploying followers (rulebook: "Deploying followers", and "How can there be more than 1 farmer on a farm?").
import { applyAction, createGame, legalActions, publicView } from '../src';
import { eventsOf, follow, man, place, play, position, spotsOffered, t } from './helpers';

const RED = 0, BLUE = 1;

describe('deploying followers', () => {
  test('each player has 7 followers in his supply (the eighth is his scoring marker)', () => {
    expect(publicView(createGame({ seats: 5, seed: 'x' })).players.map((p) => p.supply)).toEqual([7, 7, 7, 7, 7]);
  });

  test('one follower a turn, from the supply, only onto the tile just placed, as knight, thief, farmer or monk', () => {
    const s = createGame({ seats: 2, order: ['D', 'U'] });
    const placed = play(s, place(RED, 1, 0, 2)).state; // D turned: city south, road west-east
    expect(spotsOffered(placed)).toEqual([null, 'c1', 'r1', 'f1', 'f2']);
    const { state, events } = play(placed, follow(RED, 'r1'));
    expect(eventsOf(events, 'followerPlaced')).toEqual([{ type: 'followerPlaced', seat: RED, x: 1, y: 0, spot: 'r1', role: 'thief' }]);
    expect(publicView(state).players[RED].supply).toBe(6);
    // The turn is over: no second follower.
    const again = applyAction(state, follow(RED, 'c1'));
    expect(again.ok ? 'accepted' : again.error.code).toBe('NOT_YOUR_TURN');
  });

  test('a spot the tile does not have is refused', () => {
    const s = play(createGame({ seats: 2, order: ['D', 'U'] }), place(RED, 1, 0, 2)).state;
    const r = applyAction(s, follow(RED, 'cloister'));
    expect(r.ok ? 'accepted' : r.error.code).toBe('NO_SUCH_SPOT');
  });

  test('Blue can only deploy a farmer as there is already a knight in a connected city segment', () => {
    const s = position({ seats: 2, tiles: [], followers: [man(RED, 0, 0, 'c1')], order: ['N', 'U'], toAct: BLUE });
    const placed = play(s, place(BLUE, 0, -1, 2)).state;
    expect(spotsOffered(placed)).toEqual([null, 'f1']);
    const r = applyAction(placed, follow(BLUE, 'c1'));
    expect(r.ok ? 'accepted' : r.error.code).toBe('SPOT_TAKEN');
  });

  test('Blue can deploy his follower as a knight or a thief, but as a farmer only in the small field: the larger one already holds a farmer', () => {
    // Red's farmer lies in the start tile's field beside the city; J (turned once) continues it.
    const s = position({ seats: 2, tiles: [], followers: [man(RED, 0, 0, 'f1')], order: ['J', 'U'], toAct: BLUE });
    const placed = play(s, place(BLUE, 1, 0, 1)).state;
    expect(spotsOffered(placed)).toEqual([null, 'c1', 'r1', 'f2']);
    const r = applyAction(placed, follow(BLUE, 'f1'));
    expect(r.ok ? 'accepted' : r.error.code).toBe('SPOT_TAKEN');
  });

  test('a feature holding a follower of the player himself is barred to him too', () => {
    const s = position({ seats: 2, tiles: [], followers: [man(RED, 0, 0, 'r1')], order: ['U', 'U'] });
    const placed = play(s, place(RED, 1, 0, 1)).state;
    expect(spotsOffered(placed)).toEqual([null, 'f1', 'f2']);
  });

  test('a player who has deployed all his followers still places a tile each turn; the follower step is skipped', () => {
    const followers = [
      man(RED, 0, 0, 'c1'), man(RED, 0, 0, 'r1'), man(RED, 0, 0, 'f1'), man(RED, 0, 0, 'f2'),
      man(RED, -1, 0, 'r1'), man(RED, -1, 0, 'f1'), man(RED, -1, 0, 'f2'),
    ];
    const s = position({ seats: 2, tiles: [t('X', -1, 0, 0)], followers, order: ['U', 'U', 'U'] });
    expect(publicView(s).players[RED].supply).toBe(0);
    const { state } = play(s, place(RED, 1, 0, 1));
    expect(publicView(state)).toMatchObject({ toAct: BLUE, step: 'place' });
    expect(legalActions(state).every((a) => a.type === 'place')).toBe(true);
  });

  test('the two fields are not connected when they touch only at the corner; a third tile joins them: 2 farmers on one field', () => {
    const YELLOW = 2;
    const s = createGame({ seats: 3, order: ['E', 'V', 'E'] });
    // Turn 1: Blue (here seat 0) closes the start city with E and lays a farmer in its field.
    const t1 = play(s, place(0, 0, -1, 2), follow(0, 'f1')).state;
    // Turn 2: Red (seat 1) lays V diagonal to it and may put a farmer in its field: not connected yet.
    const t2 = play(t1, place(1, 1, 0, 0));
    expect(spotsOffered(t2.state)).toContain('f1');
    const t3 = play(t2.state, follow(1, 'f1')).state;
    // Turn 3: E at 1,-1 joins both fields: the one who laid it may not put a farmer there.
    const placed = play(t3, place(YELLOW, 1, -1, 0)).state;
    expect(spotsOffered(placed)).toEqual([null, 'c1']);
    const { events } = play(placed, follow(YELLOW, null));
    // The game ends: the joined field holds 1 farmer of each and supplies the closed start city.
    expect(eventsOf(events, 'finalFarm')).toMatchObject([{ men: [1, 1, 0], winners: [0, 1], points: 3 }]);
  });
});
