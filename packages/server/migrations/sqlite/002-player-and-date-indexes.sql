-- The games of one player (their seats by token) and finished games by date, as in the PostgreSQL
-- store (docs/store.md).
CREATE INDEX IF NOT EXISTS seats_token ON seats (token);
CREATE INDEX IF NOT EXISTS games_finished ON games (finished_at) WHERE finished_at IS NOT NULL;
