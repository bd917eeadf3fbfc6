-- Rated games over but not rated (their end's rating failed or never ran): the rating sweep
-- (rating-sweep.ts) finds them oldest first through this index, which holds only those.
CREATE INDEX IF NOT EXISTS games_unrated ON games (finished_at) WHERE rated AND result IS NOT NULL AND ratings IS NULL;
