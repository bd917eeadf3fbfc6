// Structured logs: one JSON object a line on stdout, so that any collector can read them.
export type Fields = Record<string, unknown>;

const LEVELS = { info: 0, warn: 1, error: 2, silent: 3 } as const;

function write(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  const min = LEVELS[(process.env.LOG_LEVEL ?? 'info') as keyof typeof LEVELS] ?? 0;
  if (LEVELS[level] < min) return;
  const line = { t: new Date().toISOString(), level, msg, ...fields };
  process.stdout.write(JSON.stringify(line, (_k, v) => (v instanceof Error ? { message: v.message, stack: v.stack } : v)) + '\n');
}

export const log = {
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, fields?: Fields) => write('error', msg, fields),
};

const paced = new Map<string, { at: number; dropped: number }>();

/**
 * A warning any client can cause at will (a flood, a frame that cannot be read): at most one line a
 * second per message for the process, the next line written saying how many were left out
 * (`dropped`), so that 200 bad frames cost a line or two, not 200.
 */
export function pacedWarn(msg: string, fields: Fields = {}, now = Date.now()): void {
  pacedWrite(msg, msg, 'warn', fields, now);
}

/** At most one line a second for `key`, the next one counting those left out. */
function pacedWrite(key: string, msg: string, level: 'info' | 'warn' | 'error', fields: Fields, now = Date.now()): void {
  const p = paced.get(key);
  if (p && now - p.at < 1000) {
    p.dropped++;
    return;
  }
  if (paced.size > 1000) paced.clear(); // keys are few; never a map that grows with what clients send
  paced.set(key, { at: now, dropped: 0 });
  write(level, msg, p?.dropped ? { ...fields, dropped: p.dropped } : fields);
}

/** Colyseus' words without a stack: its errors are mostly what a client did (a frame over the size
 *  limit, a reservation that ran out), which a client can do at will. */
function colyseusWords(args: unknown[]): string {
  const text = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  const at = text.search(/\n\s+at /);
  return (at < 0 ? text : text.slice(0, at)).slice(0, 500);
}

/** Colyseus' own messages as JSON lines too, paced like a client's bad frames (by their first words),
 *  without stacks; its debug chatter (health checks of other processes) is left out. */
export const colyseusLogger = {
  debug: () => undefined,
  info: (...args: unknown[]) => write('info', args.map(String).join(' '), { from: 'colyseus' }),
  warn: (...args: unknown[]) => { const msg = colyseusWords(args); pacedWrite(msg.slice(0, 40), msg, 'warn', { from: 'colyseus' }); },
  error: (...args: unknown[]) => { const msg = colyseusWords(args); pacedWrite(msg.slice(0, 40), msg, 'error', { from: 'colyseus' }); },
};
