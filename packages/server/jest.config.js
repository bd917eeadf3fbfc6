/** @type {import('jest').Config} */
module.exports = {
  displayName: 'server',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testTimeout: 60000,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
    // intl-messageformat and its parser ship as ES modules only: compiled for jest's CommonJS (Node
    // itself requires them as they are).
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
};
