// Helpers for the tests (the server's, the browser tests in packages/client/e2e, the in-place engines'
// allocation) and the load test (packages/bench); nothing of it is in the product or the Docker image.
export * from './local-server';
export * from './metrics-read';
export * from './needs';
export * from './postgres';
export * from './allocation';
export * from './searcher-conformance';
export * from './count-game';
export * from './stored-record';
export * from './shuffled-record';
