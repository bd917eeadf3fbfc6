-- The indexes behind the queries of docs/store.md (a game by code is the primary key's).
-- The games of one player: their seats by token.
CREATE INDEX seats_token ON seats (token);
-- Finished games by date.
CREATE INDEX games_finished ON games (finished_at);
-- Unfinished games: reopened at start in order of creation, swept when nobody touched them.
CREATE INDEX games_unfinished_created ON games (created_at) WHERE finished_at IS NULL AND abandoned_at IS NULL;
CREATE INDEX games_unfinished_touched ON games (touched_at) WHERE finished_at IS NULL AND abandoned_at IS NULL;
-- The open games the lobby lists: open to anyone and still played.
CREATE INDEX games_open ON games (created_at) WHERE open AND finished_at IS NULL AND abandoned_at IS NULL;
