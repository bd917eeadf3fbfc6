// Why a record cannot be opened, in the page's words: the rules' checks give a code and parameters,
// worded from the catalogue in the language shown (in English the same as the checks' own sentence).
import { RECORD_VERSION, readRecord } from '@castle/game';
import { castle } from '@castle/rules';
import { carcassonne } from '@castle/carcassonne';
import { fixtureRecord } from '@castle/test-kit';
import { loadLanguage } from '../src/i18n/words';
import { recordProblemWords } from '../src/logic/record-problem';

const good = fixtureRecord('castle-score.json');
const refusal = (record: unknown) => {
  const checked = readRecord(typeof record === 'string' ? record : JSON.stringify(record), [castle, carcassonne]);
  if (checked.ok) throw new Error('the record was accepted');
  return checked;
};

test('in English, the page says what the checks say', () => {
  const moves = good.moves.map((m, i) => (i === 3 ? { ...m, action: { ...m.action, seat: 1 - m.action.seat } } : m));
  for (const bad of ['{"format":', { event: 'chess' }, { ...good, version: RECORD_VERSION + 1 }, { ...good, seats: 'Ann' }, { ...good, game: 'chess' }, { ...good, moves }]) {
    const r = refusal(bad);
    expect([r.code, recordProblemWords(r)]).toEqual([r.code, r.problem]);
  }
});

test('a game is named by its name on the page, not by its id', () => {
  const r = refusal({ ...good, seats: [...good.seats, ...good.seats] });
  expect(recordProblemWords(r)).toBe('Carcassonne – The Castle is played by 2 to 2, and this record has 4 seats');
});

describe('in German', () => {
  beforeAll(() => loadLanguage('de'));
  afterAll(() => loadLanguage('en'));

  test('a newer format is said in German, with its versions', () => {
    const r = refusal({ ...good, version: RECORD_VERSION + 1 });
    expect(recordProblemWords(r)).toBe(`dieses Protokoll hat ein neueres Format (Version ${RECORD_VERSION + 1}), als diese Website liest (Version ${RECORD_VERSION})`);
  });
});
