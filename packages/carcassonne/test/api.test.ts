// The library as the server and the page use it: the game definition, refusals as values with
// stable codes, inputs never changed, a replay from seed and actions.
import { replayFrames } from '@castle/game';
import { CarcAction, applyAction, carcassonne, createGame, legalActions, toNotation } from '../src';
import { deepFreeze, follow, place, play } from './helpers';

const code = (r: ReturnType<typeof applyAction>) => (r.ok ? 'accepted' : r.error.code);

describe('the game definition', () => {
  test('id, title and 2 to 5 seats, taken in an order drawn from the seed', () => {
    expect([carcassonne.id, carcassonne.title, carcassonne.seats]).toEqual(['carcassonne', 'Carcassonne', { min: 2, max: 5, order: 'random' }]);
    expect(carcassonne.rulesVersion({})).toBe(1);
  });

  test('options are {} (or nothing); any field is refused in words', () => {
    expect(carcassonne.parseOptions({})).toEqual({ ok: true, options: {} });
    expect(carcassonne.parseOptions(undefined)).toEqual({ ok: true, options: {} });
    expect(carcassonne.parseOptions({ falcon: true })).toEqual({
      ok: false, error: { code: 'BAD_OPTIONS', params: { reason: 'noOptions', option: 'falcon' }, message: 'Carcassonne has no option "falcon": the original game is played as it is' },
    });
    expect(carcassonne.parseOptions('x')).toMatchObject({ ok: false, error: { code: 'BAD_OPTIONS' } });
  });

  test('create, toAct, isOver, scores, hints; a replay from seed and actions gives the same positions', () => {
    const s = carcassonne.create({}, 'seed', 4);
    expect([carcassonne.toAct(s), carcassonne.isOver(s), carcassonne.scores(s), carcassonne.result(s)]).toEqual([0, false, [0, 0, 0, 0], null]);
    expect(carcassonne.hints(s, legalActions(s))).toEqual(legalActions(s).map(() => null));
    let state = s;
    const actions: CarcAction[] = [];
    for (let i = 0; i < 30; i++) {
      const a = legalActions(state)[i % legalActions(state).length];
      actions.push(a);
      state = (carcassonne.apply(state, a) as { ok: true; state: typeof s }).state;
    }
    const { frames, last } = replayFrames(carcassonne, {}, 'seed', 4, actions);
    expect(last).toEqual(state);
    expect(frames).toHaveLength(31);
    expect(frames[30].view).toEqual(carcassonne.publicView(state));
    expect(JSON.stringify(frames).includes('"seed"')).toBe(false);
  });

  test('notation draws the board with tiles, turns and followers', () => {
    const { state } = play(createGame({ seats: 2, order: ['D', 'U'] }), place(0, 1, 0, 2), follow(0, 'r1'));
    expect(toNotation(state)).toBe('turn 2, seat 1 to place U; scores 0 0; north-west cell 0,0\nD0. D20');
  });
});

describe('refusals', () => {
  const s = deepFreeze(createGame({ seats: 3, order: ['U', 'U'] }));

  test('each with a stable code and a sentence, the state left as it was', () => {
    const before = JSON.stringify(s);
    expect(code(applyAction({} as typeof s, place(0, 1, 0, 1)))).toBe('BAD_STATE');
    expect(code(applyAction(s, { seat: 0, type: 'jump' } as unknown as CarcAction))).toBe('BAD_ACTION');
    expect(code(applyAction(s, { seat: 0, type: 'place', x: 1, y: 0, rot: 1, extra: 1 } as unknown as CarcAction))).toBe('BAD_ACTION');
    expect(code(applyAction(s, place(3, 1, 0, 1)))).toBe('BAD_ACTION'); // no seat 3 in a 3-player game
    expect(code(applyAction(s, place(0, 200, 0, 1)))).toBe('BAD_ACTION');
    expect(code(applyAction(s, place(1, 1, 0, 1)))).toBe('NOT_YOUR_TURN');
    expect(code(applyAction(s, follow(0, null)))).toBe('WRONG_STEP');
    expect(code(applyAction(s, place(0, 0, 0, 1)))).toBe('CELL_TAKEN');
    expect(code(applyAction(s, place(0, 2, 0, 1)))).toBe('NOT_ADJACENT');
    expect(code(applyAction(s, place(0, 1, 0, 0)))).toBe('DOES_NOT_FIT');
    const r = applyAction(s, place(0, 1, 0, 0));
    expect(!r.ok && r.error.message).toBe('turned 0, the tile does not fit at 1,0: city must meet city, road road, field field');
    expect(JSON.stringify(s)).toBe(before);
  });

  test('once over, every action is refused with GAME_OVER', () => {
    const done = play(createGame({ seats: 2, order: ['U'] }), place(0, 1, 0, 1), follow(0, null)).state;
    expect(done.step).toBe('over');
    expect(code(applyAction(done, place(1, 2, 0, 1)))).toBe('GAME_OVER');
    expect(legalActions(done)).toEqual([]);
  });
});
