// Easy, the level for a first game: it sees only some of its whole turns and takes the one that scores
// most of those, so that a beginner who takes the points in front of them beats it. Its turns are
// still legal and whole, the same for the same seed, and better than a random turn's; but it does not
// always take the turn that scores most, as the greedy rung does.
import * as carc from '@castle/carcassonne';
import * as castle from '@castle/rules';
import { BotRequest, chooseAs, chooseTurn } from '../src';
import { castleTurns } from '../src/castle';
import { turnsOf } from '../src/carcassonne';
import { searchRoot } from '../src/root-search';

/** A position to choose a turn in: the request as the server makes it, and what each turn scores now. */
interface Position {
  request: BotRequest;
  turns: unknown[][];
  /** The turn's points for the seat less the best other seat's, as the one-ply rung counts them. */
  gain(turn: unknown[]): number;
}

function playTo<S>(apply: (s: S, a: never) => { ok: boolean; state?: S }, legal: (s: S) => unknown[], s: S, moves: number, seed: string, over: (s: S) => boolean): S {
  const random = castle.seededRandom(seed);
  for (let i = 0; i < moves && !over(s); i++) {
    const actions = legal(s);
    s = apply(s, actions[Math.floor(random() * actions.length)] as never).state as S;
  }
  return s;
}

function carcPosition(k: number): Position | null {
  const s = playTo(carc.applyAction, carc.legalActions, carc.createGame({ seats: 2, seed: `easy-carc-${k}` }), 4 + ((5 * k) % 110), `m${k}`, carc.isOver);
  if (carc.isOver(s) || s.step !== 'place') return null;
  const seat = s.toAct;
  return {
    request: { game: 'carcassonne', view: carc.publicView(s), seat, actions: carc.legalActions(s), level: 'easy', seed: `e${k}` },
    turns: turnsOf(s),
    gain(turn) {
      let after = s;
      for (const a of turn) after = (carc.applyAction(after, a as carc.CarcAction) as { state: carc.CarcState }).state;
      return after.scores[seat] - s.scores[seat] - (after.scores[1 - seat] - s.scores[1 - seat]);
    },
  };
}

function castlePosition(k: number): Position | null {
  const s = playTo(castle.applyAction, castle.legalActions, castle.createGame({ seed: `easy-castle-${k}`, falcon: k % 2 === 1 }), 4 + ((5 * k) % 110), `m${k}`, castle.isOver);
  if (castle.isOver(s) || s.step !== 'place') return null;
  const seat = s.toAct, actions = castle.legalActions(s);
  return {
    request: { game: 'castle', view: castle.publicView(s), seat, actions, hints: castle.scoreHints(s, actions), level: 'easy', seed: `e${k}` },
    turns: castleTurns(s),
    gain(turn) {
      let after = s;
      for (const a of turn) after = (castle.applyAction(after, a as castle.Action) as { state: castle.GameState }).state;
      return after.players[seat].score - s.players[seat].score - (after.players[1 - seat].score - s.players[1 - seat].score);
    },
  };
}

/** Positions along random games where some turn scores more now than others do. */
function scoringPositions(make: (k: number) => Position | null): Position[] {
  const out: Position[] = [];
  for (let k = 0; k < 200 && out.length < 30; k++) {
    const p = make(k);
    if (!p) continue;
    const gains = p.turns.map((t) => p.gain(t));
    if (Math.max(...gains) > Math.min(...gains)) out.push(p);
  }
  return out;
}

const sameTurn = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);

describe.each([
  ['Carcassonne', carcPosition],
  ['the Castle, with and without the Falcon', castlePosition],
])('%s', (_name, make) => {
  const positions = scoringPositions(make);

  test('there are positions enough to measure by', () => {
    expect(positions.length).toBe(30);
  });

  test('easy takes one of the seat\'s legal whole turns', () => {
    for (const p of positions) {
      const turn = chooseTurn(p.request);
      expect(p.turns.some((t) => sameTurn(t, turn))).toBe(true);
    }
  });

  test('easy gives the same turn for the same view and seed', () => {
    for (const p of positions.slice(0, 10)) expect(chooseTurn(p.request)).toEqual(chooseTurn(p.request));
  });

  test('easy misses the turn that scores most now in a quarter of the positions or more, where greedy never does', () => {
    const best = (p: Position) => Math.max(...p.turns.map((t) => p.gain(t)));
    const easyBest = positions.filter((p) => p.gain(chooseTurn(p.request)) === best(p)).length;
    const greedyBest = positions.filter((p) => p.gain(chooseAs('greedy', p.request)) === best(p)).length;
    expect(greedyBest).toBe(positions.length);
    expect(easyBest).toBeGreaterThan(0);
    // Seeing each turn with the chance ¼, it finds the best in 17 and 20 of 30; searching every turn as
    // easy did before, it found it in 25 and 28, and won three games in four against greedy.
    expect(easyBest).toBeLessThanOrEqual(positions.length * 0.75);
  });

  test('easy is no random player: its turns score more now than a turn taken at random does, on average', () => {
    let easy = 0, random = 0;
    for (const p of positions) {
      easy += p.gain(chooseTurn(p.request));
      random += p.turns.reduce((sum, t) => sum + p.gain(t), 0) / p.turns.length;
    }
    expect(easy).toBeGreaterThan(random);
  });
});

describe('sight, in the search both games use', () => {
  const values = Array.from({ length: 40 }, (_, i) => i % 7);

  test('a level that sees every turn draws no random number for it, so normal and hard play as before sight', () => {
    let draws = 0;
    const counted = () => { draws++; return 0.5; };
    expect(searchRoot(values, { iterations: 0, timeMs: 0 }, () => 0, counted)).toBe(values.indexOf(6));
    expect(draws).toBe(0);
  });

  test('with a quarter\'s sight it takes the best of the turns it sees, which is not always the best of all', () => {
    const random = castle.seededRandom('sight');
    const picks = Array.from({ length: 200 }, () => values[searchRoot(values, { iterations: 0, timeMs: 0, sight: 0.25 }, () => 0, random)]);
    const best = picks.filter((v) => v === 6).length;
    // Five turns of the 40 score 6: it sees at least one of them in 1 − 0.75⁵ ≈ 76% of its turns.
    expect(best).toBeGreaterThan(120);
    expect(best).toBeLessThan(180);
    // Of the ten it sees on average, the best is seldom poor: a turn taken at random would average 2.9.
    expect(picks.reduce((a, b) => a + b, 0) / picks.length).toBeGreaterThan(5);
  });
});
