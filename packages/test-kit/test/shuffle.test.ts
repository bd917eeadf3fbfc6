// The shuffle's derivation (docs/record.md, "Checking the shuffle") against Node's own SHA-256 and
// HMAC, so that noble and the documented bytes agree; and verifyShuffle on a good record of each
// game, on each way one can be changed, and on a record made before commitments.
import * as crypto from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import { AnyGame, GameRecord, RECORD_VERSION, checkRecord, commitmentOf, newContribution, newSecret, seedOf, verifyShuffle } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { shuffledRecord } from '../src/shuffled-record';

const GAMES: AnyGame[] = [castle, carcassonne];
const SECRET = '5'.repeat(64);
const CONTRIBUTIONS = ['a'.repeat(64), 'b'.repeat(64)];
const castleRecord = shuffledRecord(castle, {}, 2, 7);
const copy = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r));
const problemCode = (r: unknown): string => {
  const v = verifyShuffle(r, GAMES);
  return v.ok === false ? v.code : v.ok ? 'verified' : 'not verifiable';
};

/** The documented message, built here independently: each contribution's byte length as 4 bytes
 *  big-endian, then its UTF-8 bytes. */
function nodeSeed(secret: string, contributions: string[]): string {
  const parts = contributions.flatMap((c) => {
    const bytes = Buffer.from(c, 'utf8'), length = Buffer.alloc(4);
    length.writeUInt32BE(bytes.length);
    return [length, bytes];
  });
  return crypto.createHmac('sha256', Buffer.from(secret, 'utf8')).update(Buffer.concat(parts)).digest('hex');
}

test('the commitment is the SHA-256 of the secret\'s text, as Node computes it', () => {
  expect(commitmentOf(SECRET)).toBe(crypto.createHash('sha256').update(SECRET, 'utf8').digest('hex'));
});

test('the commitment of the empty text is SHA-256\'s published value', () => {
  expect(commitmentOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
});

test('the seed is the HMAC-SHA-256 of the length-prefixed contributions under the secret, as Node computes it', () => {
  expect(seedOf(SECRET, CONTRIBUTIONS)).toBe(nodeSeed(SECRET, CONTRIBUTIONS));
});

test('the length prefixes keep contributions apart: ["ab", "c"] and ["a", "bc"] give different seeds', () => {
  expect(seedOf(SECRET, ['ab', 'c'])).not.toBe(seedOf(SECRET, ['a', 'bc']));
});

test('the contributions\' order counts: seat order is part of the seed', () => {
  expect(seedOf(SECRET, [...CONTRIBUTIONS].reverse())).not.toBe(seedOf(SECRET, CONTRIBUTIONS));
});

test('a new secret and a new contribution are 32 random bytes as lowercase hex, never the same twice', () => {
  const drawn = [newSecret(), newSecret(), newContribution(), newContribution()];
  for (const h of drawn) expect(h).toMatch(/^[0-9a-f]{64}$/);
  expect(new Set(drawn).size).toBe(4);
});

test('a record with a shuffle keeps the record version, so every record read before still reads', () => {
  expect(castleRecord.version).toBe(RECORD_VERSION);
  expect(checkRecord(castleRecord, GAMES).ok).toBe(true);
});

test('a Castle record with its shuffle is verified, and says what was checked', () => {
  const v = verifyShuffle(castleRecord, GAMES);
  if (v.ok !== true) throw new Error(JSON.stringify(v));
  expect(v.checked).toHaveLength(4);
  expect(v.checked[0]).toMatch(/SHA-256 is the commitment/);
  expect(v.checked[1]).toMatch(/HMAC-SHA-256 of the 2 contributions/);
});

test('a 4-player Carcassonne record with its shuffle is verified', () => {
  expect(problemCode(shuffledRecord(carcassonne, {}, 4, 13))).toBe('verified');
});

test('a changed secret is a commitment that does not match', () => {
  const r = copy(castleRecord);
  r.shuffle!.secret = '6'.repeat(64);
  expect(problemCode(r)).toBe('wrongCommitment');
});

test('a changed commitment does not match the secret', () => {
  const r = copy(castleRecord);
  r.shuffle!.commitment = commitmentOf('another secret');
  expect(problemCode(r)).toBe('wrongCommitment');
});

test('a changed contribution gives another seed than the record\'s', () => {
  const r = copy(castleRecord);
  r.shuffle!.contributions[1] = 'c'.repeat(64);
  expect(problemCode(r)).toBe('wrongSeed');
});

test('a contribution left out gives another seed than the record\'s', () => {
  const r = copy(castleRecord);
  r.shuffle!.contributions.pop();
  expect(problemCode(r)).toBe('wrongSeed');
});

test('a seed changed alone is not the one its shuffle gives', () => {
  const r = copy(castleRecord);
  r.seed = seedOf(SECRET, ['x', 'y']);
  expect(problemCode(r)).toBe('wrongSeed');
});

test('a changed move does not replay from the derived seed to the record', () => {
  const r = copy(castleRecord);
  const [a, b] = [r.moves[0], r.moves[1]];
  r.moves[0] = b;
  r.moves[1] = a;
  expect(['illegalMove', 'wrongScores', 'wrongWinners']).toContain(problemCode(r));
});

test('a changed result is not what the moves give', () => {
  const r = copy(castleRecord);
  const result = r.result as { scores: number[] };
  result.scores = result.scores.map((s) => s + 1);
  expect(problemCode(r)).toBe('wrongScores');
});

test('a shuffle without its secret is a damaged record', () => {
  const r = copy(castleRecord) as unknown as { shuffle: Record<string, unknown> };
  delete r.shuffle.secret;
  expect(problemCode(r)).toBe('badShuffle');
});

test('the contributions the server drew are said among what was checked', () => {
  const r = copy(castleRecord);
  r.shuffle!.serverDrew = [1];
  const v = verifyShuffle(r, GAMES);
  if (v.ok !== true) throw new Error(JSON.stringify(v));
  expect(v.checked[2]).toBe('the server drew contribution 2 (the computer\'s seats, or a player\'s client that sent none)');
});

test('a serverDrew that names no contribution is a damaged record', () => {
  const r = copy(castleRecord);
  r.shuffle!.serverDrew = [2];
  expect(problemCode(r)).toBe('badShuffle');
});

test('a record made before commitments is not verifiable, and says its moves still replay', () => {
  const old = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'records', 'castle-score.json'), 'utf8'));
  const v = verifyShuffle(old, GAMES);
  expect(v).toMatchObject({ verifiable: false, why: 'created before commitments' });
  expect(v.ok).toBeUndefined();
  expect((v as { checked: string[] }).checked[0]).toMatch(/moves are legal/);
});

test('the worked example of docs/record.md gives the values written there', () => {
  expect(commitmentOf(SECRET)).toBe('911878b1ff94a6daecaba1d7ef6fda0b97116a16291389427b402a013a2ae79f');
  expect(seedOf(SECRET, CONTRIBUTIONS)).toBe('ecf152f870ef01e853255de3ad8ba9b133cd6c471192d6c6725ffd5f66de6dd0');
});
