// What a review kept in a browser depends on, in a file that imports nothing: the page reads it
// without loading the computer's search, which only the review's worker loads.

/** Raised whenever the same record could be reviewed differently: a review kept under another
 *  version is made again. */
export const REVIEW_VERSION = 1;

/** The level whose budget the review searches at: the computer's default. */
export const REVIEW_LEVEL = 'normal';
