// Test helpers for rated games: identities made by the page's own module, and seats taken with them
// through a real room (the "challenge" answered with "signedSeat", as the page does).
import { Identity, makeIdentity, signSeat } from '../../client/src/identity';
import { Player, waitFor } from './harness';

export async function identity(name: string): Promise<Identity> {
  const made = await makeIdentity(name);
  if (!made.ok) throw new Error(made.problem);
  return made.identity;
}

/** Wait for `p`'s challenge and answer it as `who` (its signature over `code`, default the room's). */
export async function signFor(p: Player, who: Identity, opts: { code?: string; seat?: number; browser?: string } = {}): Promise<{ signed: unknown; name: string; browser?: string }> {
  await waitFor(() => p.challenge !== null, 5000, 'a challenge');
  const { challenge, seat } = p.challenge!;
  p.challenge = null;
  const message = { signed: await signSeat(who, opts.code ?? p.code, challenge, opts.seat ?? seat), name: who.name, ...(opts.browser ? { browser: opts.browser } : {}) };
  p.room.send('signedSeat', message);
  return message;
}

/** `p` takes its offered seat as `who`, and has it. */
export async function takeAs(p: Player, who: Identity, browser?: string): Promise<void> {
  await signFor(p, who, { browser });
  await waitFor(() => p.seat !== null, 5000, `the seat for ${who.name} (errors: ${JSON.stringify(p.errors)}; seen: ${p.seen.slice(-3).join(" | ").slice(0, 600)})`);
}

/** Ann creates a rated game and Bob joins it, each as an identity; both seated. */
export async function ratedTable(url: string, ann: Identity, bob: Identity, options: Record<string, unknown> = {}): Promise<{ a: Player; b: Player }> {
  const a = await Player.create(url, { name: ann.name, rated: true, ...options });
  await takeAs(a, ann, 'browser-of-ann');
  const b = await Player.join(url, a.code, { name: bob.name });
  await takeAs(b, bob, 'browser-of-bob');
  await waitFor(() => a.actions !== null || b.actions !== null, 5000, 'the first turn');
  return { a, b };
}
