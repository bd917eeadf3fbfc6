// One jest run for every package: `npm test` at the root. The second reporter prints one line per
// program (redis-server, nginx, chromium) that tests were skipped for: see packages/test-kit/src/needs.ts.
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/packages/*/jest.config.js'],
  reporters: ['default', '<rootDir>/packages/test-kit/needs-reporter.cjs'],
  // One worker a core, not jest's default of one fewer: most files wait on server processes, a
  // database and timers rather than compute, and on two cores the default ran every file in one
  // process (ten of the slowest server files: 154 s in one, 85 s in two).
  maxWorkers: '100%',
};
