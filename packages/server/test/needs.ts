// A block of tests that need a program from outside npm (redis-server, nginx, chromium; see
// @castle/test-kit's needs.ts): it runs when the program is installed; without it, it is skipped,
// and the kit's needs-reporter.cjs counts its tests into one line for the whole run; with CI set, it fails.
import { Program, decide, missingInCi, skippedTag } from '@castle/test-kit';

/** With several programs, the first that is missing decides. */
export function needs(programs: Program | Program[], env: NodeJS.ProcessEnv = process.env): { describe: (title: string, fn: () => void) => void } {
  const all = Array.isArray(programs) ? programs : [programs];
  const program = all.find((p) => decide(p, env) !== 'run') ?? all[0];
  return {
    describe(title, fn) {
      const decision = decide(program, env);
      if (decision === 'run') describe(title, fn);
      else if (decision === 'skip') describe.skip(`${title} ${skippedTag(program)}`, fn);
      else describe(title, () => test(`needs ${program}`, () => { throw new Error(missingInCi(program)); }));
    },
  };
}
