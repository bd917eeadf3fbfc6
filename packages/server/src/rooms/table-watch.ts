// The room's side of what happens at the table besides the moves: who is away and for how long, the
// countdown to a seat's first move, and the messages that end a game or give a seat to the computer
// (abort, resign, claimWin, handOver; their checks are in table-ends.ts). Timed on the process's time
// source (time.ts), so that tests move time on instead of waiting.
import type { Client } from '@colyseus/core';
import { NO_CLOCK, REFUSAL, TimeControl } from '@castle/protocol';
import { AwaySeats, awayLimitSeconds } from '../away';
import { log } from '../log';
import type { GameSchema } from '../schema';
import type { GameSession } from '../session';
import { TableDecision, abandonedToComputer, abort, claimWin, handOver, notStarted, resign, timeOut } from '../table-ends';
import { FlagTimer } from '../clocks';
import { syncClocks } from '../sync';
import { Timer, time } from '../time';

/**
 * How long a person's seat has for its first move before the game ends as not started, as lichess
 * does: with a live clock FIRST_MOVE_SECONDS (30); without a clock, a game between friends where a
 * newcomer may need a while, FIRST_MOVE_UNCLOCKED_SECONDS (5 minutes); 0 (never) in days a turn,
 * where nobody is expected at once, and at a table with the computer, which never leaves.
 */
export function firstMoveSeconds(control: TimeControl, withComputer: boolean): number {
  if (withComputer || control.kind === 'correspondence') return 0;
  return control.kind === 'live' ? Number(process.env.FIRST_MOVE_SECONDS ?? 30) : Number(process.env.FIRST_MOVE_UNCLOCKED_SECONDS ?? 300);
}

/**
 * At a table of two, how long the opponent to act must have been away before the win may be claimed:
 * without a clock CLAIM_SECONDS (the 2 minutes); with a live clock 40 s, longer the slower the
 * game (lichess: doubled for rapid, tripled for classical, by minutes + 40 × the increment: under 8
 * minutes, under 25, more); in days a turn never (0): the clock decides.
 */
export function claimLimitSeconds(control: TimeControl = NO_CLOCK): number {
  if (control.kind === 'correspondence') return 0;
  if (control.kind === 'none') return Number(process.env.CLAIM_SECONDS ?? 120);
  const estimate = control.minutes * 60 + 40 * control.increment;
  return estimate < 480 ? 40 : estimate < 1500 ? 80 : 120;
}

/** What the table needs of its room. */
export interface TableRoom {
  readonly session: GameSession;
  state: GameSchema;
  seatOf(client: Client): number | null;
  refuse(client: Client, code: string, message: string, params?: Record<string, string | number>): void;
  /** In the room's queue, one at a time with the moves. */
  enqueue(task: () => Promise<void>): void;
  /** The table ended the game: every page is shown how. */
  ended(): void;
  /** The computer plays `seat` from now on (its player, if here, is sent off to watch). */
  computerPlays(seat: number): void;
}

export class TableWatch {
  /** Since when each seat's player has been away. */
  readonly away: AwaySeats;
  /** The first move being waited for: its seat, its deadline and its timer. */
  private firstMove: { seat: number; due: number; timer: Timer } | null = null;
  /** Set for when the seat to act runs out of time. */
  private flag: FlagTimer;

  /** `state`: the room's, before it is the room's (its limits are set once here). */
  constructor(private room: TableRoom, seats: number, state: GameSchema) {
    this.away = new AwaySeats(seats, () => time.now());
    state.awayLimit = seats >= 3 ? awayLimitSeconds() : 0;
    state.claimLimit = seats === 2 ? claimLimitSeconds(room.session.clocks.control) : 0;
    this.flag = new FlagTimer(room.session.clocks, () => room.enqueue(() => this.onFlag()));
  }

  /** After every change: the clocks into the synced state (stopped once the game is over, however it
   *  ended), and the flag set for when the seat to act runs out of time. */
  watchClock(): void {
    const s = this.room.session;
    if (s.over) s.clocks.stop(time.now());
    syncClocks(this.room.state, s.clocks, time.now());
    this.flag.arm();
  }

  /** In the queue: the seat to act may have run out of time (a move made meanwhile moved the flag on).
   *  At a table of two the other seat wins on time; at three or more the computer plays the seat. */
  private async onFlag(): Promise<void> {
    const s = this.room.session, seat = s.clocks.flagged(time.now());
    if (seat === null || s.over) return this.flag.arm();
    let how;
    try {
      how = await timeOut(s, seat, time.now());
    } catch (err) {
      log.error('time out not stored: tried again in a moment', { code: s.code, err });
      time.after(1000, () => this.room.enqueue(() => this.onFlag()));
      return;
    }
    log.info('out of time', { code: s.code, seat, how });
    if (how === 'ended') return this.room.ended();
    this.away.back(seat);
    this.room.computerPlays(seat);
    this.watchClock();
  }

  /** A seat whose player was away has it again (back, or the computer's now). */
  back(seat: number): void {
    this.away.back(seat);
    this.room.state.players[seat].away = 0;
  }

  /** Each second, and after every change: the seconds away, the first move's countdown, whether the
   *  game may still be aborted. */
  refresh(): void {
    const s = this.room.session, state = this.room.state;
    if (s.over) this.away.stop();
    state.players.forEach((p, seat) => { p.away = this.away.seconds(seat); });
    state.abortable = s.full() && !s.over && !s.started();
    state.firstMoveLeft = this.firstMove ? Math.max(1, Math.ceil((this.firstMove.due - time.now()) / 1000)) : 0;
  }

  /**
   * After every change: when a person's seat is to make its first move (every seat taken), its
   * countdown runs (started once per seat: a restart starts it again); otherwise none does. The
   * computer's seats are never waited for (the computer moves at once), nor anyone at its table.
   */
  watchFirstMove(): void {
    const s = this.room.session, seat = s.toAct();
    const seconds = firstMoveSeconds(s.clocks.control, s.names().some((_, i) => s.botOf(i)));
    const waiting = seat !== null && seconds > 0 && s.full() && !s.over && !s.hasMoved(seat) ? seat : null;
    if (this.firstMove?.seat === waiting) return this.refresh();
    this.firstMove?.timer.clear();
    this.firstMove = null;
    if (waiting !== null) {
      const ms = seconds * 1000;
      this.firstMove = { seat: waiting, due: time.now() + ms, timer: time.after(ms, () => this.room.enqueue(() => this.firstMoveLate(waiting))) };
    }
    this.refresh();
  }

  /** In the queue: the seat's first move did not come in time. */
  private async firstMoveLate(seat: number): Promise<void> {
    const s = this.room.session;
    if (this.firstMove?.seat !== seat || s.over || s.hasMoved(seat)) return;
    this.firstMove = null;
    try {
      await notStarted(s, seat);
    } catch (err) {
      log.error('the end of a game not started could not be stored', { code: s.code, err });
      return;
    }
    log.info('game not started: no first move', { code: s.code, seat });
    this.room.ended();
  }

  /** In the queue, when the game opens: one stored with every seat the computer's (before such games
   *  ended) would play itself to the end with nobody there; it ends as abandoned instead. */
  async abandonIfOnlyComputer(): Promise<void> {
    const s = this.room.session;
    let ending;
    try {
      ending = await abandonedToComputer(s);
    } catch (err) {
      log.error('the end of a game left to the computer could not be stored', { code: s.code, err });
      return;
    }
    if (!ending) return;
    log.info('game ended: nobody left but the computer', { code: s.code });
    this.room.ended();
  }

  stop(): void {
    this.firstMove?.timer.clear();
    this.firstMove = null;
    this.flag.stop();
  }

  onAbort(client: Client, message: unknown): Promise<void> {
    return this.decide(client, 'abort', () => abort(this.room.session, this.room.seatOf(client), message));
  }

  onResign(client: Client, message: unknown): Promise<void> {
    return this.decide(client, 'resignation', () => resign(this.room.session, this.room.seatOf(client), message));
  }

  onClaimWin(client: Client, message: unknown): Promise<void> {
    const seconds = (seat: number) => this.away.seconds(seat);
    return this.decide(client, 'claim', () => claimWin(this.room.session, this.room.seatOf(client), message, seconds, this.room.state.claimLimit));
  }

  onHandOver(client: Client, message: unknown): Promise<void> {
    const seconds = (seat: number) => this.away.seconds(seat);
    return this.decide(client, 'hand-over', () => handOver(this.room.session, this.room.seatOf(client), message, seconds, this.room.state.awayLimit));
  }

  /** Check and store a decision; then show it. A store that fails changes nothing and says so. */
  private async decide(client: Client, what: string, take: () => Promise<TableDecision>): Promise<void> {
    let r;
    try {
      r = await take();
    } catch (err) {
      log.error(`${what} not stored`, { code: this.room.session.code, err });
      return this.room.refuse(client, REFUSAL.STORE_FAILED, `the ${what} could not be saved; nothing changed, try again`);
    }
    if (!r.ok) return this.room.refuse(client, r.code, r.message, r.params);
    if (r.computerSeat !== null) {
      this.room.computerPlays(r.computerSeat);
      log.info('seat handed to the computer', { code: this.room.session.code, seat: r.computerSeat, why: what });
    }
    if (r.ended) {
      log.info('game ended by the table', { code: this.room.session.code, ...r.ended });
      this.room.ended();
    }
    this.watchFirstMove();
  }
}
