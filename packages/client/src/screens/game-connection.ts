// The game page's connection to its room: the join (with a seat token, a name for a free seat, or
// to watch), the server's messages handed on to the page, the seat token kept for a reload, and
// after a lost connection or a server restart, joining again with backoff (the banner counts down)
// until the room is back or the game is gone for good.
import type { Room } from 'colyseus.js';
import { ActionsMessage, CLOSE_RESIGNED, CLOSE_SEAT_TAKEN, CLOSE_SERVER_RESTART, ErrorMessage, NoticeMessage, RematchMessage, SeatMessage, TO_CLIENT, TO_SERVER } from '@castle/protocol';
import type { ActionMessage, ChatRefusal, SyncedGame } from '@castle/protocol';
import { t } from '../i18n/words';
import { retryDelay } from '../logic/backoff';
import { savedToken, saveToken } from '../logic/tokens';
import { getJson, joinWithin } from '../net';
import { replace } from '../router';
import type { ConnectionBanner } from './connection-banner';
import { refusedNotice, unknownGame } from './notice';
import { Coded, saidWords } from '../refusals/said';
import { answerChallenges } from '../rated/seat-challenge';

/** What the page does with the server's messages (`M`: the game's "actions" message). */
export interface GameMessages<M = ActionsMessage> {
  /** This page holds `seat` (its token is kept already). */
  seat(seat: number): void;
  actions(m: M): void;
  /** The server refused what was sent, and says why (a code and its params). */
  refused(said: Coded): void;
  /** The server lost the game: it cannot go on. */
  storeLost(message: string): void;
  /** Another tab or window took this seat over (the banner offers to take it back). */
  otherTab(): void;
  /** Both seats asked for a rematch: the new game, whose seat token is kept already. */
  rematch(code: string): void;
  /** Joined without a seat: the page watches. */
  watching(): void;
  /** The synced state changed. */
  changed(): void;
  /** A room was joined (again): the chat box listens to it too. */
  attached?(room: Room): void;
}

/** A game's room: `S` its synced state, `A` its actions, `M` its "actions" message. */
export class GameConnection<S extends SyncedGame, A, M = ActionsMessage<A>> {
  private room: Room<S> | null = null;
  /** The state of the room last held: the page goes on showing it while it has none (another tab
   *  plays the seat, the connection is lost, the server restarts). */
  private last: S | undefined;
  private attempt = 0;
  private closed = false;
  /** Why the room was lost last, said again if it cannot come back. */
  private lost = '';
  /** The game ended and its room is gone for good (a finished game's room never comes back). */
  endedHere = false;
  /** The name given when joining: a watcher who comes back keeps it. */
  private name: string | undefined;

  /** `spectate`: a join again (after a lost connection) is as a watcher, having no seat. */
  constructor(private code: string, private on: GameMessages<M>, private banner: ConnectionBanner, private spectate: () => boolean) {}

  /** The synced state, once joined (the last one known while no room is held). */
  get state(): S | undefined {
    return this.room?.state ?? this.last;
  }

  async join(opts: { token?: string; name?: string; spectate?: boolean }): Promise<void> {
    this.name = opts.name;
    try {
      const room = await joinWithin<S>(this.code, opts);
      if (this.closed) { void room.leave(); return; }
      this.attach(room);
    } catch (err) {
      if (!this.closed && !(await this.gameIsGone(err))) {
        this.banner.show(t('connection.joinFailed', { code: this.code, error: (err as Error).message }), () => void this.join(opts), undefined, Math.ceil(retryDelay(this.attempt++) / 1000));
      }
    }
  }

  /** Take a joined room: its messages go to the page. Before any await: "seat" and "actions" may arrive at once. */
  attach(room: Room<S>): void {
    this.room = room;
    this.attempt = 0;
    this.banner.hide();
    room.onMessage(TO_CLIENT.seat, (m: SeatMessage) => {
      saveToken(localStorage, this.code, m.token, m.seat);
      this.on.seat(m.seat);
    });
    room.onMessage(TO_CLIENT.watching, () => this.on.watching());
    room.onMessage(TO_CLIENT.actions, (m: M) => this.on.actions(m));
    room.onMessage(TO_CLIENT.error, (m: ErrorMessage & ChatRefusal) => { if (m.about !== 'chat') this.on.refused(m); }); // the chat box says its own
    room.onMessage(TO_CLIENT.shutdown, () => { this.banner.show(t('connection.restarting'), () => void this.rejoin()); });
    room.onMessage(TO_CLIENT.seatTaken, () => undefined); // the close code (CLOSE_SEAT_TAKEN) that follows says it
    room.onMessage(TO_CLIENT.storeLost, (m: NoticeMessage) => this.on.storeLost(saidWords(m)));
    room.onMessage(TO_CLIENT.rematch, (m: RematchMessage) => {
      saveToken(localStorage, m.code, m.token);
      this.on.rematch(m.code);
    });
    room.onStateChange(() => this.on.changed());
    // A rated game's seat is taken with this browser's identity (a problem here: the banner says it, and joins again).
    answerChallenges(room, this.code, () => this.name, (words) => this.banner.show(words, () => void this.rejoin()));
    this.on.attached?.(room);
    room.onLeave((code) => {
      if (this.closed || this.room !== room) return;
      this.room = null;
      this.last = room.state;
      if (code === CLOSE_SEAT_TAKEN) { this.banner.otherTab(() => void this.rejoin()); this.on.otherTab(); }
      else if (code === CLOSE_RESIGNED) replace(`/g/${this.code}?watch`); // the computer plays the seat on: the page watches
      else {
        this.lost = t(code === CLOSE_SERVER_RESTART ? 'connection.restarted' : 'connection.lost');
        this.reconnect(t(code === CLOSE_SERVER_RESTART ? 'connection.restarting' : 'connection.lost'));
      }
    });
  }

  /** Say more in the banner of a game that ended here and whose room is gone for good. */
  endedNote(more: string): void {
    this.banner.ended(this.lost, this.code, more);
  }

  /** Send a message to the room; false when there is none (not joined, or the connection is lost). */
  send(type: string, message: object): boolean {
    if (!this.room) return false;
    this.room.send(type, message);
    return true;
  }

  /** A turn's actions: a placement and its follower go as one message, which the server takes whole or not at all. */
  sendActions(moves: number, actions: A[]): boolean {
    const [action, then] = actions;
    const message: ActionMessage<A> = { moves, action, ...(then ? { then } : {}) };
    return this.send(TO_SERVER.action, message);
  }

  /** Leave the room for good (the page is closing). */
  close(): void {
    this.closed = true;
    this.banner.stop();
    const room = this.room;
    this.room = null;
    void room?.leave(true).catch(() => undefined);
  }

  /** After a failed join: a game that no longer runs gets its own page (unknown, its replay, or refused for good). */
  private async gameIsGone(joinError: unknown): Promise<boolean> {
    if (refusedNotice(this.code, joinError)) return true;
    const info = await getJson<{ over: boolean }>(`/api/games/${this.code}`).catch(() => undefined);
    if (this.closed) return true;
    if (info === null) { unknownGame(this.code); return true; }
    // A game that ended on this page keeps its end here (its player may be reading the final
    // scoring); one that ended while away from it opens at its replay.
    if (info?.over && this.last?.over) { this.endedHere = true; this.banner.ended(this.lost, this.code); return true; }
    if (info?.over) { replace(`/g/${this.code}/replay`); return true; }
    return false;
  }

  private reconnect(why: string): void {
    const delay = retryDelay(this.attempt++);
    this.banner.show(why, () => void this.rejoin(), undefined, Math.ceil(delay / 1000));
  }

  private async rejoin(): Promise<void> {
    if (this.closed) return;
    this.banner.reconnecting();
    const token = savedToken(localStorage, this.code);
    try {
      const room = await joinWithin<S>(this.code, { token: token ?? undefined, spectate: this.spectate(), name: this.name });
      if (this.closed) { void room.leave(); return; }
      this.attach(room);
      this.on.changed();
    } catch (err) {
      if (!this.closed && !(await this.gameIsGone(err))) this.reconnect(t('connection.unreachable'));
    }
  }
}
