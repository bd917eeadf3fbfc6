// Which process opens a stored game: the first one a player reaches while no process holds its
// room (after a restart, or when the holder died). Rooms are listed in Colyseus' driver (in Redis
// when there are several processes); a short claim in the store keeps two from opening one game.
import { matchMaker } from '@colyseus/core';
import { AbandonedGame, expiredBefore } from './abandon';
import { CODE_PATTERN } from './codes';
import { aroundMatchmaker } from './colyseus-internals';
import { log } from './log';
import { knownOutdated } from './outdated';
import type { GameStore } from './store/store';

/** Opening a game takes milliseconds; a claim outlives that and no more. */
const CLAIM_MS = 5000;

export class GameOpener {
  constructor(private store: GameStore, private restoreKey: string) {}

  /**
   * Open an unfinished stored game in this process unless a process holds it; true if opened here.
   * A game nobody touched for EXPIRE_DAYS is refused in words instead (and marked abandoned).
   */
  async ensureOpen(code: string): Promise<boolean> {
    if (!CODE_PATTERN.test(code)) return false;
    const outdated = knownOutdated(code);
    if (outdated) throw outdated; // its moves do not replay: refused at once, in words
    if (await this.held(code)) return false;
    const stored = await this.store.reopen(code, expiredBefore());
    if (stored === 'abandoned') throw new AbandonedGame();
    if (stored === null) return false; // unknown or finished: the join's own error stands
    if (!(await this.store.claim(code, matchMaker.processId, CLAIM_MS))) {
      await this.waitListed(code); // another process is opening it right now
      return false;
    }
    try {
      if (await matchMaker.getRoomById(code)) return false; // opened between the look and the claim
      // The room type is the game's id: a game is reopened as what it is.
      await matchMaker.handleCreateRoom((await this.store.gameOf(code)) ?? '', { restore: code, restoreKey: this.restoreKey });
      return true;
    } finally {
      // Listed now (or not opened): a room that closes soon after must not hold the next opening back.
      // Should the store fail here, the claim runs out by itself.
      await this.store.release(code, matchMaker.processId).catch(() => undefined);
    }
  }

  /** Is the game's room listed on a live process? A listed holder that does not answer is dropped. */
  async held(code: string): Promise<boolean> {
    const listed = await matchMaker.getRoomById(code);
    if (!listed) return false;
    if (listed.processId === matchMaker.processId) return true;
    // Colyseus' own health check: a live process answers in a millisecond through Redis; one that
    // is dead or stalled has two seconds, then its rooms are dropped from the listing.
    return matchMaker.healthCheckProcessId(listed.processId);
  }

  private async waitListed(code: string): Promise<void> {
    for (const until = Date.now() + CLAIM_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      if (await matchMaker.getRoomById(code)) return;
    }
  }
}

/**
 * Does this process still hold the game? Another process takes a game over when this one did not
 * answer in time (stalled, not dead): then the listing is the other's, and this room must stand
 * down. A listing dropped by such a health check, with no other holder yet, is listed again.
 */
export async function stillHeldHere(store: GameStore, code: string, relist: () => Promise<unknown>): Promise<boolean> {
  const listed = await matchMaker.getRoomById(code);
  if (listed) return listed.processId === matchMaker.processId;
  if (!(await store.claim(code, matchMaker.processId, CLAIM_MS))) return false;
  await relist();
  await store.release(code, matchMaker.processId).catch(() => undefined); // listed again: as in ensureOpen
  return true;
}

let current: GameOpener | null = null;

/** A link works through any process: joining a game no process holds opens it here first. */
export function openOnJoin(opener: GameOpener): void {
  if (!current) {
    aroundMatchmaker(async (method, args, again) => {
      const roomId = String(args[0]);
      if (method !== 'joinById' || !current) return again();
      await current.ensureOpen(roomId);
      try {
        return await again();
      } catch (err) {
        // A holder that stopped answering has its rooms dropped by Colyseus' health check: if
        // that just happened to this game, open it here and join again.
        if (await matchMaker.getRoomById(roomId)) throw err;
        if (await current.ensureOpen(roomId)) log.info('game taken over', { code: roomId });
        if (!(await matchMaker.getRoomById(roomId))) throw err;
        return again();
      }
    });
  }
  current = opener;
}
