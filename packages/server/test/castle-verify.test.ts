// `castle-verify`, the server's bin, run as a player would run it on a downloaded record: its
// exit status and what it prints, on good and changed records of both games and the Falcon, and on
// a record made before commitments.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { GameRecord, recordJson } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { fixtureRecord, shuffledRecord } from '@castle/test-kit';

const SERVER_DIR = path.join(__dirname, '..');
const BIN = path.join(SERVER_DIR, 'bin', 'castle-verify.js');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-verify-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const RECORDS = {
  castle: shuffledRecord(castle, {}, 2, 7),
  falcon: shuffledRecord(castle, { falcon: true }, 2, 11),
  carcassonne: shuffledRecord(carcassonne, {}, 3, 13),
};
const copy = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r));

function verify(name: string, text: string): { status: number | null; out: string } {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  const run = spawnSync(process.execPath, [BIN, file], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
}

test('npx castle-verify, run in the project\'s folder as the docs say, is this bin', () => {
  const file = path.join(dir, 'npx.json');
  fs.writeFileSync(file, recordJson(RECORDS.castle));
  const run = spawnSync('npx', ['--no-install', 'castle-verify', file], { cwd: path.join(SERVER_DIR, '..', '..'), encoding: 'utf8' });
  expect([run.status, run.stdout.trim().split('\n').pop()]).toEqual([0, verify('bin.json', recordJson(RECORDS.castle)).out.trim().split('\n').pop()]);
});

test.each(Object.keys(RECORDS))('a %s record with its shuffle exits 0 and prints the four things checked', (name) => {
  const { status, out } = verify(`${name}.json`, recordJson(RECORDS[name as keyof typeof RECORDS]));
  expect(status).toBe(0);
  expect(out.split('\n').filter((l) => l.startsWith('checked: '))).toHaveLength(4);
  expect(out).toMatch(/^Shuffle verified/m);
});

test('a Castle record with a changed contribution exits 1 and says the seed is not the one they give', () => {
  const r = copy(RECORDS.castle);
  r.shuffle!.contributions[0] = 'f'.repeat(64);
  const { status, out } = verify('castle-contribution.json', recordJson(r));
  expect(status).toBe(1);
  expect(out).toMatch(/^Not verified: the seed is not the one the secret and the 2 contributions give/m);
});

test('a Carcassonne record with a changed move exits 1 and names the move', () => {
  const r = copy(RECORDS.carcassonne);
  r.moves[0] = r.moves[1];
  const { status, out } = verify('carcassonne-move.json', recordJson(r));
  expect(status).toBe(1);
  expect(out).toMatch(/^Not verified: move 1 of this record is not legal/m);
});

test('a Falcon record with a changed secret exits 1 and says it is not the one committed to', () => {
  const r = copy(RECORDS.falcon);
  r.shuffle!.secret = '0'.repeat(64);
  const { status, out } = verify('falcon-secret.json', recordJson(r));
  expect(status).toBe(1);
  expect(out).toMatch(/^Not verified: the revealed secret is not the one committed to/m);
});

test('a Carcassonne record with a changed result exits 1 and says the scores differ', () => {
  const r = copy(RECORDS.carcassonne);
  (r.result as { scores: number[] }).scores[0] += 5;
  const { status, out } = verify('carcassonne-result.json', recordJson(r));
  expect(status).toBe(1);
  expect(out).toMatch(/^Not verified: this record's result does not match its moves/m);
});

test('a record made before commitments exits 2, not verifiable, after checking its moves', () => {
  const old = recordJson(fixtureRecord('carcassonne-3-score.json'));
  const { status, out } = verify('old.json', old);
  expect(status).toBe(2);
  expect(out).toMatch(/^checked: its \d+ moves are legal/m);
  expect(out).toMatch(/^Not verifiable: created before commitments/m);
});

test('a file that is not JSON exits 1 and says so', () => {
  const { status, out } = verify('not-json.json', '{ not json');
  expect(status).toBe(1);
  expect(out).toMatch(/^Not verified: this file is not JSON/m);
});
