// What each scoring order gives, for the seat that chooses it: played out with the rules on the
// session's state, and cut where the turn ends, since what comes after (the next tile drawn, the
// final scoring) would tell a secret. Wall tile kinds are never named, only the towers they leave.
import { applyAction, legalActions } from './game';
import type { Action, GameEvent, GameState } from './types';

export interface ScoreOutcome {
  /** Both seats' scores once the turn's scoring is done. */
  scores: [number, number];
  /** Corner towers whose face-down wall tile is taken during it, in the order taken. */
  towers: number[];
  /** Points lost at gates (Falcon gates variant). */
  lost: number;
}

/** Events from the next turn on (or the game's end), which the outcome must not reach into. */
const AFTER_TURN = new Set<GameEvent['type']>(['extraTurn', 'turnStarted', 'tileDrawn', 'tileDiscarded', 'wallTilesRemoved', 'final', 'gameOver']);

const sameAction = (a: Action, b: Action): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * For each of `actions` (the legal actions of `game`): null unless it is a score action; for a
 * score action, what choosing it first gives when every later choice of the turn is the earliest
 * one in `actions` that is still legal (or, for features not listed there, the first legal one).
 */
export function scoreOutcomes(game: GameState, actions: readonly Action[]): (ScoreOutcome | null)[] {
  return actions.map((a) => (a.type === 'score' ? playOut(game, a, actions) : null));
}

function playOut(game: GameState, first: Action, listed: readonly Action[]): ScoreOutcome | null {
  const events: GameEvent[] = [];
  let state = game;
  let next: Action | undefined = first;
  while (next) {
    const r = applyAction(state, next);
    if (!r.ok) return null; // not legal here: nothing to tell
    events.push(...r.events);
    state = r.state;
    if (state.step !== 'score') break;
    const legal = legalActions(state);
    next = listed.find((l) => legal.some((x) => sameAction(x, l))) ?? legal[0];
  }
  const end = events.findIndex((e) => AFTER_TURN.has(e.type));
  const out: ScoreOutcome = { scores: [game.players[0].score, game.players[1].score], towers: [], lost: 0 };
  for (const e of end < 0 ? events : events.slice(0, end)) {
    if (e.type === 'scored') { out.scores[e.seat] = e.score; out.lost += e.lost; }
    if (e.type === 'wallTaken') out.towers.push(e.tower);
  }
  return out;
}
