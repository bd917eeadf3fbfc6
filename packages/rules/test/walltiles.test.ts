// Wall tiles during the game: 1 (another turn), 2 (tower ×2), 3 (house ×2), and when they may be played.
import { applyAction, legalActions } from '../src';
import { BLACK, WHITE, eventsOf, none, place, play } from './helpers';
import { towersWith, twoFeatures } from './positions';

const scoreChoices = (s: Parameters<typeof legalActions>[0]) =>
  legalActions(s).flatMap((a) => (a.type === 'score' ? [[s.features[a.feature].kind, a.double]] : []));

describe('wall tiles during the game', () => {
  test('wall tile 1: after this turn the player takes another complete turn', () => {
    const s = twoFeatures({ house: null, tower: null, toAct: WHITE, scores: [0, 0], wall: [[1], []] });
    expect(legalActions(s)).toContainEqual({ seat: WHITE, type: 'wall', kind: 1 });
    const { state, events } = play(s, { seat: WHITE, type: 'wall', kind: 1 }, place(WHITE, 3, 3, 0), none(WHITE));
    expect(eventsOf(events, 'wallPlayed')).toEqual([{ type: 'wallPlayed', seat: WHITE, kind: 1 }]);
    expect(eventsOf(events, 'extraTurn')).toEqual([{ type: 'extraTurn', seat: WHITE }]);
    expect(state.toAct).toBe(WHITE);
    expect(state.players[WHITE].wall).toEqual([]);
    // The turn after the extra one is Black's again.
    const next = play(state, legalActions(state).find((a) => a.type === 'place')!, none(WHITE));
    expect(next.state.toAct).toBe(BLACK);
  });

  test('only one wall tile 1 a turn; the second copy may be played on the extra turn', () => {
    const s = twoFeatures({ house: null, tower: null, toAct: WHITE, scores: [0, 0], wall: [[1, 1], []] });
    const once = play(s, { seat: WHITE, type: 'wall', kind: 1 });
    expect(legalActions(once.state).some((a) => a.type === 'wall')).toBe(false);
    expect(applyAction(once.state, { seat: WHITE, type: 'wall', kind: 1 })).toMatchObject({ ok: false, error: { code: 'ILLEGAL' } });
    const extra = play(once.state, place(WHITE, 3, 3, 0), none(WHITE));
    expect(legalActions(extra.state)).toContainEqual({ seat: WHITE, type: 'wall', kind: 1 });
  });

  test('wall tile 2 doubles a completed tower its holder scores on his turn', () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [60, 0], wall: [[2], []] });
    const { state } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.step).toBe('score');
    expect(scoreChoices(state)).toEqual([['tower', 0], ['tower', 1]]);
    const tower = legalActions(state).find((a) => a.type === 'score' && a.double === 1)!;
    const { state: after, events } = play(state, tower);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ reason: 'tower', tiles: 2, multiplier: 2, points: 8 })]);
    expect(eventsOf(events, 'wallPlayed')).toEqual([expect.objectContaining({ seat: WHITE, kind: 2 })]);
    expect(after.players[WHITE].wall).toEqual([]);
  });

  test('he may keep it for later instead', () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [60, 0], wall: [[2], []] });
    const placed = play(s, place(WHITE, 3, 3, 0), none(WHITE)).state;
    const keep = legalActions(placed).find((a) => a.type === 'score' && a.double === 0)!;
    const { state } = play(placed, keep);
    expect(state.players[WHITE].score).toBe(64);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([2]);
  });

  test('both copies of wall tile 2 on one tower triple it, not quadruple', () => {
    const s = twoFeatures({ house: null, tower: 'w', toAct: WHITE, scores: [60, 0], wall: [[2, 2], []] });
    const placed = play(s, place(WHITE, 3, 3, 0), none(WHITE)).state;
    expect(scoreChoices(placed)).toEqual([['tower', 0], ['tower', 1], ['tower', 2]]);
    const { events } = play(placed, legalActions(placed).find((a) => a.type === 'score' && a.double === 2)!);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ multiplier: 3, points: 12 })]);
  });

  test('wall tile 3 doubles a completed house', () => {
    const s = twoFeatures({ house: 'w', houseSize: 2, tower: null, toAct: WHITE, scores: [60, 0], wall: [[3], []] });
    const placed = play(s, place(WHITE, 3, 3, 0), none(WHITE)).state;
    expect(scoreChoices(placed)).toEqual([['house', 0], ['house', 1]]);
    const { events } = play(placed, legalActions(placed).find((a) => a.type === 'score' && a.double === 1)!);
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ reason: 'house', tiles: 2, points: 4 })]);
  });

  test("wall tiles are played on their holder's own turn only, never on the opponent's", () => {
    // White holds a 2; Black's tile completes White's tower: it scores plainly, nobody is asked.
    const s = twoFeatures({ house: null, tower: 'w', toAct: BLACK, scores: [60, 0], wall: [[2], []] });
    const { state, events } = play(s, place(BLACK, 3, 3, 0), none(BLACK));
    expect(state.step).toBe('place');
    expect(eventsOf(events, 'scored')).toEqual([expect.objectContaining({ seat: WHITE, multiplier: 1, points: 4 })]);
  });

  test('a wall tile needs its holder to have more followers on the feature', () => {
    const s = twoFeatures({ house: null, tower: 'b', toAct: WHITE, scores: [60, 0], wall: [[2], []] });
    const { state } = play(s, place(WHITE, 3, 3, 0), none(WHITE));
    expect(state.step).toBe('place');
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([2]);
  });

  test('a wall tile taken this turn cannot be played in the same turn', () => {
    // White at 11: the house (1) lands on 12 and takes a 2; the tower that follows is not doubled.
    const s = twoFeatures({ house: 'w', tower: 'w', toAct: WHITE, scores: [11, 0], towers: towersWith({ 1: 2 }) });
    const placed = play(s, place(WHITE, 3, 3, 0), none(WHITE)).state;
    const house = legalActions(placed).find((a) => a.type === 'score' && placed.features[a.feature].kind === 'house')!;
    const { state, events } = play(placed, house);
    expect(eventsOf(events, 'wallTaken')).toEqual([expect.objectContaining({ seat: WHITE, kind: 2 })]);
    expect(eventsOf(events, 'scored').map((e) => [e.reason, e.points])).toEqual([['house', 1], ['tower', 4]]);
    expect(state.players[WHITE].wall.map((w) => w.kind)).toEqual([2]);
  });
});
