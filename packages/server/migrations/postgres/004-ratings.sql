-- Ratings without accounts (issue 44, docs/ratings.md, docs/identity.md): a player is an identity, its
-- id derived from its public key; the server keeps the key, a name and a rating per pool. A rated game's
-- changes are kept with the game, a row per seat, so that its record can show them.
CREATE TABLE players (
  id text PRIMARY KEY,
  -- The identity's public key as the page sent it (text): a later seat is checked against it.
  public_key text NOT NULL,
  name text NOT NULL,
  created_at bigint NOT NULL
);

-- A player's rating in one pool (docs/ratings.md, "Pools"), as the rating module computes it, and the
-- rated games behind it.
CREATE TABLE ratings (
  player text NOT NULL REFERENCES players ON DELETE CASCADE,
  pool text NOT NULL,
  rating double precision NOT NULL,
  deviation double precision NOT NULL,
  volatility double precision NOT NULL,
  rated_at bigint NOT NULL,
  games integer NOT NULL,
  wins integer NOT NULL,
  losses integer NOT NULL,
  draws integer NOT NULL,
  PRIMARY KEY (player, pool)
);
-- The leaderboard: a pool's ratings best first, the deviation beside each so that those above the
-- caller's threshold are passed over in the index.
CREATE INDEX ratings_leaderboard ON ratings (pool, rating DESC, deviation);

-- A seat of a rated game: who sat there, the score (1, ½, 0), the rating before and after and the change.
-- A game is rated once: its rows go in together or not at all.
CREATE TABLE rated_games (
  code text NOT NULL REFERENCES games ON DELETE CASCADE,
  seat integer NOT NULL,
  player text NOT NULL REFERENCES players,
  pool text NOT NULL,
  score real NOT NULL,
  rating_before double precision NOT NULL,
  deviation_before double precision NOT NULL,
  volatility_before double precision NOT NULL,
  rating_after double precision NOT NULL,
  deviation_after double precision NOT NULL,
  volatility_after double precision NOT NULL,
  change double precision NOT NULL,
  finished_at bigint NOT NULL,
  PRIMARY KEY (code, seat)
);
-- A player's rated games, newest first; and the games of one pair since a time (the daily cap): one
-- player's by date, the other's seat in each found by the game's code.
CREATE INDEX rated_games_player ON rated_games (player, finished_at DESC);
