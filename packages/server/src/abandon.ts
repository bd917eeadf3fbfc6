// Games nobody plays. A room nobody is connected to closes after ABANDON_MINUTES: its game stays
// stored and reopens on the next join. A stored game nobody touched for EXPIRE_DAYS is marked
// abandoned: it no longer reopens, and its record and replay stay readable.
import { positive } from './http-limits';
import { log } from './log';
import type { GameRecord, GameStore } from './store/store';
import { sweepEvery } from './sweep-every';
import { REFUSAL } from '@castle/protocol';

export const ABANDONED_GAME = REFUSAL.ABANDONED_GAME;

/** ABANDON_MINUTES: how long a room with nobody connected stays open (default 30). */
export const abandonMs = (setting = process.env.ABANDON_MINUTES): number => positive('ABANDON_MINUTES', setting, 30) * 60_000;
/** EXPIRE_DAYS: how long a stored game nobody touches may still be reopened (default 30). */
export const expireMs = (setting = process.env.EXPIRE_DAYS): number => positive('EXPIRE_DAYS', setting, 30) * 86_400_000;
/** Games last touched before this are abandoned. */
export const expiredBefore = (): number => Date.now() - expireMs();

/** A time span in words: "30 days", "2 hours", "9 minutes", "20 seconds". */
function span(ms: number): string {
  const [n, unit] = [[86_400_000, 'day'], [3_600_000, 'hour'], [60_000, 'minute'], [1000, 'second']]
    .map(([size, name]) => [Math.round(ms / (size as number)), name] as const)
    .find(([count]) => count >= 1) ?? [1, 'second'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** The refusal to reopen an abandoned game, in words for the person who came back. */
export class AbandonedGame extends Error {
  readonly code = ABANDONED_GAME;
  constructor() {
    super(`nobody played this game for ${span(expireMs())}, so it was closed for good; its moves so far can still be replayed`);
  }
}

/** How many games one sweep marks at most: a store full of old games is worked through over several. */
const SWEEP_BATCH = 1000;

/**
 * Mark the stored games nobody touched for EXPIRE_DAYS abandoned, except those a live room holds (its
 * players may sit for long without joining again). Now, then every quarter of EXPIRE_DAYS (an hour
 * at most); a store that fails is tried again at the next sweep. Returns a stop function.
 */
export function sweepAbandoned(store: GameStore, held: (code: string) => Promise<boolean>): () => void {
  return sweepEvery(Math.min(expireMs() / 4, 3_600_000), 'abandoned games not marked this time', async (stopped) => {
    const before = expiredBefore();
    let marked = 0;
    for (const code of await store.untouched(before, SWEEP_BATCH)) {
      if (stopped()) break; // the store is closing
      if (!(await held(code)) && (await store.abandon(code, before))) marked++;
    }
    if (marked) log.info('games abandoned: nobody touched them', { marked, days: expireMs() / 86_400_000 });
  });
}

/** Is this stored game abandoned? One nobody touched for EXPIRE_DAYS that no process holds is marked so now. */
export async function isAbandoned(store: GameStore, g: GameRecord, held: (code: string) => Promise<boolean>): Promise<boolean> {
  if (g.abandonedAt !== null) return true;
  const before = expiredBefore();
  return !g.result && g.touchedAt < before && !(await held(g.code)) && (await store.abandon(g.code, before));
}
