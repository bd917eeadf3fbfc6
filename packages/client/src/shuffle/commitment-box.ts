// The live game's commitment to its shuffle (issue 43): the SHA-256 of the server's secret, published
// when the game was created, shown short in the panel with a way to see and copy it whole, so that a
// player can note it and compare it with the record's at the end. Read from the synced state's
// `commitment` where the server sends one; nothing is shown where it does not.
import { el } from '../dom';
import { t } from '../i18n/words';
import { SHUFFLE_PAGE } from '../logic/links';
import { short } from './shuffle-outcome';
import { syncedCommitment } from './shuffle-values';

function commitmentBox(commitment: string): HTMLElement {
  const copy = el('button', { type: 'button', class: 'quiet', 'data-testid': 'commitment-copy' }, t('shuffle.live.copy'));
  copy.onclick = () => {
    void navigator.clipboard?.writeText(commitment).then(() => { copy.textContent = t('invite.copied'); }, () => { copy.textContent = t('shuffle.live.copyByHand'); });
  };
  return el('details', { class: 'commitment', 'data-testid': 'commitment' },
    el('summary', { title: t('shuffle.live.title') }, t('shuffle.live.commitment'), ' ', el('code', { 'data-testid': 'commitment-short' }, short(commitment))),
    el('p', {}, el('code', { class: 'whole', 'data-testid': 'commitment-whole' }, commitment)),
    el('p', { class: 'row' }, copy, el('a', { href: SHUFFLE_PAGE, target: '_blank', rel: 'noopener' }, t('shuffle.live.how'))));
}

/** Show `s`'s commitment in `slot`, made again only when it changed. */
export function showCommitment(slot: HTMLElement, s: object): void {
  const commitment = syncedCommitment(s);
  if (slot.dataset.commitment === commitment) return;
  slot.dataset.commitment = commitment;
  slot.replaceChildren(...(commitment ? [commitmentBox(commitment)] : []));
}
