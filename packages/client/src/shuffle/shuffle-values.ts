// What a record's shuffle was checked with, for the player to see and compare: the commitment, each
// seat's contribution (and which of them the server drew for the computer), the revealed secret and
// the seed. Read from the record as it is, changed or not: a mismatch shows the values that differ.
// And a live game's commitment, read from its synced state.
import { seatWho } from '../logic/common-words';

export interface ShuffleValues {
  commitment: string;
  secret: string;
  seed: string;
  contributions: { name: string; value: string; drawn: boolean }[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The seats whose contribution the server drew (the computer's, or a client's that sent none), as
 *  the record lists them in `shuffle.serverDrew`: none when it lists none. */
export function drawnByServer(record: Record<string, unknown>): Set<number> {
  const listed = isObject(record.shuffle) ? record.shuffle.serverDrew : undefined;
  return new Set(Array.isArray(listed) ? listed.filter((s): s is number => Number.isInteger(s)) : []);
}

/** The values of `record`'s shuffle; null for a record without one. */
export function shuffleValues(record: unknown): ShuffleValues | null {
  if (!isObject(record) || !isObject(record.shuffle)) return null;
  const s = record.shuffle, seats = Array.isArray(record.seats) ? record.seats : [];
  const drawn = drawnByServer(record);
  // Named as the replay's log names them: the computer's seats in the language shown.
  const names = seats.map((seat: unknown) => (isObject(seat) ? text(seat.name) : ''));
  const contributions = (Array.isArray(s.contributions) ? s.contributions : []).map((value: unknown, i) => ({ name: seatWho(names, i), value: text(value), drawn: drawn.has(i) }));
  return { commitment: text(s.commitment), secret: text(s.secret), seed: text(record.seed), contributions };
}

/** The commitment in a live game's synced state `s` (the server's field), '' without one. */
export function syncedCommitment(s: object): string {
  const c = (s as { commitment?: unknown }).commitment;
  return typeof c === 'string' ? c : '';
}
