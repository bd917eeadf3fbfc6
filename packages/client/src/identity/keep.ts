// The identity this browser keeps: its file's text in the page's Storage, under one key. Kept
// extractable as JWK rather than as a CryptoKey that never leaves IndexedDB, since it must be
// exported to move to another browser; the trade-off is in docs/identity.md.
import type { KeyValue } from '../logic/key-value';
import { Identity, Opened } from './identity';
import { identityText, readIdentity } from './identity-file';

const KEY = 'castle.identity';

/** Keep `identity` in this browser; false where the browser keeps nothing (private mode, storage full). */
export function keepIdentity(store: KeyValue, identity: Identity): boolean {
  try {
    store.setItem(KEY, identityText(identity));
    return true;
  } catch {
    return false;
  }
}

/** The identity this browser keeps: null when it keeps none, else read as an imported file is (a
 *  damaged one says why). */
export async function keptIdentity(store: KeyValue): Promise<Opened | null> {
  let text: string | null;
  try { text = store.getItem(KEY); } catch { return null; }
  return text === null ? null : readIdentity(text);
}
