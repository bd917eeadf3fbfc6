// The shuffle nobody arranges alone (issue 43) with real clients against a real server: the
// commitment public from the creation, each seat's contribution (its player's, or drawn by the
// server and said so), the seed decided only by the last one, and everything revealed in the record
// at the end, which `castle-verify` checks.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as path from 'path';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { GameRecord, commitmentOf, newContribution, seedOf, verifyShuffle } from '@castle/game';
import { Player, castleRecord, inProcessServer, json, playOn, tempDir, waitFor } from './harness';
import { playUntil, playUntilMoved } from './ends';

// The computer plays a resigned seat at once.
process.env.BOT_PAUSE_MS = '0';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

const HEX64 = /^[0-9a-f]{64}$/;
const record = (code: string): Promise<GameRecord> => json(fetch(`${base}/api/games/${code}/record`));

/** `castle-verify` (the bin, as a player runs it) on a record: its exit code and what it printed. */
function castleVerify(r: GameRecord): { status: number | null; out: string } {
  const file = path.join(tempDir(), 'record.json');
  fs.writeFileSync(file, JSON.stringify(r));
  const run = spawnSync(process.execPath, [path.join(__dirname, '../bin/castle-verify.js'), file], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

/** Ann creates a Castle game with `contribution`, Bob joins with his. */
async function twoSeats(ann: string | undefined, bob: string | undefined, options: Record<string, unknown> = {}): Promise<[Player, Player]> {
  const a = await Player.create(server.url, { name: 'Ann', contribution: ann, ...options });
  const b = await Player.join(server.url, a.code, { name: 'Bob', contribution: bob });
  await waitFor(() => a.seat === 0 && b.seat === 1 && a.actions !== null, 5000, 'both seats');
  return [a, b];
}

test('the commitment is public from the creation, in the synced state and the API, and is the SHA-256 of the secret the record reveals', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  await waitFor(() => typeof a.state.commitment === 'string' && a.state.commitment !== '', 5000, 'the commitment');
  const commitment = a.state.commitment as string;
  expect(commitment).toMatch(HEX64);
  expect((await json(fetch(`${base}/api/games/${a.code}`))).commitment).toBe(commitment);
  const b = await Player.join(server.url, a.code, { name: 'Bob' });
  await waitFor(() => b.seat === 1 && a.actions !== null, 5000, 'Bob\'s seat');
  a.room.send('abort', {});
  await waitFor(() => a.state.over, 5000, 'the abort');
  const shuffle = (await record(a.code)).shuffle!;
  expect(shuffle.commitment).toBe(commitment);
  expect(commitmentOf(shuffle.secret)).toBe(commitment);
});

test('nothing is drawn while a seat is free: no tile shows, the store has no seed, and the last seat\'s contribution decides it', async () => {
  const [ann, bob] = [newContribution(), newContribution()];
  const a = await Player.create(server.url, { name: 'Ann', contribution: ann });
  await waitFor(() => a.seat === 0, 5000, 'Ann\'s seat');
  expect(a.state.tile).toBe(-1);
  expect((await server.store.load(a.code))!.seed).toBe('');
  const b = await Player.join(server.url, a.code, { name: 'Bob', contribution: bob });
  await waitFor(() => a.state.tile >= 0 && b.seat === 1, 5000, 'the first tile');
  const { secret } = (await server.store.load(a.code))!;
  const seed = seedOf(secret!, [ann, bob]);
  expect((await server.store.load(a.code))!.seed).toBe(seed);
  const parsed = castle.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  expect(a.state.tile).toBe(castle.publicView(castle.create(parsed.options, seed, 2)).tile);
});

test('each seat\'s contribution is public once given; one the server drew (no contribution sent) is said so, in the state and the record', async () => {
  const mine = newContribution();
  const [a, b] = await twoSeats(mine, undefined);
  await waitFor(() => a.state.players[1].contribution !== '', 5000, 'Bob\'s contribution');
  expect([a.state.players[0].contribution, a.state.players[0].serverDrew]).toEqual([mine, false]);
  expect([a.state.players[1].contribution, a.state.players[1].serverDrew]).toEqual([expect.stringMatching(HEX64), true]);
  const drawn = a.state.players[1].contribution;
  a.room.send('abort', {});
  await waitFor(() => b.state.over, 5000, 'the abort');
  expect((await record(a.code)).shuffle).toMatchObject({ contributions: [mine, drawn], serverDrew: [1] });
});

test('a contribution that is not 64 lowercase hex digits is refused with its code, and the seat stays free', async () => {
  const a = await Player.create(server.url, { name: 'Ann' });
  for (const bad of ['xyz', 'A'.repeat(64), 'a'.repeat(63), 42]) {
    const err = await Player.join(server.url, a.code, { name: 'Bob', contribution: bad }).then(() => null, (e: { code?: string; message: string }) => e);
    expect([bad, err?.code, (err?.message.length ?? 0) > 20]).toEqual([bad, 'BAD_CONTRIBUTION', true]);
  }
  expect((await json(fetch(`${base}/api/games/${a.code}`))).seatsFree).toBe(1);
  expect(a.state.players[1].seated).toBe(false);
});

test('a create with a bad contribution is refused with its code, and makes no game', async () => {
  const stored = await server.store.codes('', 10_000);
  const err = await Player.create(server.url, { name: 'Ann', contribution: 'not hex' }).then(() => null, (e: { code?: string }) => e);
  expect(err?.code).toBe('BAD_CONTRIBUTION');
  expect(await server.store.codes('', 10_000)).toEqual(stored);
});

test('a rematch is dealt once each player has come to it with a contribution: until then no tile shows', async () => {
  const [a, b] = await twoSeats(newContribution(), newContribution());
  a.room.send('abort', {});
  await waitFor(() => a.state.over, 5000, 'the abort');
  a.room.send('rematch', {});
  b.room.send('rematch', {});
  await waitFor(() => a.rematch !== null && b.rematch !== null, 5000, 'the rematch');
  const [annC, bobC] = [newContribution(), newContribution()];
  const bob = await Player.join(server.url, b.rematch!.code, { token: b.rematch!.token, contribution: bobC });
  await waitFor(() => bob.seat === 0 && bob.state.players[0].contribution === bobC, 5000, 'Bob in the rematch');
  expect([bob.state.tile, bob.actions]).toEqual([-1, null]);
  const ann = await Player.join(server.url, b.rematch!.code, { token: a.rematch!.token, contribution: annC });
  await waitFor(() => bob.state.tile >= 0 && bob.actions !== null, 5000, 'the first tile');
  const { secret, seed } = (await server.store.load(bob.code))!;
  expect(seed).toBe(seedOf(secret!, [bobC, annC]));
  // Ann's "seat" comes on her socket, the deal on Bob's: either may be first (it failed once, with two jest workers).
  await waitFor(() => ann.seat !== null, 5000, "Ann's seat");
  expect(ann.seat).toBe(1);
});

test('castle-verify passes on the record of a whole Castle game', async () => {
  const [a, b] = await twoSeats(newContribution(), newContribution());
  await playOn([a, b]);
  const r = await record(a.code);
  expect(r.end).toBe('score');
  const run = castleVerify(r);
  expect([run.status, run.out]).toEqual([0, expect.stringContaining('Shuffle verified')]);
});

test('castle-verify passes on the record of a Castle game with the Falcon, resigned', async () => {
  const [a, b] = await twoSeats(newContribution(), undefined, { falcon: true, variants: { gatesStopMarkers: true } });
  await playUntilMoved([a, b], 1);
  b.room.send('resign', {});
  await waitFor(() => a.state.over, 5000, 'the resignation');
  const r = await record(a.code);
  expect([r.end, r.shuffle?.serverDrew]).toEqual(['resigned', [1]]);
  const run = castleVerify(r);
  expect([run.status, run.out]).toEqual([0, expect.stringContaining('Shuffle verified')]);
});

test('castle-verify passes on the record of Carcassonne at a table of four, two of its seats the computer\'s', async () => {
  const ann = await Player.create(server.url, { name: 'Ann', seats: 4, opponent: 'computer', computers: 2, level: 'easy', contribution: newContribution() }, 'carcassonne');
  const bob = await Player.join(server.url, ann.code, { name: 'Bob' });
  const people = [ann, bob];
  await waitFor(() => people.every((p) => p.seat !== null), 5000, 'the people\'s seats');
  for (const p of people) await playUntilMoved(people, p.seat!);
  await playUntil(people, () => ann.state.moves >= 12);
  ann.room.send('resign', {});
  await waitFor(() => ann.left !== null, 5000, 'Ann\'s seat to the computer');
  bob.room.send('resign', {});
  await waitFor(() => bob.state.over, 15_000, 'the end');
  const r = await record(ann.code);
  expect(r.shuffle!.contributions).toHaveLength(4);
  // The computer's two seats and Bob's, whose join sent none, were drawn by the server; Ann's was hers.
  expect(r.shuffle!.serverDrew).toEqual([0, 1, 2, 3].filter((s) => s !== ann.seat));
  const run = castleVerify(r);
  expect([run.status, run.out]).toEqual([0, expect.stringContaining('Shuffle verified')]);
});

test('a game aborted before its last seat was taken reveals its secret; its record checks, with the one contribution it had', async () => {
  const mine = newContribution();
  const a = await Player.create(server.url, { name: 'Ann', contribution: mine });
  await waitFor(() => a.seat === 0, 5000, 'Ann\'s seat');
  a.room.send('abort', {});
  await waitFor(() => a.state.over, 5000, 'the abort');
  const r = await record(a.code);
  expect(r.shuffle).toMatchObject({ contributions: [mine], commitment: a.state.commitment });
  expect(r.moves).toEqual([]);
  expect(verifyShuffle(r, [castle, carcassonne])).toMatchObject({ ok: true });
});

test('a game stored before commitments gives a record without a shuffle, which castle-verify calls not verifiable', async () => {
  const code = 'KEP43'; // a code as the server makes them
  await server.store.create(castleRecord({ code, seed: 'a seed of before', createdAt: Date.now(), names: ['Ann', 'Bob'], tokens: ['ta', 'tb'] }));
  await server.store.finish(code, { end: 'aborted', seat: 1, winners: [], scores: [0, 0] });
  const r = await record(code);
  expect([r.seed, r.shuffle]).toEqual(['a seed of before', undefined]);
  const run = castleVerify(r);
  expect([run.status, run.out]).toEqual([2, expect.stringContaining('created before commitments')]);
});
