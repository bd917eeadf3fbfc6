// A game's replay, written once for every game: the public view before the first action and after
// each one, with the events everyone may see. A server can send it to anyone, during the game or after.
import type { ActionOf, AnyGame, EventOf, GameDefinition, SeatAction, ViewOf } from './definition';

export interface Frame<A, E, V> {
  /** The action that led here; null for the position before any action. */
  action: A | null;
  events: E[];
  view: V;
}

/** A frame with a game's own types, read from its definition (`FrameOf<typeof castle>`). */
export type FrameOf<G extends AnyGame> = Frame<ActionOf<G>, EventOf<G>, ViewOf<G>>;

/** A record's moves that the rules refuse: the first one's number (0-based) and the refusal. */
export class RefusedMove extends RangeError {
  constructor(readonly move: number, readonly refusal: { code: string; message: string }) {
    super(`action ${move} was refused: ${refusal.code} ${refusal.message}`);
    this.name = 'RefusedMove';
  }
}

/**
 * Every position of a game from its options, seed, seat count and accepted actions, and the state
 * after the last (secret: for the server only). Throws RefusedMove at the first action the rules
 * refuse (a record that is not a game).
 */
export function replayFrames<O, S, A extends SeatAction, E, V>(
  game: GameDefinition<O, S, A, E, V, unknown>, options: O, seed: string, seats: number, actions: readonly A[],
): { frames: Frame<A, E, V>[]; last: S } {
  let state = game.create(options, seed, seats);
  const frames: Frame<A, E, V>[] = [{ action: null, events: [], view: game.publicView(state) }];
  actions.forEach((action, i) => {
    const r = game.apply(state, action);
    if (!r.ok) throw new RefusedMove(i, r.error);
    state = r.state;
    frames.push({ action, events: game.publicEvents(r.events, state), view: game.publicView(state) });
  });
  return { frames, last: state };
}

/** The state after a record's actions; throws RefusedMove at the first one the rules refuse. */
export function replayState(game: AnyGame, options: unknown, seed: string, seats: number, actions: readonly SeatAction[]): unknown {
  let state = game.create(options, seed, seats);
  actions.forEach((action, i) => {
    const r = game.apply(state, action);
    if (!r.ok) throw new RefusedMove(i, r.error);
    state = r.state;
  });
  return state;
}
