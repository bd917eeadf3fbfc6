// GET /api/leaderboard/<pool> and GET /api/players/<id> (docs/api.md "Ratings"): a pool's established
// players best first, and a player's name, ratings, results and recent rated games with the codes of
// their replays. Only what the store keeps of players: never a key, never a token.
import { RequestHandler, Router, type Response } from 'express';
import {
  IDENTITY_ID_PATTERN, LEADERBOARD_SIZE, LeaderboardAnswer, PlayerAnswer, PoolRating, RECENT_GAMES, REFUSAL, RatedGameLine, Said,
} from '@castle/protocol';
import { log } from './log';
import { ESTABLISHED_DEVIATION, ratingPools } from './rating';
import type { Leader, PlayerGame, PoolStanding, RatingStore } from './store/ratings';

const refuse = (res: Response, status: number, code: string, message: string, params: Said['params']) =>
  void res.status(status).json({ code, params, message } satisfies Said);

const poolRating = (s: Omit<PoolStanding, 'ratedAt'> | Leader & { pool: string }): PoolRating => ({
  pool: s.pool, rating: s.rating.rating, deviation: s.rating.deviation, provisional: s.rating.deviation >= ESTABLISHED_DEVIATION, games: s.games, wins: s.wins, losses: s.losses, draws: s.draws,
});

/** A handler whose store call failed answers 503 STORE_FAILED (express 4 leaves a rejected handler unanswered). */
const answering = (handler: RequestHandler): RequestHandler => (req, res, next) =>
  void Promise.resolve(handler(req, res, next)).catch((err: unknown) => {
    log.error('ratings lookup failed', { path: req.path, err });
    refuse(res, 503, REFUSAL.STORE_FAILED, 'the store did not answer: try again', {});
  });

const RESULT = { 1: 'win', 0: 'loss', 0.5: 'draw' } as const;

const gameLine = (g: PlayerGame): RatedGameLine => ({
  code: g.code, pool: g.pool, seat: g.seat, result: RESULT[g.score], rating: g.change.after.rating, change: g.change.change, finishedAt: g.finishedAt, opponents: g.opponents,
});

const sum = (xs: PoolStanding[], key: 'wins' | 'losses' | 'draws') => xs.reduce((n, x) => n + x[key], 0);

export function ratingApi(ratings: RatingStore): Router {
  const api = Router();
  api.get('/leaderboard/:pool', answering(async (req, res) => {
    const pool = String(req.params.pool);
    if (!ratingPools().includes(pool)) return refuse(res, 404, REFUSAL.NOT_FOUND, `no leaderboard ${pool.slice(0, 40)}: the pools are ${ratingPools().join(', ')}`, { reason: 'pool', pool: pool.slice(0, 40) });
    const leaders = await ratings.leaderboard(pool, ESTABLISHED_DEVIATION, LEADERBOARD_SIZE);
    const answer: LeaderboardAnswer = {
      pool, maxDeviation: ESTABLISHED_DEVIATION,
      players: leaders.map((l, i) => ({ rank: i + 1, id: l.id, name: l.name, ...poolRating({ ...l, pool }) })),
    };
    res.json(answer);
  }));
  api.get('/players/:id', answering(async (req, res) => {
    const id = String(req.params.id);
    if (!IDENTITY_ID_PATTERN.test(id)) return refuse(res, 400, REFUSAL.BAD_PLAYER_ID, 'a player\'s id is 27 letters, digits, - and _ (docs/identity.md)', {});
    const player = await ratings.player(id);
    if (!player) return refuse(res, 404, REFUSAL.NOT_FOUND, `no player ${id}`, { reason: 'player', id });
    const answer: PlayerAnswer = {
      id, name: player.name, createdAt: player.createdAt, ratings: player.ratings.map(poolRating),
      wins: sum(player.ratings, 'wins'), losses: sum(player.ratings, 'losses'), draws: sum(player.ratings, 'draws'),
      recent: (await ratings.recentGames(id, RECENT_GAMES)).map(gameLine),
    };
    res.json(answer);
  }));
  return api;
}
