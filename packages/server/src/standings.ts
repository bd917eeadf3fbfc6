// GET /api/standings?codes=A,B,C: how each of a browser's own games stands (whose turn, or how it
// ended), for the start page's list of them. One request for the whole list, counted once against
// LOOKUP_PER_MINUTE (http-limits.ts), for at most STANDINGS_MAX codes; only what anyone with a code
// may see (names, options, the seats the computer plays, time control, the seat to act, the ending), never a seed or a token.
import type { RequestHandler } from 'express';
import { GameStanding, REFUSAL, STANDINGS_MAX, Said } from '@castle/protocol';
import { AbandonedGame, isAbandoned } from './abandon';
import { CODE_PATTERN } from './codes';
import { readResult } from './ending';
import { storedControl } from './game-info';
import { gameById } from './games';
import { replayRecord } from './outdated';
import type { GameRecord, GameStore } from './store/store';

type Turn = { seat: number | null; stopped: string | null };

/** The turns replayed lately, by code, with the number of moves they were replayed from: a list asked
 *  again each minute replays only the games that moved meanwhile. The oldest are dropped past SEEN_MAX. */
const seen = new Map<string, Turn & { moves: number }>();
const SEEN_MAX = 1000;

/** The seat to act in an unfinished game, from its stored moves (durable before any was shown, so
 *  as current as the room's); or why it cannot go on. */
function toAct(g: GameRecord): Turn {
  const hit = seen.get(g.code);
  if (hit?.moves === g.actions.length) return hit;
  const replayed = replayRecord(g);
  const turn = 'outdated' in replayed ? { seat: null, stopped: replayed.outdated.message } : { seat: replayed.game.toAct(replayed.state), stopped: null };
  seen.delete(g.code);
  seen.set(g.code, { ...turn, moves: g.actions.length });
  if (seen.size > SEEN_MAX) seen.delete(seen.keys().next().value!);
  return turn;
}

async function standing(store: GameStore, held: (code: string) => Promise<boolean>, code: string): Promise<GameStanding> {
  // A code this server never makes (another alphabet) is a game it does not know.
  const g = CODE_PATTERN.test(code) ? await store.load(code).catch(() => null) : null;
  if (!g) return { code, known: false };
  const over = g.result !== null;
  const abandoned = !over && await isAbandoned(store, g, held);
  const turn = over || abandoned ? { seat: null, stopped: abandoned ? new AbandonedGame().message : null } : toAct(g);
  const definition = over ? gameById(g.game) : null;
  return {
    code, known: true, game: g.game, options: g.options, names: g.seats.map((s) => s.name), computer: g.seats.map((s) => s.bot !== undefined), seatsFree: g.seats.filter((s) => s.token === null).length,
    clock: storedControl(g), toAct: turn.seat, ending: definition ? readResult(definition, g.result).ending : null, stopped: turn.stopped,
    createdAt: g.createdAt, finishedAt: g.finishedAt,
  };
}

/** The codes asked for, upper-cased and once each; or what is wrong with the request. */
export function askedCodes(query: unknown): string[] | Said {
  const no = (message: string, params: Said['params']): Said => ({ code: REFUSAL.BAD_CODE, params, message });
  const codes = [...new Set((typeof query === 'string' ? query : '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean))];
  if (codes.length === 0) return no('name the games: /api/standings?codes=K7QXA,M2PLD', { reason: 'none' });
  if (codes.length > STANDINGS_MAX) return no(`at most ${STANDINGS_MAX} games at a time`, { reason: 'tooMany', max: STANDINGS_MAX });
  const bad = codes.find((c) => !/^[A-Z0-9]{5}$/.test(c));
  return bad ? no(`${JSON.stringify(bad.slice(0, 12))} is not a game code: a game code is 5 letters and digits`, { reason: 'notACode', code: bad.slice(0, 12) }) : codes;
}

export function standingsRoute(store: GameStore, held: (code: string) => Promise<boolean>): RequestHandler {
  return async (req, res) => {
    const codes = askedCodes(req.query.codes);
    if (!Array.isArray(codes)) return void res.status(400).json(codes);
    res.json(await Promise.all(codes.map((c) => standing(store, held, c))));
  };
}
