// What a record's shuffle was checked with, for the player to see and compare: the commitment, each
// seat's contribution (and which of them the server drew for the computer), the revealed secret and
// the seed. Read from the record as it is, changed or not: a mismatch shows the values that differ.
// And a live game's commitment, read from its synced state.
import { t } from '../i18n/words';

export interface ShuffleValues {
  commitment: string;
  secret: string;
  seed: string;
  contributions: { name: string; value: string; drawn: boolean }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The seats whose contribution the server drew: those the computer played from the start (a seat in
 *  `left` was a player's, who made its contribution, before the computer took it on). Where the
 *  record lists them itself (`shuffle.drawn`, seat numbers), that list is taken. */
export function drawnByServer(record: Record<string, unknown>): Set<number> {
  const listed = isObject(record.shuffle) ? record.shuffle.drawn : undefined;
  if (Array.isArray(listed)) return new Set(listed.filter((s): s is number => Number.isInteger(s)));
  const seats = Array.isArray(record.seats) ? record.seats : [];
  const left = new Set((Array.isArray(record.left) ? record.left : []).map((l: unknown) => (isObject(l) ? l.seat : null)));
  return new Set(seats.flatMap((s: unknown, i) => (isObject(s) && typeof s.computer === 'string' && !left.has(i) ? [i] : [])));
}

/** The values of `record`'s shuffle; null for a record without one. */
export function shuffleValues(record: unknown): ShuffleValues | null {
  if (!isObject(record) || !isObject(record.shuffle)) return null;
  const s = record.shuffle, seats = Array.isArray(record.seats) ? record.seats : [];
  const drawn = drawnByServer(record);
  const contributions = (Array.isArray(s.contributions) ? s.contributions : []).map((value: unknown, i) => {
    const seat: unknown = seats[i];
    const name = isObject(seat) && typeof seat.name === 'string' && seat.name ? seat.name : t('common.player', { n: i + 1 });
    return { name, value: text(value), drawn: drawn.has(i) };
  });
  return { commitment: text(s.commitment), secret: text(s.secret), seed: text(record.seed), contributions };
}

/** The commitment in a live game's synced state `s` (the server's field), '' without one. */
export function syncedCommitment(s: object): string {
  const c = (s as { commitment?: unknown }).commitment;
  return typeof c === 'string' ? c : '';
}
