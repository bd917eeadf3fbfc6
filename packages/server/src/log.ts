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

/** Colyseus' own messages as JSON lines too; its debug chatter (health checks of other processes) is left out. */
export const colyseusLogger = {
  debug: () => undefined,
  info: (...args: unknown[]) => write('info', args.map(String).join(' '), { from: 'colyseus' }),
  warn: (...args: unknown[]) => write('warn', args.map(String).join(' '), { from: 'colyseus' }),
  error: (...args: unknown[]) => write('error', args.map(String).join(' '), { from: 'colyseus' }),
};
