// What a client's "action" message must look like, read into the actions to play (protocol:
// @castle/protocol ActionMessage). Anything else is null, refused as BAD_MESSAGE.

const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

export function parseActionMessage(m: unknown): { moves: number; actions: Record<string, unknown>[] } | null {
  if (!isRecord(m) || !Number.isInteger(m.moves) || !isRecord(m.action) || (m.then !== undefined && !isRecord(m.then))) return null;
  return { moves: m.moves as number, actions: m.then ? [m.action, m.then as Record<string, unknown>] : [m.action] };
}

/**
 * A message of nothing ({}), as pages send abort, resign, claimWin and rematch: a plain object
 * without keys. msgpack also decodes to objects without keys a Date, a RegExp, a Set (msgpackr's
 * extensions): none of them is taken as a decision.
 */
export function isPlainEmpty(m: unknown): boolean {
  return isPlainObject(m) && Reflect.ownKeys(m).length === 0;
}

/** An object as JSON or msgpack's maps make it: not an array, a Date, a RegExp or any other class's. */
export function isPlainObject(m: unknown): m is Record<string, unknown> {
  if (!m || typeof m !== 'object') return false;
  const proto = Object.getPrototypeOf(m);
  return proto === Object.prototype || proto === null;
}
