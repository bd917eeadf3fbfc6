// `npm run check:imports` (npm test runs it after the build, before jest): the import rules of the
// packages, checked by dependency-cruiser over every package's files (dist and node_modules are not
// read). An import of a workspace package resolves to its build (packages/<dir>/dist), where
// dependency-cruiser tells type-only imports apart; unbuilt, it is the bare name @castle/<dir>, which
// the patterns below take too, and an error of its own (workspace-built).
/** Where a package's files are, by its folder under packages/ (its name is @castle/<folder>). */
const pkg = (dirs) => `^(packages/(${dirs})/|@castle/(${dirs})(/|$))`;

/** The packages that hold a game's rules (the Castle's, Carcassonne's): they import nothing at run
 *  time. Add any other here. */
const RULES_PACKAGES = ['rules', 'carcassonne'].join('|');
/** The game interface package, which rules packages may import types from (types only). */
const GAME_INTERFACE = pkg('game');
/** Code that tests or measures the product: never part of it. */
const TOOLS = [pkg('bench|test-kit'), '^packages/[^/]+/(test|e2e|scripts)/'];

/** The page's files that list the games and say what a game brings: the only ones of games/ that
 *  shared client code imports. */
const CLIENT_GAMES_SEAM = ['registry', 'catalogue', 'game-page', 'game-about'].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle (type-only imports count): modules that cannot be understood or loaded one without the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'workspace-built',
      severity: 'error',
      comment: 'A workspace package that does not resolve is not built yet (npm run build first) or has no main: what it imports, and whether only types, cannot be seen.',
      from: {},
      to: { path: '^@castle/', couldNotResolve: true },
    },
    {
      name: 'rules-import-nothing',
      severity: 'error',
      comment: 'A rules package imports only its own files (and types from the game interface): no Node, no Colyseus, no Pixi, no other package.',
      from: { path: `^packages/(${RULES_PACKAGES})/src/` },
      to: { pathNot: ['^packages/$1/src/', GAME_INTERFACE] },
    },
    {
      name: 'rules-game-types-only',
      severity: 'error',
      comment: 'A rules package takes only types from the game interface: nothing of it at run time.',
      from: { path: `^packages/(${RULES_PACKAGES})/src/` },
      to: { path: GAME_INTERFACE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-import-nothing',
      severity: 'error',
      comment: 'The game interface and the protocol, shared by server and page, import nothing but their own files and the interface\'s types (the protocol\'s decodes also a rules package\'s types: the view they decode into). The game interface also takes @noble/hashes, the shuffle\'s SHA-256 and HMAC, written for browsers too; npm packages are not seen here (node_modules is excluded), so that one is kept by review.',
      from: { path: '^packages/(game|protocol)/src/' },
      to: { pathNot: ['^packages/$1/src/', GAME_INTERFACE, pkg(RULES_PACKAGES)] },
    },
    {
      name: 'protocol-rules-types-only',
      severity: 'error',
      comment: 'The protocol takes only types from a rules package (the public view a decode makes): nothing of it at run time.',
      from: { path: '^packages/protocol/src/' },
      to: { path: pkg(RULES_PACKAGES), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'protocol-game-types-only',
      severity: 'error',
      comment: 'The protocol takes only types from the game interface.',
      from: { path: '^packages/protocol/src/' },
      to: { path: GAME_INTERFACE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The browser client does not import the game server (its tests may check the server\'s codecs against it).',
      from: { path: '^packages/client/src/' },
      to: { path: pkg('server') },
    },
    {
      name: 'client-shared-not-games',
      severity: 'error',
      comment: 'The page\'s shared code reaches a game\'s page parts only through the registry (games/registry.ts, its words through games/catalogue.ts, and the interfaces they list): a shared screen that imports a game\'s folder names that game.',
      from: { path: '^packages/client/src/', pathNot: '^packages/client/src/games/' },
      to: { path: '^packages/client/src/games/', pathNot: `^packages/client/src/games/(${CLIENT_GAMES_SEAM})\\.ts$` },
    },
    {
      name: 'client-game-not-other-game',
      severity: 'error',
      comment: 'One game\'s page folder imports nothing of another\'s: what two games share is shared code.',
      from: { path: '^packages/client/src/games/([^/]+)/' },
      to: { path: '^packages/client/src/games/[^/]+/', pathNot: '^packages/client/src/games/$1/' },
    },
    {
      name: 'product-not-tools',
      severity: 'error',
      comment: 'Product code (a package\'s src) imports no test or benchmark code; the tool packages\' own src is theirs.',
      from: { path: '^packages/[^/]+/src/', pathNot: pkg('bench|test-kit') },
      to: { path: TOOLS },
    },
  ],
  options: {
    // Roots are `packages`; a build (dist) is neither a root nor followed, but imports into it
    // are kept, so that the rules above see where a workspace import goes.
    doNotFollow: { path: ['(^|/)node_modules/', '^packages/[^/]+/dist/'] },
    exclude: { path: '(^|/)node_modules/' },
    // Type-only imports are imports too: they make cycles, and the rules' own rule must see them.
    tsPreCompilationDeps: true,
  },
};
