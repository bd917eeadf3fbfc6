// The identity this browser plays rated games as: read once from its storage (identity/keep.ts),
// made when a rated game needs one, replaced by an import. Every part of the page asks here, so
// that the start page's box and a game's seat see the same one.
import { Identity, IdentityProblem, Opened, keepIdentity, keptIdentity, makeIdentity } from '../identity';
import { t } from '../i18n/words';
import { saidWords } from '../refusals/said';

let kept: Promise<Opened | null> | null = null;

/** What this browser keeps: an identity, a damaged one's problem, or null for none. */
export function keptHere(): Promise<Opened | null> {
  return (kept ??= keptIdentity(localStorage));
}

/** This browser's identity, or null (none, or a damaged one). */
export async function thisIdentity(): Promise<Identity | null> {
  const k = await keptHere();
  return k?.ok ? k.identity : null;
}

/** Keep `identity` as this browser's (made or imported): false when the browser keeps nothing. */
export function useIdentity(identity: Identity): boolean {
  kept = Promise.resolve({ ok: true, identity });
  return keepIdentity(localStorage, identity);
}

/** Why an identity cannot be made or read, in the page's words. */
export function identityProblemWords(p: IdentityProblem): string {
  // A name is refused for the reasons every name is: their words are the refusals'.
  return p.code === 'BAD_NAME' ? saidWords({ code: 'BAD_NAME', params: p.params }) : t(`identity.problem.${p.code}`, p.params);
}

/** This browser's identity, made now with `name` if it has none: or an Error in words. */
export async function identityFor(name: string): Promise<Identity> {
  const have = await thisIdentity();
  if (have) return have;
  const made = await makeIdentity(name);
  if (!made.ok) throw new Error(identityProblemWords(made));
  useIdentity(made.identity);
  return made.identity;
}
