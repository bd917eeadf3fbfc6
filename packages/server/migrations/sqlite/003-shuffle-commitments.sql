-- The shuffle nobody arranges alone (issue 43): the server's secret for each game, and each seat's
-- contribution, with whether the server drew it (the computer's seats, a client that sent none).
-- Games stored before have neither: their seed is in `seed`, "created before commitments". For the
-- others `seed` is left empty: the seed is derived from these on load (store.ts).
ALTER TABLE games ADD COLUMN secret TEXT;
ALTER TABLE seats ADD COLUMN contribution TEXT;
ALTER TABLE seats ADD COLUMN server_drew INTEGER;
