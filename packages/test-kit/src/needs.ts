// The programs from outside npm that some tests need (Debian's redis-server, postgresql, nginx and chromium), and
// what a test does when one is missing: without CI it is skipped (one line per program says what to
// install), with CI set it fails. Used by the server's jest tests (packages/server/test/needs.ts), the
// browser tests' runner (packages/client/e2e/all.cjs) and the jest reporter (needs-reporter.cjs, whose
// TAG matches skippedTag). A program is looked up, never run.
import * as fs from 'fs';
import * as path from 'path';

export type Program = 'redis-server' | 'postgresql' | 'nginx' | 'chromium';

/** The file a program is found by: Debian's postgresql package is found by its pg_ctl. */
const EXECUTABLE: Record<Program, string> = { 'redis-server': 'redis-server', postgresql: 'pg_ctl', nginx: 'nginx', chromium: 'chromium' };

/** Debian keeps PostgreSQL's programs in /usr/lib/postgresql/<major>/bin, off PATH: the newest first. */
function postgresBins(): string[] {
  const root = '/usr/lib/postgresql';
  try {
    return fs.readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)).map((v) => path.join(root, v, 'bin'));
  } catch {
    return [];
  }
}

/** Folders searched after PATH: Debian's nginx is in /usr/sbin, which a user's PATH often lacks. */
const BESIDE_PATH: Record<Program, string[]> = { 'redis-server': [], postgresql: postgresBins(), nginx: ['/usr/sbin'], chromium: [] };

/** Whether CI is set: any value but empty, "false" and "0". */
export function ciIsSet(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI ?? '';
  return ci !== '' && ci !== 'false' && ci !== '0';
}

function isExecutable(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where the program is: on PATH, or beside it (nginx); for chromium, `CHROMIUM` when that is set. */
export function findProgram(program: Program, env: NodeJS.ProcessEnv = process.env, beside = BESIDE_PATH[program]): string | null {
  if (program === 'chromium' && env.CHROMIUM) return isExecutable(env.CHROMIUM) ? env.CHROMIUM : null;
  const dirs = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...beside];
  return dirs.map((dir) => path.join(dir, EXECUTABLE[program])).find(isExecutable) ?? null;
}

/** Run the tests that need the program, skip them (missing, no CI), or fail them (missing, CI set). */
export function decide(program: Program, env: NodeJS.ProcessEnv = process.env, beside = BESIDE_PATH[program]): 'run' | 'skip' | 'fail' {
  if (findProgram(program, env, beside)) return 'run';
  return ciIsSet(env) ? 'fail' : 'skip';
}

/** What a skipped block's title ends with; needs-reporter.cjs counts the tests under it. */
export const skippedTag = (program: Program): string => `[skipped: needs ${program}]`;

export const installHint = (program: Program): string => `apt-get install ${program}`;

/** Why a test that needs the program fails when CI is set. */
export const missingInCi = (program: Program): string =>
  `${program} is not installed (${installHint(program)}); with CI set, the tests that need it fail instead of being skipped`;
