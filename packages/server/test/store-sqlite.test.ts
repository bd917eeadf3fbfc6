// The SQLite store's own ways: its checkpoint thread, files written by older servers, and a move
// whose answer is lost. (What every store does is in store-contract.ts.)
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import Database from 'better-sqlite3';
import type { Action } from '@castle/rules';
import { GameSession } from '../src/session';
import { SqliteStore } from '../src/store/sqlite';
import { BEFORE_RATED_GAMES, BEFORE_RATINGS, BEFORE_SHUFFLE_COLUMNS, castleRecord, tempDir, waitFor } from './harness';
import { place } from './stores';


test('the SQLite store closes in a process with nothing else to do: its checkpoint thread is waited for, not left to end the process first', () => {
  // A script that only opens and closes a store (as a tool or a browser test's set-up does).
  const script = `const { SqliteStore } = require(${JSON.stringify(path.join(__dirname, '../dist/store/sqlite.js'))});
    new SqliteStore(${JSON.stringify(tempDir())}).close().then(() => console.log('closed'));`;
  expect(execFileSync(process.execPath, ['-e', script], { timeout: 20_000 }).toString().trim()).toBe('closed');
});

test('a SQLite file from before games were touched gets the columns; its games count as touched when created', async () => {
  const dir = tempDir();
  const old = new Database(path.join(dir, 'castle.sqlite'));
  old.exec(`CREATE TABLE games (code TEXT PRIMARY KEY, options TEXT NOT NULL, seed TEXT NOT NULL, created_at INTEGER NOT NULL,
    name0 TEXT, name1 TEXT, token0 TEXT, token1 TEXT, result TEXT, finished_at INTEGER)`);
  old.prepare('INSERT INTO games (code, options, seed, created_at) VALUES (?, ?, ?, ?)').run('OLD22', '{"falcon":false,"variants":{}}', 's', 1000);
  old.prepare('INSERT INTO games (code, options, seed, created_at) VALUES (?, ?, ?, ?)').run('OLD23', '{"falcon":false,"variants":{}}', 's', Date.now());
  old.close();
  const store = new SqliteStore(dir);
  try {
    expect(await store.load('OLD22')).toMatchObject({ touchedAt: 1000, abandonedAt: null });
    expect(await store.untouched(5000, 10)).toEqual(['OLD22']);
    expect(await store.reopen('OLD22', 5000)).toBe('abandoned');
    expect(await store.reopen('OLD23', 5000)).toBe('open');
  } finally {
    await store.close();
  }
});

test('a SQLite file written before open games were kept gets the column; its games are not open, new ones may be', async () => {
  const dir = tempDir();
  const today = new SqliteStore(dir);
  await today.create(castleRecord({ code: 'PRE11', seed: 's', createdAt: Date.now(), names: ['Ann', null], tokens: ['ta', null] }));
  await today.close();
  // The file as the code before kept it: the same tables, without the column (nor migrations).
  const file = new Database(path.join(dir, 'castle.sqlite'));
  file.exec(`ALTER TABLE games DROP COLUMN open; DROP TABLE schema_migrations; ${BEFORE_SHUFFLE_COLUMNS} ${BEFORE_RATINGS} ${BEFORE_RATED_GAMES}`);
  file.close();
  const store = new SqliteStore(dir);
  try {
    expect(await store.load('PRE11')).toMatchObject({ open: false, seats: [{ name: 'Ann', token: 'ta' }, { name: null }] });
    expect(await store.reopen('PRE11', 0)).toBe('open');
    await store.create({ ...castleRecord({ code: 'NEW11', seed: 's', createdAt: Date.now() }), open: true });
    expect((await store.load('NEW11'))!.open).toBe(true);
  } finally {
    await store.close();
  }
});

test('the SQLite log is copied into the database file by a thread of its own, not by a commit', async () => {
  const dir = tempDir();
  const store = new SqliteStore(dir);
  const file = path.join(dir, 'castle.sqlite');
  try {
    await store.create(castleRecord({ code: 'LOG22', options: { falcon: false, variants: {} }, seed: 's', createdAt: 1 }));
    const empty = fs.statSync(file).size;
    // A few hundred pages of log: far from where a commit would checkpoint it (LOG_BOUND_PAGES).
    for (let n = 0; n < 100; n++) await store.append('LOG22', n, place(n % 76));
    await waitFor(() => fs.statSync(file).size > empty, 5000, 'the moves copied into the database file');
    expect((await store.load('LOG22'))!.actions).toHaveLength(100);
  } finally {
    await store.close();
  }
  // Closed, the thread is gone and the file holds every move.
  const again = new SqliteStore(dir);
  expect((await again.load('LOG22'))!.actions).toHaveLength(100);
  await again.close();
});

test('a move whose store answer is lost is tried again by the session, and the game goes on', async () => {
  const store = new SqliteStore(tempDir());
  let lose = 1;
  const append = store.append.bind(store);
  store.append = async (code, n, action) => {
    await append(code, n, action);
    if (lose-- > 0) throw new Error('Connection is closed.'); // stored, but the reply never came
  };
  try {
    const session = (await GameSession.create(store, 'LOST1', 'castle', { falcon: false, variants: {} }))!;
    await session.takeSeat(0, 'Ann');
    await session.takeSeat(1, 'Bob');
    for (let i = 0; i < 3; i++) {
      const r = await session.play([session.turnOffer()!.actions[0] as Action]);
      expect(r.ok).toBe(true);
    }
    expect(lose).toBeLessThan(0);
    expect(session.moves).toBe(3);
    expect((await store.load('LOST1'))!.actions).toHaveLength(3);
  } finally {
    await store.close();
  }
});

