// A player's name as strangers see it (seats, invitations, the lobby): the one check the server
// makes and the page makes first, so that a refusal is said before anything is sent.

export const NAME_MAX = 24;

/** Characters that turn the direction of the text after them (U+202A–U+202E, U+2066–U+2069):
 *  a name could make the words around it read otherwise. */
export const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
/** Nothing anyone would see: white space, format characters (zero-width spaces and joiners, the
 *  byte order mark), combining marks alone, and the blank letters of Hangul and Braille. */
export const INVISIBLE = /^[\s\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** The line and paragraph separators (U+2028, U+2029): line breaks that are not control characters. */
export const LINE_BREAK = /[\u2028\u2029]/;

/** Characters that show nothing however many there are: format characters (zero-width spaces, the
 *  byte order mark, direction marks), blank letters, and spaces other than the plain one. The
 *  joiners and tag characters that hold emoji sequences together are marks here, not padding. */
const SHOWS_NOTHING = /[\p{Cf}\p{Z}\s\u115f\u1160\u3164\uffa0\u2800]/u;
/** What rides on the character before it: combining marks (and variation selectors), the zero-width
 *  joiners, the tag characters of flags such as England's. */
const RIDES = /[\p{M}\u200c\u200d\u{e0020}-\u{e007f}]/u;
/** The most characters that show nothing a text may hold (besides plain spaces), and the most marks
 *  one character may carry: a few are real writing (a direction mark, a flag's tags, a letter with
 *  its accents), hundreds are padding. */
export const MAX_INVISIBLE = 8;
export const MAX_MARKS = 8;

/** Why a text cannot be shown: a sub-code (the `reason` of its refusal's params), what else the
 *  sentence needs, and the English words (a clause, as the end of a sentence). */
export interface Problem {
  reason: string;
  params?: Record<string, number>;
  message: string;
}

/** Why `text` is padding rather than writing (its message the end of a sentence); null when it is
 *  not: more than MAX_INVISIBLE characters that show nothing, more of them than visible ones, or more
 *  than MAX_MARKS marks on one character (a letter drowned in accents spills over the lines around it). */
export function paddingProblem(text: string): Problem | null {
  let invisible = 0, visible = 0, marks = 0;
  for (const c of text) {
    if (RIDES.test(c)) {
      if (++marks > MAX_MARKS) return { reason: 'tooManyMarks', params: { max: MAX_MARKS }, message: `may carry at most ${MAX_MARKS} marks on one character` };
      continue;
    }
    marks = 0;
    if (c === ' ') continue;
    if (SHOWS_NOTHING.test(c)) invisible++;
    else visible++;
  }
  if (invisible > MAX_INVISIBLE) {
    return { reason: 'tooManyBlanks', params: { max: MAX_INVISIBLE, count: invisible }, message: `may hold at most ${MAX_INVISIBLE} characters that show nothing (zero-width, blank or unusual spaces); this one has ${invisible}` };
  }
  if (invisible > visible) return { reason: 'mostlyBlank', message: 'must show more than it hides: it has more characters that show nothing than visible ones' };
  return null;
}

/** A name with control characters taken out and white space trimmed ('' for none given). */
export const trimName = (name: string): string => name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();

/** Why a trimmed, non-empty name cannot be shown to others (the BAD_NAME refusal's reason and
 *  params); null when it can. */
export function nameRefusal(name: string): Problem | null {
  if ([...name].length > NAME_MAX) return { reason: 'tooLong', params: { max: NAME_MAX }, message: `a name is at most ${NAME_MAX} characters` };
  if (DIRECTION.test(name)) return { reason: 'direction', message: 'a name may not hold characters that turn the direction of the text' };
  if (INVISIBLE.test(name)) return { reason: 'blank', message: 'a name must show something: letters, digits or signs' };
  if (LINE_BREAK.test(name)) return { reason: 'lineBreak', message: 'a name is one line: no line or paragraph separators' };
  const padding = paddingProblem(name);
  return padding && { ...padding, message: `a name ${padding.message}` };
}

/** nameRefusal's English words, in a sentence; null when the name can be shown. */
export const nameProblem = (name: string): string | null => nameRefusal(name)?.message ?? null;

/** What a seat's name says after its player's once the computer plays it on: the player resigned at
 *  a table of three or more, or was away too long and the seat was handed over. */
export const SEAT_NOTES = { resigned: ' (resigned)', computer: ' (computer)' } as const;

/** The name a seat shows once the computer plays it for its player (SEAT_NOTES says why). */
export const notedName = (name: string, note: keyof typeof SEAT_NOTES): string => `${name}${SEAT_NOTES[note]}`;

/** The player's own name in a seat's name: without the note of a seat the computer took over, so
 *  that the moves the player made before are still told under the name they were made under. */
export function playerOfSeat(name: string): string {
  for (const note of Object.values(SEAT_NOTES)) if (name.endsWith(note) && name.length > note.length) return name.slice(0, -note.length);
  return name;
}
