// The store of record for several processes: PostgreSQL (DATABASE_URL). A bounded pool of
// connections, each with a statement timeout; the schema is migrated at open (postgres-migrate.ts);
// every statement is in postgres-queries.ts, with values as parameters.
import { randomUUID } from 'crypto';
import { Client, Pool, PoolClient, TypeOverrides, types } from 'pg';
import type { GameRatings, SeatAction, StoredLeaving } from '@castle/game';
import type { ChatLine } from '@castle/protocol';
import { log } from '../log';
import { sameCopy } from './copy';
import { migratePostgres } from './postgres-migrate';
import { SQL } from './postgres-queries';
import { PostgresRatings } from './postgres-ratings';
import { Contribution, GameRecord, GameStore, MoveOutOfOrder, NewGame, SeatRecord, StoreCopy, seedColumn, storedSeed } from './store';

export interface PostgresOptions {
  /** Connections at most (default 10): a process's share of the server's max_connections. */
  max?: number;
  /** How long a statement may run, and a call wait for a free connection (ms, default 5000). */
  timeoutMs?: number;
}

/** bigint (int8) columns are ms times, far below 2^53: read as numbers, not strings (this pool only). */
const TYPES = new TypeOverrides();
TYPES.setTypeParser(types.builtins.INT8, Number);

/** undefined_table: the store's tables are gone (the database was emptied, or is another one). */
const UNDEFINED_TABLE = '42P01';

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

interface GameRow {
  code: string; game: string; rules: number; options: Record<string, unknown>; seed: string; created_at: number; seat_count: number;
  touched_at: number; abandoned_at: number | null; open: boolean; next: string | null; clock: unknown | null; colours: number[] | null;
  result: unknown | null; finished_at: number | null; secret: string | null; rated: boolean; ratings: GameRatings | null;
  taken: { seat: number; name: string | null; token: string | null; bot: string | null; leaving: StoredLeaving | null; contribution: string | null; server_drew: boolean; player: string | null }[];
  moves: [SeatAction, unknown | null][];
}

/** A seat as a whole, its contribution with it: SQL.takeSeat's parameters. */
const seatRow = (code: string, i: number, s: SeatRecord) =>
  [code, i, s.name, s.token, s.bot ?? null, json(s.left), s.contribution ?? null, s.serverDrew ?? false, s.player ?? null];

export class PostgresStore implements GameStore, StoreCopy {
  /** The mark this store saw at its first check. */
  private mark: string | null = null;

  readonly ratings: PostgresRatings;

  private constructor(private pool: Pool) {
    this.ratings = new PostgresRatings(pool, (fn) => this.transaction(fn));
  }

  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const timeoutMs = options.timeoutMs ?? 5000;
    const client = new Client({ connectionString: url, application_name: 'castle-migrate', connectionTimeoutMillis: timeoutMs });
    client.on('error', () => undefined); // a connection lost mid-migration rejects the query running: that error is the one told
    await client.connect();
    try {
      await migratePostgres(client);
    } finally {
      await client.end();
    }
    const pool = new Pool({
      connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: timeoutMs, idleTimeoutMillis: 30_000,
      statement_timeout: timeoutMs, idle_in_transaction_session_timeout: 2 * timeoutMs, application_name: 'castle-server', types: TYPES,
    });
    // An idle connection that breaks (the server restarted) is dropped by the pool; without a
    // listener its error would end the process. Calls on a broken connection reject on their own.
    pool.on('error', (err) => log.warn('store: a PostgreSQL connection was lost; the pool opens another when needed', { err }));
    return new PostgresStore(pool);
  }

  /** Run `fn` in a transaction on one connection. */
  private async transaction<T>(fn: (c: PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    let broken = false;
    try {
      await c.query('BEGIN');
      const r = await fn(c);
      await c.query('COMMIT');
      return r;
    } catch (err) {
      broken = await c.query('ROLLBACK').then(() => false, () => true);
      throw err;
    } finally {
      c.release(broken); // a connection that cannot even roll back is closed, not handed out again
    }
  }

  async create(g: NewGame): Promise<boolean> {
    return this.transaction(async (c) => {
      const made = await c.query(SQL.create, [g.code, g.game, g.rules, json(g.options), g.seed, g.createdAt, g.seats.length, g.open ?? false, json(g.clock), json(g.colours), g.secret ?? null, g.rated ?? false]);
      if (made.rowCount !== 1) return false;
      for (const [i, s] of g.seats.entries()) if (s.token !== null) await c.query(SQL.takeSeat, seatRow(g.code, i, s));
      return true;
    });
  }

  async exists(code: string): Promise<boolean> {
    return (await this.pool.query(SQL.exists, [code])).rowCount === 1;
  }

  async gameOf(code: string): Promise<string | null> {
    return (await this.pool.query<{ game: string }>(SQL.gameOf, [code])).rows[0]?.game ?? null;
  }

  async load(code: string): Promise<GameRecord | null> {
    const row = (await this.pool.query<GameRow>(SQL.load, [code])).rows[0];
    if (!row) return null;
    const taken = new Map(row.taken.map((t) => [t.seat, t]));
    const seats = Array.from({ length: row.seat_count }, (_, i): SeatRecord => {
      const t = taken.get(i);
      return t ? {
        name: t.name, token: t.token, ...(t.bot ? { bot: t.bot } : {}), ...(t.leaving ? { left: t.leaving } : {}),
        ...(t.contribution ? { contribution: t.contribution, serverDrew: t.server_drew } : {}), ...(t.player ? { player: t.player } : {}),
      } : { name: null, token: null };
    });
    return {
      code: row.code, game: row.game, rules: row.rules, options: row.options, seed: storedSeed(row.seed, row.secret, seats), ...(row.secret ? { secret: row.secret } : {}), createdAt: row.created_at,
      seats,
      actions: row.moves.map(([action]) => action),
      result: row.result, finishedAt: row.finished_at, touchedAt: row.touched_at, abandonedAt: row.abandoned_at,
      open: row.open, next: row.next, clock: row.clock,
      clocks: row.moves.map(([, clock]) => clock),
      colours: row.colours, ...(row.rated ? { rated: true } : {}), ...(row.ratings ? { ratings: row.ratings } : {}),
    };
  }

  async append(code: string, n: number, action: SeatAction, clock: unknown | null = null): Promise<void> {
    const a = JSON.stringify(action);
    if ((await this.pool.query(SQL.append, [code, n, a, json(clock)])).rowCount === 1) return;
    // Not added: the same action already there (a retry) is fine; another one, or a gap, is not.
    const stored = (await this.pool.query<{ same: boolean }>(SQL.sameMove, [code, n, a])).rows[0];
    if (!stored?.same) throw new MoveOutOfOrder(code, n);
  }

  async appendChat(code: string, line: ChatLine): Promise<void> {
    await this.pool.query(SQL.appendChat, [code, line.n, JSON.stringify(line)]);
  }

  async chat(code: string): Promise<ChatLine[]> {
    return (await this.pool.query<{ line: ChatLine }>(SQL.chat, [code])).rows.map((r) => r.line);
  }

  async setSeat(code: string, seat: number, name: string, token: string, bot?: string, left?: StoredLeaving): Promise<void> {
    await this.pool.query(SQL.setSeat, [code, seat, name, token, bot ?? null, json(left)]);
  }

  async takeSeat(code: string, seat: number, name: string, token: string, c: Contribution, player?: string): Promise<void> {
    await this.pool.query(SQL.takeSeat, seatRow(code, seat, { name, token, contribution: c.value, serverDrew: c.serverDrew, ...(player ? { player } : {}) }));
  }

  async setRatings(code: string, ratings: GameRatings): Promise<void> {
    await this.pool.query(SQL.setRatings, [code, json(ratings)]);
  }

  async contribute(code: string, seat: number, c: Contribution): Promise<void> {
    await this.pool.query(SQL.contribute, [code, seat, c.value, c.serverDrew]);
  }

  async finish(code: string, result: unknown): Promise<void> {
    await this.pool.query(SQL.finish, [code, json(result), Date.now()]);
  }

  async setNext(code: string, next: string): Promise<void> {
    await this.pool.query(SQL.setNext, [code, next]);
  }

  async unfinished(): Promise<string[]> {
    return (await this.pool.query<{ code: string }>(SQL.unfinished)).rows.map((r) => r.code);
  }

  async isUnfinished(code: string): Promise<boolean> {
    return (await this.pool.query(SQL.isUnfinished, [code])).rowCount === 1;
  }

  async reopen(code: string, before: number): Promise<'open' | 'abandoned' | null> {
    const row = (await this.pool.query<{ open: boolean }>(SQL.reopen, [code, before, Date.now()])).rows[0];
    return row ? (row.open ? 'open' : 'abandoned') : null;
  }

  async touch(code: string): Promise<void> {
    await this.pool.query(SQL.touch, [code, Date.now()]);
  }

  async untouched(before: number, limit: number): Promise<string[]> {
    return (await this.pool.query<{ code: string }>(SQL.untouched, [before, limit])).rows.map((r) => r.code);
  }

  async unrated(before: number, limit: number): Promise<string[]> {
    return (await this.pool.query<{ code: string }>(SQL.unrated, [before, limit])).rows.map((r) => r.code);
  }

  async abandon(code: string, before: number): Promise<boolean> {
    return (await this.pool.query(SQL.abandon, [code, before, Date.now()])).rowCount === 1;
  }

  async claim(code: string, holder: string, ms: number): Promise<boolean> {
    return (await this.pool.query(SQL.claim, [code, holder, ms])).rowCount === 1;
  }

  async release(code: string, holder: string): Promise<void> {
    await this.pool.query(SQL.release, [code, holder]);
  }

  async check(): Promise<string | null> {
    let mark: string;
    try {
      mark = (await this.pool.query<{ mark: string }>(SQL.probe, [this.mark ?? randomUUID()])).rows[0].mark;
    } catch (err) {
      if ((err as { code?: string }).code !== UNDEFINED_TABLE) throw err;
      return 'the PostgreSQL database no longer has the store\'s tables: it was emptied, or DATABASE_URL now names another database';
    }
    this.mark ??= mark;
    if (mark === this.mark) return null;
    return 'the PostgreSQL database no longer holds the games it held: it was emptied, or DATABASE_URL now names another database';
  }

  async codes(after: string, limit: number): Promise<string[]> {
    return (await this.pool.query<{ code: string }>(SQL.codes, [after, limit])).rows.map((r) => r.code);
  }

  async put(g: GameRecord, chat: ChatLine[]): Promise<'added' | 'same' | 'different'> {
    const added = await this.transaction(async (c) => {
      const made = await c.query(SQL.put, [g.code, g.game, g.rules, json(g.options), seedColumn(g), g.createdAt, g.seats.length, g.touchedAt, g.abandonedAt,
        g.open, g.next, json(g.clock), json(g.colours), json(g.result), g.finishedAt, g.secret ?? null, g.rated ?? false, json(g.ratings)]);
      if (made.rowCount !== 1) return false;
      for (const [i, s] of g.seats.entries()) {
        if (s.name !== null || s.token !== null) await c.query(SQL.takeSeat, seatRow(g.code, i, s));
      }
      await c.query(SQL.putMoves, [g.code, JSON.stringify(g.actions.map((a, n) => [a, g.clocks[n] ?? null]))]);
      await c.query(SQL.putChat, [g.code, JSON.stringify(chat)]);
      return true;
    });
    if (added) return 'added';
    return sameCopy(g, chat, (await this.load(g.code))!, await this.chat(g.code)) ? 'same' : 'different';
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
