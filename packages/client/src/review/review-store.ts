// A review kept in this browser (localStorage), so that reopening a reviewed game shows it at once:
// keyed by the review's version and a SHA-256 of the record's game, options, seed and moves (a
// record opened from disk and the same game fetched share it; a changed move is another game). A
// review stopped part way is kept too, and goes on from there.
import { REVIEW_VERSION } from '@castle/bot';
import type { ReviewedGame, ReviewedTurn } from '@castle/bot';
import type { ReviewPlace } from './review-messages';

export interface KeptReview {
  scores: number[][];
  points: ReviewPlace[];
  /** The turns reviewed so far, in the order of `points`. */
  turns: ReviewedTurn[];
}

const PREFIX = `castle.review.${REVIEW_VERSION}.`;
/** Reviews kept at most: the oldest goes first. */
const MOST = 30;

/** The key of a game's review. */
export async function reviewKey(g: ReviewedGame): Promise<string> {
  const text = JSON.stringify([g.game, g.options, g.seed, g.seats, g.actions]);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return PREFIX + Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function keptReview(key: string): KeptReview | null {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as (KeptReview & { at: number }) | null;
    return kept && Array.isArray(kept.turns) && Array.isArray(kept.points) && Array.isArray(kept.scores) ? kept : null;
  } catch {
    return null; // none kept, unreadable, or storage closed to the page
  }
}

/** A new review is to be kept: the oldest others go, so that at most MOST are. */
function makeRoom(key: string): void {
  const others = Object.keys(localStorage).filter((k) => k.startsWith('castle.review.') && k !== key);
  const byAge = others.map((k) => ({ k, at: (keptReview(k) as { at?: number } | null)?.at ?? 0 })).sort((a, b) => a.at - b.at);
  for (const { k } of byAge.slice(0, Math.max(0, byAge.length + 1 - MOST))) localStorage.removeItem(k);
}

/** Keep `review` (the oldest kept ones make room); one that cannot be kept is still shown. */
export function keepReview(key: string, review: KeptReview): void {
  try {
    if (localStorage.getItem(key) === null) makeRoom(key);
    localStorage.setItem(key, JSON.stringify({ ...review, at: Date.now() }));
  } catch { /* storage full or closed to the page: the review is shown, not kept */ }
}
