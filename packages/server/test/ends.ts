// What the tests of a game's ends share: a server whose time the test moves on (time.ts's hook),
// and the end as the store, the record and the replay tell it.
import { ChildProcess } from 'child_process';
import { stopProcess } from '@castle/test-kit';
import { Player, freePort, json, serverProcess, tempDir, waitFor } from './harness';

/** Settings of the server under test: its time moved by the test, the defaults' waits. */
export const TIMED = { TEST_TIME_HOOK: '1', FIRST_MOVE_SECONDS: '30', CLAIM_SECONDS: '120', BOT_THREADS: '1' };

function timedServer(port: number, dir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return serverProcess(port, dir, { ...TIMED, ...env });
}

/** Servers of a test file, each stopped after its test: `start` one, `restart` the last one started. */
export function timedServers() {
  let children: ChildProcess[] = [];
  afterEach(async () => {
    await Promise.all(children.map((c) => stopProcess(c)));
    children = [];
  });
  return {
    async start(env: Record<string, string> = {}): Promise<{ port: number; url: string; dir: string }> {
      const port = await freePort(), dir = tempDir();
      children.push(await timedServer(port, dir, env));
      return { port, url: `ws://127.0.0.1:${port}`, dir };
    },
    async restart(port: number, dir: string): Promise<void> {
      await stopProcess(children.pop()!);
      children.push(await timedServer(port, dir));
    },
  };
}

/** Move the server's time on by `seconds`: every deadline passed fires at once. */
export async function advance(port: number, seconds: number): Promise<void> {
  const r = await fetch(`http://127.0.0.1:${port}/test/advance-time?ms=${seconds * 1000}`, { method: 'POST' });
  if (!r.ok) throw new Error(`advance-time: ${r.status}`);
}

/** Each person plays its turns at random until `until` holds (or the game is over); the computer
 *  plays the seats it has. */
export async function playUntil(people: Player[], until: () => boolean): Promise<void> {
  const any = people[0];
  while (!until() && !any.state.over) {
    const p = people.find((x) => x.seat === any.state.toAct);
    if (p && p.actions?.moves === p.state.moves) {
      await p.play();
      await waitFor(() => people.every((x) => x.state.moves >= p.state.moves), 5000, 'every client to see the move');
    } else {
      const at = any.state.moves;
      await waitFor(() => any.state.moves > at || !!people.find((x) => x.seat === any.state.toAct && x.actions?.moves === x.state.moves), 15_000, 'the next move');
    }
  }
}

/** Play on until `seat` has made its first move (its turn begun and over). */
export async function playUntilMoved(people: Player[], seat: number): Promise<void> {
  const any = people[0];
  await playUntil(people, () => any.state.toAct === seat);
  const at = any.state.moves;
  await playUntil(people, () => any.state.moves > at && any.state.toAct !== seat);
}

/** The ending as the synced result, the stored record and the replay give it; all three the same. */
export async function endEverywhere(port: number, watcher: Player): Promise<{ end: string; seat: number | null; winners: number[] }> {
  await waitFor(() => watcher.state.over && watcher.state.result !== '', 5000, 'the end to show');
  const shown = JSON.parse(watcher.state.result);
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${watcher.code}`));
  const replay = await json(fetch(`http://127.0.0.1:${port}/api/games/${watcher.code}/replay`));
  expect(record.over).toBe(true);
  for (const r of [record.result, replay.result]) expect({ end: r.end, seat: r.seat, winners: r.winners }).toEqual({ end: shown.end, seat: shown.seat, winners: shown.winners });
  expect(replay.over).toBe(true);
  return { end: shown.end, seat: shown.seat, winners: shown.winners };
}
