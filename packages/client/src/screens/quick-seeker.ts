// Who this browser is for quick match (logic/pairing.ts Seeker): the identity it keeps (identity/keep.ts)
// with that identity's rating per pool as the server keeps them (GET /api/players/<id>), or nobody
// rated without one. Ratings are read from the server only: pairing asks the page's own clock and list.
import type { PlayerAnswer } from '@castle/protocol';
import { keptIdentity } from '../identity';
import type { Seeker } from '../logic/pairing';
import { getJson } from '../net';

/** The name of the identity this browser keeps, or null without one (or with one it cannot open:
 *  the identity box says why). */
export async function identityName(): Promise<string | null> {
  const kept = await keptIdentity(localStorage);
  return kept?.ok ? kept.identity.name : null;
}

/** This browser's seeker. An identity the server does not know yet (404) has played no rated game:
 *  a new player in every pool; so has one whose ratings cannot be read now (the pairing is only a
 *  preference, and the server rates from its own store). */
export async function quickSeeker(): Promise<Seeker> {
  const kept = await keptIdentity(localStorage);
  if (!kept?.ok) return { identity: false };
  const player = await getJson<PlayerAnswer>(`/api/players/${kept.identity.id}`).catch(() => null);
  return { identity: true, ratings: Object.fromEntries((player?.ratings ?? []).map((r) => [r.pool, r.rating])) };
}
