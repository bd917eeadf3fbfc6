// A record read back from a file or a fixture: unknown JSON in, a record whose moves the rules
// replay to its result out, or the problem in words. The games are handed in, so this names none.
import type { AnyGame, SeatAction } from './definition';
import { GameRecord, LEAVE_KINDS, RECORD_FORMAT, RECORD_VERSION, RecordLeaving } from './record';
import { resignationWinners, winnersWithout } from './standing';

/** Why a record is refused: a stable code and its parameters (a page words them in its player's
 *  language), and the English sentence (logs, the API). */
export interface RecordProblem { ok: false; code: string; params: Record<string, string | number>; problem: string }
export type CheckedRecord = { ok: true; record: GameRecord; game: AnyGame; options: unknown; state: unknown } | RecordProblem;

const no = (code: string, problem: string, params: Record<string, string | number> = {}): RecordProblem => ({ ok: false, code, params, problem });
type Problem = { code: string; problem: string; params?: Record<string, string | number> };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeatAction = (v: unknown): v is SeatAction => isObject(v) && Number.isInteger(v.seat);
const sameNumbers = (a: unknown, b: readonly number[]): boolean => Array.isArray(a) && a.length === b.length && a.every((n, i) => n === b[i]);

/** The problem with its shape (not its moves), or null. */
function shapeProblem(r: Record<string, unknown>): Problem | null {
  if (typeof r.game !== 'string' || !Number.isInteger(r.rules) || typeof r.seed !== 'string') return { code: 'noGame', problem: 'it has no game, rules version or seed' };
  if (!Array.isArray(r.seats) || !r.seats.every((s) => isObject(s) && (s.name === null || typeof s.name === 'string'))) return { code: 'badSeats', problem: 'its seats are not a list of names' };
  if (!Array.isArray(r.moves) || !r.moves.every((m) => isObject(m) && isSeatAction(m.action))) return { code: 'badMoves', problem: 'its moves are not a list of actions' };
  if (typeof r.end !== 'string' || !isObject(r.result)) return { code: 'noEnd', problem: 'it does not say how the game ended' };
  if (r.left !== undefined && !leavingsRead(r.left, r.seats.length, r.moves.length)) return { code: 'badLeavings', problem: 'its seats that left are not a list of seats, each once, in the moves\' order' };
  return null;
}

/** The seats that left: each a seat of the table once, after a number of moves the record has, in order. */
function leavingsRead(left: unknown, seats: number, moves: number): boolean {
  const ok = (l: unknown): l is RecordLeaving => isObject(l) && Number.isInteger(l.seat) && (l.seat as number) >= 0 && (l.seat as number) < seats
    && Number.isInteger(l.after) && (l.after as number) >= 0 && (l.after as number) <= moves && LEAVE_KINDS.includes(l.how as never);
  return Array.isArray(left) && left.every(ok) && new Set(left.map((l) => l.seat)).size === left.length
    && left.every((l, i) => i === 0 || left[i - 1].after <= l.after);
}

/** Does the result match the position its moves reach? Its scores always; an end by score only
 *  where the rules ended the game, and then with the rules' own scores; any other end before that. */
function resultProblem(game: AnyGame, state: unknown, r: GameRecord): Problem | null {
  const scores = game.scores(state), over = game.isOver(state), result = r.result as Record<string, unknown>;
  if (r.end === 'score' && !over) return { code: 'endedNotOver', problem: `it says the game ended by score, but after its ${r.moves.length} moves the game is not over`, params: { moves: r.moves.length } };
  if (r.end !== 'score' && over) return { code: 'overNotEnded', problem: `it says the game ended by '${r.end}', but its moves play the game to its end`, params: { end: r.end } };
  if (!sameNumbers(result.scores, scores)) return { code: 'wrongScores', problem: `its result gives the scores ${JSON.stringify(result.scores)}, but its moves give ${scores.join(', ')}`, params: { claimed: JSON.stringify(result.scores), actual: scores.join(', ') } };
  // A seat whose player resigned cannot win: the win is the best of the others'. Other ends are the
  // table's decision (a claim, a flag), not the moves'.
  const resigned = (r.left ?? []).filter((l) => l.how === 'resigned').map((l) => l.seat);
  const seat = result.seat;
  const winners = r.end === 'score' ? winnersWithout(scores, game.outcome(game.result(state)).winners, resigned)
    : r.end === 'resigned' && Number.isInteger(seat) ? resignationWinners(scores, resigned, seat as number) : null;
  if (winners && !sameNumbers(result.winners, winners)) return { code: 'wrongWinners', problem: `its result gives the winners ${JSON.stringify(result.winners)}, but its moves${resigned.length ? ' and resignations' : ''} give ${JSON.stringify(winners)}` };
  return null;
}

/** Check a record read from anywhere against these games. */
export function checkRecord(input: unknown, games: readonly AnyGame[]): CheckedRecord {
  if (!isObject(input) || input.format !== RECORD_FORMAT) return no('notRecord', 'this is not a game record');
  const version = input.version;
  if (!Number.isInteger(version) || (version as number) < 1) return no('noVersion', 'this record has no version that can be read');
  if ((version as number) > RECORD_VERSION) return no('newerFormat', `this record is of a newer format (version ${version}) than this site reads (version ${RECORD_VERSION})`, { version: version as number, read: RECORD_VERSION });
  const shape = shapeProblem(input);
  if (shape) return no(shape.code, `this record is damaged: ${shape.problem}`);
  const r = input as unknown as GameRecord;
  const game = games.find((g) => g.id === r.game);
  if (!game) return no('unknownGame', `this record is of a game this site does not know: '${r.game}'`, { game: r.game });
  const parsed = game.parseOptions(r.options);
  if (!parsed.ok) return no('badOptions', `this record's options are refused: ${parsed.error.message}`, { problem: parsed.error.message });
  const now = game.rulesVersion(parsed.options);
  if (r.rules !== now) return no('oldRules', `this record was played under version ${r.rules} of the rules of ${game.title}, which are at version ${now} here`, { game: game.id, version: r.rules, now });
  if (r.seats.length < game.seats.min || r.seats.length > game.seats.max) return no('seatCount', `${game.title} is played by ${game.seats.min} to ${game.seats.max}, and this record has ${r.seats.length} seats`, { game: game.id, min: game.seats.min, max: game.seats.max, seats: r.seats.length });
  let state = game.create(parsed.options, r.seed, r.seats.length);
  for (let i = 0; i < r.moves.length; i++) {
    const applied = game.apply(state, r.moves[i].action);
    if (!applied.ok) return no('illegalMove', `move ${i + 1} of this record is not legal: ${applied.error.message}`, { move: i + 1, problem: applied.error.message });
    state = applied.state;
  }
  const result = resultProblem(game, state, r);
  if (result) return no(result.code, `this record's result does not match its moves: ${result.problem}`, result.params);
  return { ok: true, record: r, game, options: parsed.options, state };
}

/** A record from a file's text: not JSON is a problem too. */
export function readRecord(text: string, games: readonly AnyGame[]): CheckedRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return no('notJson', 'this file is not JSON, so not a game record');
  }
  return checkRecord(json, games);
}
