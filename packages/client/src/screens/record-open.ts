// "Open a record…": a game record from this computer, chosen or dropped anywhere on the page, checked
// with every game's rules (@castle/game's readRecord: the moves replayed to the result they claim)
// and replayed here with the rules alone, with no server round trip (the page /record). A file
// refused says what is wrong with it, in words, and nothing else on the page changes.
import { CheckedRecord, RecordProblem, readRecord } from '@castle/game';
import type { ReplayData } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { recordProblemWords } from '../logic/record-problem';
import { recordReplay } from '../logic/record-replay';
import { go } from '../router';
import { pageGames } from '../shuffle/page-games';
import { refusedShuffleWords } from '../shuffle/refused-note';

/** A record read and replayed: the replay's data, and the checked record (the review replays it, the shuffle box checks its record). */
type Replayed = { data: ReplayData; checked: Extract<CheckedRecord, { ok: true }> };
export type OpenedRecord = Replayed & { file: string };

/** The record last opened: what /record shows. */
let opened: OpenedRecord | null = null;

/** Where this tab keeps the file it opened: the page is loaded again when its language changes (or
 *  on a reload), and the record is shown again from it. */
const KEPT = 'castle.openedRecord';

/** The record last opened in this tab, read again after a reload; null when none was. */
export async function openedRecord(): Promise<OpenedRecord | null> {
  if (opened) return opened;
  const kept = keptRecord();
  if (!kept) return null;
  const checked = await readRecordText(kept.text);
  return checked.ok ? (opened = { data: checked.data, checked: checked.checked, file: kept.file }) : null;
}

function keptRecord(): { file: string; text: string } | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEPT) ?? 'null') as { file: string; text: string } | null;
  } catch {
    return null; // none kept, or storage closed to the page
  }
}

/** Keep the file for a reload of this tab. One too big for its storage is shown all the same (a
 *  reload forgets it), and no older one is kept in its place. */
function keep(file: string, text: string): void {
  try {
    sessionStorage.setItem(KEPT, JSON.stringify({ file, text }));
  } catch {
    try { sessionStorage.removeItem(KEPT); } catch { /* storage closed to the page */ }
  }
}

type Read = ({ ok: true } & Replayed) | RecordProblem;

/** A record's text, checked against every game this page knows (their rules load with their
 *  chunks) and replayed. */
async function readRecordText(text: string): Promise<Read> {
  const checked = readRecord(text, await pageGames());
  if (!checked.ok) return checked;
  const replayed = recordReplay(checked);
  return replayed.ok ? { ...replayed, checked } : replayed;
}


export interface RecordOpener {
  element: HTMLElement;
  close(): void;
}

/** The button and the refusal's line; while shown, a file dropped on the page is opened too. */
export function recordOpener(): RecordOpener {
  const input = el('input', { type: 'file', accept: '.json,application/json', hidden: '', 'data-testid': 'record-file' });
  const button = el('button', { type: 'button', 'data-testid': 'open-record', title: t('record.openTitle') }, t('record.open'));
  const refusal = el('p', { class: 'error', role: 'alert', 'data-testid': 'record-refusal' });
  const take = async (file: File): Promise<void> => {
    refusal.textContent = '';
    let text = '';
    const checked = await file.text().then((read) => readRecordText(text = read)).catch((err: Error): Read => ({ ok: false, code: 'unreadable', params: { problem: err.message }, problem: err.message }));
    if (!checked.ok) {
      const shuffle = await refusedShuffleWords(text);
      refusal.replaceChildren(t('record.refused', { file: file.name, problem: recordProblemWords(checked) }), ...(shuffle ? [el('br'), el('strong', { 'data-testid': 'record-refusal-shuffle' }, shuffle)] : []));
      refusal.scrollIntoView({ block: 'nearest' }); // a file dropped anywhere: its refusal is seen
      return;
    }
    opened = { data: checked.data, checked: checked.checked, file: file.name };
    keep(file.name, text);
    go('/record');
  };
  button.onclick = () => input.click();
  input.onchange = () => {
    const file = input.files?.[0];
    input.value = ''; // the same file chosen again is read again
    if (file) void take(file);
  };
  const carries = (e: DragEvent) => !!e.dataTransfer?.types.includes('Files');
  const over = (e: DragEvent) => { if (carries(e)) { e.preventDefault(); e.dataTransfer!.dropEffect = 'copy'; } };
  const drop = (e: DragEvent) => {
    const file = e.dataTransfer?.files[0];
    if (!carries(e) || !file) return;
    e.preventDefault(); // not opened by the browser in place of the page
    void take(file);
  };
  window.addEventListener('dragover', over);
  window.addEventListener('drop', drop);
  return {
    element: el('div', { class: 'record-open', 'data-testid': 'record-open' },
      el('div', { class: 'row' }, button, el('span', { class: 'small' }, t('record.drop'))), input, refusal),
    close() {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    },
  };
}
