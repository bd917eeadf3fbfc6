// What the seated players may do about a game besides playing it, checked here and nowhere else:
// abort it before it has started, resign it, claim the win at a table of two when the opponent to act
// has been away too long, hand an away player's seat to the computer at a table of three or more.
// Plain code over the session (no Colyseus): the room hands each message on. A refusal changes nothing.
import { Refusal, resignationWinners } from '@castle/game';
import { GameEnding, REFUSAL, minutesText, notedName } from '@castle/protocol';
import { resignedName } from './ending';
import { isPlainEmpty } from './messages';
import { GameSession, refusal } from './session';

type Refused = { ok: false } & Refusal;
/** What a table's decision did: the game ended, or the computer took a seat. */
export type TableDecision = { ok: true; ended: GameEnding | null; computerSeat: number | null } | Refused;

const ended = (ending: GameEnding): TableDecision => ({ ok: true, ended: ending, computerSeat: null });

/** The checks every one of them starts with: a seated player, a message of nothing, a game not over. */
function common(s: GameSession, by: number | null, message: unknown, what: string): Refused | null {
  if (by === null) return refusal(REFUSAL.NOT_A_PLAYER, `only the players of this game can ${what}`);
  if (!isPlainEmpty(message)) return refusal(REFUSAL.BAD_MESSAGE, `that message is {}`);
  if (s.over) return refusal(REFUSAL.GAME_OVER, 'the game is over');
  return null;
}

/** Abort: the game ends without a result, while some seat has not made its first move (also before
 *  every seat is taken: the invitation is withdrawn). */
export async function abort(s: GameSession, by: number | null, message: unknown): Promise<TableDecision> {
  const no = common(s, by, message, 'abort it');
  if (no) return no;
  if (s.started()) return refusal(REFUSAL.TOO_LATE_TO_ABORT, 'every seat has made its first move: the game can no longer be aborted (resign instead)');
  const ending: GameEnding = { end: 'aborted', seat: by, winners: [], scores: s.scores() };
  await s.end(ending);
  return ended(ending);
}

/** A seat to act whose first move never came in time: the game ends as not started. */
export async function notStarted(s: GameSession, seat: number): Promise<GameEnding> {
  const ending: GameEnding = { end: 'notStarted', seat, winners: [], scores: s.scores() };
  await s.end(ending);
  return ending;
}


/**
 * Resign, once every seat has made its first move. At a table of two the other player wins at
 * once. At a table of three or more the game goes on for the others: the computer plays the seat to
 * the end under "Name (resigned)" and cannot win (ending.ts), and its player watches; when no other
 * seat is a person's, the game ends there, the others ranked by their score.
 */
export async function resign(s: GameSession, by: number | null, message: unknown): Promise<TableDecision> {
  const no = common(s, by, message, 'resign it');
  if (no) return no;
  if (!s.started()) return refusal(REFUSAL.TOO_EARLY_TO_RESIGN, 'not every seat has made its first move: abort the game instead');
  const seat = by!, names = s.names();
  const people = names.map((_, i) => i).filter((i) => i !== seat && !s.botOf(i));
  if (names.length >= 3 && people.length > 0) {
    await s.giveToComputer(seat, resignedName(names[seat]!), 'resigned');
    return { ok: true, ended: null, computerSeat: seat };
  }
  const scores = s.scores();
  const ending: GameEnding = { end: 'resigned', seat, winners: resignationWinners(scores, s.resigned(), seat), scores };
  await s.end(ending);
  return ended(ending);
}

/**
 * At a table of two, once both have moved: the player whose opponent is to act and has been away
 * (`awayFor(seat)` seconds, as the room counts) for `limit` seconds or more claims the win.
 */
export async function claimWin(s: GameSession, by: number | null, message: unknown, awayFor: (seat: number) => number, limit: number): Promise<TableDecision> {
  const no = common(s, by, message, 'claim the win');
  if (no) return no;
  const never = (reason: string, why: string) => refusal(REFUSAL.NO_CLAIM, why, { reason });
  if (s.seatCount !== 2) return never('tableOfMore', 'a win is claimed only at a table of two: here the computer may take an away player\'s seat');
  if (limit <= 0) return never('correspondence', 'with days for each turn the clock decides: a win is not claimed against a player away');
  if (!s.started()) return never('notStarted', 'both players must have made their first move: until then the game can be aborted');
  const other = s.toAct();
  if (other === null || other === by) return never('yourTurn', 'it is your turn: the win may be claimed only while the opponent is to play');
  if (s.botOf(other)) return never('computer', 'the computer never leaves the table');
  const away = awayFor(other), name = s.names()[other];
  if (away === 0) return refusal(REFUSAL.NOT_AWAY, `${name} is connected`, { reason: 'connected', name: name ?? '', away: 0, limit });
  if (away < limit) return refusal(REFUSAL.NOT_AWAY, `${name} has been away for ${minutesText(away)}: the win may be claimed after ${minutesText(limit)}`, { reason: 'notLongEnough', name: name ?? '', away, limit });
  const ending: GameEnding = { end: 'claimed', seat: other, winners: [by!], scores: s.scores() };
  await s.end(ending);
  return ended(ending);
}

/**
 * At a table of three or more, a seated player hands `seat` to the computer: its player has been
 * away (`awayFor(seat)` seconds) for `limit` seconds or more. Stored before it is told; the computer
 * plays the seat to the end and its player, back, watches.
 */
export async function handOver(s: GameSession, by: number | null, message: unknown, awayFor: (seat: number) => number, limit: number): Promise<TableDecision> {
  if (by === null) return refusal(REFUSAL.NOT_A_PLAYER, 'only the players of this game can hand a seat to the computer');
  const seat = (message as { seat?: unknown } | null)?.seat, n = s.seatCount;
  if (typeof message !== 'object' || typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
    return refusal(REFUSAL.BAD_MESSAGE, `a hand-over message is { seat } with a seat from 0 to ${n - 1}`, { field: 'seat' });
  }
  const no = (reason: string, why: string) => refusal(REFUSAL.NO_HAND_OVER, why, { reason });
  if (n < 3) return no('tableOfTwo', 'the computer takes over a seat only at a table of three or more');
  if (s.over) return no('over', 'the game is over');
  if (!s.full()) return no('notStarted', 'the game has not started: every seat is not taken yet');
  if (seat === by) return no('ownSeat', 'you cannot hand your own seat to the computer');
  if (s.botOf(seat)) return no('computer', 'the computer plays that seat already');
  const away = awayFor(seat), name = s.names()[seat];
  if (away < limit) return refusal(REFUSAL.NOT_AWAY, `${name} has been away for ${minutesText(away)}: the computer may take the seat after ${minutesText(limit)}`, { reason: 'notLongEnough', name: name ?? '', away, limit });
  await s.giveToComputer(seat, notedName(name ?? `Player ${seat + 1}`, 'computer'), 'away');
  return { ok: true, ended: null, computerSeat: seat };
}

/** Is every seat but `except` the computer's? */
const onlyComputer = (s: GameSession, except: number | null = null): boolean => s.names().every((_, i) => i === except || !!s.botOf(i));

/**
 * Nobody is left to play: every seat is the computer's (a game stored so before), or would be once
 * `seat`, the last person's, went to it. Such a game would play itself to the end with nobody there:
 * it ends as abandoned, with no result. Null when a person still plays.
 */
export async function abandonedToComputer(s: GameSession, seat: number | null = null): Promise<GameEnding | null> {
  if (s.over || !onlyComputer(s, seat)) return null;
  const ending: GameEnding = { end: 'abandoned', seat, winners: [], scores: s.scores() };
  await s.end(ending);
  return ending;
}

/**
 * `seat`'s time ran out: stored before it shows. At a table of two the other seat wins on time
 * ('ended'); at three or more the computer plays the seat from now on ('computer') and the game goes
 * on, unless it was the last person's: then it ends as abandoned ('ended').
 */
export async function timeOut(session: GameSession, seat: number, now: number): Promise<'ended' | 'computer'> {
  if (session.seatCount >= 3 && onlyComputer(session, seat)) {
    await abandonedToComputer(session, seat);
    session.clocks.stop(now);
    return 'ended';
  }
  if (session.seatCount >= 3) {
    await session.giveToComputer(seat, notedName(session.names()[seat] ?? `Player ${seat + 1}`, 'computer'), 'time');
    session.clocks.stop(now);
    return 'computer';
  }
  await session.end({ end: 'time', seat, winners: [1 - seat], scores: session.scores() });
  session.clocks.stop(now);
  return 'ended';
}
