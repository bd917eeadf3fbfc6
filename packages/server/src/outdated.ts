// Stored games that today's rules no longer replay: a rules change (the Falcon castle of 95 cells,
// new Falcon rulings) can make a move stored by an earlier version illegal. Such a game is refused
// in words to whoever opens it or its replay, and logged once per process; the others go on.
import { AnyGame, Refusal, RefusedMove, replayState } from '@castle/game';
import { recordSeed } from './contributions';
import { gameById } from './games';
import { log } from './log';
import type { GameRecord } from './store/store';
import { REFUSAL, Said } from '@castle/protocol';

export const OUTDATED_GAME = REFUSAL.OUTDATED_GAME;

export class OutdatedGame extends Error {
  readonly code = OUTDATED_GAME;
  /** `move`: the first stored move today's rules refuse, or null for a game stored under an earlier
   *  rules version (or with options or a game today's server does not take). */
  constructor(readonly move: number | null) {
    super(`this game was stored by an earlier version of the rules and cannot be continued or replayed${
      move === null ? '' : `: its move ${move + 1} is not legal under today's rules`}`);
  }

  /** The refusal as the server says it: `move` (counted from 1) when one move is the cause. */
  said(): Said {
    return { code: this.code, ...(this.move !== null && { params: { move: this.move + 1 } }), message: this.message };
  }
}

/** Games found outdated in this process, by code. A stored game no longer changes once it is. */
const found = new Map<string, OutdatedGame>();

export function knownOutdated(code: string): OutdatedGame | null {
  return found.get(code) ?? null;
}

/** The refusal for a game whose stored move `move` (0-based) the rules refuse, or that the rules no
 *  longer open at all (move null); logged the first time. */
export function outdatedGame(code: string, move: number | null, why: Refusal | { stored: number; now: number } | { game: string }): OutdatedGame {
  let e = found.get(code);
  if (!e) {
    e = new OutdatedGame(move);
    found.set(code, e);
    const detail = 'message' in why ? { refusal: { code: why.code, message: why.message } } : 'game' in why ? { game: why.game } : { rules: why };
    log.warn('game stored by an earlier version of the rules: refused', { code, move, ...detail });
  }
  return e;
}

/** A stored game's definition and options as today's rules read them; throws OutdatedGame for a
 *  game this server does not have, options it refuses, or another rules version than today's (its
 *  moves might all still be legal, but they would be another game: a Falcon cell number names another cell). */
export function openRecord(g: Pick<GameRecord, 'code' | 'game' | 'rules' | 'options'>): { game: AnyGame; options: unknown } {
  const known = found.get(g.code);
  if (known) throw known;
  const game = gameById(g.game);
  if (!game) throw outdatedGame(g.code, null, { game: g.game });
  const parsed = game.parseOptions(g.options);
  if (!parsed.ok) throw outdatedGame(g.code, null, parsed.error);
  const now = game.rulesVersion(parsed.options);
  if (g.rules !== now) throw outdatedGame(g.code, null, { stored: g.rules, now });
  return { game, options: parsed.options };
}

/** Replay a record's moves: the state after them, or the refusal if the rules no longer open it or
 *  refuse one of its moves. */
export function replayRecord(g: GameRecord): { state: unknown; game: AnyGame } | { outdated: OutdatedGame } {
  try {
    const { game, options } = openRecord(g);
    return { state: replayState(game, options, recordSeed(g), g.seats.length, g.actions), game };
  } catch (err) {
    if (err instanceof OutdatedGame) return { outdated: err };
    if (err instanceof RefusedMove) return { outdated: outdatedGame(g.code, err.move, err.refusal) };
    throw err;
  }
}

/** Replay a record's moves: its refusal if the rules no longer open it or refuse one of its moves,
 *  else null. */
export function findOutdated(g: GameRecord): OutdatedGame | null {
  const replayed = replayRecord(g);
  return 'outdated' in replayed ? replayed.outdated : null;
}
