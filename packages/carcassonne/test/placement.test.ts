// Placing land tiles on the open plane (rulebook: "Placing land tiles").
import { applyAction, createGame, legalActions, publicView } from '../src';
import { eventsOf, follow, place, play, position, t } from './helpers';

describe('placing land tiles', () => {
  test('the new tile must be placed with at least one edge abutting a placed tile: corner to corner is refused', () => {
    const s = createGame({ seats: 2, order: ['E', 'U'] });
    const r = applyAction(s, place(0, 1, 1, 0));
    expect(r.ok ? 'accepted' : r.error.code).toBe('NOT_ADJACENT');
    const far = applyAction(s, place(0, 5, 0, 0));
    expect(far.ok ? 'accepted' : far.error.code).toBe('NOT_ADJACENT');
  });

  test('field, city and road segments continue to field, city and road segments on all abutting tiles', () => {
    // E (city N) south of the start tile: its city would meet the start tile's field.
    const s = createGame({ seats: 2, order: ['E', 'U'] });
    const wrong = applyAction(s, place(0, 0, 1, 0));
    expect(wrong.ok ? 'accepted' : wrong.error.code).toBe('DOES_NOT_FIT');
    // Turned twice, its city faces south and its field meets the start tile's field: right.
    expect(applyAction(s, place(0, 0, 1, 2)).ok).toBe(true);
    // North of the start tile, the city segment is continued.
    expect(applyAction(s, place(0, 0, -1, 2)).ok).toBe(true);
  });

  test('on one edge a city continues and on the other a field: both must match at once', () => {
    // At 1,-1 a tile meets E's field (west) and U's field (south, U lying east of the start tile).
    const s = position({ seats: 2, tiles: [t('E', 0, -1, 2), t('U', 1, 0, 1)], order: ['N', 'U'] });
    // N turned once: city north and east, fields south and west: it fits.
    expect(applyAction(s, place(0, 1, -1, 1)).ok).toBe(true);
    // Turned twice: city south and east: the field continues west, the city meets U's field: refused.
    const r = applyAction(s, place(0, 1, -1, 2));
    expect(r.ok ? 'accepted' : r.error.code).toBe('DOES_NOT_FIT');
  });

  test('a tile cannot go where a tile lies', () => {
    const s = createGame({ seats: 2, order: ['U'] });
    const r = applyAction(s, place(0, 0, 0, 0));
    expect(r.ok ? 'accepted' : r.error.code).toBe('CELL_TAKEN');
  });

  test('legal placements are exactly the frontier cells and rotations that fit', () => {
    const s = createGame({ seats: 2, order: ['C', 'U'] });
    // C is all city: it fits only north of the start tile (its city), in each of its four turns.
    expect(legalActions(s)).toEqual([0, 1, 2, 3].map((rot) => place(0, 0, -1, rot)));
  });

  test('a drawn tile with no legal placement is discarded from the game (into the box) and another drawn, and the log says so', () => {
    // After E closes the start tile's city, no cell takes C (all city): it is set aside, U drawn.
    const s = createGame({ seats: 2, order: ['E', 'C', 'U'] });
    const { state, events } = play(s, place(0, 0, -1, 2), follow(0, null));
    expect(eventsOf(events, 'tileSetAside')).toEqual([{ type: 'tileSetAside', seat: 1, tile: 'C' }]);
    expect(publicView(state)).toMatchObject({ tile: 'U', toAct: 1, setAside: ['C'], tilesLeft: 0 });
  });

  test('the game ends after the turn in which the last tile is placed, set-aside tiles not waiting', () => {
    const s = createGame({ seats: 2, order: ['E', 'C'] });
    const { state, events } = play(s, place(0, 0, -1, 2), follow(0, null));
    expect(state.step).toBe('over');
    expect(eventsOf(events, 'tileSetAside')).toHaveLength(1);
    expect(eventsOf(events, 'gameOver')).toEqual([{ type: 'gameOver', scores: [0, 0], winners: [0, 1] }]);
  });
});
