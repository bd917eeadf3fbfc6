// "Shuffle verified" under a finished game's record links (its replay, or a record opened from this
// computer): the record checked by @castle/game's verifyShuffle with every game the page knows, once
// the board is shown (the check replays the whole game, which the first view need not wait for),
// then the outcome: verified, the mismatch as such, or not verifiable for an older game; folded
// under it, each thing checked and the values it was checked with; and a link to how it works.
import { verifyShuffle } from '@castle/game';
import { afterFrame, el } from '../dom';
import { t } from '../i18n/words';
import { SHUFFLE_PAGE } from '../logic/links';
import { pageGames } from './page-games';
import { ShuffleOutcome, shuffleOutcome } from './shuffle-outcome';
import { shuffleValues } from './shuffle-values';

/** At most this long for the board before the check runs anyway (a board that never comes, as
 *  without WebGL, does not hold it back). */
const BOARD_WAIT_MS = 3000;

/** `run` once a canvas is in the replay's board (or a while has passed), after its frame is drawn. */
function afterBoard(run: () => void): void {
  const host = document.querySelector('.replay-board');
  const shown = () => !!host?.querySelector('canvas');
  if (!host || shown()) { afterFrame(run); return; }
  const done = () => { observer.disconnect(); clearTimeout(timer); afterFrame(run); };
  const observer = new MutationObserver(() => { if (shown()) done(); });
  observer.observe(host, { childList: true, subtree: true });
  const timer = setTimeout(done, BOARD_WAIT_MS);
}

const MARKS = { passed: '✓', failed: '✗', unchecked: '–' } as const;

/** One value, whole, in a line of its own (64 hex digits wrap on a phone). */
const value = (label: string, v: string, testid: string, note = ''): HTMLElement[] => [
  el('dt', {}, label, ...(note ? [' ', el('span', { class: 'small', 'data-testid': `${testid}-note` }, `(${note})`)] : [])),
  el('dd', {}, el('code', { 'data-testid': testid }, v)),
];

/** The checks and the values, folded. */
function details(outcome: ShuffleOutcome, record: unknown): HTMLElement {
  const checks = el('ul', { class: 'shuffle-checks', 'data-testid': 'shuffle-checks' }, ...outcome.checks.map((c) => el('li', { 'data-check': c.name, 'data-status': c.status },
    el('span', { class: `shuffle-mark ${c.status}`, 'aria-hidden': 'true' }, MARKS[c.status]), ' ', c.text, ...(c.status === 'passed' ? [] : [' ', el('em', {}, `(${t(`shuffle.status.${c.status}`)})`)]))));
  const v = shuffleValues(record);
  const values = v ? [el('dl', { class: 'shuffle-values' },
    ...value(t('shuffle.value.commitment'), v.commitment, 'shuffle-commitment'),
    ...v.contributions.flatMap((c, i) => value(t('shuffle.value.contribution', { name: c.name }), c.value, `shuffle-contribution-${i}`, c.drawn ? t('shuffle.value.drawn') : '')),
    ...value(t('shuffle.value.secret'), v.secret, 'shuffle-secret'),
    ...value(t('shuffle.value.seed'), v.seed, 'shuffle-seed'))] : [];
  return el('details', { class: 'shuffle-details', 'data-testid': 'shuffle-details' }, el('summary', {}, t('shuffle.details')), checks, ...values);
}

function outcomeParts(outcome: ShuffleOutcome, record: unknown): HTMLElement[] {
  return [
    el('p', { class: 'shuffle-title', 'data-testid': 'shuffle-title' }, el('strong', {}, outcome.title)),
    el('p', { class: outcome.kind === 'mismatch' ? 'error' : 'small', 'data-testid': 'shuffle-text' }, outcome.text),
    details(outcome, record),
    el('p', { class: 'small' }, el('a', { href: SHUFFLE_PAGE, 'data-testid': 'shuffle-how' }, t('shuffle.how'))),
  ];
}

export interface ShuffleCheckBox {
  element: HTMLElement;
  /** Check once the board is shown (call when the replay page is up). */
  start(): void;
  close(): void;
}

/** The box for `record` (a finished game's record, as JSON). */
export function shuffleCheckBox(record: unknown): ShuffleCheckBox {
  const element = el('div', { class: 'shuffle-check', 'data-testid': 'shuffle-check', 'data-outcome': 'checking', role: 'status' },
    el('p', { class: 'small' }, t('shuffle.checking')));
  let closed = false;
  const check = async (): Promise<void> => {
    const games = await pageGames();
    if (closed) return;
    const outcome = shuffleOutcome(verifyShuffle(record, games), record);
    element.dataset.outcome = outcome.kind;
    if (outcome.mismatch) element.dataset.mismatch = outcome.mismatch;
    element.replaceChildren(...outcomeParts(outcome, record));
  };
  return {
    element,
    start: () => afterBoard(() => { if (!closed) void check(); }),
    close: () => { closed = true; },
  };
}
