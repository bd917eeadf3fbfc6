// Structured logs: one JSON object a line on stdout, so that any collector can read them.
export type Fields = Record<string, unknown>;

function write(level: 'info' | 'warn' | 'error', msg: string, fields: Fields = {}): void {
  if (process.env.LOG_LEVEL === 'silent') return;
  const line = { t: new Date().toISOString(), level, msg, ...fields };
  process.stdout.write(JSON.stringify(line, (_k, v) => (v instanceof Error ? { message: v.message, stack: v.stack } : v)) + '\n');
}

export const log = {
  info: (msg: string, fields?: Fields) => write('info', msg, fields),
  warn: (msg: string, fields?: Fields) => write('warn', msg, fields),
  error: (msg: string, fields?: Fields) => write('error', msg, fields),
};
