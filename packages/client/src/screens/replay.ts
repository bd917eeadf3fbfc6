// The replay page of any game: a finished game's made here from its record (GET .../record, the moves
// alone, replayed with the game's rules), a game still played from GET .../replay (its seed stays on
// the server until the end), a record opened from this computer from the file alone (/record). A page
// that says so when it cannot be shown; then the game's own replay view (games/<id>/, through the
// registry), with the record's links, a finished game's shuffle checked and "Open a record…" under
// its moves.
import { CheckedRecord, checkRecord } from '@castle/game';
import { REFUSAL, ReplayData } from '@castle/protocol';
import { wearColours } from '../art/seat-colours';
import { app, el } from '../dom';
import { gamePage } from '../games/registry';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import { recordReplay } from '../logic/record-replay';
import { pageTitle } from '../logic/page-title';
import { recordProblemWords } from '../logic/record-problem';
import { getJson } from '../net';
import type { Screen } from '../router';
import { reviewPanel } from '../review/review-panel';
import { reviewable } from '../review/reviewable';
import { notice, refusedNotice, toStart, unknownGame } from './notice';
import { recordLinks } from './record-links';
import { openedRecord, recordOpener } from './record-open';
import { shuffleCheckBox } from '../shuffle/shuffle-box';
import { ratingsResult } from '../rated/ratings-result';

const nothing: Screen = { close: () => undefined };
type CheckedOk = Extract<CheckedRecord, { ok: true }>;

/** A finished game's record as the server gives it, checked with its game's rules; undefined for a
 *  game still played, null for no such game. */
async function fetchedRecord(code: string): Promise<CheckedRecord | null | undefined> {
  const record = await getJson<{ game?: unknown }>(`/api/games/${code}/record`).catch((err: { code?: string }) => {
    if (err.code === REFUSAL.NOT_OVER) return undefined;
    throw err;
  });
  if (!record) return record;
  const page = gamePage(String(record.game));
  return checkRecord(record, [await page.rules()]);
}

/** The game's replay view, with `tools` and "Open a record…" under its moves, and for a finished
 *  game's record its shuffle checked and its hindsight review. */
async function shown(data: ReplayData, tools: HTMLElement[], record?: CheckedOk): Promise<Screen> {
  const opener = recordOpener();
  const shuffle = record ? shuffleCheckBox(record.record) : null;
  const review = record && reviewable(record.record.game) ? reviewPanel(record) : null;
  const screen = await gamePage(data.game).replay(data, [el('section', { class: 'replay-record', 'data-testid': 'replay-record' }, el('h2', {}, t('record.heading')), ...(record?.record.ratings ? [ratingsResult(record.record.ratings, data.names)] : []), ...tools, ...(shuffle ? [shuffle.element] : []), opener.element), ...(review ? [review.element] : [])]);
  shuffle?.start();
  review?.attach(screen);
  return { close() { shuffle?.close(); opener.close(); review?.close(); screen.close(); } };
}

export async function replayScreen(code: string): Promise<Screen> {
  document.title = pageTitle(t('replay.loadingTitle', { code }));
  app().replaceChildren(el('main', { class: 'start', 'data-testid': 'replay-loading' }, el('p', {}, t('replay.loading', { code })), el('footer', { class: 'page-foot' }, languagePicker())));
  let data: ReplayData | null;
  let finished: CheckedOk | undefined;
  try {
    const checked = await fetchedRecord(code);
    const replayed = checked?.ok ? recordReplay(checked) : checked;
    if (replayed && !replayed.ok) {
      notice(t('replay.error.title'), t('replay.error.record', { code, problem: recordProblemWords(replayed) }), [toStart()], 'replay-error');
      return nothing;
    }
    if (replayed && checked?.ok) finished = checked;
    data = replayed ? replayed.data : replayed === null ? null : await getJson<ReplayData>(`/api/games/${code}/replay`);
  } catch (err) {
    if (refusedNotice(code, err)) return nothing;
    notice(t('replay.error.title'), t('replay.error.load', { code, problem: (err as Error).message }),
      [{ label: t('replay.error.retry'), href: `/g/${code}/replay`, testid: 'retry' }, toStart()], 'replay-error');
    return nothing;
  }
  if (!data) {
    unknownGame(code);
    return nothing;
  }
  wearColours(data.colours ?? []); // as the game wore them
  return shown(data, finished ? [el('div', { class: 'ways' }, ...recordLinks(code))] : [], finished);
}

/** /record: the record last opened from this computer, or the way to open one. */
export async function recordScreen(): Promise<Screen> {
  const opened = await openedRecord();
  if (!opened) {
    const opener = recordOpener();
    notice(t('record.page.title'), t('record.page.text'), [toStart()], 'record-page');
    app().querySelector('.ways')?.before(opener.element);
    return { close: () => opener.close() };
  }
  wearColours([]);
  return shown(opened.data, [el('p', { class: 'small', 'data-testid': 'record-file-name' }, t('record.fromFile', { file: opened.file }))], opened.checked);
}
