// One jest run for every package: `npm test` at the root. The second reporter prints one line per
// program (redis-server, nginx, chromium) that tests were skipped for: see packages/test-kit/src/needs.ts.
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/packages/*/jest.config.js'],
  reporters: ['default', '<rootDir>/packages/test-kit/needs-reporter.cjs'],
};
