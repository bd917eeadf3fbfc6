// A room per game: message in → rules (through the session) → schema out. No rule code here.
import type { Client, Delayed } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import { abandonMs } from '../abandon';
import { maxWatchers, reservationSeconds, watchersFullOnJoin, withinMaxGames } from '../capacity';
import { freeCode } from '../codes';
import { BadInput, createOptions, joinOptions, reconnectSeconds } from '../limits';
import { log } from '../log';
import { LiveGame, liveGames, recordMove } from '../metrics';
import { stillHeldHere } from '../opener';
import { OutdatedGame } from '../outdated';
import { scoreOutcomes } from '../outcomes';
import { CastleState, PlayerState } from '../schema';
import { GameSession, SeatIndex } from '../session';
import { finalResult, pushEvents, syncState } from '../sync';
import { BaseRoom, roomConfig } from './base-room';

/** Close code telling clients the server is going down and they should come back. */
export const CLOSE_SERVER_RESTART = 4100;
/** Close code telling a client that a newer tab or window took its seat: do not come back by itself. */
export const CLOSE_SEAT_TAKEN = 4101;
const SEAT_TAKEN_MESSAGE = 'This game is open in another tab or window.';
/** With several processes, how often a room checks that its process still holds the game. */
const HOLDER_CHECK_MS = 5000;

/** `then`: a second action taken with the first, both or neither (the follower chosen with its placement). */
interface ActionMessage { turn: number; action: Record<string, unknown>; then?: Record<string, unknown> }

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

export class CastleRoom extends BaseRoom<CastleState> implements LiveGame {
  // No maxClients: Colyseus would lock a room that many clients and reservations fill, seated players
  // included. Watchers are counted apart (MAX_WATCHERS), and a seat's token always gets in.
  private session!: GameSession;
  /** Session id of the client holding each seat, if connected. */
  private seatClients: [string | null, string | null] = [null, null];
  private standingDown = false;
  /** Actions are taken one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  /** While nobody is connected: the countdown to closing the room (ABANDON_MINUTES). */
  private abandonTimer: Delayed | null = null;
  /** What the players are told once the store lost this game (it can no longer be saved). */
  private lost: string | null = null;
  private stopWatching = () => {};

  onCreate(options: Record<string, unknown>): Promise<void> {
    return this.opening(() => withinMaxGames(() => this.open(options)));
  }

  private async open(options: Record<string, unknown>): Promise<void> {
    const { store, restoreKey } = roomConfig();
    if (options.restore !== undefined) {
      if (options.restoreKey !== restoreKey || typeof options.restore !== 'string') throw new BadInput('games are restored by the server only');
      try {
        this.session = await GameSession.restore(store, options.restore);
      } catch (err) {
        // Its moves no longer replay (logged once where found): the player is told, in words, as a
        // refusal rather than a fault.
        if (err instanceof OutdatedGame) throw Object.assign(new ServerError(undefined, err.message), { code: err.code });
        throw err;
      }
    } else {
      const { falcon, variants } = createOptions(options);
      let session: GameSession | null = null;
      while (!session) session = await GameSession.create(store, await freeCode((c) => store.exists(c)), { falcon, variants });
      this.session = session;
    }
    this.roomId = this.session.code;
    this.autoDispose = this.session.game.step === 'over';
    await this.setPrivate(true);
    this.setSeatReservationTime(reservationSeconds());
    const state = new CastleState();
    state.code = this.session.code;
    state.falcon = this.session.game.options.falcon;
    state.variants = JSON.stringify(this.session.game.options.variants);
    for (const seat of [0, 1] as const) {
      const p = new PlayerState();
      p.name = this.session.names[seat] ?? '';
      p.seated = this.session.names[seat] !== null;
      state.players.push(p);
    }
    this.setState(state);
    this.sync();

    liveGames.add(this);
    this.stopWatching = roomConfig().watch.onLost((message) => { this.lost = message; this.broadcast('storeLost', { message }); });
    if (roomConfig().shared) this.clock.setInterval(() => this.enqueue(() => this.checkHolder()), HOLDER_CHECK_MS);
    this.onMessage('action', (client, message) => this.enqueue(() => this.onAction(client, message)));
    this.onMessage('rematch', (client, message) => this.enqueue(() => this.onRematch(client, message)));
    this.closeWhenEmpty(); // opened for a join that may never come
    log.info('game open', { code: this.roomId, restored: options.restore !== undefined, moves: this.session.moves });
  }

  async onJoin(client: Client, options: unknown): Promise<void> {
    this.abandonTimer?.clear();
    void this.session.touch().catch((err) => log.warn('game not touched', { code: this.roomId, err }));
    if (this.lost) client.send('storeLost', { message: this.lost });
    const opts = joinOptions(options);
    let seat = this.session.seatOfToken(opts.token);
    if (seat !== null) {
      if (opts.name && opts.name !== this.session.names[seat]) await this.session.rename(seat, opts.name);
      // The newest connection plays; the older one is told why it is closed, and does not fight back.
      const old = this.seatClients[seat];
      this.seatClients[seat] = client.sessionId;
      if (old && old !== client.sessionId) this.closeSeatTaken(this.clients.find((c) => c.sessionId === old));
    } else if (!opts.spectate && (seat = this.session.freeSeat()) !== null) {
      await this.session.takeSeat(seat, opts.name || `Player ${seat + 1}`);
    }
    if (seat === null) {
      if (this.state.spectators >= maxWatchers()) throw watchersFullOnJoin(); // reservations let through together
      this.state.spectators++;
      client.userData = { seat: null };
      return;
    }
    client.userData = { seat };
    this.seatClients[seat] = client.sessionId;
    client.send('seat', { seat, token: this.session.tokenOf(seat) });
    const p = this.state.players[seat];
    p.name = this.session.names[seat]!;
    p.seated = true;
    p.connected = true;
    this.sendRematch(client, seat);
    this.sendActions();
    log.info('seat taken', { code: this.roomId, seat });
  }

  async onLeave(client: Client, consented: boolean): Promise<void> {
    this.closeWhenEmpty();
    if (!client.userData) return; // refused in onJoin: never counted
    const seat = this.seatOf(client);
    if (seat === null) {
      this.state.spectators = Math.max(0, this.state.spectators - 1);
      return;
    }
    if (this.seatClients[seat] !== client.sessionId) return; // the seat went to a newer connection
    this.state.players[seat].connected = false;
    if (consented) { this.seatClients[seat] = null; return; }
    try {
      const back = await this.allowReconnection(client, reconnectSeconds());
      if (this.seatClients[seat] !== client.sessionId) return this.closeSeatTaken(back); // a newer tab has the seat
      this.state.players[seat].connected = true;
      this.sendActions();
    } catch {
      if (this.seatClients[seat] === client.sessionId) this.seatClients[seat] = null;
    }
  }

  /**
   * A place is reserved over HTTP before its client connects. One with a seat's token always gets in,
   * and so does one that may take the free seat; anyone else watches, and is refused (in words, see
   * capacity.ts) once watchers and the reservations on their way reach MAX_WATCHERS.
   */
  protected async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection?: boolean, devModeReconnection?: boolean): Promise<boolean> {
    if (!allowReconnection && !this.admits(joinOptions)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devModeReconnection);
  }

  private admits(options: unknown): boolean {
    if (this.tokenSeat(options)) return true;
    if ((options as { spectate?: unknown } | null)?.spectate !== true && this.session.freeSeat() !== null) return true;
    let coming = this.state.spectators;
    // Reservations not used yet (Colyseus hides a used one while it joins, and drops it after).
    for (const [opts, , used, reconnecting] of Object.values(this.reservedSeats)) if (!used && !reconnecting && !this.tokenSeat(opts)) coming++;
    return coming < maxWatchers();
  }

  private tokenSeat(options: unknown): boolean {
    const token = (options as { token?: unknown } | null)?.token;
    return typeof token === 'string' && this.session.seatOfToken(token) !== null;
  }

  onDispose(): void {
    liveGames.delete(this);
    this.stopWatching();
  }

  players(): number {
    return this.state.players.filter((p) => p.connected).length;
  }

  watchers(): number {
    return this.state.spectators;
  }

  /** Stand down when another process holds the game now: its players come back to that one. */
  private async checkHolder(): Promise<void> {
    if (this.standingDown || (await stillHeldHere(roomConfig().store, this.roomId, () => this.listing.save()))) return;
    this.standingDown = true;
    log.warn('game held by another process: standing down', { code: this.roomId });
    this.listing.remove = () => Promise.resolve(); // the listing is the other process's now: keep it
    this.onBeforeShutdown();
  }

  onBeforeShutdown(): void {
    this.broadcast('shutdown', { message: 'The server is restarting. Your game is saved: reconnect in a moment.' });
    this.disconnect(CLOSE_SERVER_RESTART);
  }

  /**
   * A game nobody is connected to is closed after ABANDON_MINUTES: it stays stored and reopens on
   * the next join. (A finished game closes when empty: autoDispose.) A join stops the countdown.
   */
  private closeWhenEmpty(): void {
    this.abandonTimer?.clear();
    if (this.clients.length > 0 || this.autoDispose) return;
    this.abandonTimer = this.clock.setTimeout(() => this.enqueue(() => this.closeIfAbandoned()), abandonMs());
  }

  /** In the queue: any move on its way is stored before the room goes. */
  private async closeIfAbandoned(): Promise<void> {
    if (this.clients.length === 0) await this.session.touch().catch((err) => log.warn('game not touched', { code: this.roomId, err }));
    // Looked at and closed in one go, so that no join comes in between; one on its way (a seat
    // reserved, a dropped player's reconnection) starts the countdown again.
    if (this.clients.length > 0) return;
    if (Object.keys(this.reservedSeats).length > 0) return this.closeWhenEmpty();
    log.info('game closed: nobody there', { code: this.roomId, minutes: abandonMs() / 60_000 });
    void this.disconnect();
  }

  private closeSeatTaken(client: Client | undefined): void {
    if (!client) return;
    client.send('seatTaken', { message: SEAT_TAKEN_MESSAGE });
    client.leave(CLOSE_SEAT_TAKEN);
  }

  private seatOf(client: Client): SeatIndex | null {
    return (client.userData as { seat: SeatIndex | null } | undefined)?.seat ?? null;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err) => log.error('action failed', { code: this.roomId, err }));
  }

  private async onAction(client: Client, message: unknown): Promise<void> {
    const started = performance.now();
    const seat = this.seatOf(client);
    if (seat === null) return this.refuse(client, 'NOT_A_PLAYER', 'spectators watch; only the two seated players play');
    if (!this.session.full()) return this.refuse(client, 'WAITING_FOR_OPPONENT', 'the game starts when the second player arrives');
    const m = message as ActionMessage;
    if (!isRecord(m) || !Number.isInteger(m.turn) || !isRecord(m.action) || (m.then !== undefined && !isRecord(m.then))) {
      return this.refuse(client, 'BAD_MESSAGE', 'an action message is { turn, action } with the turn it was chosen in, and maybe then: a second action taken with it');
    }
    if (m.turn !== this.session.moves) {
      return this.refuse(client, 'STALE', `that action was chosen at turn ${m.turn}; the game is at turn ${this.session.moves}`);
    }
    const sent = m.then ? [m.action, m.then] : [m.action];
    if (sent.some((a) => a.seat !== undefined && a.seat !== seat)) return this.refuse(client, 'NOT_YOUR_SEAT', `you play seat ${seat}`);
    if (this.lost) return this.refuse(client, 'STORE_LOST', this.lost);
    let r;
    try {
      r = await this.session.play(sent.map((a) => ({ ...a, seat }) as never));
    } catch (err) {
      log.error('store failed', { code: this.roomId, err });
      await roomConfig().watch.status(0); // a store that lost its games says so now, to every player here
      if (this.lost) return this.refuse(client, 'STORE_LOST', this.lost);
      this.refuse(client, 'STORE_FAILED', 'the move could not be saved; nothing changed, try again');
      // A move refused as out of order means another process may have taken the game over.
      if (roomConfig().shared) await this.checkHolder();
      return;
    }
    if (!r.ok) return this.refuse(client, r.code, r.message);
    pushEvents(this.state, r.events);
    this.sync();
    if (this.session.game.step === 'over') {
      this.state.result = finalResult(this.session.game, r.events);
      this.autoDispose = true;
      log.info('game over', { code: this.roomId, result: this.session.game.result });
    }
    this.broadcastPatch(); // show the move now rather than at the next patch tick
    this.sendActions();
    recordMove(performance.now() - started);
  }

  /** After the end, a seat asks for a rematch; when both have, each seated client gets its way in. */
  private async onRematch(client: Client, message: unknown): Promise<void> {
    const seat = this.seatOf(client);
    if (seat === null) return this.refuse(client, 'NOT_A_PLAYER', 'only the two players of this game can ask for a rematch');
    if (!message || typeof message !== 'object' || Array.isArray(message)) return this.refuse(client, 'BAD_MESSAGE', 'a rematch message is {}');
    let r;
    try {
      r = await this.session.askRematch(seat);
    } catch (err) {
      log.error('rematch not stored', { code: this.roomId, err });
      return this.refuse(client, 'STORE_FAILED', 'the rematch could not be saved; nothing changed, try again');
    }
    if (!r.ok) return this.refuse(client, r.code, r.message);
    this.state.players[seat].rematch = true;
    const next = this.session.rematch;
    if (!next || this.state.next) return;
    this.state.next = next.code;
    for (const s of [0, 1] as const) {
      const c = this.clients.find((x) => x.sessionId === this.seatClients[s]);
      if (c) this.sendRematch(c, s);
    }
    log.info('rematch', { code: this.roomId, next: next.code });
  }

  /** A seat's own way into the rematch, once it exists: the code and its new token, to it alone. */
  private sendRematch(client: Client, seat: SeatIndex): void {
    const next = this.session.rematch;
    if (next) client.send('rematch', { code: next.code, token: next.tokens[seat] });
  }

  private sync(): void {
    syncState(this.state, this.session.game, this.session.moves, this.session.placedAt);
  }

  /** The seat to act gets its legal actions, with the features a scoring choice names. */
  private sendActions(): void {
    const game = this.session.game;
    if (game.step === 'over' || !this.session.full()) return; // nobody moves before the second player arrives
    const id = this.seatClients[game.toAct];
    const client = id ? this.clients.find((c) => c.sessionId === id) : undefined;
    if (!client) return;
    const actions = this.session.legalActions();
    const features: Record<number, { kind: string; tiles: number[] }> = {};
    for (const a of actions) {
      if (a.type === 'score') features[a.feature] = { kind: game.features[a.feature].kind, tiles: game.features[a.feature].tiles };
    }
    client.send('actions', { turn: this.session.moves, actions, features, outcomes: scoreOutcomes(game, actions) });
  }
}

