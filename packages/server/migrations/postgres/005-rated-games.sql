-- Rated games (issue 44, docs/ratings.md): whether a game is rated, the identity on each of its seats,
-- and once over, its ratings as shown at its end and kept in its record (JSON of GameRatings).
ALTER TABLE games ADD COLUMN rated BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE games ADD COLUMN ratings JSONB;
ALTER TABLE seats ADD COLUMN player TEXT;
