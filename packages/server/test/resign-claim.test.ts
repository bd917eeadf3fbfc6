// Resigning, and claiming the win from an opponent who left: a resignation ends a game of two at once
// (at a table of three or more the computer plays the seat on, and it cannot win); at a table of two,
// once both have moved, the player whose opponent to act has been away CLAIM_SECONDS may claim the
// win, never against the computer. Real server processes and clients; the server's time is moved.
import { CLOSE_RESIGNED, REFUSAL } from '@castle/protocol';
import { Player, json, refused, table, waitFor } from './harness';
import { advance, endEverywhere, playUntil, playUntilMoved, timedServers } from './ends';

const servers = timedServers();
const server = servers.start;

/** A Castle table where both have made their first move. */
async function started(url: string): Promise<Awaited<ReturnType<typeof table>>> {
  const t = await table(url);
  await playUntilMoved([t.a, t.b], 0);
  await playUntilMoved([t.a, t.b], 1);
  return t;
}

test('the Castle: a resignation ends the game at once, won by the other player, stored and replayed through a restart', async () => {
  const { port, url, dir } = await server();
  const { a, b, watcher } = await started(url);
  await refused(watcher, watcher, () => watcher.room.send('resign', {}), REFUSAL.NOT_A_PLAYER);
  await refused(b, watcher, () => b.room.send('resign', { seat: 0 }), REFUSAL.BAD_MESSAGE);
  await refused(b, watcher, () => b.room.send('resign', [1]), REFUSAL.BAD_MESSAGE);
  b.room.send('resign', {});
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'resigned', seat: 1, winners: [0] });
  await refused(a, a, () => a.room.send('resign', {}), REFUSAL.GAME_OVER);
  await refused(a, a, () => a.room.send('claimWin', {}), REFUSAL.GAME_OVER);

  await servers.restart(port, dir);
  const replay = await json(fetch(`http://127.0.0.1:${port}/api/games/${a.code}/replay`));
  expect(replay).toMatchObject({ over: true, result: { end: 'resigned', seat: 1, winners: [0] } });
  expect(replay.frames.length).toBeGreaterThan(2); // the moves made before it, replayed
});

/** A frame of `type` whose payload is raw msgpack (`hex`), as no page sends: the type as the schema
 *  encoder writes a short string (0xa0 + length), after Colyseus' ROOM_DATA byte (13). */
const rawMessage = (type: string, hex: string) => Buffer.concat([Buffer.from([13, 0xa0 + type.length]), Buffer.from(type), Buffer.from(hex, 'hex')]);
/** msgpackr's RegExp extension (type 0x78) holding /x/g: the server's decoder reads it as a RegExp, an object without keys. */
const REGEXP = 'd4780092a178a167';

test('resign, abort and claimWin take only a plain empty object: a msgpack Date or RegExp, objects without keys, is refused and the game goes on', async () => {
  const { url } = await server();
  const { a, b, watcher } = await table(url);
  for (const type of ['abort', 'resign', 'claimWin']) {
    await refused(a, watcher, () => a.room.send(type, new Date()), REFUSAL.BAD_MESSAGE); // colyseus.js sends a Date as msgpack's timestamp
    await refused(b, watcher, () => b.room.connection.send(rawMessage(type, REGEXP)), REFUSAL.BAD_MESSAGE);
  }
  await playUntilMoved([a, b], 0);
  await playUntilMoved([a, b], 1);
  for (const type of ['resign', 'claimWin']) await refused(a, watcher, () => a.room.send(type, new Date()), REFUSAL.BAD_MESSAGE);
  expect(watcher.state.over).toBe(false);
});

test('claiming the win: refused before both moved, against a connected or short-away opponent, on one\'s own turn; granted after CLAIM_SECONDS', async () => {
  const { port, url } = await server();
  let { a, b, watcher } = await table(url);
  await playUntilMoved([a, b], 0);
  await b.room.leave(true); // Bob, to make his first move, leaves: abort applies, not a claim
  await waitFor(() => !watcher.state.players[1].connected, 5000, 'Bob gone');
  await refused(a, watcher, () => a.room.send('claimWin', {}), REFUSAL.NO_CLAIM);
  a.room.send('abort', {});
  await endEverywhere(port, watcher);

  ({ a, b, watcher } = await started(url));
  expect(watcher.state.claimLimit).toBe(120);
  const bobToAct = watcher.state.toAct === 1;
  const [mover, other] = bobToAct ? [b, a] : [a, b];
  // Whoever is to act leaves; the other stays. A claim on one's own turn never counts.
  await refused(mover, watcher, () => mover.room.send('claimWin', {}), REFUSAL.NO_CLAIM);
  await refused(other, watcher, () => other.room.send('claimWin', {}), REFUSAL.NOT_AWAY); // connected
  expect(other.errors.at(-1)!.message).toMatch(/is connected/);
  await refused(other, watcher, () => other.room.send('claimWin', { now: true }), REFUSAL.BAD_MESSAGE);
  await mover.room.leave(true);
  await waitFor(() => !watcher.state.players[mover.seat!].connected, 5000, 'the player to act gone');
  await advance(port, 60);
  await refused(other, watcher, () => other.room.send('claimWin', {}), REFUSAL.NOT_AWAY);
  expect(other.errors.at(-1)!.message).toMatch(/away for 1:0\d: the win may be claimed after 2:00/);
  await refused(watcher, watcher, () => watcher.room.send('claimWin', {}), REFUSAL.NOT_A_PLAYER);
  await advance(port, 60);
  await waitFor(() => watcher.state.players[mover.seat!].away >= 120, 5000, 'every page to count 2:00');
  other.room.send('claimWin', {});
  expect(await endEverywhere(port, watcher)).toEqual({ end: 'claimed', seat: mover.seat, winners: [other.seat] });
});

test('no claim against the computer, nor at a table of three', async () => {
  // The computer takes 3 s of real time to move: its turn lasts long enough to try a claim.
  const { url } = await server({ BOT_PAUSE_MS: '3000' });
  const ann = await Player.create(url, { name: 'Ann', opponent: 'computer', level: 'easy', first: 'me' });
  await waitFor(() => ann.actions !== null, 5000, "Ann's turn");
  await playUntilMoved([ann], ann.seat!);
  await playUntilMoved([ann], ann.seat!); // after the computer's first move, Ann's second
  await waitFor(() => ann.state.toAct !== ann.seat, 5000, "the computer's turn");
  await refused(ann, ann, () => ann.room.send('claimWin', {}), REFUSAL.NO_CLAIM);
  expect(ann.errors.at(-1)!.message).toMatch(/computer/);

  const cid = await Player.create(url, { name: 'Cid', seats: 3, opponent: 'computer', computers: 2, level: 'easy' }, 'carcassonne');
  await waitFor(() => cid.state.claimLimit === 0 && cid.seat !== null, 5000, 'the table');
  await refused(cid, cid, () => cid.room.send('claimWin', {}), REFUSAL.NO_CLAIM);
  expect(cid.errors.at(-1)!.message).toMatch(/table of two/);
}, 60_000);

test('Carcassonne of three: the one who resigns watches, the computer plays the seat on; alone with the computer, a resignation ends the game', async () => {
  const { port, url } = await server({ BOT_PAUSE_MS: '50' });
  const ann = await Player.create(url, { name: 'Ann', seats: 3 }, 'carcassonne');
  const bob = await Player.join(url, ann.code, { name: 'Bob' });
  const cid = await Player.join(url, ann.code, { name: 'Cid' });
  const people = [ann, bob, cid];
  await waitFor(() => people.every((p) => p.seat !== null) && people.some((p) => p.actions), 5000, 'three seats');
  for (const p of people) await playUntilMoved(people, p.seat!);
  const cidSeat = cid.seat!;
  cid.room.send('resign', {});
  await waitFor(() => cid.left !== null, 5000, 'Cid sent to watch');
  expect(cid.left).toBe(CLOSE_RESIGNED);
  await waitFor(() => ann.state.players[cidSeat].name === 'Cid (resigned)', 5000, 'the seat named');
  expect(ann.state.over).toBe(false);
  // The computer plays Cid's turn when it comes; the others go on.
  const from = ann.state.moves;
  await playUntil([ann, bob], () => ann.state.moves >= from + 6);
  expect(ann.state.moves).toBeGreaterThanOrEqual(from + 6);
  const record = await json(fetch(`http://127.0.0.1:${port}/api/games/${ann.code}`));
  expect(record.names[cidSeat]).toBe('Cid (resigned)');

  const dan = await Player.create(url, { name: 'Dan', seats: 3, opponent: 'computer', computers: 2, level: 'easy' }, 'carcassonne');
  await waitFor(() => dan.seat !== null, 5000, "Dan's seat");
  await playUntilMoved([dan], dan.seat!); // the computer's seats move at once around it
  await waitFor(() => dan.state.abortable === false, 15_000, 'every seat moved');
  dan.room.send('resign', {});
  const end = await endEverywhere(port, dan);
  expect(end).toMatchObject({ end: 'resigned', seat: dan.seat });
  expect(end.winners.length).toBeGreaterThan(0);
  expect(end.winners).not.toContain(dan.seat);
}, 90_000);
