// "Download the record": a finished game's record as the server writes it (JSON, to keep and open
// again here) and as readable text. Plain links with `download`: the file's name is the server's
// (<game>-<code>-<date>.json), from its Content-Disposition.
import { el } from '../dom';
import { t } from '../i18n/words';

const KINDS = {
  json: { path: '', title: 'record.jsonTitle', testid: 'download-record' },
  text: { path: '.txt', title: 'record.textTitle', testid: 'download-record-text' },
} as const;

/** One link to game `code`'s record, named `label`. */
export function recordLink(code: string, kind: keyof typeof KINDS, label: string): HTMLAnchorElement {
  const k = KINDS[kind];
  return el('a', { class: 'button', href: `/api/games/${code}/record${k.path}`, download: '', title: t(k.title), 'data-testid': k.testid }, label);
}

/** Both links, each named for what it gives. */
export function recordLinks(code: string): HTMLElement[] {
  return [recordLink(code, 'json', t('record.download')), recordLink(code, 'text', t('record.downloadText'))];
}
