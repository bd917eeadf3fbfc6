// The contract a game's searcher keeps, so that the computer's search (search.ts) is written once
// for every game: a position rebuilt from what one seat sees, its whole turns and what each gives
// now, and an engine that plays and takes back actions in place, deals anew what the seat cannot
// see and plays out to the end. @castle/test-kit's searcherConformance checks a searcher keeps it.
import type { AnyGame } from '@castle/game';

/** A playout's choice: an index below `count` into the legal actions' codes. */
export type PlayoutPolicy = (engine: { readonly step: string }, actions: Int32Array, count: number, random: () => number) => number;

/** A game played and taken back in place (the rules' CastleEngine, CarcEngine), actions as codes. */
export interface SearchEngine<A> {
  /** The step of the turn ('follower' where a follower may be placed; a policy reads it). */
  readonly step: string;
  readonly over: boolean;
  readonly toAct: number;
  /** Actions played since the position was loaded. */
  readonly depth: number;
  /** The scores now. */
  readonly scores: ArrayLike<number>;
  /** Writes the legal actions' codes to `out` (room for the searcher's maxLegal); how many. */
  legal(out: Int32Array): number;
  play(code: number): void;
  /** Takes back the last action played. */
  undo(): void;
  /** Deals anew, from `random`, what the seat cannot see (at depth 0). */
  determinize(random: () => number): void;
  /** Plays to the end and takes it all back; the final scores. */
  playout(random: () => number, policy?: PlayoutPolicy): ArrayLike<number>;
  /** The code of a legal action (-1 if not legal now), and the action of a code. */
  encode(a: A): number;
  decode(code: number): A;
  /** The position as the rules' state (for checks: it allocates). */
  toState(): unknown;
}

/** One game's searcher, registered in searchers.ts. `P` is the rules' state it searches from. */
export interface Searcher<V, A, P> {
  /** Its game's rules, whose state `P` is (the hindsight review replays a record with them). */
  readonly game: AnyGame;
  /** Room for the legal actions' codes (the engine's most). */
  readonly maxLegal: number;
  /** The position the seat sees, rebuilt from its view; what it cannot see is filled in arbitrarily
   *  (the engine's determinize deals it anew). `random` decides that filling. */
  position(view: V, random: () => number): P;
  /** The rules' legal actions at a position. */
  legalActions(position: P): A[];
  /** Every whole turn of the seat to act (a placement with each follower choice it allows, ...),
   *  among those whose first action is `offered` where the game needs the offer to tell. */
  turns(position: P, offered: readonly A[]): A[][];
  /** What a turn gives `seat` now (the greedy rung's value, higher better): the search's ranking. */
  value(position: P, turn: readonly A[], seat: number): number;
  /** An engine at the position. */
  engine(position: P): SearchEngine<A>;
  /** A turn that needs no search (one action offered; the Castle's order of scorings), if any. */
  forced?(view: V, seat: number, offered: readonly A[], hints: readonly unknown[] | undefined, random: () => number): A[] | undefined;
  /** The ladder's random rung. */
  randomTurn(view: V, offered: readonly A[], random: () => number): A[];
}
