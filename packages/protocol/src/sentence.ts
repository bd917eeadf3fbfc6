// A refusal's words as a sentence of their own. Refusals (the server's, the rules', the chat's and
// the name check's) are written as clauses, so that a page can also put one after its own words
// ("That name cannot be used: a name is at most 24 characters."); where a page shows one alone, it
// shows it through this: a capital first, a full stop last.

/** `text` as a sentence on its own: "the game is over" → "The game is over." */
export function asSentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?…]$/.test(t) ? '' : '.'}`;
}
