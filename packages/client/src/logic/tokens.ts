// Seat tokens kept in the browser, one per game code, so a reload or a later visit retakes the seat.
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const key = (code: string) => `castle.seat.${code}`;

export function savedToken(store: KeyValue, code: string): string | null {
  try { return store.getItem(key(code)); } catch { return null; }
}

export function saveToken(store: KeyValue, code: string, token: string): void {
  try { store.setItem(key(code), token); } catch { /* private mode: the seat lasts this page only */ }
}

/** The name the player gave last time, to prefill the next form. */
export function savedName(store: KeyValue): string {
  try { return store.getItem('castle.name') ?? ''; } catch { return ''; }
}

export function saveName(store: KeyValue, name: string): void {
  try { store.setItem('castle.name', name.trim()); } catch { /* private mode */ }
}
