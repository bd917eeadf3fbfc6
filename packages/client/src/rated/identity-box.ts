// The start page's box for this browser's identity (docs/identity.md): without one, what it is for
// and "Make an identity" (named from the name field); with one, its name linked to its player page,
// its export (a file, or the text copied) and the plain warning that losing it loses the rating.
// Either way, an identity from another browser can be imported (a file or its pasted text), which
// says first that it replaces the one here.
import { Identity, identityText, makeIdentity, readIdentity } from '../identity';
import { el } from '../dom';
import { t } from '../i18n/words';
import type { NameField } from '../screens/name-field';
import { playerPath } from '../logic/links';
import { identityProblemWords, keptHere, useIdentity } from './this-identity';

export interface IdentityBox {
  element: HTMLElement;
  /** Show what this browser keeps now (after one was made elsewhere on the page). */
  refresh(): Promise<void>;
  /** Called whenever the identity shown changes. */
  onChange: (identity: Identity | null) => void;
}

/** Save `text` as a file named `file`. */
function download(text: string, file: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = el('a', { href: url, download: file });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A file name of letters and digits only, whatever the name holds. */
const fileName = (name: string): string => `castle-identity-${name.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'player'}.json`;

export function identityBox(name: NameField): IdentityBox {
  const body = el('div', {});
  const error = el('p', { class: 'error', role: 'alert', 'data-testid': 'identity-error' });
  const pasted = el('textarea', { rows: '4', 'aria-label': t('identity.import.pasteLabel'), placeholder: t('identity.import.paste'), 'data-testid': 'identity-text' });
  const file = el('input', { type: 'file', accept: '.json,application/json', 'data-testid': 'identity-file', 'aria-label': t('identity.import.fileLabel') });
  const replaces = el('p', { class: 'small', 'data-testid': 'identity-replaces' });
  const importButton = el('button', { type: 'button', 'data-testid': 'identity-import' }, t('identity.import.button'));
  const imports = el('details', { class: 'identity-import' }, el('summary', {}, t('identity.import.summary')),
    replaces, el('label', { class: 'small' }, t('identity.import.fileLabel'), ' ', file), pasted, importButton);
  const box: IdentityBox = {
    element: el('section', { class: 'identity-box', 'data-testid': 'identity-box' }, el('h2', {}, t('identity.heading')), body, imports, error),
    refresh: async () => {
      const kept = await keptHere();
      const identity = kept?.ok ? kept.identity : null;
      body.replaceChildren(...(identity ? shown(identity) : missing()));
      if (kept && !kept.ok) error.textContent = t('identity.damaged', { problem: identityProblemWords(kept) });
      replaces.textContent = identity ? t('identity.import.replaces', { name: identity.name }) : '';
      box.onChange(identity);
    },
    onChange: () => undefined,
  };

  const missing = (): Node[] => {
    const make = el('button', { type: 'button', class: 'primary', 'data-testid': 'identity-make' }, t('identity.make'));
    make.onclick = async () => {
      const given = name.checked();
      if (given === null) return;
      error.textContent = '';
      make.disabled = true;
      const made = await makeIdentity(given);
      if (made.ok) useIdentity(made.identity);
      else { error.textContent = identityProblemWords(made); make.disabled = false; }
      await box.refresh();
    };
    return [el('p', { 'data-testid': 'identity-about' }, t('identity.about')), el('p', { class: 'small' }, t('identity.makeNote')), make];
  };

  const shown = (identity: Identity): Node[] => {
    const text = identityText(identity);
    const save = el('button', { type: 'button', 'data-testid': 'identity-download' }, t('identity.export.file'));
    const copy = el('button', { type: 'button', 'data-testid': 'identity-copy' }, t('identity.export.copy'));
    const byHand = el('textarea', { rows: '4', readonly: '', hidden: '', 'aria-label': t('identity.export.byHand'), 'data-testid': 'identity-export-text' });
    save.onclick = () => download(text, fileName(identity.name));
    copy.onclick = () => {
      void navigator.clipboard?.writeText(text).then(() => { copy.textContent = t('identity.export.copied'); }, () => {
        // No clipboard for this page: the text to copy by hand.
        byHand.value = text;
        byHand.hidden = false;
        byHand.select();
      });
    };
    return [
      el('p', { 'data-testid': 'identity-name' }, t('identity.playingAs'), ' ', el('a', { href: playerPath(identity.id), 'data-testid': 'identity-link' }, identity.name)),
      el('p', { class: 'warning', 'data-testid': 'identity-warning' }, t('identity.warning')),
      el('div', { class: 'row' }, save, copy), byHand,
    ];
  };

  file.onchange = async () => {
    const chosen = file.files?.[0];
    if (chosen) pasted.value = await chosen.text().catch(() => '');
  };
  importButton.onclick = async () => {
    error.textContent = '';
    const read = await readIdentity(pasted.value.trim());
    if (!read.ok) { error.textContent = identityProblemWords(read); return; }
    useIdentity(read.identity);
    pasted.value = '';
    file.value = '';
    imports.open = false;
    await box.refresh();
  };
  void box.refresh();
  return box;
}
