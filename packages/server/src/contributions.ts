// The shuffle nobody arranges alone, on the server (issue 43; the derivation is @castle/game's
// shuffle.ts): each seat's contribution as a join sends it or as the server draws it, the seed a
// stored game replays from, and what its record reveals at the end.
import { RecordShuffle, commitmentOf, newContribution, seedOf } from '@castle/game';
import type { Contribution, GameRecord } from './store/store';

/** A contribution as a page makes one (newContribution): 32 random bytes as lowercase hex. */
export const CONTRIBUTION_PATTERN = /^[0-9a-f]{64}$/;

/** The seat's contribution: the one its player's client sent, else one the server draws (the
 *  computer's seats, API users and pages from before contributions), marked so in the record. */
export function contributionOf(sent: string | null): Contribution {
  return sent ? { value: sent, serverDrew: false } : { value: newContribution(), serverDrew: true };
}

/** The seed the rules state of a live game is made from until every seat has contributed: public,
 *  the same for every game, so that nothing of the real order exists before it is decided. No move
 *  is taken then, and the room shows no tile drawn (game-room.ts sync). */
export const WAITING_SEED = 'no seed yet: waiting for every contribution';

/** The contributions a game has, in seat order (seats without one left out), and which the server drew. */
function given(g: Pick<GameRecord, 'seats'>): { contributions: string[]; serverDrew: number[] } {
  const taken = g.seats.filter((s) => s.contribution);
  return { contributions: taken.map((s) => s.contribution!), serverDrew: taken.flatMap((s, i) => (s.serverDrew ? [i] : [])) };
}

/**
 * The seed a stored game replays from: its own once every seat has contributed (and in games
 * created before commitments); for a game that ended before then, the seed of the contributions
 * it had. Nothing was drawn from that one (no move is taken before every seat contributed), but its
 * record then still checks: commitment, secret and contributions.
 */
export function recordSeed(g: Pick<GameRecord, 'seed' | 'secret' | 'seats'>): string {
  return g.seed || (g.secret ? seedOf(g.secret, given(g).contributions) : WAITING_SEED);
}

/** What a finished game's record reveals of its shuffle; null for games created before commitments. */
export function revealedShuffle(g: Pick<GameRecord, 'secret' | 'seats'>): RecordShuffle | null {
  if (!g.secret) return null;
  const { contributions, serverDrew } = given(g);
  return { commitment: commitmentOf(g.secret), contributions, secret: g.secret, ...(serverDrew.length ? { serverDrew } : {}) };
}
