// One jest run for every package: `npm test` at the root.
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/packages/*/jest.config.js'],
};
