// Stored games that today's rules no longer replay: a rules change (the Falcon castle of 95 cells,
// new Falcon rulings) can make a move stored by an earlier version illegal. Such a game is refused
// in words to whoever opens it or its replay, and logged once per process; the others go on.
import { RuleError, applyAction, createGame, rulesVersion } from '@castle/rules';
import { log } from './log';
import type { GameRecord } from './store/store';

export const OUTDATED_GAME = 'OUTDATED_GAME';

export class OutdatedGame extends Error {
  readonly code = OUTDATED_GAME;
  /** `move`: the first stored move today's rules refuse, or null for a game stored under an earlier rules version. */
  constructor(readonly move: number | null) {
    super(`this game was stored by an earlier version of the rules and cannot be continued or replayed${
      move === null ? '' : `: its move ${move + 1} is not legal under today's rules`}`);
  }
}

/** Games found outdated in this process, by code. A stored game no longer changes once it is. */
const found = new Map<string, OutdatedGame>();

export function knownOutdated(code: string): OutdatedGame | null {
  return found.get(code) ?? null;
}

/** The refusal for a game whose stored move `move` (0-based) the rules refuse, or that was stored
 *  under rules version `stored` (move null); logged the first time. */
export function outdatedGame(code: string, move: number | null, refusal: RuleError | { stored: number; now: number }): OutdatedGame {
  let e = found.get(code);
  if (!e) {
    e = new OutdatedGame(move);
    found.set(code, e);
    const why = 'code' in refusal ? { refusal: { code: refusal.code, message: refusal.message } } : { rules: refusal };
    log.warn('game stored by an earlier version of the rules: refused', { code, move, ...why });
  }
  return e;
}

/** The refusal for a game stored under another rules version than today's, else null. Its moves
 *  might all still be legal, but they would be another game (a Falcon cell number names another cell). */
export function outdatedVersion(g: Pick<GameRecord, 'code' | 'options'>): OutdatedGame | null {
  const stored = g.options.rules ?? 1, now = rulesVersion(g.options);
  return stored === now ? null : outdatedGame(g.code, null, { stored, now });
}

/** Replay a record's moves: its refusal if it was stored under other rules or the rules refuse one
 *  of its moves, else null. */
export function findOutdated(g: GameRecord): OutdatedGame | null {
  const known = found.get(g.code) ?? outdatedVersion(g);
  if (known) return known;
  let state = createGame({ seed: g.seed, falcon: g.options.falcon, variants: g.options.variants });
  for (const [n, action] of g.actions.entries()) {
    const r = applyAction(state, action);
    if (!r.ok) return outdatedGame(g.code, n, r.error);
    state = r.state;
  }
  return null;
}
