// What the ratings' API answers (issue 44; docs/api.md "Ratings"): a pool's leaderboard and a
// player's page. Ratings as the server keeps them, unrounded: pages round them.

/** A player's standing in one pool. */
export interface PoolRating {
  pool: string;
  rating: number;
  /** How unsure the rating is: the leaderboard lists only players below a threshold. */
  deviation: number;
  /** The deviation is at the threshold or above: a provisional rating (lichess writes it "1500?"),
   *  not on the leaderboard yet. */
  provisional: boolean;
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

/** GET /api/leaderboard/<pool>: the pool's players whose deviation is below `maxDeviation`, best first. */
export interface LeaderboardAnswer {
  pool: string;
  maxDeviation: number;
  players: (PoolRating & { rank: number; id: string; name: string })[];
}

/** One of a player's rated games, from that player's seat. */
export interface RatedGameLine {
  code: string;
  pool: string;
  seat: number;
  result: 'win' | 'loss' | 'draw';
  /** The rating after the game, and its change (0 for a game past the same-pair daily cap). */
  rating: number;
  change: number;
  finishedAt: number;
  opponents: { id: string; name: string }[];
}

/** GET /api/players/<id>: a player's name, rating per pool, results and recent rated games. */
export interface PlayerAnswer {
  id: string;
  name: string;
  createdAt: number;
  /** Best rating first. */
  ratings: PoolRating[];
  /** Over every pool. */
  wins: number;
  losses: number;
  draws: number;
  /** Newest first, at most RECENT_GAMES. */
  recent: RatedGameLine[];
}

/** How many of a player's rated games the player's answer lists. */
export const RECENT_GAMES = 20;
/** How many players a leaderboard lists. */
export const LEADERBOARD_SIZE = 100;
