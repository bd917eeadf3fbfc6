/** @type {import('jest').Config} */
module.exports = {
  displayName: 'bench',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testTimeout: 60000,
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }] },
};
