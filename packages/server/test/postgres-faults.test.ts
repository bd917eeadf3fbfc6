// PostgreSQL and the game processes failing under live games (issue 42, item 4): two game processes
// on a real PostgreSQL and a real Redis, real colyseus.js clients. A move a client saw accepted is
// never lost; while PostgreSQL is away moves are refused in words and the rooms stay; once it is back
// the same clients play on; a process killed in the middle of an append leaves the move whole or not
// at all, and the client's retry is safe.
import { stopProcess } from '@castle/test-kit';
import { Client } from 'pg';
import { REFUSAL } from '@castle/protocol';
import { Player, healthBecomes, rejoin, waitFor } from './harness';
import { needs } from './needs';
import { Accepted, FaultSet, faultSet, gameAcross, storedActions } from './faults';

needs(['postgresql', 'redis-server']).describe('PostgreSQL and game processes failing mid-game', () => {
  let set: FaultSet;
  beforeEach(async () => { set = await faultSet(); });
  afterEach(async () => { await set.stop(); });

  /** A game across both processes, `moves` moves in, and PostgreSQL killed with kill -9. */
  async function postgresKilledAfter(moves: number): Promise<{ players: Player[]; accepted: Accepted }> {
    const { players } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, moves);
    await set.pg.kill();
    return { players, accepted };
  }

  test('PostgreSQL killed with kill -9 while moves are being sent loses no move a client saw accepted', async () => {
    const { players } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, 4);
    // Moves keep coming while PostgreSQL dies: the one in flight is accepted or refused, never lost once shown.
    const killed = (async () => { await waitFor(() => players[0].state.moves >= 6, 20_000, 'two more moves'); await set.pg.kill(); })();
    for (;;) {
      const r = await accepted.attempt(players);
      if (!r.ok) { expect(r.said.code).toBe(REFUSAL.STORE_FAILED); break; }
    }
    await killed;
    await set.restartPostgres();
    const shown = players[0].state.moves as number;
    expect(shown).toBeGreaterThanOrEqual(6);
    expect((await storedActions(set.databaseUrl, players[0].code)).slice(0, shown)).toEqual(accepted.actions);
  });

  test('a move sent while PostgreSQL is down is refused with STORE_FAILED in a sentence; the players stay connected; /health is 503 and names the store', async () => {
    const { players } = await postgresKilledAfter(3);
    const r = await new Accepted().attempt(players);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.said).toEqual({ code: REFUSAL.STORE_FAILED, message: 'the move could not be saved; nothing changed, try again' });
    expect(players[0].state.moves).toBe(3);
    expect(players.map((p) => p.left)).toEqual([null, null]);
    for (const proc of set.procs) {
      expect(await healthBecomes(proc.http, 503)).toMatchObject({ ok: false, store: 'unwritable', storeKind: 'postgres', reason: 'the store cannot be written' });
    }
  });

  test('once PostgreSQL is back, the same clients play on through the same processes and /health is 200 again', async () => {
    const { players, accepted } = await postgresKilledAfter(3);
    const refused = await accepted.attempt(players);
    expect(refused.ok).toBe(false);
    await set.restartPostgres();
    for (const proc of set.procs) await healthBecomes(proc.http, 200);
    // The move refused while it was down, sent again by the same client, and then the rest of the game.
    const again = await accepted.attempt(players, () => refused.action);
    expect(again).toEqual({ ok: true, action: refused.action });
    await accepted.play(players, Infinity);
    expect(players[0].state.over).toBe(true);
    expect(players.map((p) => p.left)).toEqual([null, null]);
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
  });

  /** Five moves in a game across both processes; the sixth's append waits on a lock another session
   *  holds, and the process holding the game is killed (SIGKILL) with it under way. Returns, with the
   *  lock still held, what the test decides next. */
  async function killedDuringAppend() {
    const { players, holder, other } = await gameAcross(set.procs);
    const accepted = new Accepted();
    await accepted.play(players, 5);
    const admin = new Client({ connectionString: set.databaseUrl });
    await admin.connect();
    await admin.query('BEGIN');
    await admin.query('LOCK TABLE moves IN EXCLUSIVE MODE');
    const sender = players.find((x) => x.seat === players[0].state.toAct)!;
    const action = sender.actions!.actions[0];
    sender.send({ moves: 5, action });
    let append: number | undefined;
    await waitFor(async () => {
      append = (await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = 'castle-server' AND wait_event_type = 'Lock'")).rows[0]?.pid;
      return append !== undefined;
    }, 10_000, 'the append to wait on the lock');
    await stopProcess(holder.child, 'SIGKILL');
    /** Release the lock and wait for the dead process's session to end. */
    const release = async () => {
      await admin.query('ROLLBACK');
      await waitFor(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [append])).rowCount === 0, 10_000, 'the append\'s session to end');
      await admin.end();
      await waitFor(() => players.every((x) => x.left !== null), 10_000, 'the clients to lose the killed process');
    };
    return { players, other, accepted, admin, append: append!, seat: sender.seat!, action, release };
  }

  test('a game process killed while its append waits is left with the move stored whole; the client\'s retry through the other process is refused as stale and the move counts once', async () => {
    const { players, other, accepted, seat, action, release } = await killedDuringAppend();
    await release(); // the dead process's session runs its statement (one, committed on its own) and ends
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual([...accepted.actions, action]);

    // The clients come back with their tokens through the survivor and the sender says its move again.
    const back = await rejoin(other.ws, players[0].code, players);
    expect(back[0].state.moves).toBe(6);
    const retry = await accepted.send(back, back[seat], 5, action);
    expect(!retry.ok && retry.said.code).toBe(REFUSAL.STALE);
    accepted.actions[5] = action;
    await accepted.play(back, Infinity);
    expect(back[0].state.over).toBe(true);
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
  });

  test('a game process killed while its append waits, its session ended with it, leaves no move; the client\'s retry through the other process adds it once', async () => {
    const { players, other, accepted, admin, append, seat, action, release } = await killedDuringAppend();
    await admin.query('SELECT pg_terminate_backend($1)', [append]); // the connection gone with the process, its statement undone
    await release();
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);

    const back = await rejoin(other.ws, players[0].code, players);
    expect(back[0].state.moves).toBe(5);
    expect(await accepted.send(back, back[seat], 5, action)).toEqual({ ok: true, action });
    await accepted.play(back, Infinity);
    expect(back[0].state.over).toBe(true);
    expect(await storedActions(set.databaseUrl, players[0].code)).toEqual(accepted.actions);
  });
});
