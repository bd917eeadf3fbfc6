// The computer opponent: its turns are legal, the same request gives the same turn, and it is honest:
// it is handed only what its seat sees, so states that differ only in what is hidden give the same turn.
import * as carc from '@castle/carcassonne';
import * as castle from '@castle/rules';
import { BotRequest, LEVELS, budgetOf, chooseAs, chooseTurn } from '../src';
import { deal, positionOf, turnsOf } from '../src/carcassonne';

/** A Carcassonne game of `seats` played at random for `moves` actions. */
function carcAt(seats: number, seed: string, moves: number): carc.CarcState {
  const random = castle.seededRandom(seed);
  let s = carc.createGame({ seats, seed });
  for (let i = 0; i < moves && !carc.isOver(s); i++) {
    const legal = carc.legalActions(s);
    s = (carc.applyAction(s, legal[Math.floor(random() * legal.length)]) as { state: carc.CarcState }).state;
  }
  return s;
}

function castleAt(seed: string, moves: number, falcon = false): castle.GameState {
  const random = castle.seededRandom(seed);
  let s = castle.createGame({ seed, falcon });
  for (let i = 0; i < moves && !castle.isOver(s); i++) {
    const legal = castle.legalActions(s);
    s = (castle.applyAction(s, legal[Math.floor(random() * legal.length)]) as { state: castle.GameState }).state;
  }
  return s;
}

const carcRequest = (s: carc.CarcState, extra: Partial<BotRequest> = {}): BotRequest => ({
  game: 'carcassonne', view: carc.publicView(s), seat: s.toAct, actions: carc.legalActions(s), level: 'easy', seed: 'seed', ...extra,
});

/** Apply a turn to the real state: every action must be accepted, and the turn must be whole. */
function playCarc(s: carc.CarcState, turn: unknown[]): carc.CarcState {
  let state = s;
  for (const a of turn) {
    const r = carc.applyAction(state, a as carc.CarcAction);
    if (!r.ok) throw new Error(`refused: ${r.error.message}`);
    state = r.state;
  }
  return state;
}

describe('Carcassonne', () => {
  test('the position it rebuilds from the view is the real one but for the order of the tiles to come', () => {
    for (const [seats, moves] of [[2, 0], [3, 17], [5, 40], [2, 101]]) {
      const real = carcAt(seats, `pos-${seats}-${moves}`, moves);
      if (carc.isOver(real)) continue;
      const seen = positionOf(carc.publicView(real));
      expect(carc.publicView(seen)).toEqual(carc.publicView(real));
      expect(carc.legalActions(seen)).toEqual(carc.legalActions(real));
      const dealt = deal(seen, castle.seededRandom('x'));
      expect(carc.publicView(dealt)).toEqual(carc.publicView(real));
      expect(dealt.stack.slice(dealt.next).sort()).toEqual(real.stack.slice(real.next).sort());
    }
  });

  test('in the follower step too (a placement sent alone), the follower choices are the real ones', () => {
    let s = carcAt(3, 'follower-step', 20);
    const place = carc.legalActions(s).find((a) => a.type === 'place')!;
    s = playCarc(s, [place]);
    if (s.step !== 'follower') return;
    expect(turnsOf(positionOf(carc.publicView(s)))).toEqual(carc.legalActions(s).map((a) => [a]));
  });

  test('every turn it takes is legal and whole, in games of 2 to 5 played to the end against it', () => {
    for (const seats of [2, 5]) {
      let s = carc.createGame({ seats, seed: `full-${seats}` });
      let turns = 0;
      while (!carc.isOver(s)) {
        const before = s.turn;
        s = playCarc(s, chooseTurn(carcRequest(s, { iterations: 8, seed: `t${turns++}` })));
        expect(s.turn > before || carc.isOver(s)).toBe(true); // a whole turn: the next seat draws
      }
      expect(s.result).not.toBeNull();
    }
  });

  test('the same view, options and seed give the same turn; another seed may give another', () => {
    const s = carcAt(2, 'same', 30);
    const a = chooseTurn(carcRequest(s, { iterations: 60 }));
    expect(chooseTurn(carcRequest(s, { iterations: 60 }))).toEqual(a);
  });

  test('honest: states that differ only in the order of the tiles to come give the same turn', () => {
    const real = carcAt(2, 'honest', 24);
    const other = { ...real, seed: 'another seed', stack: [...real.stack.slice(0, real.next), ...real.stack.slice(real.next).reverse()] };
    expect(carc.publicView(other)).toEqual(carc.publicView(real));
    expect(chooseTurn(carcRequest(other, { iterations: 60 }))).toEqual(chooseTurn(carcRequest(real, { iterations: 60 })));
  });

  test('with a few hundred looks it completes a city of its own that is worth points now', () => {
    // The rulebook's start: D at 0,0 (city to the north). An E (a city cap) to the north closes it.
    const s = carc.fromPosition({ seats: 2, tiles: [], followers: [{ seat: 0, x: 0, y: 0, spot: 'c1' }], order: ['E', 'B', 'B', 'B'] });
    const turn = chooseTurn(carcRequest(s, { iterations: 300 })) as carc.CarcAction[];
    const after = playCarc(s, turn);
    expect(after.scores[0]).toBe(4);
  });
});

const castleRequest = (s: castle.GameState, extra: Partial<BotRequest> = {}): BotRequest => {
  const actions = castle.legalActions(s);
  return { game: 'castle', view: castle.publicView(s), seat: s.toAct, actions, hints: castle.scoreHints(s, actions), level: 'easy', seed: 'seed', ...extra };
};

describe('the Castle', () => {
  test('every turn it takes is legal and whole, in games played to the end against it, with and without the Falcon', () => {
    for (const falcon of [false, true]) {
      let s = castle.createGame({ seed: `castle-${falcon}`, falcon });
      let turns = 0;
      while (!castle.isOver(s)) {
        const turn = chooseTurn(castleRequest(s, { seed: `c${turns++}` }));
        expect(turn.length).toBeGreaterThan(0);
        const seat = s.toAct;
        for (const a of turn) {
          const r = castle.applyAction(s, a as castle.Action);
          if (!r.ok) throw new Error(`refused at turn ${turns}: ${r.error.message}`);
          s = r.state;
        }
        // Whole: a placement comes with its follower choice, so the seat's turn has moved on.
        if ((turn[0] as castle.Action).type === 'place') expect(s.step === 'follower' && s.toAct === seat).toBe(false);
      }
    }
  });

  test('the same view, options and seed give the same turn', () => {
    const s = castleAt('same', 40, true);
    const a = chooseTurn(castleRequest(s, { level: 'normal', seed: 'x' }));
    expect(chooseTurn(castleRequest(s, { level: 'normal', seed: 'x' }))).toEqual(a);
  });

  test('honest: states that differ only in the order of the tiles to come and which wall tiles lie face down give the same turn', () => {
    for (const [k, falcon] of [[0, false], [1, true], [2, false]] as const) {
      const s = castleAt(`honest-${k}`, 30 + 11 * k, falcon);
      if (castle.isOver(s)) continue;
      // The face-down kinds in another order, on the same towers.
      const down = s.towers.filter((t) => t !== null);
      const other: castle.GameState = { ...s, stack: s.stack.slice().reverse(), towers: s.towers.map((t) => (t === null ? null : down.pop()!)) };
      expect(JSON.stringify(other.towers) !== JSON.stringify(s.towers) || other.stack.join() !== s.stack.join()).toBe(true);
      expect(castle.publicView(other)).toEqual(castle.publicView(s));
      // A budget of iterations alone: a time limit could end two searches at different points.
      const turn = chooseTurn(castleRequest(s, { iterations: 300, seed: `h${k}` }));
      expect(chooseTurn(castleRequest(other, { iterations: 300, seed: `h${k}` }))).toEqual(turn);
    }
  });

  test('it orders its scorings to take wall tiles when the points come out the same', () => {
    // The rules' outcome scenario: White (at 11) closes its house (1 point) and its tower (4) with
    // one court. House first lands on 12 (tower 1), then 16 (tower 2); tower first (offered first)
    // jumps to 15, then 16: one wall tile fewer.
    const cells: Record<string, string> = {
      '2,2': 'Y0', '1,3': 'Y0', '2,3': 'W0:0w', '2,4': 'Y0', '4,2': 'Y0', '4,4': 'Y0', '4,3': 'X0:0w', '5,3': 'X0', '5,2': 'Y0',
      '5,4': 'Y0', '6,3': 'Y0',
    };
    const rows = castle.BASE_CASTLE.map.map((r) => r.split(''));
    for (const [xy, tok] of Object.entries(cells)) { const [x, y] = xy.split(',').map(Number); rows[y][x] = tok; }
    let s = castle.fromNotation({
      board: rows.map((r) => r.join(' ')).join('\n'), tile: 'Y', stack: 'AAA', toAct: 0, scores: [11, 0],
      towers: Array.from({ length: 14 }, (_, t) => (t === 1 ? 9 : t === 2 ? 4 : null)),
    });
    for (const a of [{ seat: 0, type: 'place', cell: castle.BASE_CASTLE.cellAt(3, 3), rot: 0 }, { seat: 0, type: 'follower', piece: null }] as castle.Action[]) {
      s = (castle.applyAction(s, a) as { state: castle.GameState }).state;
    }
    expect(s.step).toBe('score');
    const [turn] = chooseTurn(castleRequest(s, { level: 'hard' })) as castle.Action[];
    expect(turn.type === 'score' && s.features[turn.feature].kind).toBe('house');
  });

  test('greedy takes the placement that scores most now, against its opponent', () => {
    // Random positions: its turn scores at least as much for it, against its opponent, as any other offered placement alone.
    for (let k = 0; k < 6; k++) {
      const s = castleAt(`greedy-${k}`, 10 + 7 * k);
      if (castle.isOver(s) || s.step !== 'place') continue;
      const actions = castle.legalActions(s);
      const turn = chooseAs('greedy', castleRequest(s, { seed: 'g' })) as castle.Action[];
      const gain = (t: castle.Action[]) => {
        let st = s;
        for (const a of t) st = (castle.applyAction(st, a) as { state: castle.GameState }).state;
        return (st.players[s.toAct].score - s.players[s.toAct].score) - (st.players[1 - s.toAct].score - s.players[1 - s.toAct].score);
      };
      const best = Math.max(...actions.filter((a) => a.type === 'place').map((a) => gain([a])));
      expect(gain(turn)).toBeGreaterThanOrEqual(best);
    }
  });
});

test('levels are budgets, weakest first: each looks more than the one below, or sees more; a budget given wins', () => {
  const budgets = LEVELS.map((level) => budgetOf({ level }));
  expect(LEVELS).toEqual(['easy', 'medium', 'normal', 'hard']);
  budgets.slice(1).forEach((b, i) => {
    const below = budgets[i];
    expect(b.iterations).toBeGreaterThanOrEqual(below.iterations);
    expect(b.sight ?? 1).toBeGreaterThanOrEqual(below.sight ?? 1);
    expect(b.iterations > below.iterations || (b.sight ?? 1) > (below.sight ?? 1)).toBe(true);
  });
  expect(budgets[budgets.length - 1].timeMs).toBeLessThanOrEqual(2000);
  // A budget of one's own sees every turn, whatever the level.
  expect(budgetOf({ level: 'easy', iterations: 7 })).toEqual({ iterations: 7, timeMs: 60_000 });
});

test('a turn that waited for a thread thinks only for what is left of its time: none left, it plays the one-ply best at once', () => {
  expect(budgetOf({ level: 'hard', spentMs: 500 })).toEqual({ iterations: budgetOf({ level: 'hard' }).iterations, timeMs: budgetOf({ level: 'hard' }).timeMs - 500 });
  expect(budgetOf({ level: 'normal', spentMs: 60_000 }).timeMs).toBe(0);
  for (const seed of ['late-1', 'late-2', 'late-3']) {
    const c = carcAt(2, seed, 21), k = castleAt(seed, 23);
    for (const r of [carcRequest(c, { seed }), castleRequest(k, { seed })]) {
      // With no time the search tries nothing: the same turn as a budget of no iterations.
      expect(chooseTurn({ ...r, level: 'hard', spentMs: 5000 })).toEqual(chooseTurn({ ...r, iterations: 0 }));
    }
  }
});

test('the ladder\'s rungs, random and greedy, play legal whole turns in both games', () => {
  for (const player of ['random', 'greedy'] as const) {
    let s = carc.createGame({ seats: 2, seed: `rung-${player}` });
    for (let t = 0; t < 30 && !carc.isOver(s); t++) {
      s = playCarc(s, chooseAs(player, carcRequest(s, { seed: `r${t}` })));
    }
    let c = castle.createGame({ seed: `rung-${player}` });
    for (let t = 0; t < 30 && !castle.isOver(c); t++) {
      const turn = chooseAs(player, castleRequest(c, { seed: `c${t}` }));
      for (const a of turn) {
        const r = castle.applyAction(c, a as castle.Action);
        if (!r.ok) throw new Error(`${player} refused: ${r.error.message}`);
        c = r.state;
      }
    }
  }
});

test('greedy closes a city that scores now rather than anything else', () => {
  const s = carc.fromPosition({ seats: 2, tiles: [], followers: [{ seat: 0, x: 0, y: 0, spot: 'c1' }], order: ['E', 'B', 'B', 'B'] });
  expect(playCarc(s, chooseAs('greedy', carcRequest(s))).scores[0]).toBe(4);
});
