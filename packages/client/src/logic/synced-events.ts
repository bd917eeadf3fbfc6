// The recent events as the server keeps them in the synced state: a ring of JSON strings, event n
// (counting from 0) at n % its length (packages/server/src/sync.ts), `eventCount` of them so far.

/** A batch of the log's lines, written when asked for: the log a page opens with is put in words
 *  after the first frame (side-panel.ts). */
export type LogLines = () => readonly string[];

/** The events after the first `seen` that the ring still holds, oldest first, still as JSON text. */
export function newEvents(ring: ArrayLike<string>, count: number, seen: number): string[] {
  const size = ring.length, out: string[] = [];
  for (let n = Math.max(seen, count - size); n < count; n++) out.push(ring[n % size]);
  return out;
}
