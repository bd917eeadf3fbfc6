/** @type {import('jest').Config} */
module.exports = {
  displayName: 'client',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
    // intl-messageformat and its parser ship as ES modules only: compiled for jest's CommonJS.
    '^.+\\.js$': ['ts-jest', { tsconfig: { allowJs: true, isolatedModules: true }, diagnostics: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/english.ts'],
};
