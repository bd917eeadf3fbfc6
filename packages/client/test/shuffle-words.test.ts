// The shuffle's check in the page's words (shuffle/shuffle-outcome.ts, shuffle-values.ts): each
// outcome of verifyShuffle on records of both games, good, changed and old, worded from the
// catalogue by its code, never from the check's English sentences; the values shown with each
// seat's name and whether the server drew its contribution; the live commitment read from the state.
import { GameRecord, verifyShuffle } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { fixtureRecord, shuffledRecord } from '@castle/test-kit';
import { loadLanguage } from '../src/i18n/words';
import { parseLocation } from '../src/logic/links';
import { shuffleOutcome } from '../src/shuffle/shuffle-outcome';
import { drawnByServer, shuffleValues, syncedCommitment } from '../src/shuffle/shuffle-values';

const GAMES = [castle, carcassonne];
const CASTLE = shuffledRecord(castle, {}, 2, 7);
const CARC = shuffledRecord(carcassonne, {}, 3, 13);
const copy = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r));
const outcome = (r: unknown) => shuffleOutcome(verifyShuffle(r, GAMES), r);
const statuses = (r: unknown) => outcome(r).checks.map((c) => `${c.name}:${c.status}`);

afterEach(() => loadLanguage('en'));

test('a good record is "Shuffle verified", its four checks passed and counted', () => {
  const o = outcome(CARC);
  expect([o.kind, o.title]).toEqual(['verified', 'Shuffle verified']);
  expect(o.checks.map((c) => c.text)).toEqual([
    'The secret\'s SHA-256 is the commitment published when the game was created',
    'The seed is the HMAC-SHA-256 of the 3 contributions under the secret',
    `Its ${CARC.moves.length} moves are legal, played from that seed`,
    'Its result is the one the moves give',
  ]);
  expect(statuses(CARC)).toEqual(['commitment:passed', 'seed:passed', 'moves:passed', 'result:passed']);
});

test('a changed contribution is a mismatch of the seed, with both seeds short', () => {
  const r = copy(CASTLE);
  r.shuffle!.contributions[1] = 'f'.repeat(64);
  const o = outcome(r);
  expect([o.kind, o.mismatch, o.title]).toEqual(['mismatch', 'seed', 'Not verified: the seed is not the one the secret and the contributions give']);
  expect(o.text).toMatch(new RegExp(`^The secret and the contributions give the seed [0-9a-f]{12}…, but the record has ${CASTLE.seed.slice(0, 12)}…: a contribution or the seed was changed\\.$`));
  expect(statuses(r)).toEqual(['commitment:passed', 'seed:failed', 'moves:unchecked', 'result:unchecked']);
});

test('a wrong commitment is a mismatch of the commitment, with both values short', () => {
  const r = copy(CASTLE);
  r.shuffle!.commitment = '0'.repeat(64);
  const o = outcome(r);
  expect([o.mismatch, o.title]).toEqual(['commitment', 'Not verified: the revealed secret is not the one committed to']);
  expect(o.text).toBe(`The secret's SHA-256 is ${CASTLE.shuffle!.commitment.slice(0, 12)}…, but the commitment is 000000000000…: the secret or the commitment was changed.`);
  expect(statuses(r)).toEqual(['commitment:failed', 'seed:unchecked', 'moves:unchecked', 'result:unchecked']);
});

test('a changed move is a mismatch of a move, saying which', () => {
  const r = copy(CARC);
  r.moves[0] = r.moves[1]!;
  const o = outcome(r);
  expect([o.mismatch, o.title]).toEqual(['move', 'Not verified: a move does not replay from the seed']);
  expect(o.text).toMatch(/^What is wrong: move 1 of this record is not legal: /);
  expect(statuses(r)).toEqual(['commitment:passed', 'seed:passed', 'moves:failed', 'result:unchecked']);
});

test('a changed result is a mismatch of the result', () => {
  const r = copy(CASTLE);
  (r.result as { scores: number[] }).scores = [99, 0];
  const o = outcome(r);
  expect([o.mismatch, o.title]).toEqual(['result', 'Not verified: the result is not the one the moves give']);
  expect(statuses(r)).toEqual(['commitment:passed', 'seed:passed', 'moves:passed', 'result:failed']);
});

test('a shuffle that is not a commitment, contributions and a secret is a damaged record', () => {
  const o = outcome({ ...copy(CASTLE), shuffle: { commitment: 5 } });
  expect([o.mismatch, o.title, o.text]).toEqual(['record', 'Not verified: the record\'s shuffle is damaged', 'The record\'s shuffle is not a commitment, a list of contributions and a secret.']);
});

test('a record from before commitments is not verifiable, its moves and result checked', () => {
  const old = fixtureRecord('castle-score.json');
  const o = outcome(old);
  expect([o.kind, o.title]).toEqual(['unverifiable', 'Not verifiable: created before commitments']);
  expect(statuses(old)).toEqual(['moves:passed', 'result:passed']);
});

test('in German and French, the outcome is worded from their catalogues', async () => {
  const r = copy(CASTLE);
  r.shuffle!.contributions[0] = 'f'.repeat(64);
  await loadLanguage('de');
  expect([outcome(CASTLE).title, outcome(r).title]).toEqual(['Mischung geprüft', 'Nicht bestätigt: Der Startwert ist nicht der, den das Geheimnis und die Beiträge ergeben']);
  await loadLanguage('fr');
  expect([outcome(CASTLE).title, outcome(r).title]).toEqual(['Mélange vérifié', 'Non vérifié : la graine n’est pas celle que donnent le secret et les contributions']);
});

test('the values are the record\'s, each contribution with its seat\'s name', () => {
  const v = shuffleValues(CARC)!;
  expect(v.commitment).toBe(CARC.shuffle!.commitment);
  expect([v.secret, v.seed]).toEqual([CARC.shuffle!.secret, CARC.seed]);
  expect(v.contributions).toEqual(CARC.shuffle!.contributions.map((value, i) => ({ name: `Player ${i + 1}`, value, drawn: false })));
  expect(shuffleValues(fixtureRecord('castle-score.json'))).toBeNull();
});

test('a computer seat\'s contribution is named in the language shown, as the replay\'s log names it', async () => {
  const r = { ...copy(CASTLE), seats: [{ name: 'Ann' }, { name: 'Computer (easy)', computer: 'easy' }] };
  await loadLanguage('de');
  expect(shuffleValues(r)!.contributions.map((c) => c.name)).toEqual(['Ann', 'Computer (leicht)']);
});

test('the contributions the server drew are the seats the record lists in serverDrew', () => {
  const r = { ...copy(CARC), shuffle: { ...CARC.shuffle!, serverDrew: [0, 2] } };
  expect([...drawnByServer(r)]).toEqual([0, 2]);
  expect(shuffleValues(r)!.contributions.map((c) => c.drawn)).toEqual([true, false, true]);
});

test('a record that lists no serverDrew marks no contribution as drawn by the server', () => {
  const r = { ...copy(CARC), seats: [{ name: 'Ann' }, { name: 'Zoe', computer: 'medium' }, { name: 'Yan' }] };
  expect([...drawnByServer(r)]).toEqual([]);
});

test('the live commitment is the synced state\'s, none without one', () => {
  expect(syncedCommitment({ code: 'ABCDE', commitment: 'ab'.repeat(32) })).toBe('ab'.repeat(32));
  expect(syncedCommitment({ code: 'ABCDE' })).toBe('');
});

test('/shuffle is the page on how the shuffle is checked', () => {
  expect([parseLocation('/shuffle', ''), parseLocation('/shuffle/', '')]).toEqual([{ page: 'shuffle' }, { page: 'shuffle' }]);
});
