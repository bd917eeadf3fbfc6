-- The SQLite store's tables as they were when migrations began. A file written before then already
-- has them (its missing columns added first: sqlite-migrate.ts), so every statement is IF NOT EXISTS.
CREATE TABLE IF NOT EXISTS games (
  code TEXT PRIMARY KEY,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  name0 TEXT, name1 TEXT, token0 TEXT, token1 TEXT,
  result TEXT,
  finished_at INTEGER,
  touched_at INTEGER,
  abandoned_at INTEGER,
  game TEXT,
  rules INTEGER,
  seat_count INTEGER,
  open INTEGER,
  next TEXT,
  clock TEXT,
  colours TEXT
);
CREATE TABLE IF NOT EXISTS actions (
  code TEXT NOT NULL,
  n INTEGER NOT NULL,
  action TEXT NOT NULL,
  clock TEXT,
  PRIMARY KEY (code, n)
);
CREATE TABLE IF NOT EXISTS seats (
  code TEXT NOT NULL,
  seat INTEGER NOT NULL,
  name TEXT, token TEXT, bot TEXT, left TEXT,
  PRIMARY KEY (code, seat)
);
CREATE INDEX IF NOT EXISTS games_unfinished ON games (finished_at) WHERE finished_at IS NULL;
CREATE TABLE IF NOT EXISTS chat (
  code TEXT NOT NULL,
  n INTEGER NOT NULL,
  line TEXT NOT NULL,
  PRIMARY KEY (code, n)
);
CREATE TABLE IF NOT EXISTS probe (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);
