// One game on the server: the rules state rebuilt from the stored record, and its seats.
// Plain code with no Colyseus in it; the room wires it to clients.
import { Action, GameEvent, GameState, applyAction, createGame, legalActions, rulesVersion } from '@castle/rules';
import { freeCode, secret } from './codes';
import { log } from './log';
import { outdatedGame, outdatedVersion } from './outdated';
import { GameRecord, GameStore, MoveOutOfOrder } from './store/store';

/** Waits before trying again an append that failed without an answer (a timeout, a lost connection). */
export const APPEND_RETRIES_MS = [50, 200, 500];

export type SeatIndex = 0 | 1;

export class GameSession {
  game: GameState;
  /** Accepted actions so far. */
  moves: number;
  /** For each cell, the action count at which its tile was placed. */
  placedAt: number[] = [];
  names: [string | null, string | null];
  /** The options as the game was created with them (a rematch takes the same). */
  readonly options: GameRecord['options'];
  private tokens: [string | null, string | null];
  /** After the end: which seats asked for a rematch, and the rematch once both did. */
  rematchAsked: [boolean, boolean] = [false, false];
  rematch: { code: string; tokens: [string, string] } | null = null;

  private constructor(readonly code: string, private store: GameStore, record: GameRecord) {
    const outdated = outdatedVersion(record);
    if (outdated) throw outdated;
    this.game = createGame({ seed: record.seed, falcon: record.options.falcon, variants: record.options.variants });
    this.options = record.options;
    this.names = [...record.names];
    this.tokens = [...record.tokens];
    this.moves = 0;
    for (const action of record.actions) {
      const r = applyAction(this.game, action);
      if (!r.ok) throw outdatedGame(record.code, this.moves, r.error); // stored by an earlier version of the rules
      this.accept(action, r.state);
    }
  }

  static async create(store: GameStore, code: string, given: GameRecord['options']): Promise<GameSession | null> {
    const options = { ...given, rules: rulesVersion(given) }; // stored with the game: see outdated.ts
    const record: GameRecord = {
      code, options, seed: secret(), createdAt: Date.now(), names: [null, null], tokens: [null, null],
      actions: [], result: null, finishedAt: null, touchedAt: Date.now(), abandonedAt: null,
    };
    createGame({ seed: record.seed, ...options }); // throws on options the rules refuse, before storing
    if (!(await store.create(record))) return null;
    return new GameSession(code, store, record);
  }

  static async restore(store: GameStore, code: string): Promise<GameSession> {
    const record = await store.load(code);
    if (!record) throw new Error(`game ${code} is not stored`);
    return new GameSession(code, store, record);
  }

  private accept(action: Action, state: GameState): void {
    if (action.type === 'place') this.placedAt[action.cell] = this.moves;
    this.game = state;
    this.moves++;
  }

  /** The seat a token belongs to, or null. */
  seatOfToken(token: string | null): SeatIndex | null {
    if (!token) return null;
    const i = this.tokens.indexOf(token);
    return i === 0 || i === 1 ? i : null;
  }

  /** Both seats are taken: the game may be played. */
  full(): boolean {
    return this.tokens[0] !== null && this.tokens[1] !== null;
  }

  freeSeat(): SeatIndex | null {
    return this.tokens[0] === null ? 0 : this.tokens[1] === null ? 1 : null;
  }

  /** Give a free seat to a new player; stored before it is told. Returns the token. */
  async takeSeat(seat: SeatIndex, name: string): Promise<string> {
    const token = secret();
    // Reserved at once, so that two players joining at the same moment cannot both take it.
    this.tokens[seat] = token;
    this.names[seat] = name;
    try {
      await this.store.setSeat(this.code, seat, name, token);
    } catch (err) {
      this.tokens[seat] = null;
      this.names[seat] = null;
      throw err;
    }
    return token;
  }

  async rename(seat: SeatIndex, name: string): Promise<void> {
    await this.store.setSeat(this.code, seat, name, this.tokens[seat]!);
    this.names[seat] = name;
  }

  /** Someone came or the last one left: the game is not abandoned (see abandon.ts). */
  async touch(): Promise<void> {
    await this.store.touch(this.code);
  }

  tokenOf(seat: SeatIndex): string {
    return this.tokens[seat]!;
  }

  /**
   * Check actions with the rules, store them, then take them: all of them (a placement and the
   * follower chosen with it) or, when one is refused, none. Nothing changes when the first cannot
   * be stored; if a later one cannot, the ones stored stand (they are legal moves on their own).
   */
  async play(actions: readonly Action[]): Promise<{ ok: true; events: GameEvent[] } | { ok: false; code: string; message: string }> {
    const steps: { action: Action; state: GameState; events: GameEvent[] }[] = [];
    let state = this.game;
    for (const action of actions) {
      const r = applyAction(state, action);
      if (!r.ok) return { ok: false, code: r.error.code, message: r.error.message };
      steps.push({ action, state: r.state, events: r.events });
      state = r.state;
    }
    const events: GameEvent[] = [];
    for (const [i, step] of steps.entries()) {
      try {
        await this.append(step.action);
      } catch (err) {
        if (i === 0) throw err;
        log.error('move not stored: the moves before it stand', { code: this.code, err });
        break;
      }
      this.accept(step.action, step.state);
      events.push(...step.events);
    }
    // The last move is stored; marking the game finished may fail without losing it (replay shows the end).
    if (this.game.result) await this.store.finish(this.code, this.game.result).catch((err) => log.error('finish not stored', { code: this.code, err }));
    return { ok: true, events };
  }

  /**
   * Store the next action, trying again a few times when the store gives no answer: it may have
   * stored it and lost only the reply, and the store takes the same action at the same number again.
   * A store's no (another action is there) is not tried again.
   */
  private async append(action: Action): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.store.append(this.code, this.moves, action);
      } catch (err) {
        if (err instanceof MoveOutOfOrder || attempt >= APPEND_RETRIES_MS.length) throw err;
        log.warn('move not stored yet: trying again', { code: this.code, n: this.moves, err });
        await new Promise((r) => setTimeout(r, APPEND_RETRIES_MS[attempt]));
      }
    }
  }

  /**
   * A seat asks for a rematch; when both have, the new game is stored. Nothing changes when it is
   * refused or cannot be stored.
   */
  async askRematch(seat: SeatIndex): Promise<{ ok: true } | { ok: false; code: string; message: string }> {
    if (this.game.step !== 'over') return { ok: false, code: 'NOT_OVER', message: 'a rematch can be asked for once the game is over' };
    const asked: [boolean, boolean] = [...this.rematchAsked];
    asked[seat] = true;
    if (asked[0] && asked[1] && !this.rematch) this.rematch = await this.storeRematch();
    this.rematchAsked = asked;
    return { ok: true };
  }

  /**
   * Store a new game with the same options and both seats taken, swapped so that the other player
   * starts (this seat 1 becomes its seat 0), names kept, new tokens. Returns its code and each of
   * this game's seats' new token, by this game's seat.
   */
  private async storeRematch(): Promise<{ code: string; tokens: [string, string] }> {
    const [a, b] = [this.names[0] ?? 'Player 1', this.names[1] ?? 'Player 2'];
    const tokens: [string, string] = [secret(), secret()];
    for (;;) {
      const code = await freeCode((c) => this.store.exists(c));
      const created = await this.store.create({
        code, options: this.options, seed: secret(), createdAt: Date.now(), names: [b, a], tokens: [tokens[1], tokens[0]],
      });
      if (created) return { code, tokens };
    }
  }

  legalActions(): Action[] {
    return legalActions(this.game);
  }
}
