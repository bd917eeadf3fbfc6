// Keyboard hints ("(Enter)", "(R)", "arrow keys too") are for a keyboard: a touch screen with no
// mouse (a phone, a tablet) shows none. A laptop with a touch screen has a fine pointer and keys.
import { t } from '../i18n/words';

const page = globalThis as { matchMedia?: (query: string) => { matches: boolean } };

/** Whether the page has keys to hint at: false on a touch screen with no mouse. */
export function hasKeys(): boolean {
  return !page.matchMedia?.('(hover: none) and (pointer: coarse)').matches;
}

/** The keys' names as the hints say them. */
export type KeyName = 'R' | 'enter' | 'esc';

/** `label` and its key, as "Place here (Enter)"; the label alone on a touch screen. */
export function withKey(label: string, key: KeyName): string {
  return hasKeys() ? t('keys.withKey', { label, key: key === 'R' ? key : t(key === 'enter' ? 'keys.enter' : 'keys.esc') }) : label;
}
