// On a game's page, above its players: whether the game is rated or casual (said before a seat is
// taken too), and in a rated game each seated player's rating, rounded (once rated, the new one),
// linked to the player's page.
import type { SyncedGame } from '@castle/protocol';
import { el } from '../dom';
import { t } from '../i18n/words';
import { rounded } from '../ratings/rating-words';
import { ratingsOf } from './ratings';
import { playerPath } from '../logic/links';

type Table = Pick<SyncedGame, 'rated' | 'ratings' | 'players'>;

export class RatedBox {
  readonly element = el('div', { class: 'rated-box', 'data-testid': 'rated-box' });
  private key = '';

  update(s: Table): void {
    const key = JSON.stringify([s.rated, s.ratings, s.players.length, Array.from(s.players, (p) => [p.name, p.player])]);
    if (key === this.key) return;
    this.key = key;
    // Only a table of two people may be rated: larger tables say nothing of it.
    if (!s.rated && s.players.length !== 2) { this.element.replaceChildren(); return; }
    const kind = el('p', { class: 'rated-kind', 'data-testid': 'rated-kind', 'data-rated': String(s.rated) }, t(s.rated ? 'rated.kind.rated' : 'rated.kind.casual'));
    if (!s.rated) { this.element.replaceChildren(kind); return; }
    const seats = ratingsOf(s.ratings)?.seats ?? [];
    const rows = Array.from(s.players, (p, seat) => {
      const r = seats.find((x) => x.seat === seat);
      if (!p.player || !r) return null;
      return el('li', { 'data-testid': `rated-player-${seat}` },
        el('a', { href: playerPath(p.player) }, t('rated.player', { name: p.name, rating: rounded(r.after ?? r.rating) })));
    }).filter((x): x is HTMLLIElement => x !== null);
    this.element.replaceChildren(kind, ...(rows.length ? [el('ul', { class: 'rated-players' }, ...rows)] : []));
  }
}
