// A rematch made is a game created: it counts against CREATE_PER_MINUTE for the address that asked
// for it, so that a chain against the computer (abort, rematch, join the rematch) stores no more games
// from one address than its creates allow. Real server process, real client; the games counted in
// the store's own file.
import { ChildProcess } from 'child_process';
import * as path from 'path';
import Database from 'better-sqlite3';
import { REFUSAL } from '@castle/protocol';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, refused, serverProcess, tempDir, waitFor } from './harness';

const CREATES = 5;
let child: ChildProcess;
let url: string;
let dir: string;

beforeAll(async () => {
  const port = await freePort();
  dir = tempDir();
  child = await serverProcess(port, dir, { CREATE_PER_MINUTE: String(CREATES), BOT_PAUSE_MS: '1' });
  url = `ws://127.0.0.1:${port}`;
});
afterAll(async () => { await stopProcess(child); });

/** The games the store holds, as its file says. */
function storedGames(): number {
  const db = new Database(path.join(dir, 'castle.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

test('a rematch chain against the computer from one address stores no more games than CREATE_PER_MINUTE; the rematch past it is refused and stores nothing', async () => {
  let ann = await Player.create(url, { name: 'Ann', opponent: 'computer', level: 'easy' }); // the first create
  let refusedAt: number | null = null;
  for (let i = 1; i <= CREATES + 2 && refusedAt === null; i++) {
    await waitFor(() => ann.seat !== null, 5000, "Ann's seat");
    ann.room.send('abort', {});
    await waitFor(() => ann.state.over, 5000, 'the abort');
    const errors = ann.errors.length;
    ann.room.send('rematch', {});
    await waitFor(() => ann.rematch !== null || ann.errors.length > errors, 5000, 'the rematch or its refusal');
    if (!ann.rematch) {
      refusedAt = i;
      expect(ann.errors.at(-1)).toMatchObject({ code: REFUSAL.TOO_MANY_CREATES, message: expect.stringMatching(/too many games created from this address: try again in \d+ s/) });
      break;
    }
    const next = ann.rematch;
    await ann.room.leave(true);
    ann = await Player.join(url, next.code, { token: next.token });
  }
  expect(refusedAt).toBe(CREATES); // the create and four rematches: five games
  expect(storedGames()).toBe(CREATES);
  // Asked again, still refused, and still nothing stored; the game is as it was.
  await refused(ann, ann, () => ann.room.send('rematch', {}), REFUSAL.TOO_MANY_CREATES);
  expect(ann.state.players[ann.seat!].rematch).toBe(false);
  expect(storedGames()).toBe(CREATES);
});
