// What a review kept in a browser depends on. The page takes these alone from @castle/bot (its
// bundler leaves the search out: only the review's worker loads it).

/** Raised whenever the same record could be reviewed differently: a review kept under another
 *  version is made again. */
export const REVIEW_VERSION = 1;

/** The level whose budget the review searches at: the computer's default. */
export const REVIEW_LEVEL = 'normal';
