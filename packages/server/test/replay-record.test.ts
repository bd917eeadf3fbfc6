// The replay page makes a finished game's frames from its record (client logic/record-replay.ts,
// with the game's rules), where GET /replay sends every frame: both must show the same game. Each
// of test-kit's records stored as a finished game (a Castle game, the Falcon on time, a rematch's
// colours, a Carcassonne table of five, a game not started...), then both answers compared.
import * as fs from 'fs';
import { checkRecord } from '@castle/game';
import { RECORDS_DIR, fixtureRecord, storeRecord } from '@castle/test-kit';
import type { ReplayData } from '@castle/protocol';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { recordReplay } from '../../client/src/logic/record-replay';
import { inProcessServer } from './harness';

let server: Awaited<ReturnType<typeof inProcessServer>>;
let base: string;
beforeAll(async () => { server = await inProcessServer(); base = `http://127.0.0.1:${server.port}`; });
afterAll(async () => { await server.shutdown(); });

const FILES = fs.readdirSync(RECORDS_DIR).filter((f) => f.endsWith('.json')).sort();

const get = async <T>(url: string): Promise<T> => (await fetch(url)).json() as Promise<T>;

test.each(FILES.map((f, i) => [f, `RPX${'ACDEFGHJKMNPQ'[i]}A`]))('%s: the page\'s replay from the record is the server\'s replay', async (file, code) => {
  const record = fixtureRecord(file);
  const colours = record.seats.map((_, i) => (i + 1) % record.seats.length); // as a rematch turns them
  await storeRecord(server.store, record, code, colours);
  const sent = await get<ReplayData>(`${base}/api/games/${code}/replay`);
  const checked = checkRecord(await get<unknown>(`${base}/api/games/${code}/record`), [castle, carcassonne]);
  if (!checked.ok) throw new Error(checked.problem);
  const replayed = recordReplay(checked);
  if (!replayed.ok) throw new Error(replayed.problem);
  const made = replayed.data;
  expect(made.frames).toEqual(sent.frames);
  expect(made.result).toEqual(sent.result);
  expect(made.clock).toEqual(sent.clock);
  expect(made.colours).toEqual(colours);
  expect({ ...made, frames: [], chat: [] }).toEqual({ ...sent, frames: [], chat: [] });
  // The record keeps the players' lines; GET /replay adds the watchers' once the game is over.
  expect(made.chat.map((l) => l.text)).toEqual(sent.chat.filter((l) => l.side === 'players').map((l) => l.text));
});
