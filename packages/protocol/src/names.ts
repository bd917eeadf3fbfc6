// A player's name as strangers see it (seats, invitations, the lobby): the one check the server
// makes and the page makes first, so that a refusal is said before anything is sent.

export const NAME_MAX = 24;

/** Characters that turn the direction of the text after them (U+202A–U+202E, U+2066–U+2069):
 *  a name could make the words around it read otherwise. */
export const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/;
/** Nothing anyone would see: white space, format characters (zero-width spaces and joiners, the
 *  byte order mark), combining marks alone, and the blank letters of Hangul and Braille. */
export const INVISIBLE = /^[\s\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** A name with control characters taken out and white space trimmed ('' for none given). */
export const trimName = (name: string): string => name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();

/** Why a trimmed, non-empty name cannot be shown to others, in a sentence; null when it can. */
export function nameProblem(name: string): string | null {
  if ([...name].length > NAME_MAX) return `a name is at most ${NAME_MAX} characters`;
  if (DIRECTION.test(name)) return 'a name may not hold characters that turn the direction of the text';
  if (INVISIBLE.test(name)) return 'a name must show something: letters, digits or signs';
  return null;
}
