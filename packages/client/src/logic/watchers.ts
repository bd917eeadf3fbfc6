// The watchers' list in words: each watcher's name, and a note when it is also the name of a seat
// at this table, so that the watcher is not taken for that player.
import { t } from '../i18n/words';

export interface WatcherLine {
  name: string;
  /** Set when a seat here bears the same name. */
  note: string;
}

export function watcherLines(watchers: readonly string[], seatNames: readonly string[]): WatcherLine[] {
  const seated = new Set(seatNames);
  return watchers.map((name) => ({ name, note: seated.has(name) ? t('watchers.notThePlayer') : '' }));
}

/** The button's label: how many watch. */
export const watchersLabel = (count: number): string => t('watchers.button', { count });
