// The game interface: what a rules package exports so that the session, store, room, replay and
// page are written once for every game (boardgame.io's Game object, lichess' variants). Types only.

/** A refusal: a stable code, what a sentence about it needs (`reason`, a sub-code, where one code
 *  covers several cases), and the same in an English sentence for people using the API by hand. */
export interface Refusal {
  code: string;
  params?: Record<string, string | number>;
  message: string;
}

/** What applying an action gives: never a throw, never a change to the state it was given. */
export type Applied<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: Refusal };

/** Options checked: the only place a game's options are read from what a client sent. */
export type ParsedOptions<O> = { ok: true; options: O } | { ok: false; error: Refusal };

/** The end of a game as every game states it: the scores by seat, and who won (several when tied
 *  players share the win, none in a game without a winner). */
export interface Outcome {
  scores: number[];
  winners: number[];
}

/** Every action a game takes names the seat that takes it. */
export interface SeatAction {
  seat: number;
}

/**
 * One game: its rules as pure functions over plain JSON state. `O` its options (as stored), `S`
 * its state (secret: the seed and hidden tiles are in it), `A` its actions, `E` the events an action
 * gives, `V` its public view (what every client may see), `R` its result as stored when it ends,
 * `RV` that result as pages show it, `H` its hint for one legal action.
 */
export interface GameDefinition<
  O = unknown, S = unknown, A extends SeatAction = SeatAction, E = unknown, V = unknown, R = unknown, RV = unknown, H = unknown,
> {
  /** Stable, stored with every game: 'castle'. */
  readonly id: string;
  /** Its name for people. */
  readonly title: string;
  /** How many seats a table has; `order` 'random': each player who arrives takes a free seat drawn
   *  from the game's seed, so the order of play is decided by nobody (default: seats in order of arrival). */
  readonly seats: { readonly min: number; readonly max: number; readonly order?: 'arrival' | 'random' };
  /** Options as sent by a client or read from a store: the game's options, or a refusal in words. */
  parseOptions(input: unknown): ParsedOptions<O>;
  /** Raised whenever a change could make a stored game replay differently; stored with each game. */
  rulesVersion(options: O): number;
  /** The state before the first action; the seed decides every hidden thing. Throws only on options
   *  that `parseOptions` would refuse. */
  create(options: O, seed: string, seats: number): S;
  /** Every legal action of the seat to act (none once over). */
  legalActions(state: S): A[];
  apply(state: S, action: A): Applied<S, E>;
  /** The seat to act, null once over. */
  toAct(state: S): number | null;
  isOver(state: S): boolean;
  scores(state: S): number[];
  /** The result to store at the end (null before), and what it says in common terms. */
  result(state: S): R | null;
  outcome(result: R): Outcome;
  /** The result as pages show it, from the stored result and the events of the last action (the
   *  Castle adds its final scoring, line by line). */
  resultView(result: R, lastEvents: readonly E[]): RV;
  /** What every client may see: never the seed, a hidden tile's identity or its order. */
  publicView(state: S): V;
  /** The events of an action that every client may see, given the state after it. */
  publicEvents(events: readonly E[], after: S): E[];
  /** The position as text, for tests and logs. */
  notation(state: S): string;
  /** An action in the game's notation, from the position before it: a record's text, a turn a line. */
  moveNotation(state: S, action: A): string;
  /** Per-game help for the seat to act, one entry per legal action (null where there is nothing to
   *  say): the Castle says what each scoring order gives. Never anything the seat may not know. */
  hints(state: S, actions: readonly A[]): (H | null)[];
}

/** A definition whose types are not known where it is used (the registry, the server). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any, any, any, any, any>;

// A game's own types, read from its definition (`typeof castle`), so that the protocol and the page
// name them once: a shape that holds a game's types takes them from here.
export type ActionOf<G extends AnyGame> = Parameters<G['apply']>[1];
export type EventOf<G extends AnyGame> = ReturnType<G['publicEvents']>[number];
export type ViewOf<G extends AnyGame> = ReturnType<G['publicView']>;
export type ResultViewOf<G extends AnyGame> = ReturnType<G['resultView']>;
export type HintOf<G extends AnyGame> = NonNullable<ReturnType<G['hints']>[number]>;
