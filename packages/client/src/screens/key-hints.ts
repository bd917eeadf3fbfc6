// Keyboard hints ("(Enter)", "(R)", "arrow keys too") are for a keyboard: a touch screen with no
// mouse (a phone, a tablet) shows none. A laptop with a touch screen has a fine pointer and keys.
const page = globalThis as { matchMedia?: (query: string) => { matches: boolean } };

/** Whether the page has keys to hint at: false on a touch screen with no mouse. */
export function hasKeys(): boolean {
  return !page.matchMedia?.('(hover: none) and (pointer: coarse)').matches;
}

/** `label` and its key, as "Place here (Enter)"; the label alone on a touch screen. */
export function withKey(label: string, key: string): string {
  return hasKeys() ? `${label} (${key})` : label;
}
