// The HTTP API's refusals of a server with low limits carry the params their sentence needs: the
// seconds to wait, the largest body. A file of its own: one in-process server a test file (the
// matchmaker is the process's own).
import { inProcessServer } from './harness';

let low: Awaited<ReturnType<typeof inProcessServer>>;
let lowBase: string;
beforeAll(async () => {
  const before = { ...process.env };
  Object.assign(process.env, { LOOKUP_PER_MINUTE: '2', BODY_LIMIT: '1kb' });
  low = await inProcessServer();
  // The limits are read at the start: put back for the test files after this one in the process.
  for (const k of ['LOOKUP_PER_MINUTE', 'BODY_LIMIT']) if (before[k] === undefined) delete process.env[k]; else process.env[k] = before[k];
  lowBase = `http://127.0.0.1:${low.port}`;
});
afterAll(async () => { await low.shutdown(); });

test('a 429 says how many seconds to wait, as its Retry-After does', async () => {
  for (let i = 0; i < 2; i++) await fetch(`${lowBase}/api/games/AAAAA`);
  const over = await fetch(`${lowBase}/api/games/AAAAA`);
  expect([over.status, await over.json()]).toEqual([429, { code: 'TOO_MANY_LOOKUPS', params: { retryAfter: Number(over.headers.get('retry-after')) }, message: expect.any(String) }]);
});

test('a 413 says the largest body taken', async () => {
  const r = await fetch(`${lowBase}/matchmake/create/castle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(4000) }) });
  expect([r.status, await r.json()]).toEqual([413, expect.objectContaining({ code: 'BODY_TOO_LARGE', params: { limit: 1024 }, message: expect.any(String) })]);
});
