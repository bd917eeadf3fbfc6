// A game's beginning and end: nobody moves before the second player arrives, two tabs on one seat
// settle on the newest, and after the end both players may ask for a rematch with the other starting.
import { Action, GameState, ScoreHint, applyAction, castle, createGame, legalActions, scoreOutcomes } from '@castle/rules';
import { freeCode } from '../src/codes';
import { Player, inProcessServer, playOn, refused, sleep, table, waitFor, castleRecord } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
beforeAll(async () => { server = await inProcessServer(); });
afterAll(async () => { await server.shutdown(); });

describe('waiting for the opponent', () => {
  test('no move before the second seat is taken; then the first seat gets its actions at once', async () => {
    const a = await Player.create(server.url, { name: 'Ann' });
    const watcher = await Player.join(server.url, a.code, { spectate: true });
    await waitFor(() => a.seat === 0 && watcher.state.spectators === 1, 5000, 'the creator seated');
    await sleep(100);
    expect(a.actions).toBeNull();
    const first = { seat: 0, type: 'place', cell: 0, rot: 0 };
    await refused(a, watcher, () => a.send({ moves: 0, action: first }), 'WAITING_FOR_OPPONENT');
    expect(a.errors[0]).toEqual({ code: 'WAITING_FOR_OPPONENT', message: 'the game starts when the second player arrives' });
    await refused(watcher, watcher, () => watcher.send({ moves: 0, action: first }), 'NOT_A_PLAYER');

    const b = await Player.join(server.url, a.code, { name: 'Bob' });
    await waitFor(() => a.actions !== null, 5000, 'the first seat to get its actions');
    expect(a.actions!.moves).toBe(0);
    expect(b.actions).toBeNull();
    await playOn([a, b, watcher], 2);
    expect(watcher.state.moves).toBe(2);
  });
});

describe('two tabs on one seat', () => {
  test('the newest tab holds the seat; each older one is told and closed with 4101; the seat stays connected', async () => {
    const { a, b, watcher } = await table(server.url);
    await waitFor(() => a.token !== null);
    let tabs = [a];
    for (let i = 0; i < 4; i++) {
      const older = tabs[tabs.length - 1];
      const newer = await Player.join(server.url, a.code, { token: a.token });
      await waitFor(() => older.left !== null && newer.seat === 0, 5000, 'the older tab to be closed');
      expect(older.left).toBe(4101);
      expect(older.seatTaken).toBe('This game is open in another tab or window.');
      expect(newer.left).toBeNull();
      await sleep(100); // the older tab's leave has been handled by now
      expect(watcher.state.players[0].connected).toBe(true);
      tabs = [...tabs, newer];
    }
    const newest = tabs[tabs.length - 1];
    await playOn([newest, b, watcher], 3);
    expect(watcher.state.moves).toBe(3);
    expect(watcher.state.players[0].connected).toBe(true);
  });
});

describe('the actions message', () => {
  test('carries one hint per action: null unless it is a scoring, then its feature and what it gives (scores, towers, points lost)', async () => {
    const { a, b, watcher } = await table(server.url);
    while (!watcher.state.over) {
      const p = [a, b].find((x) => x.seat === watcher.state.toAct)!;
      await waitFor(() => p.actions !== null && p.actions.moves === p.state.moves, 5000, 'legal actions');
      const { actions, hints } = p.actions!;
      expect(hints).toHaveLength(actions.length);
      actions.forEach((action, i) => {
        if (action.type !== 'score') return expect(hints[i]).toBeNull();
        const hint = hints[i] as ScoreHint;
        expect(Object.keys(hint.feature).sort()).toEqual(['kind', 'tiles']);
        expect(Object.keys(hint.outcome!).sort()).toEqual(['lost', 'scores', 'towers']);
      });
      await playOn([a, b, watcher], 1);
    }
    expect(a.errors.concat(b.errors)).toEqual([]);
  });

  test('in a scoring step, each scoring comes with what it gives, as the rules play it out', async () => {
    // Scoring choices are rare in random games: find a stored game that reaches one, and open it.
    const { seed, moves, state } = gameUpToScoreStep();
    const code = await freeCode((c) => server.store.exists(c));
    await server.store.create(castleRecord({ code, options: { falcon: false, variants: {} }, seed, createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: ['tok-ann', 'tok-bob'] }));
    for (const [n, m] of moves.entries()) await server.store.append(code, n, m);
    const [a, b] = await Promise.all([Player.join(server.url, code, { token: 'tok-ann' }), Player.join(server.url, code, { token: 'tok-bob' })]);
    const p = [a, b][state.toAct];
    await waitFor(() => p.actions !== null, 5000, 'the scoring choice');
    const { actions, hints } = p.actions!;
    expect(actions).toEqual(legalActions(state));
    expect(hints).toEqual(castle.hints(state, legalActions(state)));
    const outcomes = (hints as ScoreHint[]).map((h) => h.outcome);
    expect(outcomes).toEqual(scoreOutcomes(state, legalActions(state)));
    expect(outcomes.every((o) => o !== null)).toBe(true);
    expect(JSON.stringify(outcomes)).not.toMatch(/kind|tile/);
  });
});

/** A game of fixed seeds and choices that stops at its first scoring choice. */
function gameUpToScoreStep(): { seed: string; moves: Action[]; state: GameState } {
  for (let g = 0; g < 5000; g++) {
    const seed = `outcomes-${g}`;
    let state = createGame({ seed });
    const moves: Action[] = [];
    while (state.step !== 'over') {
      if (state.step === 'score') return { seed, moves, state };
      const legal = legalActions(state);
      const move = legal[(moves.length * 7 + g) % legal.length];
      const r = applyAction(state, move);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      moves.push(move);
    }
  }
  throw new Error('no game with a scoring choice found');
}

describe('a rematch', () => {
  let old: { a: Player; b: Player; watcher: Player };
  beforeAll(async () => {
    old = await table(server.url);
    const { a, b, watcher } = old;
    // Before the end there is no rematch to ask for.
    await playOn([a, b, watcher], 2);
    await refused(a, watcher, () => a.room.send('rematch', {}), 'NOT_OVER');
    await playOn([a, b, watcher]);
    expect(watcher.state.over).toBe(true);
  });

  test('is refused to watchers and for a wrong shape, changing nothing', async () => {
    const { a, watcher } = old;
    await refused(watcher, watcher, () => watcher.room.send('rematch', {}), 'NOT_A_PLAYER');
    await refused(a, watcher, () => a.room.send('rematch', 'yes'), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.room.send('rematch', [1]), 'BAD_MESSAGE');
    await refused(a, watcher, () => a.room.send('rematch', null), 'BAD_MESSAGE');
    expect(watcher.state.players.map((p: { rematch: boolean }) => p.rematch)).toEqual([false, false]);
  });

  test('when both ask, each player gets its own token for the new game, where the other player starts; the watcher follows', async () => {
    const { a, b, watcher } = old;
    const errors = a.errors.length + b.errors.length;
    a.room.send('rematch', {});
    await waitFor(() => watcher.state.players[0].rematch === true, 5000, 'the ask to show');
    a.room.send('rematch', {}); // asking twice changes nothing
    await sleep(50);
    expect(watcher.state.next).toBe('');
    expect(a.rematch).toBeNull();

    b.room.send('rematch', {});
    await waitFor(() => a.rematch !== null && b.rematch !== null && watcher.state.next !== '', 5000, 'the rematch');
    const code = watcher.state.next;
    expect(a.rematch!.code).toBe(code);
    expect(b.rematch!.code).toBe(code);
    expect(code).not.toBe(a.code);
    expect(a.errors.length + b.errors.length).toBe(errors);
    expect(a.rematch!.token).not.toBe(b.rematch!.token);
    expect([a.token, b.token]).not.toContain(a.rematch!.token);
    // Each token reaches its player only.
    expect(a.seen.join('\n')).not.toContain(b.rematch!.token);
    expect(b.seen.join('\n')).not.toContain(a.rematch!.token);
    expect(watcher.seen.join('\n')).not.toContain(a.rematch!.token);
    expect(watcher.seen.join('\n')).not.toContain(b.rematch!.token);

    // Both join the new game by code and token: seats swapped, names kept, Bob (old seat 1) starts.
    const [bob, ann] = await Promise.all([
      Player.join(server.url, code, { token: b.rematch!.token }),
      Player.join(server.url, code, { token: a.rematch!.token }),
    ]);
    const follower = await Player.join(server.url, code, { spectate: true });
    await waitFor(() => bob.seat === 0 && ann.seat === 1 && follower.state.spectators === 1, 5000, 'the swapped seats');
    expect(follower.state.players.map((p: { name: string }) => p.name)).toEqual(['Bob', 'Ann']);
    expect(follower.state.moves).toBe(0);
    expect(follower.state.toAct).toBe(0);
    await waitFor(() => bob.actions !== null, 5000, 'Bob to have the first move');
    expect(ann.actions).toBeNull();
    expect([follower.state.falcon, follower.state.variants]).toEqual([watcher.state.falcon, watcher.state.variants]);
    await playOn([bob, ann, follower], 2);
    expect(follower.state.moves).toBe(2);

    // A player who comes back to the old game later is told the way in again.
    await a.room.leave(true);
    const back = await Player.join(server.url, a.code, { token: a.token });
    await waitFor(() => back.rematch !== null, 5000, 'the rematch message on join');
    expect(back.rematch).toEqual(a.rematch);
  });
});
