// A game record (test-kit/records/, or any GameRecord) put in a game store as the server stores a
// finished game, under a code the site could have drawn (the fixtures' own codes are not such): for
// the tests, browser tests and benchmarks that need finished games on a real server without playing
// them. The store is the server's (SqliteStore, handed in: the kit never imports the server).
import * as fs from 'fs';
import * as path from 'path';
import type { GameRecord } from '@castle/game';

/** What of the server's GameStore this needs. */
export interface RecordSink {
  create(game: { code: string; game: string; rules: number; options: unknown; seed: string; createdAt: number; clock: unknown | null; colours?: number[] | null;
    seats: { name: string | null; token: string | null; bot?: string }[] }): Promise<boolean>;
  append(code: string, moves: number, action: { seat: number }, clock?: unknown | null): Promise<void>;
  finish(code: string, result: unknown): Promise<void>;
  setSeat(code: string, seat: number, name: string, token: string, bot?: string, left?: { after: number; how: string; at: number }): Promise<void>;
  reopen(code: string, before: number): Promise<'open' | 'abandoned' | null>;
}

/** The folder of recorded games. */
export const RECORDS_DIR = path.resolve(__dirname, '../records');

export const fixtureRecord = (file: string): GameRecord => JSON.parse(fs.readFileSync(path.join(RECORDS_DIR, file), 'utf8'));

/** Store `r` as finished game `code` (seat i's token `token-i`; `colours` as a rematch keeps them). */
export async function storeRecord(store: RecordSink, r: GameRecord, code: string, colours?: number[]): Promise<void> {
  await store.create({
    code, game: r.game, rules: r.rules, options: r.options, seed: r.seed, createdAt: Date.parse(r.startedAt), clock: r.clock ?? null, colours: colours ?? r.colours ?? null,
    seats: r.seats.map((s, i) => ({ name: s.name, token: `token-${i}`, ...(s.computer ? { bot: s.computer } : {}) })),
  });
  // A seat whose player left is kept with the seat, as the server keeps it when the computer takes it on.
  for (const l of r.left ?? []) {
    const s = r.seats[l.seat];
    await store.setSeat(code, l.seat, s.name ?? '', `token-${l.seat}`, s.computer, { after: l.after, how: l.how, at: Date.parse(l.at) });
  }
  for (const [i, m] of r.moves.entries()) await store.append(code, i, m.action, m.clock ? { left: m.clock } : null);
  // A game closed for good ('expired') has no result in the store: it is marked abandoned, as the
  // server marks a game nobody touched for EXPIRE_DAYS, and its record ends there.
  if (r.end === 'expired') await store.reopen(code, Number.MAX_SAFE_INTEGER);
  else await store.finish(code, r.result);
}
