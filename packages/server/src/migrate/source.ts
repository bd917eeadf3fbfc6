// Where `npm run migrate-store` copies games from, named by a URL: an old Redis game store
// (redis://…) or an embedded SQLite store's folder (sqlite:/path/to/data).
import type { RatingSource } from '../store/ratings';
import type { GameStore, StoreCopy } from '../store/store';

/** What a copy reads of a store: its codes in pages, each game whole with its chat, and its ratings'
 *  tables where it has them (a Redis store predates ratings). */
export type GameSource = Pick<StoreCopy, 'codes'> & Pick<GameStore, 'load' | 'chat' | 'close'> & { ratings?: RatingSource };

/** A setting the copy cannot go on with, in a sentence for the operator. */
export class CopySettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopySettingError';
  }
}

/** The URL parsed, or a sentence saying what is wrong with it. */
export function parseStoreUrl(option: string, value: string | undefined, kinds: string[]): URL {
  if (!value) throw new CopySettingError(`${option} is missing: give the store's URL (${kinds.join(' or ')})`);
  let url: URL;
  try { url = new URL(value); } catch { throw new CopySettingError(`${option} ${JSON.stringify(value)} is not a URL (${kinds.join(' or ')})`); }
  if (!kinds.some((k) => url.protocol === k.slice(0, k.indexOf(':') + 1))) {
    throw new CopySettingError(`${option} must be one of ${kinds.join(', ')}; ${url.protocol} is not a store it knows`);
  }
  return url;
}

/** The URL without its password, to name it in messages. */
export function shown(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}
