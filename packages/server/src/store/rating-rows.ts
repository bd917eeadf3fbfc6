// The rows both stores' rating queries answer (the same column names in each), read into the types of
// ratings.ts: a rating only through the rating module's storedRating.
import { Score, storedRating } from '../rating';
import type { Leader, PlayerGame, PoolStanding } from './ratings';

export interface StandingRow { pool: string; rating: number; deviation: number; volatility: number; rated_at: number; games: number; wins: number; losses: number; draws: number }
export interface LeaderRow { id: string; name: string; rating: number; deviation: number; volatility: number; games: number; wins: number; losses: number; draws: number }
export interface GameRow {
  code: string; pool: string; seat: number; score: number; finished_at: number; change: number;
  rating_before: number; deviation_before: number; volatility_before: number; rating_after: number; deviation_after: number; volatility_after: number;
  /** [{ id, name }…]: JSON text from SQLite, already read from PostgreSQL. */
  opponents: string | { id: string; name: string }[];
}

const counts = (r: { games: number; wins: number; losses: number; draws: number }) => ({ games: r.games, wins: r.wins, losses: r.losses, draws: r.draws });

export const standing = (r: StandingRow): PoolStanding => ({ pool: r.pool, rating: storedRating(r), ratedAt: r.rated_at, ...counts(r) });

export const leader = (r: LeaderRow): Leader => ({ id: r.id, name: r.name, rating: storedRating(r), ...counts(r) });

export const playerGame = (r: GameRow): PlayerGame => ({
  code: r.code, pool: r.pool, seat: r.seat, score: r.score as Score, finishedAt: r.finished_at,
  change: {
    before: storedRating({ rating: r.rating_before, deviation: r.deviation_before, volatility: r.volatility_before }),
    after: storedRating({ rating: r.rating_after, deviation: r.deviation_after, volatility: r.volatility_after }),
    change: r.change,
  },
  opponents: typeof r.opponents === 'string' ? JSON.parse(r.opponents) as PlayerGame['opponents'] : r.opponents,
});
