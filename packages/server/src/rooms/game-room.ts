// A room per game, for every game: it wires clients to the session (message in → session → rules
// → store) and copies the session's public view into the synced schema. No rule or check here.
import type { Client, Delayed } from '@colyseus/core';
import { ServerError } from '@colyseus/core';
import { CLOSE_RESIGNED, CLOSE_SEAT_TAKEN, CLOSE_SERVER_RESTART, JOIN_GAME_FULL, NOTICE, NoticeMessage, REFUSAL, TO_CLIENT, TO_SERVER } from '@castle/protocol';
import { abandonMs } from '../abandon';
import { CREATOR_ADDRESS } from '../address';
import { CreatorPlaces, GAME_FULL_MESSAGE, maxWatchers, reservationSeconds, watchersFullOnJoin, withinMaxGames } from '../capacity';
import { RoomChat } from '../chat';
import { freeCode } from '../codes';
import { servedGame } from '../games';
import { BadInput, contributionSent, createOptions, joinOptions, reconnectSeconds } from '../limits';
import { log } from '../log';
import { LiveGame, liveGames, recordMove } from '../metrics';
import { stillHeldHere } from '../opener';
import { OutdatedGame } from '../outdated';
import { GameSchema, PlayerState } from '../schema';
import { GameSession } from '../session';
import { pushEvents } from '../sync';
import { Watchers } from '../watchers';
import { openGameInfo, waitingForPlayers } from '../open-listing';
import { time } from '../time';
import { ComputerTurns } from '../computer-turns';
import { poolOf } from '../rated-table';
import { RatedSeats } from './rated-seats';
import { TableRatings } from './table-ratings';
import { BaseRoom, roomConfig } from './base-room';
import { answerRematch, askRematch, sendRematch } from './rematch';
import { TableRoom, TableWatch } from './table-watch';

const SEAT_TAKEN_MESSAGE = 'This game is open in another tab or window.';
/** With several processes, how often a room checks that its process still holds the game. */
const HOLDER_CHECK_MS = 5000;
/** A room nobody entered is looked at this long after its reservations must have run out. */
const RESERVATION_MARGIN_MS = 500;

export class GameRoom extends BaseRoom<GameSchema> implements LiveGame, TableRoom {
  // No maxClients: Colyseus would lock a room that many clients and reservations fill, seated players
  // included. Watchers are counted apart (MAX_WATCHERS), and a seat's token always gets in.
  session!: GameSession;
  /** Session id of the client holding each seat, if connected. */
  private seatClients: (string | null)[] = [];
  private standingDown = false;
  /** Actions are taken one at a time, in arrival order. */
  private queue: Promise<void> = Promise.resolve();
  /** While nobody is connected: the countdown to closing the room (ABANDON_MINUTES; see closeWhenEmpty). */
  private abandonTimer: Delayed | null = null;
  /** A person has taken (or come back to) a seat since the room opened: a watcher alone does not count. */
  private entered = false;
  /** Opened by a create (not to restore a stored game). */
  private created = false;
  private stopWatching = () => {};
  /** The computer's seats, when it plays some. */
  private computer: ComputerTurns | null = null;
  /** Who watches, by name, apart from the seats. */
  private watching!: Watchers;
  private chat: RoomChat | null = null;
  /** Who is away, the first move's countdown, and the ends of a game besides its moves. */
  private table!: TableWatch;
  /** Its places among its creator's games waiting for players and listed (capacity.ts). */
  private places = new CreatorPlaces();
  /** A rated game's seats, taken as identities; null in a casual game. */
  private ratedSeats: RatedSeats | null = null;
  /** A rated game's ratings as the table shows them; null in a casual game. */
  private ratings: TableRatings | null = null;

  /** Before any place is reserved (Colyseus calls it for every create and join, over HTTP): a bad
   *  contribution to the shuffle is refused there with its code, before a game or seat is given. */
  static async onAuth(_token: string, options: unknown): Promise<true> {
    contributionSent(options);
    return true;
  }

  onCreate(options: Record<string, unknown>): Promise<void> {
    return this.opening(() => withinMaxGames(() => this.open(options).catch((err) => { this.places.stop(); throw err; })));
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
      // The room type is the game's id (app.ts defines one per game).
      const { [CREATOR_ADDRESS]: creator, ...asked } = options;
      const { options: chosen, seats, computer, open, clock, rated } = createOptions(asked, servedGame(this.roomName).game);
      if (rated) mayRate(this.roomName, chosen, seats, typeof creator === 'string' ? creator : 'unknown');
      this.places = new CreatorPlaces(typeof creator === 'string' ? creator : null);
      this.places.take(open);
      let session: GameSession | null = null;
      while (!session) session = await GameSession.create(store, await freeCode((c) => store.exists(c)), this.roomName, chosen, seats, computer, open, clock, rated);
      this.session = session;
      this.created = true;
    }
    this.roomId = this.session.code;
    this.autoDispose = this.session.over;
    await this.setPrivate(true);
    this.setSeatReservationTime(reservationSeconds());
    const state = servedGame(this.roomName).schema();
    state.code = this.session.code;
    state.game = this.session.game.id;
    state.commitment = this.session.commitment ?? '';
    state.rated = this.session.rated;
    if (this.session.rated) {
      this.ratedSeats = new RatedSeats(this.session.code, store.ratings, roomConfig().daily.identities, () => this.session.players());
      this.ratings = new TableRatings(this.session, store, state, () => this.broadcastPatch());
    }
    this.seatClients = this.session.names().map(() => null);
    this.table = new TableWatch(this, this.seatClients.length, state);
    this.session.names().forEach((name, seat) => {
      const p = new PlayerState();
      p.name = name ?? '';
      p.seated = name !== null;
      p.colour = this.session.colours[seat];
      p.connected = !!this.session.botOf(seat); // the computer is always there
      this.showContribution(p, seat);
      p.player = this.session.players()[seat] ?? '';
      if (p.seated && !p.connected) this.table.away.left(seat); // away until they come (back, after a restart)
      state.players.push(p);
    });
    this.setState(state);
    await this.ratings?.show();
    this.watching = new Watchers(state);
    this.chat = await RoomChat.attach(this, this.session, store);
    this.watching.numberAfter(this.chat?.lastWatcherNumber ?? 0);
    this.sync();
    // Its turn, also when a restart reopened the game there; unless nobody but the computer is left.
    this.enqueue(() => this.table.abandonIfOnlyComputer());
    if (this.session.names().some((_, seat) => this.session.botOf(seat))) this.startComputer();

    liveGames.add(this);
    this.stopWatching = roomConfig().watch.onLost((message) => { this.session.lost = message; this.broadcast(TO_CLIENT.storeLost, { code: REFUSAL.STORE_LOST, message } satisfies NoticeMessage); });
    if (roomConfig().shared) this.clock.setInterval(() => this.enqueue(() => this.checkHolder()), HOLDER_CHECK_MS);
    this.clock.setInterval(() => this.table.refresh(), 1000);
    this.closeWhenEmpty(); // opened for a join that may never come
    await this.relist();
    log.info('game open', { code: this.roomId, restored: options.restore !== undefined, moves: this.session.moves });
  }

  /** The players' messages, one table for every room (base-room.ts's handle), each taken in turn. */
  private static readonly MESSAGES = new Map<string, (room: GameRoom, client: Client, message: unknown) => void>([
    [TO_SERVER.action, (room, client, message) => room.enqueue(() => room.onAction(client, message))],
    [TO_SERVER.rematch, (room, client, message) => room.enqueue(() => askRematch(room, client, message))],
    [TO_SERVER.rematchWithdraw, (room, client, message) => room.enqueue(async () => answerRematch(room, client, message, 'withdraw'))],
    [TO_SERVER.rematchDecline, (room, client, message) => room.enqueue(async () => answerRematch(room, client, message, 'decline'))],
    [TO_SERVER.handOver, (room, client, message) => room.enqueue(() => room.table.onHandOver(client, message))],
    [TO_SERVER.abort, (room, client, message) => room.enqueue(() => room.table.onAbort(client, message))],
    [TO_SERVER.resign, (room, client, message) => room.enqueue(() => room.table.onResign(client, message))],
    [TO_SERVER.claimWin, (room, client, message) => room.enqueue(() => room.table.onClaimWin(client, message))],
    [TO_SERVER.signedSeat, (room, client, message) => room.enqueue(() => room.onSignedSeat(client, message))],
  ]);

  /** Until the room is open (its session, table and chat), no message is handled: it is refused as unknown. */
  protected handle(client: Client, type: string, message: unknown): boolean {
    const handler = this.table ? GameRoom.MESSAGES.get(type) : undefined;
    if (handler) handler(this, client, message);
    return !!handler || (this.chat?.handle(client, type, message) ?? false);
  }

  async onJoin(client: Client, options: unknown): Promise<void> {
    // Cleared and let go: a cleared timer kept for the whole game is its closure kept too.
    this.abandonTimer?.clear();
    this.abandonTimer = null;
    if (this.session.clocks.state) this.state.clockNow = time.now(); // its page counts the clocks from the server's time
    void this.session.touch().catch((err) => log.warn('game not touched', { code: this.roomId, err }));
    if (this.session.lost) client.send(TO_CLIENT.storeLost, { code: REFUSAL.STORE_LOST, message: this.session.lost } satisfies NoticeMessage);
    const opts = joinOptions(options);
    const dealt = this.session.dealt;
    let seat = this.session.seatOfToken(opts.token);
    if (seat !== null && this.session.botOf(seat)) seat = null; // handed to the computer while away: watches
    if (seat !== null) {
      // A rated seat keeps its identity's name (given when it signed), whatever a later join says.
      if (opts.name && opts.name !== this.session.names()[seat] && !this.session.rated) await this.session.rename(seat, opts.name);
      await this.session.contribute(seat, opts.contribution); // a rematch's seat: its player's first coming
      // The newest connection plays; the older one is told why it is closed, and does not fight back.
      const old = this.seatClients[seat];
      this.seatClients[seat] = client.sessionId;
      if (old && old !== client.sessionId) this.closeSeatTaken(this.clientOf(old));
    } else if (!opts.spectate && this.ratedSeats && (seat = this.session.freeSeat()) !== null) {
      // A rated seat is taken as an identity: offered now, given once its page has signed for it;
      // until then it watches (counted and listed), without being told so.
      if (this.state.spectators >= maxWatchers()) throw watchersFullOnJoin();
      client.userData = { seat: null, name: this.watching.add(client.sessionId, opts.name) };
      return this.ratedSeats.offer(client, seat, opts.contribution);
    } else if (!opts.spectate && (seat = this.session.freeSeat()) !== null) {
      await this.session.takeSeat(seat, opts.name || `Player ${seat + 1}`, opts.contribution);
      if (this.session.full()) this.places.stop();
    }
    if (seat === null) {
      if (opts.seatOnly) throw new ServerError(JOIN_GAME_FULL, GAME_FULL_MESSAGE); // its seat went to another meanwhile
      if (this.state.spectators >= maxWatchers()) throw watchersFullOnJoin(); // reservations let through together
      return this.watch(client, opts.name);
    }
    await this.seated(client, seat, dealt);
  }

  /** `client` watches, listed under `name` (or "Watcher n"), as its chat lines show. */
  private watch(client: Client, name: string | null): void {
    client.userData = { seat: null, name: this.watching.add(client.sessionId, name) };
    client.send(TO_CLIENT.watching, {});
  }

  /** `client` holds `seat` now (taken, or back with its token): told its token, shown seated, and
   *  the game goes on (`dealt`: whether the seed was decided before this seat came). */
  private async seated(client: Client, seat: number, dealt: boolean): Promise<void> {
    this.watching.remove(client.sessionId); // it watched while its rated seat was offered
    client.userData = { seat };
    this.entered = true;
    this.seatClients[seat] = client.sessionId;
    client.send(TO_CLIENT.seat, { seat, token: this.session.tokenOf(seat) });
    const p = this.state.players[seat];
    p.name = this.session.names()[seat]!;
    p.seated = true;
    p.connected = true;
    this.showContribution(p, seat);
    p.player = this.session.players()[seat] ?? '';
    if (!dealt && this.session.dealt) this.sync(); // the seed is decided: the first tile is drawn
    this.table.back(seat);
    sendRematch(this.session, client, seat);
    this.sendActions();
    this.computer?.next(); // the table may be full now, with the computer to start
    this.table.watchFirstMove(); // or a person, whose first move is waited for from now
    if (p.player) await this.ratings?.show();
    await this.relist();
    log.info('seat taken', { code: this.roomId, seat });
  }

  /** "signedSeat": a rated seat's answer. Refused: said why, and while a seat is free offered again
   *  with a new challenge; no seat left: the client watches. */
  private async onSignedSeat(client: Client, message: unknown): Promise<void> {
    if (!this.ratedSeats) return this.refuse(client, REFUSAL.BAD_MESSAGE, 'this game is casual: its seats are taken without an identity');
    const dealt = this.session.dealt;
    const r = await this.ratedSeats.answer(client, message, this.addressOf(client), this.session.freeSeat());
    if (!r.ok) {
      this.refuse(client, r.code, r.message, r.params);
      if (!this.ratedSeats.isOffered(client)) return; // nothing was offered to it: it holds a seat, or watches
      const free = this.session.freeSeat();
      if (free !== null) return this.ratedSeats.offer(client, free, null);
      this.ratedSeats.forget(client);
      return void client.send(TO_CLIENT.watching, {}); // listed among the watchers since it came
    }
    const { seat, name, player, contribution } = r.taken;
    await this.session.takeSeat(seat, name, contribution, player);
    if (this.session.full()) this.places.stop();
    await this.seated(client, seat, dealt);
    // The others offered a seat watch now, if none is left.
    if (this.session.freeSeat() === null) for (const id of this.ratedSeats.withdrawAll()) this.clientOf(id)?.send(TO_CLIENT.watching, {});
  }


  async onLeave(client: Client, consented: boolean): Promise<void> {
    this.closeWhenEmpty();
    this.chat?.left(client);
    this.ratedSeats?.forget(client);
    if (!client.userData) return; // refused in onJoin: never counted
    const seat = this.seatOf(client);
    if (seat === null) {
      this.watching.remove(client.sessionId);
      return;
    }
    if (this.seatClients[seat] !== client.sessionId) return; // the seat went to a newer connection
    if (this.session.botOf(seat)) return; // handed to the computer meanwhile
    this.state.players[seat].connected = false;
    this.table.away.left(seat);
    await this.relist();
    if (consented) { this.seatClients[seat] = null; return; }
    const p = this.state.players[seat];
    p.reconnecting = true;
    try {
      const back = await this.allowReconnection(client, reconnectSeconds());
      p.reconnecting = false;
      if (this.seatClients[seat] !== client.sessionId) return this.closeSeatTaken(back); // a newer tab has the seat
      if (this.session.botOf(seat)) return this.closeSeatTaken(back); // the computer plays it now
      this.state.players[seat].connected = true;
      this.table.back(seat);
      this.sendActions();
      await this.relist();
    } catch {
      p.reconnecting = false; // gone: away
      if (this.seatClients[seat] === client.sessionId) this.seatClients[seat] = null;
    }
  }

  /**
   * A place is reserved over HTTP before its client connects. One with a seat's token always gets in,
   * and so does one that may take the free seat; anyone else watches, and is refused (in words, see
   * capacity.ts) once watchers and the reservations on their way reach MAX_WATCHERS. One for a seat
   * only (quick match) gets in while a seat is free that no reservation on its way may take.
   */
  protected admits(options: unknown): boolean {
    if (this.tokenSeat(options)) return true;
    if ((options as { seatOnly?: unknown } | null)?.seatOnly === true) return this.seatsLeft() > 0;
    if ((options as { spectate?: unknown } | null)?.spectate !== true && this.session.freeSeat() !== null) return true;
    const coming = this.state.spectators + this.waitingReservations().filter((opts) => !this.tokenSeat(opts)).length;
    return coming < maxWatchers();
  }

  /** Free seats, less the reservations on their way that may take one (neither a token's nor a watcher's). */
  private seatsLeft(): number {
    const free = this.session.names().filter((n) => n === null).length;
    return free - this.waitingReservations().filter((opts) => !this.tokenSeat(opts) && (opts as { spectate?: unknown } | null)?.spectate !== true).length;
  }

  private tokenSeat(options: unknown): boolean {
    const token = (options as { token?: unknown } | null)?.token;
    return typeof token === 'string' && this.session.seatOfToken(token) !== null;
  }

  onDispose(): void {
    this.places.stop();
    this.computer?.stop();
    this.table?.stop();
    liveGames.delete(this);
    this.stopWatching();
  }

  players(): number {
    return this.state.players.filter((p) => p.connected).length;
  }

  watchers(): number {
    return this.state.spectators;
  }

  /**
   * An open game is listed in the lobby while someone waits at it for its free seats (open-listing.ts),
   * with since when without a break: a player who left and came back starts again. Off the list it
   * gives back its place among its creator's listed games; back, it is listed again only if there is
   * room (OPEN_PER_ADDRESS).
   */
  private async relist(): Promise<void> {
    if (!this.session.open) return;
    const listed = this.places.list(waitingForPlayers(this.session, this.state.players));
    if (listed) await this.setMetadata(openGameInfo(this.session, this.places.listedSince!, this.ratings?.shown ?? null));
    if (this.listing.private === listed) await this.setPrivate(!listed);
  }

  /** Stand down when another process holds the game now: its players come back to that one. */
  private async checkHolder(): Promise<void> {
    if (this.standingDown || (await stillHeldHere(roomConfig().store, this.roomId, () => this.listing.save()))) return;
    this.standingDown = true;
    log.warn('game held by another process: standing down', { code: this.roomId });
    this.keepListing(); // the listing is the other process's now
    this.onBeforeShutdown();
  }

  onBeforeShutdown(): void {
    this.broadcast(TO_CLIENT.shutdown, { code: NOTICE.SERVER_RESTART, message: 'The server is restarting. Your game is saved: reconnect in a moment.' } satisfies NoticeMessage);
    this.disconnect(CLOSE_SERVER_RESTART);
  }

  /**
   * A game nobody is connected to is closed after ABANDON_MINUTES: it stays stored and reopens on
   * the next join. (A finished game closes when empty: autoDispose.) A join stops the countdown.
   * A room nobody has sat in since it opened is closed once the join it was opened for can no longer
   * come (its reservation lasts RESERVATION_SECONDS): else creates that never connect, made over HTTP
   * alone, would hold MAX_GAMES for ABANDON_MINUTES.
   */
  private closeWhenEmpty(): void {
    this.abandonTimer?.clear();
    this.abandonTimer = null;
    if (this.clients.length > 0 || this.autoDispose) return;
    const ms = this.entered ? abandonMs() : reservationSeconds() * 1000 + RESERVATION_MARGIN_MS;
    this.abandonTimer = this.clock.setTimeout(() => this.enqueue(() => this.closeIfAbandoned()), ms);
  }

  /** In the queue: any move on its way is stored before the room goes. */
  private async closeIfAbandoned(): Promise<void> {
    if (this.clients.length === 0 && this.entered) await this.session.touch().catch((err) => log.warn('game not touched', { code: this.roomId, err }));
    // Looked at and closed in one go, so that no join comes in between; one on its way (a seat
    // reserved, a dropped player's reconnection) starts the countdown again.
    if (this.clients.length > 0) return;
    if (this.reservationsPending() > 0) return this.closeWhenEmpty();
    if (!this.entered) return this.closeUnentered();
    log.info('game closed: nobody there', { code: this.roomId, minutes: abandonMs() / 60_000 });
    void this.disconnect();
  }

  /**
   * Nobody came. A game created so is marked abandoned (its link says that it was closed, and it
   * never reopens): nobody ever sat at it. A stored game opened for a join that never came stays as
   * it was, and reopens on the next join.
   */
  private async closeUnentered(): Promise<void> {
    const at = Date.now();
    log.info('game closed: nobody came', { code: this.roomId, created: this.created, seconds: reservationSeconds() });
    void this.disconnect(); // at once, in the same turn as the look: no join comes in between
    // Marked unless touched since (a join reopening it from the store meanwhile); nobody touched it
    // from its making, seconds ago, to now.
    if (this.created) await roomConfig().store.abandon(this.roomId, at).catch((err) => log.warn('game not marked abandoned', { code: this.roomId, err }));
  }

  private closeSeatTaken(client: Client | undefined): void {
    if (!client) return;
    client.send(TO_CLIENT.seatTaken, { code: NOTICE.SEAT_TAKEN, message: SEAT_TAKEN_MESSAGE } satisfies NoticeMessage);
    client.leave(CLOSE_SEAT_TAKEN);
  }

  seatOf(client: Client): number | null {
    return (client.userData as { seat: number | null } | undefined)?.seat ?? null;
  }

  enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task).catch((err) => log.error('action failed', { code: this.roomId, err }));
  }

  private async onAction(client: Client, message: unknown): Promise<void> {
    const started = performance.now();
    let r;
    try {
      r = await this.session.receive(this.seatOf(client), message);
    } catch (err) {
      log.error('store failed', { code: this.roomId, err });
      await roomConfig().watch.status(0); // a store that lost its games says so now, to every player here
      if (this.session.lost) return this.refuse(client, REFUSAL.STORE_LOST, this.session.lost);
      this.refuse(client, REFUSAL.STORE_FAILED, 'the move could not be saved; nothing changed, try again');
      // A move refused as out of order means another process may have taken the game over.
      if (roomConfig().shared) await this.checkHolder();
      return;
    }
    if (!r.ok) return this.refuse(client, r.code, r.message, r.params);
    this.show(r.events);
    recordMove(performance.now() - started);
  }

  /** The computer plays a seat: its turns are thought from now on, the first now if it is to act. */
  private startComputer(): void {
    this.computer ??= new ComputerTurns(this.session, (moves, seat, turn) => this.enqueue(() => this.onComputerTurn(moves, seat, turn)));
    this.computer.next();
  }

  /** The computer's turn, thought at `moves`: taken if the game is still there. */
  private async onComputerTurn(moves: number, seat: number, turn: unknown[]): Promise<void> {
    if (this.session.moves !== moves || this.session.botToAct()?.seat !== seat) return;
    let r;
    try {
      r = await this.session.play(turn.map((a) => ({ ...(a as object), seat })));
    } catch (err) {
      log.error('the computer\'s move could not be stored', { code: this.roomId, err });
      return;
    }
    if (!r.ok) {
      // Never expected: then the first action offered, so that the game goes on.
      log.error('the computer chose a move the rules refuse: it plays the first offered', { code: this.roomId, refusal: r.code, message: r.message });
      const first = this.session.turnOffer()?.actions[0];
      r = first ? await this.session.play([{ ...(first as object), seat }]).catch(() => null) : null;
      if (!r?.ok) return;
    }
    this.show(r.events);
  }

  /** A move was taken: its events and the new position to every client, the next seat's offer. */
  private show(events: unknown[]): void {
    pushEvents(this.state, events);
    this.sync();
    if (this.session.over) this.over();
    this.broadcastPatch(); // show the move now rather than at the next patch tick
    this.sendActions();
    this.computer?.next();
  }

  /** The game is over: how it ended to every page; the room closes once empty. */
  private over(): void {
    this.state.result = JSON.stringify(this.session.resultView());
    this.autoDispose = true;
    this.places.stop(); // an open game aborted before it filled waits no more
    log.info('game over', { code: this.roomId, result: this.state.result });
    if (this.ratings?.endOnce()) this.enqueue(() => this.ratings!.rateEnd());
  }

  /** The table ended the game (an abort, a resignation, a claim, a first move that never came). */
  ended(): void {
    this.sync();
    this.over();
    this.broadcastPatch();
    void this.relist(); // an open game withdrawn before it filled leaves the lobby
  }

  /** The computer plays `seat` now: its player, if here (who resigned), is sent to watch. */
  computerPlays(seat: number): void {
    const p = this.state.players[seat];
    p.name = this.session.names()[seat]!;
    p.connected = true; // the computer is always there
    this.table.back(seat);
    const here = this.clientOf(this.seatClients[seat]);
    this.seatClients[seat] = null;
    here?.leave(CLOSE_RESIGNED);
    this.startComputer();
  }

  /** The client holding each seat, where one is connected. */
  seatedClients(): (Client | undefined)[] {
    return this.seatClients.map((id) => this.clientOf(id));
  }

  private clientOf(sessionId: string | null | undefined): Client | undefined {
    return sessionId ? this.clients.find((c) => c.sessionId === sessionId) : undefined;
  }

  /** A seat's contribution to the shuffle, public once given (schema.ts). */
  private showContribution(p: PlayerState, seat: number): void {
    const c = this.session.contributions()[seat];
    p.contribution = c.value;
    p.serverDrew = c.serverDrew;
  }

  private sync(): void {
    this.state.moves = this.session.moves;
    servedGame(this.session.game.id).sync(this.state, this.session.view());
    // Before the seed is decided the rules state is a placeholder's (WAITING_SEED): no tile is drawn yet.
    if (!this.session.dealt) this.state.tile = -1;
    // What every game syncs alike, from the game interface (the table may have ended it before the
    // rules did): the game's own sync writes only its own fields.
    this.state.over = this.session.over;
    this.state.toAct = this.session.toAct() ?? -1;
    this.session.scores().forEach((score, seat) => { this.state.players[seat].score = score; });
    this.table.watchFirstMove(); // a person's first move to wait for, also after a restart (from now)
    this.chat?.ended(); // at the end, the players get the watchers' lines
    this.table.watchClock();
  }

  /** The seat to act gets its legal actions, with the game's hint for each. */
  private sendActions(): void {
    const offer = this.session.turnOffer(); // nothing before every seat is taken
    const client = offer ? this.clientOf(this.seatClients[this.session.toAct()!]) : undefined;
    client?.send(TO_CLIENT.actions, offer);
  }
}

/** A rated game may be created: the game has a rating for this table, and the creator's address has
 *  not created RATED_PER_DAY rated games today. Throws the refusal, before anything is made. */
function mayRate(gameId: string, options: unknown, seats: number, creator: string): void {
  if (!poolOf({ gameId, options }, seats)) throw new BadInput('this game has no rating: it is played casual', REFUSAL.NOT_RATABLE);
  const counted = roomConfig().daily.ratedGames.take(creator);
  if (!counted.ok) throw new BadInput(counted.message, counted.code);
}
