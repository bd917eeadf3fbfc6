// The invitation shown while a seat is free: the link with a copy button, the code in large
// letters, and the watch link.
import { el } from '../dom';
import { gameLink } from '../logic/links';
import { quickOffer } from './quick-offer';

/** The invitation's contents; `seat` is null for a watcher, who waits too; `seats`: the table's
 *  size; `game`: its id (a quick match's wait offers the computer after a while); `withdraw`: abort
 *  this game (a quick match given up for the computer). */
export function invitation(code: string, seat: number | null, seats: number, game: string, withdraw: () => void): HTMLElement[] {
  const link = gameLink(location.origin, code);
  const copy = el('button', { 'data-testid': 'copy-link' }, 'Copy link');
  copy.onclick = () => {
    void navigator.clipboard?.writeText(link).then(() => { copy.textContent = 'Copied'; }, () => { copy.textContent = 'Select the link and copy it'; });
  };
  const many = seats > 2;
  return [el('h2', {}, seat === null ? (many ? 'Waiting for players' : 'Waiting for a second player') : many ? 'Invite your opponents' : 'Invite your opponent'),
    el('p', {}, many ? `Send this link. The game starts when all ${seats} seats are taken.` : 'Send this link. The game starts when the other player arrives.'),
    el('div', { class: 'link-row' }, el('a', { href: link, 'data-testid': 'share-link' }, link), copy),
    el('p', {}, 'Or give the code: ', el('strong', { class: 'big-code', 'data-testid': 'code' }, code)),
    el('p', { class: 'small' }, 'Anyone else can watch: ', el('a', { href: gameLink(location.origin, code, true) }, 'watch link')),
    // Only the tab that opened a quick match has one (its seat may not be known yet at first draw).
    ...[quickOffer(code, game, withdraw)].filter((x): x is HTMLElement => x !== null)];
}
