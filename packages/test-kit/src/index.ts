// Helpers for the server's tests, the browser tests (packages/client/e2e) and the load test
// (packages/bench); nothing of it is in the product or the Docker image.
export * from './local-server';
export * from './metrics-read';
export * from './needs';
