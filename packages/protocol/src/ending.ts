// How a game ended, as the store keeps it with the result and every page shows it. The rules end a
// game by score; the table may end it sooner (a resignation, a claimed win, an abort, a first move
// that never came, and with clocks a flag; or nobody left to play it). A game nobody played for
// EXPIRE_DAYS is closed for good ('expired'): its record ends so. Kinds are data, so later ones
// fit without a new shape.

export const END_KINDS = ['score', 'resigned', 'claimed', 'aborted', 'notStarted', 'time', 'abandoned', 'expired'] as const;
export type EndKind = (typeof END_KINDS)[number];

/**
 * The end of a game: its kind; the seat concerned (who resigned, who was claimed against while away,
 * who aborted, whose first move never came, whose time ran out, the last person at a table left to
 * the computer; null for a score); the winners (none for an abort, a game not started, abandoned or
 * closed for good);
 * each seat's score when it ended.
 */
export interface GameEnding {
  end: EndKind;
  seat: number | null;
  winners: number[];
  scores: number[];
}

/** Ends that leave no result: nobody won or lost. */
export const NO_RESULT_ENDS: readonly EndKind[] = ['aborted', 'notStarted', 'abandoned', 'expired'];

/** The result a page shows (synced `result`, the replay's `result`): the ending, and for an end by
 *  score the game's own result view besides (its final scoring's lines...). */
export type ShownResult<V = unknown> = GameEnding & Partial<V>;

/** Is this stored or shown value an ending of the table's (anything but a score)? Results stored
 *  before endings were kept have no `end`: they are ends by score. */
export function tableEnd(value: unknown): GameEnding | null {
  const v = value as Partial<GameEnding> | null;
  if (!v || typeof v !== 'object' || typeof v.end !== 'string' || v.end === 'score' || !END_KINDS.includes(v.end)) return null;
  return { end: v.end, seat: typeof v.seat === 'number' ? v.seat : null, winners: Array.isArray(v.winners) ? v.winners : [], scores: Array.isArray(v.scores) ? v.scores : [] };
}
