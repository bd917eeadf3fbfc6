// Seat tokens kept in the browser, one per game code, so a reload or a later visit retakes the seat;
// each seat taken is listed among the browser's games (my-games.ts).
import type { KeyValue } from './key-value';
import { rememberGame } from './my-games';

export type { KeyValue };

const key = (code: string) => `castle.seat.${code}`;

export function savedToken(store: KeyValue, code: string): string | null {
  try { return store.getItem(key(code)); } catch { return null; }
}

/** Keep `code`'s seat token; with `seat`, the seat it holds, listed among this browser's games. */
export function saveToken(store: KeyValue, code: string, token: string, seat?: number): void {
  try { store.setItem(key(code), token); } catch { /* private mode: the seat lasts this page only */ }
  if (seat !== undefined) rememberGame(store, code, seat);
}

/** The name the player gave last time, to prefill the next form. */
export function savedName(store: KeyValue): string {
  try { return store.getItem('castle.name') ?? ''; } catch { return ''; }
}

export function saveName(store: KeyValue, name: string): void {
  try { store.setItem('castle.name', name.trim()); } catch { /* private mode */ }
}
