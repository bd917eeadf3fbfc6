// What the tests of a game's ends share: a server whose time the test moves on (time.ts's hook),
// and the end as the store, the record and the replay tell it.
import { ChildProcess } from 'child_process';
import { Player, json, serverProcess, waitFor } from './harness';

/** Settings of the server under test: its time moved by the test, the defaults' waits. */
export const TIMED = { TEST_TIME_HOOK: '1', FIRST_MOVE_SECONDS: '30', CLAIM_SECONDS: '120', BOT_THREADS: '1' };

export function timedServer(port: number, dir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return serverProcess(port, dir, { ...TIMED, ...env });
}

/** Move the server's time on by `seconds`: every deadline passed fires at once. */
export async function advance(port: number, seconds: number): Promise<void> {
  const r = await fetch(`http://127.0.0.1:${port}/test/advance-time?ms=${seconds * 1000}`, { method: 'POST' });
  if (!r.ok) throw new Error(`advance-time: ${r.status}`);
}

/** Play actions of whoever is to act until `seat` has made its first move. */
export async function playUntilMoved(players: Player[], seat: number): Promise<void> {
  const any = players[0];
  for (;;) {
    const p = players.find((x) => x.seat === any.state.toAct)!;
    await p.play();
    await waitFor(() => players.every((x) => x.state.moves === p.state.moves), 5000, 'every client to see the move');
    if (p.seat === seat && any.state.toAct !== seat) return;
  }
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
