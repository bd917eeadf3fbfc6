-- A game is its row in games, a row per taken seat, a row per accepted action and per chat line.
-- Times are milliseconds since 1970 (bigint), as the store interface gives them; JSON is jsonb.
CREATE TABLE games (
  code text PRIMARY KEY,
  game text NOT NULL,
  rules integer NOT NULL,
  options jsonb NOT NULL,
  seed text NOT NULL,
  created_at bigint NOT NULL,
  seat_count integer NOT NULL,
  touched_at bigint NOT NULL,
  abandoned_at bigint,
  open boolean NOT NULL DEFAULT false,
  next text,
  clock jsonb,
  colours jsonb,
  result jsonb,
  finished_at bigint
);

-- Only taken seats have a row; a seat without one is free.
CREATE TABLE seats (
  code text NOT NULL REFERENCES games ON DELETE CASCADE,
  seat integer NOT NULL,
  name text,
  token text,
  bot text,
  leaving jsonb,
  PRIMARY KEY (code, seat)
);

-- One row per accepted action: the key makes an append exactly-once.
CREATE TABLE moves (
  code text NOT NULL REFERENCES games ON DELETE CASCADE,
  n integer NOT NULL,
  action jsonb NOT NULL,
  clock jsonb,
  PRIMARY KEY (code, n)
);

CREATE TABLE chat (
  code text NOT NULL REFERENCES games ON DELETE CASCADE,
  n integer NOT NULL,
  line jsonb NOT NULL,
  PRIMARY KEY (code, n)
);

-- The right to open a game, held by one process until expires_at (the database's clock).
CREATE TABLE claims (
  code text PRIMARY KEY,
  holder text NOT NULL,
  expires_at bigint NOT NULL
);

-- One row: the mark the first check left, and when a check last wrote.
CREATE TABLE probe (
  id integer PRIMARY KEY,
  mark text NOT NULL,
  at bigint NOT NULL
);
