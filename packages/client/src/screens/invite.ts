// The invitation shown while a seat is free: the link with a copy button, the code in large
// letters, and the watch link.
import { el } from '../dom';
import { t, tNodes } from '../i18n/words';
import { gameLink } from '../logic/links';
import { quickOffer } from './quick-offer';

/** The invitation's contents; `seat` is null for a watcher, who waits too; `seats`: the table's
 *  size; `game`: its id (a quick match's wait offers the computer after a while); `withdraw`: abort
 *  this game (a quick match given up for the computer). */
export function invitation(code: string, seat: number | null, seats: number, game: string, withdraw: () => void): HTMLElement[] {
  const link = gameLink(location.origin, code);
  const copy = el('button', { 'data-testid': 'copy-link' }, t('invite.copy'));
  copy.onclick = () => {
    void navigator.clipboard?.writeText(link).then(() => { copy.textContent = t('invite.copied'); }, () => { copy.textContent = t('invite.copyByHand'); });
  };
  const many = seats > 2;
  return [el('h2', {}, seat === null ? (many ? t('invite.waitingPlayers') : t('invite.waitingSecond')) : many ? t('invite.opponents') : t('invite.opponent')),
    el('p', {}, many ? t('invite.sendMany', { seats }) : t('invite.sendOne')),
    el('div', { class: 'link-row' }, el('a', { href: link, 'data-testid': 'share-link' }, link), copy),
    el('p', {}, t('invite.code'), ' ', el('strong', { class: 'big-code', 'data-testid': 'code' }, code)),
    el('p', { class: 'small' }, ...tNodes<Node>('invite.watch', {}, { link: (words) => el('a', { href: gameLink(location.origin, code, true) }, ...words) })),
    // Only the tab that opened a quick match has one (its seat may not be known yet at first draw).
    ...[quickOffer(code, game, withdraw)].filter((x): x is HTMLElement => x !== null)];
}
