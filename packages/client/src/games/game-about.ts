// What the page says of a game before any of its screens load: its names, its options in words,
// where its help is. Each game fills it in its folder (games/<id>/about.ts); catalogue.ts lists them.
// Plain data and words: logic that runs without a page (links, my games) reads it too. Every word is
// a function, called when shown: the catalogue of the language shown is loaded after this module.

/** One of a game's ratings (docs/ratings.md): its id, as the game's line in the server's registry
 *  lists it (the leaderboard's address), and its name for people. */
export interface RatingPool {
  readonly id: string;
  name(): string;
}

export interface GameAbout {
  /** The game definition's id: its room type, stored with every game. */
  readonly id: string;
  /** Its name short, as a label after a colon: "the Castle", "Carcassonne" ("Quick match: the Castle"). */
  shortName(): string;
  /** Its name with the expansion played: "The Castle with the Falcon". */
  name(options: unknown): string;
  /** The variants chosen, each in a few words. */
  variants(options: unknown): string[];
  /** Every option that changes the game, the expansion included. */
  options(options: unknown): string[];
  /** Its table is of 2 to 5 players, chosen at creation: a game says its size. */
  readonly sized?: true;
  /** The computer does not play it (it has no searcher in @castle/bot): the start page offers only people. */
  readonly peopleOnly?: true;
  /** The options its rules give for nothing chosen (a quick match's). */
  defaults(): unknown;
  /** The start page's choice of it: its full name and a line of what it is. */
  choice(): { title: string; line: string };
  /** Its help page's address (its text is the page part helpText). */
  readonly helpPath: string;
  /** Its help page's title: "The Castle". */
  helpTitle(): string;
  /** Its rating pools, as its server registry line lists them; none for a game never rated. */
  readonly pools?: readonly RatingPool[];
}

/** The options a game's parseOptions gives for nothing chosen (it never refuses nothing). */
export function defaults(parsed: { ok: true; options: unknown } | { ok: false }): unknown {
  if (!parsed.ok) throw new Error('a game refused its own default options');
  return parsed.options;
}
