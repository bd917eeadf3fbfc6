// The embedded default store: one SQLite database file in DATA_DIR.
import * as fs from 'fs';
import * as path from 'path';
import Database from 'better-sqlite3';
import type { GameRatings, SeatAction, StoredLeaving } from '@castle/game';
import type { ChatLine } from '@castle/protocol';
import { Checkpoints, LOG_BOUND_PAGES, startCheckpoints } from './checkpoints';
import { sameCopy } from './copy';
import { migrateSqlite } from './sqlite-migrate';
import { SqliteRatings } from './sqlite-ratings';
import { Contribution, GameRecord, GameStore, MoveOutOfOrder, NewGame, SeatRecord, StoreCopy, UNRATED, sameAction, seatsFromFields, splitOptions, seedColumn, storedSeed } from './store';

interface SeatRow { seat: number; name: string | null; token: string | null; bot: string | null; left: string | null; contribution: string | null; server_drew: number | null; player: string | null }

interface GameRow {
  code: string; options: string; seed: string; created_at: number;
  /** Null in games stored before games were named (the Castle's), before the rules version had a
   *  column of its own (it was in the options) and before seat lists (two seats, in name0..token1). */
  game: string | null; rules: number | null; seat_count: number | null;
  name0: string | null; name1: string | null; token0: string | null; token1: string | null;
  result: string | null; finished_at: number | null;
  /** Absent (null) in games stored before they were kept: created_at stands for it. */
  touched_at: number | null; abandoned_at: number | null;
  /** 1 for a game created open to anyone; null in games stored before it was kept (and private ones). */
  open: number | null;
  /** The rematch's code; null before one (and in games stored before it was kept). */
  next: string | null;
  /** The time control (JSON); null without one, and in games stored before clocks. */
  clock: string | null;
  /** Each seat's colour (JSON), in a rematch; null otherwise, and in games stored before it was kept. */
  colours: string | null;
  /** The shuffle's secret; null in games stored before commitments. */
  secret: string | null;
  rated: number | null;
  ratings: string | null;
}

/** When a game was last touched, for games stored before that was kept too. */
const TOUCHED = 'COALESCE(touched_at, created_at)';

export class SqliteStore implements GameStore, StoreCopy {
  private db: Database.Database;
  private stmts;
  /** Action n goes in only after actions 0..n-1; an action already there at n comes back. */
  private appendAt: (code: string, n: number, json: string, clock: string | null) => { stored: string | null; gap: boolean };
  private reopenAt: (code: string, before: number, now: number) => 'open' | 'abandoned' | null;
  private createAt: (g: NewGame) => boolean;
  private putAt: (g: GameRecord, chat: ChatLine[]) => boolean;
  /** One process owns the file, so claims live in its memory: code → until when. */
  private claims = new Map<string, number>();
  private file: string;
  /** The file this process opened: a file deleted or replaced under it is not where its writes go. */
  private opened: fs.Stats;
  private checkpoints: Checkpoints;
  readonly ratings: SqliteRatings;

  constructor(dataDir: string) {
    fs.mkdirSync(dataDir, { recursive: true });
    this.file = path.join(dataDir, 'castle.sqlite');
    this.db = new Database(this.file);
    this.opened = fs.statSync(this.file);
    // WAL: a committed move survives the process being killed (kill -9); NORMAL skips the fsync per
    // commit that only an operating-system crash would need. The log is checkpointed by a worker
    // thread (checkpoints.ts), and by this connection only past LOG_BOUND_PAGES.
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma(`wal_autocheckpoint = ${LOG_BOUND_PAGES}`);
    try {
      migrateSqlite(this.db);
    } catch (err) {
      this.db.close(); // refused (a newer schema) or failed: the file is left as it was
      throw err;
    }
    this.stmts = {
      create: this.db.prepare('INSERT OR IGNORE INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, open, clock, colours, secret, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      seats: this.db.prepare('SELECT seat, name, token, bot, left, contribution, server_drew, player FROM seats WHERE code = ?'),
      // A seat renamed or handed to the computer keeps its contribution.
      setBotSeat: this.db.prepare(`INSERT INTO seats (code, seat, name, token, bot, "left") VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (code, seat) DO UPDATE SET name = excluded.name, token = excluded.token, bot = excluded.bot, "left" = excluded."left"`),
      takeSeat: this.db.prepare('INSERT OR REPLACE INTO seats (code, seat, name, token, bot, "left", contribution, server_drew, player) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
      contribute: this.db.prepare('UPDATE seats SET contribution = ?, server_drew = ? WHERE code = ? AND seat = ? AND contribution IS NULL'),
      exists: this.db.prepare('SELECT 1 FROM games WHERE code = ?'),
      gameOf: this.db.prepare("SELECT COALESCE(game, 'castle') AS game FROM games WHERE code = ?"),
      game: this.db.prepare('SELECT * FROM games WHERE code = ?'),
      actions: this.db.prepare('SELECT action, clock FROM actions WHERE code = ? ORDER BY n'),
      append: this.db.prepare('INSERT INTO actions (code, n, action, clock) VALUES (?, ?, ?, ?)'),
      nextAction: this.db.prepare('SELECT COALESCE(MAX(n) + 1, 0) AS next FROM actions WHERE code = ?'),
      actionAt: this.db.prepare('SELECT action FROM actions WHERE code = ? AND n = ?'),
      finish: this.db.prepare('UPDATE games SET result = ?, finished_at = ? WHERE code = ?'),
      setNext: this.db.prepare('UPDATE games SET next = ? WHERE code = ?'),
      setRatings: this.db.prepare('UPDATE games SET ratings = ? WHERE code = ?'),
      unfinished: this.db.prepare('SELECT code FROM games WHERE finished_at IS NULL AND abandoned_at IS NULL ORDER BY created_at'),
      isUnfinished: this.db.prepare('SELECT 1 FROM games WHERE code = ? AND finished_at IS NULL AND abandoned_at IS NULL'),
      openable: this.db.prepare(`SELECT ${TOUCHED} AS touched, abandoned_at AS abandoned FROM games WHERE code = ? AND finished_at IS NULL`),
      touch: this.db.prepare('UPDATE games SET touched_at = ? WHERE code = ? AND finished_at IS NULL AND abandoned_at IS NULL'),
      untouched: this.db.prepare(`SELECT code FROM games WHERE finished_at IS NULL AND abandoned_at IS NULL AND ${TOUCHED} < ? LIMIT ?`),
      unrated: this.db.prepare(`SELECT code FROM games WHERE ${UNRATED} AND finished_at < ? ORDER BY finished_at LIMIT ?`),
      abandon: this.db.prepare(`UPDATE games SET abandoned_at = ? WHERE code = ? AND finished_at IS NULL AND abandoned_at IS NULL AND ${TOUCHED} < ?`),
      appendChat: this.db.prepare('INSERT OR IGNORE INTO chat (code, n, line) VALUES (?, ?, ?)'),
      chat: this.db.prepare('SELECT line FROM chat WHERE code = ? ORDER BY n'),
      probe: this.db.prepare('INSERT OR REPLACE INTO probe (id, at) VALUES (1, ?)'),
      codes: this.db.prepare('SELECT code FROM games WHERE code > ? ORDER BY code LIMIT ?'),
      put: this.db.prepare(`INSERT OR IGNORE INTO games (code, game, rules, options, seed, created_at, seat_count, touched_at, abandoned_at, open, next, clock, colours, result, finished_at, secret, rated, ratings)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    };
    this.appendAt = this.db.transaction((code: string, n: number, json: string, clock: string | null) => {
      const { next } = this.stmts.nextAction.get(code) as { next: number };
      if (n === next) this.stmts.append.run(code, n, json, clock);
      if (n >= next) return { stored: null, gap: n > next };
      return { stored: (this.stmts.actionAt.get(code, n) as { action: string }).action, gap: false };
    });
    this.createAt = this.db.transaction((g: NewGame) => {
      const made = this.stmts.create.run(g.code, g.game, g.rules, JSON.stringify(g.options), g.seed, g.createdAt, g.seats.length, g.createdAt, g.open ? 1 : null, g.clock ? JSON.stringify(g.clock) : null, g.colours ? JSON.stringify(g.colours) : null, g.secret ?? null, g.rated ? 1 : null).changes === 1;
      if (made) g.seats.forEach((seat, i) => { if (seat.token !== null) this.putSeat(g.code, i, seat); });
      return made;
    });
    this.putAt = this.db.transaction((g: GameRecord, chat: ChatLine[]) => {
      const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
      const added = this.stmts.put.run(g.code, g.game, g.rules, JSON.stringify(g.options), seedColumn(g), g.createdAt, g.seats.length, g.touchedAt, g.abandonedAt,
        g.open ? 1 : null, g.next, json(g.clock), json(g.colours), json(g.result), g.finishedAt, g.secret ?? null, g.rated ? 1 : null, json(g.ratings)).changes === 1;
      if (!added) return false;
      g.seats.forEach((s, i) => { if (s.name !== null || s.token !== null) this.putSeat(g.code, i, s); });
      g.actions.forEach((a, n) => this.stmts.append.run(g.code, n, JSON.stringify(a), json(g.clocks[n])));
      for (const line of chat) this.stmts.appendChat.run(g.code, line.n, JSON.stringify(line));
      return true;
    });
    this.checkpoints = startCheckpoints(this.file);
    this.ratings = new SqliteRatings(this.db);
    this.reopenAt = this.db.transaction((code: string, before: number, now: number) => {
      const row = this.stmts.openable.get(code) as { touched: number; abandoned: number | null } | undefined;
      if (!row) return null;
      if (row.abandoned === null && row.touched >= before) {
        this.stmts.touch.run(now, code);
        return 'open' as const;
      }
      this.stmts.abandon.run(now, code, before);
      return 'abandoned' as const;
    });
  }

  /** A seat as a whole, its contribution with it. */
  private putSeat(code: string, i: number, s: SeatRecord): void {
    this.stmts.takeSeat.run(code, i, s.name, s.token, s.bot ?? null, s.left ? JSON.stringify(s.left) : null, s.contribution ?? null, s.serverDrew ? 1 : null, s.player ?? null);
  }

  async create(g: NewGame): Promise<boolean> {
    return this.createAt(g);
  }

  async exists(code: string): Promise<boolean> {
    return this.stmts.exists.get(code) !== undefined;
  }

  async gameOf(code: string): Promise<string | null> {
    return (this.stmts.gameOf.get(code) as { game: string } | undefined)?.game ?? null;
  }

  async load(code: string): Promise<GameRecord | null> {
    const row = this.stmts.game.get(code) as GameRow | undefined;
    if (!row) return null;
    const rows = this.stmts.actions.all(code) as { action: string; clock: string | null }[];
    const { options, rules } = splitOptions(row.options);
    // A seat taken since seat lists were kept is in the seats table; one taken before, in the row.
    const legacy = seatsFromFields(2, (field) => row[field as 'name0']);
    const taken = new Map((this.stmts.seats.all(code) as SeatRow[]).map((r) => [r.seat, r]));
    const seats = Array.from({ length: row.seat_count ?? 2 }, (_, i): SeatRecord => {
      const t = taken.get(i);
      return t ? {
        name: t.name, token: t.token, ...(t.bot ? { bot: t.bot } : {}), ...(t.left ? { left: JSON.parse(t.left) as StoredLeaving } : {}),
        ...(t.contribution ? { contribution: t.contribution, serverDrew: t.server_drew === 1 } : {}), ...(t.player ? { player: t.player } : {}),
      } : legacy[i] ?? { name: null, token: null };
    });
    return {
      code: row.code,
      game: row.game ?? 'castle',
      rules: row.rules ?? rules ?? 1,
      options,
      seed: storedSeed(row.seed, row.secret, seats),
      ...(row.secret ? { secret: row.secret } : {}),
      createdAt: row.created_at,
      seats,
      actions: rows.map((r) => JSON.parse(r.action) as SeatAction),
      result: row.result ? (JSON.parse(row.result) as unknown) : null,
      finishedAt: row.finished_at,
      touchedAt: row.touched_at ?? row.created_at,
      abandonedAt: row.abandoned_at,
      open: row.open === 1,
      next: row.next ?? null,
      clock: row.clock ? (JSON.parse(row.clock) as unknown) : null,
      clocks: rows.map((r) => (r.clock ? (JSON.parse(r.clock) as unknown) : null)),
      colours: row.colours ? (JSON.parse(row.colours) as number[]) : null,
      ...(row.rated === 1 ? { rated: true } : {}),
      ...(row.ratings ? { ratings: JSON.parse(row.ratings) as GameRatings } : {}),
    };
  }

  async append(code: string, n: number, action: SeatAction, clock: unknown | null = null): Promise<void> {
    const { stored, gap } = this.appendAt(code, n, JSON.stringify(action), clock ? JSON.stringify(clock) : null);
    if (gap || (stored !== null && !sameAction(stored, action))) throw new MoveOutOfOrder(code, n);
  }

  async appendChat(code: string, line: ChatLine): Promise<void> {
    this.stmts.appendChat.run(code, line.n, JSON.stringify(line));
  }

  async chat(code: string): Promise<ChatLine[]> {
    return (this.stmts.chat.all(code) as { line: string }[]).map((r) => JSON.parse(r.line) as ChatLine);
  }

  async setSeat(code: string, seat: number, name: string, token: string, bot?: string, left?: StoredLeaving): Promise<void> {
    this.stmts.setBotSeat.run(code, seat, name, token, bot ?? null, left ? JSON.stringify(left) : null);
  }

  async takeSeat(code: string, seat: number, name: string, token: string, c: Contribution, player?: string): Promise<void> {
    this.putSeat(code, seat, { name, token, contribution: c.value, serverDrew: c.serverDrew, ...(player ? { player } : {}) });
  }

  async setRatings(code: string, ratings: GameRatings): Promise<void> {
    this.stmts.setRatings.run(JSON.stringify(ratings), code);
  }

  async contribute(code: string, seat: number, c: Contribution): Promise<void> {
    this.stmts.contribute.run(c.value, c.serverDrew ? 1 : null, code, seat);
  }

  async finish(code: string, result: unknown): Promise<void> {
    this.stmts.finish.run(JSON.stringify(result), Date.now(), code);
  }

  async setNext(code: string, next: string): Promise<void> {
    this.stmts.setNext.run(next, code);
  }

  async unfinished(): Promise<string[]> {
    return (this.stmts.unfinished.all() as { code: string }[]).map((r) => r.code);
  }

  async isUnfinished(code: string): Promise<boolean> {
    return this.stmts.isUnfinished.get(code) !== undefined;
  }

  async reopen(code: string, before: number): Promise<'open' | 'abandoned' | null> {
    return this.reopenAt(code, before, Date.now());
  }

  async touch(code: string): Promise<void> {
    this.stmts.touch.run(Date.now(), code);
  }

  async untouched(before: number, limit: number): Promise<string[]> {
    return (this.stmts.untouched.all(before, limit) as { code: string }[]).map((r) => r.code);
  }

  async unrated(before: number, limit: number): Promise<string[]> {
    return (this.stmts.unrated.all(before, limit) as { code: string }[]).map((r) => r.code);
  }

  async abandon(code: string, before: number): Promise<boolean> {
    return this.stmts.abandon.run(Date.now(), code, before).changes === 1;
  }

  async claim(code: string, _holder: string, ms: number): Promise<boolean> {
    const now = Date.now();
    if ((this.claims.get(code) ?? 0) > now) return false;
    if (this.claims.size > 1000) for (const [c, until] of this.claims) if (until <= now) this.claims.delete(c);
    this.claims.set(code, now + ms);
    return true;
  }

  async release(code: string): Promise<void> {
    this.claims.delete(code);
  }

  async check(): Promise<string | null> {
    const now = fs.statSync(this.file, { throwIfNoEntry: false });
    if (!now || now.ino !== this.opened.ino || now.dev !== this.opened.dev) {
      return 'the database file (DATA_DIR/castle.sqlite) was deleted or replaced while the server ran: its writes no longer reach it';
    }
    this.stmts.probe.run(Date.now());
    return null;
  }

  async codes(after: string, limit: number): Promise<string[]> {
    return (this.stmts.codes.all(after, limit) as { code: string }[]).map((r) => r.code);
  }

  async put(game: GameRecord, chat: ChatLine[]): Promise<'added' | 'same' | 'different'> {
    if (this.putAt(game, chat)) return 'added';
    return sameCopy(game, chat, (await this.load(game.code))!, await this.chat(game.code)) ? 'same' : 'different';
  }

  async close(): Promise<void> {
    await this.checkpoints.stop();
    this.db.close();
  }
}
