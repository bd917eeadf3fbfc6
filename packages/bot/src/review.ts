// The hindsight review of a finished game (issue 43): each turn where the computer would have
// searched is searched again from the real position, the tiles to come in their real order (the
// record's seed deals them; nothing is dealt anew), and the turn played is compared with the best
// found. Plain TypeScript over the searchers' registry, each with its game's rules: it runs in a
// page's Web Worker and in Node (tests, the bench). A searcher's position is its game's state.
import type { AnyGame, SeatAction } from '@castle/game';
import { seededRandom } from './random';
import type { Budget } from './levels';
import { widthAfter } from './root-search';
import type { SearchEngine, Searcher } from './searcher';
import { SEARCHERS } from './searchers';

/** A finished game as its record gives it. */
export interface ReviewedGame {
  /** The game's id (the record's `game`). */
  game: string;
  options: unknown;
  seed: string;
  seats: number;
  actions: readonly SeatAction[];
}

/** A position where the seat to act chose among several whole turns: the board before it is the
 *  replay's frame `move` (the record's actions before it played). */
export interface ReviewPoint {
  move: number;
  seat: number;
  state: unknown;
}

/** One turn reviewed. A turn's value is the mean, over the playouts, of the seat's final score less
 *  the best other seat's (its expected final margin, in points), the turn played then every later
 *  turn played at random to the end with the real tiles: the same playouts for every turn compared. */
export interface ReviewedTurn {
  move: number;
  seat: number;
  /** The actions of the turn played, and of the best turn found (the same when it was the best). */
  played: SeatAction[];
  best: SeatAction[];
  /** The same in the game's notation (its moveNotation, action after action). */
  playedText: string;
  bestText: string;
  playedValue: number;
  bestValue: number;
  /** bestValue − playedValue: never below 0, the turn played being one of those compared. */
  loss: number;
  /** How many whole turns were compared, and how many playouts each. */
  compared: number;
  playouts: number;
}

function searcherOf(id: string): Searcher<unknown, SeatAction, unknown> & { game: AnyGame } {
  if (!Object.hasOwn(SEARCHERS, id)) throw new Error(`the computer does not play ${JSON.stringify(id)}`);
  return SEARCHERS[id];
}

/** A whole turn in the game's notation from the position before it. */
function notation(game: AnyGame, state: unknown, turn: readonly SeatAction[]): string {
  const out: string[] = [];
  for (const a of turn) {
    out.push(game.moveNotation(state, a));
    state = (game.apply(state, a) as { state: unknown }).state;
  }
  return out.join(' ');
}

/** A plain JSON value with its objects' keys in order: two actions alike, however their keys came. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/** The real scores after each of the record's actions (index 0: before any), and the positions to
 *  review: those where the computer would search (several whole turns, none forced). A turn starts
 *  where the one before ended: the record's next actions are one of the seat's whole turns there. */
export function reviewPlan(g: ReviewedGame): { scores: number[][]; points: ReviewPoint[] } {
  const searcher = searcherOf(g.game), game = searcher.game, never = () => 0;
  let state = game.create(g.options, g.seed, g.seats);
  const scores = [game.scores(state)], points: ReviewPoint[] = [];
  let next = 0; // the record's action that begins the next turn
  g.actions.forEach((action, move) => {
    const seat = game.toAct(state);
    if (move >= next && seat !== null) {
      const offered = game.legalActions(state), turns = searcher.turns(state, offered);
      const played = turns.find((t) => t.every((a, k) => canonical(a) === canonical(g.actions[move + k])));
      next = move + (played?.length ?? 1);
      const forced = searcher.forced?.(game.publicView(state), seat, offered, game.hints(state, offered), never);
      if (played && !forced && turns.length > 1) points.push({ move, seat, state });
    }
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(`action ${move} was refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    scores.push(game.scores(state));
  });
  return { scores, points };
}

/** A turn's actions as the engine's codes, found by playing them once; null if one is not legal. */
function codesOf(e: SearchEngine<SeatAction>, turn: readonly SeatAction[]): number[] | null {
  const out: number[] = [];
  for (const a of turn) {
    const c = e.encode(a);
    if (c < 0) break;
    e.play(c);
    out.push(c);
  }
  for (let k = 0; k < out.length; k++) e.undo();
  return out.length === turn.length ? out : null;
}

const margin = (scores: ArrayLike<number>, seat: number) => {
  let best = -Infinity;
  for (let i = 0; i < scores.length; i++) if (i !== seat && scores[i] > best) best = scores[i];
  return scores[seat] - best;
};

/**
 * The turn at `p` reviewed within the budget's iterations (its time is not read: the same record
 * gives the same review on any machine): the best turns by what they give now (as many as the
 * computer's search weighs at that budget) and the turn played, each played out the same
 * `iterations / compared` times.
 */
export function reviewTurn(g: ReviewedGame, p: ReviewPoint, budget: Budget): ReviewedTurn {
  const searcher = searcherOf(g.game);
  const turns = searcher.turns(p.state, searcher.game.legalActions(p.state));
  const e = searcher.engine(p.state);
  const codes = turns.map((t) => codesOf(e, t));
  const recorded = codesOf(e, g.actions.slice(p.move, p.move + 2)) ?? codesOf(e, g.actions.slice(p.move, p.move + 1)) ?? [];
  // The turn played: the one whose actions the record holds next (a placement alone, or with its follower).
  const played = codes.findIndex((c) => c !== null && c.every((code, k) => code === recorded[k]));
  if (played < 0) throw new Error(`the turn at action ${p.move} is not one of the seat's turns`);
  const ranked = turns.map((_, i) => i).filter((i) => codes[i])
    .map((i) => ({ i, now: searcher.value(p.state, turns[i], p.seat) }))
    .sort((a, b) => b.now - a.now || a.i - b.i).map((r) => r.i);
  const compared = [...new Set([...ranked.slice(0, widthAfter(budget.iterations)), played])];
  const playouts = Math.max(1, Math.floor(budget.iterations / compared.length));
  const sums = compared.map(() => 0);
  for (let n = 0; n < playouts; n++) {
    compared.forEach((i, k) => {
      const random = seededRandom(`${g.seed}/review/${p.move}/${n}`); // the same playout's choices for every turn
      for (const c of codes[i]!) e.play(c);
      sums[k] += margin(e.playout(random), p.seat);
      for (let j = 0; j < codes[i]!.length; j++) e.undo();
    });
  }
  const values = sums.map((s) => s / playouts);
  // The turn played stays the best unless another is valued above it: a tie is no loss, nor another turn.
  let top = compared.indexOf(played);
  values.forEach((v, k) => { if (v > values[top]) top = k; });
  const playedValue = values[compared.indexOf(played)];
  return {
    move: p.move, seat: p.seat, played: turns[played], best: turns[compared[top]],
    playedText: notation(searcher.game, p.state, turns[played]), bestText: notation(searcher.game, p.state, turns[compared[top]]),
    playedValue, bestValue: values[top], loss: values[top] - playedValue, compared: compared.length, playouts,
  };
}
