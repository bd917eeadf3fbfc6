// The V8 flags of a server process are written three times, where each must be literal: the test
// kit's spawnServer (SERVER_NODE_ARGS), `npm start` and the Docker image's CMD. They stay the same.
import * as fs from 'fs';
import * as path from 'path';
import { SERVER_NODE_ARGS } from '../src/local-server';

const ROOT = path.resolve(__dirname, '../../..');

test('npm start runs the server with the flags spawnServer uses', () => {
  const start: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/server/package.json'), 'utf8')).scripts.start;
  expect(start).toBe(['node', ...SERVER_NODE_ARGS, 'dist/index.js'].join(' '));
});

test('the Docker image runs the server with the flags spawnServer uses', () => {
  const cmd = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').split('\n').find((l) => l.startsWith('CMD '));
  expect(JSON.parse(cmd!.slice(4))).toEqual(['node', ...SERVER_NODE_ARGS, 'packages/server/dist/index.js']);
});
