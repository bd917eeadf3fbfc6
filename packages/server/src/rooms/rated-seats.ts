// A rated game's seats are taken as identities (issue 44; docs/identity.md): a client that comes to
// play is offered the free seat with a challenge, its page signs it, and the seat is given once the
// signature holds, the identity is kept (a new one counted against its address's daily limit), and it
// is not the other seat's person again (the same identity, or the same address and browser).
import type { Client } from '@colyseus/core';
import { ChallengeMessage, REFUSAL, type Said, TO_CLIENT } from '@castle/protocol';
import { Challenges, type DailyLimit, IDENTITY_REFUSAL, checkSignedSeat } from '../identity';
import { BadInput, cleanName } from '../limits';
import type { RatingStore } from '../store/ratings';

/** What a page may send as its browser's mark: a random id it keeps (base64url), to tell one
 *  person's two identities apart from two people behind one address. */
const BROWSER = /^[A-Za-z0-9_-]{8,64}$/;

export interface RatedSeatTaken {
  seat: number;
  name: string;
  player: string;
  contribution: string | null;
}

type Answer = { ok: true; taken: RatedSeatTaken } | ({ ok: false } & Said);

const no = (code: string, message: string, params?: Said['params']): Answer => ({ ok: false, code, message, ...(params && { params }) });

export class RatedSeats {
  private challenges = new Challenges();
  /** By connection: the seat offered and the contribution its join sent. */
  private offered = new Map<string, { seat: number; contribution: string | null }>();
  /** Where each seat's identity came from (this process's memory: a restart forgets it). */
  private from = new Map<number, { address: string; browser: string | null }>();

  /** `identitiesMade`: the server's count of identities first seen per address today. */
  constructor(private code: string, private ratings: RatingStore, private identitiesMade: DailyLimit, private players: () => (string | null)[]) {}

  /** Offer `seat` to `client`: a challenge its identity signs ("challenge"; the answer is "signedSeat").
   *  Offered again after a refusal, it keeps the contribution its join sent. */
  offer(client: Client, seat: number, contribution: string | null): void {
    this.offered.set(client.sessionId, { seat, contribution: contribution ?? this.offered.get(client.sessionId)?.contribution ?? null });
    client.send(TO_CLIENT.challenge, { challenge: this.challenges.give(this.code, client.sessionId), seat } satisfies ChallengeMessage);
  }

  isOffered(client: Client): boolean {
    return this.offered.has(client.sessionId);
  }

  /** The client left, or watches now: its offer is withdrawn. */
  forget(client: Client): void {
    this.offered.delete(client.sessionId);
  }

  /** Every seat is taken: each offer is withdrawn. Returns the connections that had one. */
  withdrawAll(): string[] {
    const ids = [...this.offered.keys()];
    this.offered.clear();
    return ids;
  }

  /** "signedSeat" from `client` at `address`: the seat to give it, or why not (its challenge is used
   *  either way: the caller offers a new one while a seat is free). Nothing is given on a refusal. */
  async answer(client: Client, message: unknown, address: string, freeSeat: number | null): Promise<Answer> {
    const offer = this.offered.get(client.sessionId);
    if (!offer) return no(REFUSAL.NOT_A_PLAYER, 'no seat was offered to this connection: join the game to play it');
    const m = (message && typeof message === 'object' ? message : {}) as { signed?: unknown; name?: unknown; browser?: unknown };
    let name: string;
    try {
      name = cleanName(m.name, '');
    } catch (err) {
      return no((err as { code?: string }).code ?? REFUSAL.BAD_NAME, (err as BadInput).message);
    }
    if (!name) return no(REFUSAL.BAD_NAME, 'a rated seat is taken under the identity\'s name: name is missing', { reason: 'empty' });
    const checked = checkSignedSeat(m.signed, { code: this.code, seat: offer.seat, connection: client.sessionId }, this.challenges);
    if (!checked.ok) return checked;
    if (freeSeat !== offer.seat) return no(REFUSAL.GAME_FULL, 'that seat was taken meanwhile');
    const browser = typeof m.browser === 'string' && BROWSER.test(m.browser) ? m.browser : null;
    if (this.players().includes(checked.id)) return no(IDENTITY_REFUSAL.SAME_PLAYER, 'this identity holds the other seat already', { reason: 'identity' });
    if (browser && [...this.from.values()].some((f) => f.address === address && f.browser === browser)) {
      return no(IDENTITY_REFUSAL.SAME_PLAYER, 'another identity from this browser holds the other seat', { reason: 'browser' });
    }
    const kept = await this.keep(checked.id, checked.publicKey, name, address);
    if (kept) return kept;
    this.offered.delete(client.sessionId);
    this.from.set(offer.seat, { address, browser });
    return { ok: true, taken: { seat: offer.seat, name, player: checked.id, contribution: offer.contribution } };
  }

  /** The identity kept in the store under `name`: added on first sight (counted against the
   *  address), renamed when it comes with another name. Null when kept, else the refusal. */
  private async keep(id: string, publicKey: string, name: string, address: string): Promise<Answer | null> {
    const known = await this.ratings.player(id);
    if (known) {
      if (known.publicKey !== publicKey) return no(IDENTITY_REFUSAL.OTHER_KEY, 'this id is kept with another public key');
      if (known.name !== name) await this.ratings.rename(id, name);
      return null;
    }
    const counted = this.identitiesMade.take(address);
    if (!counted.ok) return counted;
    const added = await this.ratings.addPlayer(id, publicKey, name, Date.now());
    return added === 'otherKey' ? no(IDENTITY_REFUSAL.OTHER_KEY, 'this id is kept with another public key') : null;
  }
}
