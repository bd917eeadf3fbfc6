// One game on the server: the rules state rebuilt from the stored record, its seats, and the checks
// of what a seat sends. Plain code with no Colyseus in it, written once for every game against the
// game interface; the room wires it to clients.
import { type AnyGame, type LeaveKind, type Refusal, type SeatAction, commitmentOf, newSecret, seedOf } from '@castle/game';
import { ClockState, GameEnding, REFUSAL, ShownResult, SyncedPlayer, TimeControl, tableEnd } from '@castle/protocol';
import { GameClocks } from './clocks';
import { time } from './time';
import { freeCode, seatOrderOf, secret } from './codes';
import { ComputerChoice, computerName, computerSeats } from './computer';
import { WAITING_SEED, contributionOf } from './contributions';
import { resignedSeat, scoreResult, shownResult } from './ending';
import { gameById } from './games';
import { log } from './log';
import { outdatedGame, openRecord } from './outdated';
import { GameRecord, GameStore, MoveOutOfOrder, SeatRecord } from './store/store';
import { isPlainEmpty, parseActionMessage } from './messages';

/** Waits before trying again an append that failed without an answer (a timeout, a lost connection). */
export const APPEND_RETRIES_MS = [50, 200, 500];

export type Played = { ok: true; events: unknown[] } | ({ ok: false } & Refusal);

export class GameSession {
  readonly game: AnyGame;
  /** The options as the game was created with them (a rematch takes the same). */
  readonly options: unknown;
  /** The rules state: secret (seed, hidden tiles), never sent as it is. Made from WAITING_SEED until
   *  every seat has contributed (dealt), then from the game's seed. */
  state: unknown;
  /** SHA-256 of the server's secret, public from the start; null in games created before commitments. */
  readonly commitment: string | null;
  /** The server's secret (kept in the store; revealed in the record at the end). */
  private readonly secret: string | null;
  /** The seed, once every seat has contributed (always, in games created before commitments). */
  private seed: string | null;
  /** Accepted actions so far. */
  moves = 0;
  /** The events of the last accepted action (the end's final scoring, for the result). */
  lastEvents: unknown[] = [];
  private seats: SeatRecord[];
  /** The seats in the order arriving players take them (definition's seats.order). */
  private arrivals: number[];
  /** After the end: which seats asked for a rematch, and the rematch once all did. */
  rematchAsked: boolean[];
  /** After the end: which seats said no to it (declined another's ask, or withdrew their own). */
  rematchNo: SyncedPlayer['rematchNo'][];
  rematch: { code: string; tokens: string[] } | null = null;
  /** Why the store can no longer save this game, once it lost it: no move is taken then. */
  lost: string | null = null;
  /** How the table ended the game before the rules did (resigned, claimed, aborted...); null otherwise. */
  ending: GameEnding | null;
  /** Each seat has made its first move (an action of its own was taken). */
  private moved: boolean[];

  /** When the game was created. */
  readonly createdAt: number;
  /** Created open to anyone: listed in the lobby while a seat is free (kept in the store). */
  readonly open: boolean;
  /** The time control and each seat's time left. */
  readonly clocks: GameClocks;
  /** Each seat's colour (an index into the game's seat colours): the same player's through rematches. */
  readonly colours: number[];
  /** A rated game: a seat is taken as an identity (rated-table.ts), and its end changes ratings. */
  readonly rated: boolean;

  private constructor(readonly code: string, private store: GameStore, record: GameRecord) {
    this.createdAt = record.createdAt;
    this.open = record.open;
    const { game, options } = openRecord(record);
    this.game = game;
    this.options = options;
    this.seats = record.seats.map((s) => ({ ...s }));
    this.colours = record.colours ?? this.seats.map((_, i) => i);
    this.rated = record.rated === true;
    this.secret = record.secret ?? null;
    this.commitment = this.secret && commitmentOf(this.secret);
    this.seed = record.seed || null;
    // Drawn before every contribution is in: from the secret, which only the server knows.
    this.arrivals = game.seats.order === 'random' ? seatOrderOf(this.secret ?? record.seed, this.seats.length) : this.seats.map((_, i) => i);
    this.rematchAsked = this.seats.map(() => false);
    this.rematchNo = this.seats.map(() => '');
    this.moved = this.seats.map(() => false);
    this.ending = tableEnd(record.result);
    this.state = game.create(options, this.seed ?? WAITING_SEED, this.seats.length);
    for (const action of record.actions) {
      const r = game.apply(this.state, action);
      if (!r.ok) throw outdatedGame(record.code, this.moves, r.error); // stored by an earlier version of the rules
      this.accept(action, r.state, r.events);
    }
    const last = [...(record.clocks ?? [])].reverse().find((c) => c !== null) ?? null;
    this.clocks = new GameClocks(record.clock, this.seats.length, last, { isBot: (seat) => !!this.seats[seat]?.bot, hasMoved: (seat) => this.moved[seat] }, time.now());
  }

  /** A new game of `gameId` with options its `parseOptions` gave, open to anyone or not; null when the code is taken. */
  static async create(
    store: GameStore, code: string, gameId: string, options: unknown, seats?: number, computer: ComputerChoice | null = null, open = false,
    clock: TimeControl | null = null, rated = false,
  ): Promise<GameSession | null> {
    const game = gameById(gameId);
    if (!game) throw new Error(`no game ${gameId}`);
    // The seed is derived once every seat has contributed (takeSeat): only the secret exists now.
    const hidden = newSecret(), n = seats ?? game.seats.min;
    // The computer's seats are taken at once, each with a token nobody is given and a contribution the server draws.
    const bots = computer ? computerSeats(computer, n, hidden) : [];
    const record: GameRecord = {
      code, game: game.id, rules: game.rulesVersion(options), options, seed: '', secret: hidden, createdAt: Date.now(),
      seats: Array.from({ length: n }, (_, i) => (bots.includes(i)
        ? { name: computerName(computer!.level, bots.indexOf(i), bots.length), token: secret(), bot: computer!.level, ...drawn() }
        : { name: null, token: null })),
      actions: [], result: null, finishedAt: null, touchedAt: Date.now(), abandonedAt: null, open, next: null,
      clock: clock?.kind === 'none' ? null : clock, clocks: [], ...(rated ? { rated: true } : {}),
    };
    game.create(options, WAITING_SEED, record.seats.length); // throws on options the rules refuse, before storing
    if (!(await store.create(record))) return null;
    return new GameSession(code, store, record);
  }

  static async restore(store: GameStore, code: string): Promise<GameSession> {
    const record = await store.load(code);
    if (!record) throw new Error(`game ${code} is not stored`);
    return new GameSession(code, store, record);
  }

  private accept(action: SeatAction, state: unknown, events: unknown[]): void {
    this.state = state;
    this.lastEvents = events;
    this.moves++;
    this.moved[action.seat] = true;
  }

  /** Over by the rules, or ended by the table (ending). */
  get over(): boolean {
    return this.ending !== null || this.game.isOver(this.state);
  }

  /** The seat to act, null once over. */
  toAct(): number | null {
    return this.ending ? null : this.game.toAct(this.state);
  }

  /** Has `seat` made its first move? */
  hasMoved(seat: number): boolean {
    return this.moved[seat];
  }

  /** Every seat is taken and has made its first move: the game has started for good (no abort now). */
  started(): boolean {
    return this.full() && this.moved.every(Boolean);
  }

  scores(): number[] {
    return this.game.scores(this.state);
  }

  /** End the game as the table decided (a resignation, a claim, an abort...): stored first, so that
   *  nothing changes when the store fails (it throws). */
  async end(ending: GameEnding): Promise<void> {
    await this.store.finish(this.code, ending);
    this.ending = ending;
  }

  /** The computer plays `seat` from now on, under `name`, its player having left (`how`: resigned at a
   *  table of three or more, away too long, out of time), at the level of the table's other computer
   *  seats, else normal. When is kept with the seat, for the record. */
  async giveToComputer(seat: number, name: string, how: LeaveKind): Promise<void> {
    const level = this.seats.find((s) => s.bot)?.bot ?? 'normal';
    const left = { after: this.moves, how, at: Date.now() };
    await this.store.setSeat(this.code, seat, name, this.seats[seat].token!, level, left);
    this.seats[seat] = { ...this.seats[seat], name, bot: level, left };
  }

  /** The seats whose player resigned (they cannot win). */
  resigned(): number[] {
    return this.seats.flatMap((s, i) => (resignedSeat(s) ? [i] : []));
  }

  get seatCount(): number {
    return this.seats.length;
  }

  /** Each seat's name, null while free. */
  names(): (string | null)[] {
    return this.seats.map((s) => s.name);
  }

  /** The seat a token belongs to, or null. */
  seatOfToken(token: string | null): number | null {
    if (!token) return null;
    const i = this.seats.findIndex((s) => s.token === token);
    return i >= 0 ? i : null;
  }

  /** Every seat is taken and has contributed, so the seed is decided: the game may be played. */
  full(): boolean {
    return this.seed !== null && this.seats.every((s) => s.token !== null);
  }

  /** The seed is decided (every seat contributed): tiles are drawn from it. */
  get dealt(): boolean {
    return this.seed !== null;
  }

  /** Each seat's contribution ('' while none) and whether the server drew it: public (schema.ts). */
  contributions(): { value: string; serverDrew: boolean }[] {
    return this.seats.map((s) => ({ value: s.contribution ?? '', serverDrew: !!s.serverDrew }));
  }

  /** The identity on each seat of a rated game (null: free, or a casual game). */
  players(): (string | null)[] {
    return this.seats.map((s) => s.player ?? null);
  }

  /** Each seat as the ratings see it: who played it and whether the computer did. */
  seatRecords(): readonly Pick<SeatRecord, 'bot' | 'player'>[] {
    return this.seats;
  }

  /** The computer's level on a seat it plays, undefined on a person's. */
  botOf(seat: number): string | undefined {
    return this.seats[seat]?.bot;
  }

  /** The seat to act when the computer plays it and the game is on; null otherwise. */
  botToAct(): { seat: number; level: string } | null {
    const seat = this.toAct();
    const level = seat === null || this.over || !this.full() ? undefined : this.seats[seat].bot;
    return level ? { seat: seat!, level } : null;
  }

  /** The seat the next player to arrive takes, null when every seat is taken. */
  freeSeat(): number | null {
    return this.arrivals.find((i) => this.seats[i].token === null) ?? null;
  }

  /** Give a free seat to a new player with its contribution (null: the server draws one), and in a
   *  rated game the identity taking it; stored before it is told. The last one decides the seed.
   *  Returns the token. */
  async takeSeat(seat: number, name: string, sent: string | null = null, player?: string): Promise<string> {
    const token = secret();
    const c = contributionOf(sent);
    // Reserved at once, so that two players joining at the same moment cannot both take it.
    this.seats[seat] = { name, token, ...(player ? { player } : {}) };
    try {
      if (this.secret) await this.store.takeSeat(this.code, seat, name, token, c, player);
      else await this.store.setSeat(this.code, seat, name, token); // created before commitments: its seed is stored
    } catch (err) {
      this.seats[seat] = { name: null, token: null };
      throw err;
    }
    if (this.secret) this.seats[seat] = { name, token, contribution: c.value, serverDrew: c.serverDrew, ...(player ? { player } : {}) };
    this.deal();
    return token;
  }

  /** A seat taken without a contribution (a rematch's, made with every seat taken) gets one when its
   *  player comes; the last one decides the seed. True if this call gave one. */
  async contribute(seat: number, sent: string | null): Promise<boolean> {
    if (!this.secret || this.seats[seat].contribution) return false;
    const c = contributionOf(sent), before = this.seats[seat];
    // Kept at once, as the store keeps the first: two tabs of the same seat coming at once give one.
    this.seats[seat] = { ...before, contribution: c.value, serverDrew: c.serverDrew };
    try {
      await this.store.contribute(this.code, seat, c);
    } catch (err) {
      this.seats[seat] = before;
      throw err;
    }
    this.deal();
    return true;
  }

  /** Once every seat has contributed: the seed, and the rules state drawn from it (no move is taken before). */
  private deal(): void {
    if (this.seed !== null || !this.secret || !this.seats.every((s) => s.contribution)) return;
    this.seed = seedOf(this.secret, this.seats.map((s) => s.contribution!));
    this.state = this.game.create(this.options, this.seed, this.seats.length);
  }

  async rename(seat: number, name: string): Promise<void> {
    await this.store.setSeat(this.code, seat, name, this.seats[seat].token!);
    this.seats[seat] = { ...this.seats[seat], name };
  }

  /** Someone came or the last one left: the game is not abandoned (see abandon.ts). */
  async touch(): Promise<void> {
    await this.store.touch(this.code);
  }

  tokenOf(seat: number): string {
    return this.seats[seat].token!;
  }

  /**
   * What a client sent as "action", from `seat` (null: a watcher): checked (a seat, every seat
   * taken, a well-formed message of this move, its own seat, a store that still holds the game),
   * then played. A refusal changes nothing.
   */
  async receive(seat: number | null, message: unknown): Promise<Played> {
    if (seat === null) return refusal(REFUSAL.NOT_A_PLAYER, 'spectators watch; only the seated players play');
    if (!this.full()) {
      // A rematch has every seat taken from the start: it waits for its players' contributions.
      const waitingFor = this.seats.every((s) => s.token !== null) ? 'every player has come to it' : this.seats.length === 2 ? 'the second player arrives' : 'every seat is taken';
      return refusal(REFUSAL.WAITING_FOR_OPPONENT, `the game starts when ${waitingFor}`);
    }
    const m = parseActionMessage(message);
    if (!m) return refusal(REFUSAL.BAD_MESSAGE, 'an action message is { moves, action } with the count of moves it was chosen at, and maybe then: a second action taken with it');
    if (m.moves !== this.moves) return refusal(REFUSAL.STALE, `that action was chosen at move ${m.moves}; the game is at move ${this.moves}`, { chosenAt: m.moves, moves: this.moves });
    if (m.actions.some((a) => a.seat !== undefined && a.seat !== seat)) return refusal(REFUSAL.NOT_YOUR_SEAT, `you play seat ${seat}`, { seat });
    if (this.seats[seat].bot) return refusal(REFUSAL.NOT_YOUR_SEAT, 'the computer plays this seat now', { seat, reason: 'computer' });
    if (this.ending) return refusal(REFUSAL.GAME_OVER, 'the game is over');
    if (this.lost) return refusal(REFUSAL.STORE_LOST, this.lost);
    return this.play(m.actions.map((a) => ({ ...a, seat }) as SeatAction));
  }

  /**
   * Check actions with the rules, store them, then take them: all of them (a placement and the
   * follower chosen with it) or, when one is refused, none. Nothing changes when the first cannot
   * be stored (it throws); if a later one cannot, the ones stored stand (they are legal moves on their own).
   */
  async play(actions: readonly SeatAction[]): Promise<Played> {
    const steps: { action: SeatAction; state: unknown; events: unknown[] }[] = [];
    let state = this.state;
    for (const action of actions) {
      const r = this.game.apply(state, action);
      if (!r.ok) return refusal(r.error.code, r.error.message, r.error.params);
      steps.push({ action, state: r.state, events: r.events });
      state = r.state;
    }
    const events: unknown[] = [];
    for (const [i, step] of steps.entries()) {
      // The clocks once it is accepted: stored with it, so that a restart charges nobody.
      const clocks = this.clocks.after(step.action.seat, this.game.toAct(step.state), time.now());
      try {
        await this.append(step.action, clocks);
      } catch (err) {
        if (i === 0) throw err;
        log.error('move not stored: the moves before it stand', { code: this.code, err });
        break;
      }
      this.accept(step.action, step.state, step.events);
      this.clocks.take(clocks);
      events.push(...this.game.publicEvents(step.events, step.state));
    }
    // The last move is stored; marking the game finished may fail without losing it (replay shows the end).
    const result = this.game.result(this.state);
    if (result) await this.store.finish(this.code, this.scoreResult(result)).catch((err) => log.error('finish not stored', { code: this.code, err }));
    return { ok: true, events };
  }

  /**
   * Store the next action, trying again a few times when the store gives no answer: it may have
   * stored it and lost only the reply, and the store takes the same action at the same number again.
   * A store's no (another action is there) is not tried again.
   */
  private async append(action: SeatAction, clocks: ClockState | null): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.store.append(this.code, this.moves, action, clocks);
      } catch (err) {
        if (err instanceof MoveOutOfOrder || attempt >= APPEND_RETRIES_MS.length) throw err;
        log.warn('move not stored yet: trying again', { code: this.code, moves: this.moves, err });
        await new Promise((r) => setTimeout(r, APPEND_RETRIES_MS[attempt]));
      }
    }
  }

  /**
   * A seat asks for a rematch; when all have, the new game is stored, if `mayCreate` (the creates
   * per address) lets it. Nothing changes when it is refused or cannot be stored.
   */
  async askRematch(seat: number | null, message: unknown, mayCreate: () => Refusal | null = () => null): Promise<{ ok: true } | ({ ok: false } & Refusal)> {
    if (seat === null) return refusal(REFUSAL.NOT_A_PLAYER, 'only the players of this game can ask for a rematch');
    if (!isPlainEmpty(message)) return refusal(REFUSAL.BAD_MESSAGE, 'a rematch message is {}');
    if (!this.over) return refusal(REFUSAL.NOT_OVER, 'a rematch can be asked for once the game is over');
    // The computer always takes a rematch.
    const asked = this.rematchAsked.map((a, i) => a || !!this.seats[i].bot);
    asked[seat] = true;
    if (asked.every(Boolean) && !this.rematch) {
      const no = mayCreate();
      if (no) return { ok: false, ...no };
      this.rematch = await this.storeRematch();
    }
    this.rematchAsked = asked;
    this.rematchNo = this.seats.map(() => ''); // a new ask: the noes before it are over
    return { ok: true };
  }

  /** A seat takes its own ask for a rematch back, before every seat has asked. */
  withdrawRematch(seat: number | null, message: unknown): { ok: true } | ({ ok: false } & Refusal) {
    const no = this.rematchAnswerRefused(seat, message);
    if (no) return no;
    if (!this.rematchAsked[seat!]) return refusal(REFUSAL.NO_REMATCH_OFFER, 'You have not asked for a rematch: there is nothing to withdraw.', { reason: 'notAsked' });
    this.rematchAsked[seat!] = false;
    this.rematchNo[seat!] = 'withdrew';
    return { ok: true };
  }

  /** A seat turns down the rematch another seat asked for: nobody's ask stands after it. */
  declineRematch(seat: number | null, message: unknown): { ok: true } | ({ ok: false } & Refusal) {
    const no = this.rematchAnswerRefused(seat, message);
    if (no) return no;
    if (this.rematchAsked[seat!]) return refusal(REFUSAL.NO_REMATCH_OFFER, 'You asked for this rematch: withdraw your ask instead.', { reason: 'ownAsk' });
    if (!this.rematchAsked.some((a, i) => a && !this.seats[i].bot)) return refusal(REFUSAL.NO_REMATCH_OFFER, 'Nobody has asked for a rematch: there is nothing to decline.', { reason: 'nobodyAsked' });
    this.rematchAsked = this.seats.map(() => false);
    this.rematchNo[seat!] = 'declined';
    return { ok: true };
  }

  /** Why a withdraw or a decline cannot be taken, if it cannot. */
  private rematchAnswerRefused(seat: number | null, message: unknown): ({ ok: false } & Refusal) | null {
    if (seat === null) return refusal(REFUSAL.NOT_A_PLAYER, 'Only the players of this game answer a rematch.');
    if (!isPlainEmpty(message)) return refusal(REFUSAL.BAD_MESSAGE, 'A rematch answer is {}.');
    if (!this.over) return refusal(REFUSAL.NOT_OVER, 'A rematch is answered once the game is over.');
    if (this.rematch) return refusal(REFUSAL.NO_REMATCH_OFFER, 'The rematch is made already: every seat accepted it.', { reason: 'made' });
    return null;
  }

  /**
   * Store a new game with the same options and every seat taken, each seat moved one place on so
   * that the next player starts (this seat 1 becomes its seat 0), names and colours kept, new tokens. Returns its
   * code and each of this game's seats' new token, by this game's seat.
   */
  private async storeRematch(): Promise<{ code: string; tokens: string[] }> {
    const n = this.seats.length;
    const tokens = this.seats.map(() => secret());
    // The players contribute when they come to it (contribute); the computer's seats, now.
    const seats = Array.from({ length: n }, (_, i) => {
      const from = (i + 1) % n;
      const bot = this.seats[from].bot;
      const player = this.seats[from].player; // a rated game's rematch is rated, between the same identities
      return { name: this.seats[from].name ?? `Player ${from + 1}`, token: tokens[from], ...(bot ? { bot, ...drawn() } : {}), ...(player ? { player } : {}) };
    });
    for (;;) {
      const code = await freeCode((c) => this.store.exists(c));
      const created = await this.store.create({
        code, game: this.game.id, rules: this.game.rulesVersion(this.options), options: this.options, seed: '', secret: newSecret(), createdAt: Date.now(), seats,
        clock: this.clocks.control.kind === 'none' ? null : this.clocks.control, // the same time control
        colours: Array.from({ length: n }, (_, i) => this.colours[(i + 1) % n]), // each player keeps their colour
        ...(this.rated ? { rated: true } : {}),
      });
      if (!created) continue;
      // Kept with this game, so that its link still leads to the rematch when its room is gone (a
      // restart); the rematch itself is stored already, so a failure here loses only that way in.
      await this.store.setNext(this.code, code).catch((err) => log.error('rematch not kept with the old game', { code: this.code, err }));
      return { code, tokens };
    }
  }

  /** The seat to act's legal actions and the game's hint for each: nothing before every seat is taken. */
  turnOffer(): { moves: number; actions: unknown[]; hints: unknown[] } | null {
    if (this.over || !this.full()) return null;
    const actions = this.game.legalActions(this.state);
    return { moves: this.moves, actions, hints: this.game.hints(this.state, actions) };
  }

  /** What every client may see. */
  view(): unknown {
    return this.game.publicView(this.state);
  }

  /** The rules' result as stored, with how it ended (seats whose player resigned cannot win). */
  private scoreResult(result: unknown): unknown {
    return scoreResult(this.game, result, this.resigned());
  }

  /** The result as pages show it, once over; null before. */
  resultView(): ShownResult | null {
    if (this.ending) return this.ending;
    const result = this.game.result(this.state);
    return result ? shownResult(this.game, this.scoreResult(result), this.lastEvents) : null;
  }
}

/** A contribution the server draws, for a seat of the computer's. */
function drawn(): { contribution: string; serverDrew: true } {
  return { contribution: contributionOf(null).value, serverDrew: true };
}

export function refusal(code: string, message: string, params?: Record<string, string | number>): { ok: false } & Refusal {
  return { ok: false, code, ...(params && { params }), message };
}
