// Which process opens a stored game: the first one a player reaches while no process holds its
// room (after a restart, or when the holder died). Rooms are listed in Colyseus' driver (in Redis
// when there are several processes); a short claim in the store keeps two from opening one game.
import { matchMaker } from '@colyseus/core';
import { CODE_PATTERN } from './codes';
import { log } from './log';
import type { GameStore } from './store/store';

/** Opening a game takes milliseconds; a claim outlives that and no more. */
const CLAIM_MS = 5000;

export class GameOpener {
  constructor(private store: GameStore, private restoreKey: string) {}

  /** Open an unfinished stored game in this process unless a process holds it; true if opened here. */
  async ensureOpen(code: string): Promise<boolean> {
    if (!CODE_PATTERN.test(code) || (await this.heldAlive(code))) return false;
    const game = await this.store.load(code);
    if (!game || game.result) return false; // unknown or finished: the join's own error stands
    if (!(await this.store.claim(code, matchMaker.processId, CLAIM_MS))) {
      await this.waitListed(code); // another process is opening it right now
      return false;
    }
    if (await matchMaker.getRoomById(code)) return false; // opened between the look and the claim
    await matchMaker.handleCreateRoom('castle', { restore: code, restoreKey: this.restoreKey });
    return true;
  }

  /** Is the game's room listed on a live process? A listed holder that is gone is dropped here. */
  private async heldAlive(code: string): Promise<boolean> {
    const listed = await matchMaker.getRoomById(code);
    if (!listed) return false;
    if (listed.processId === matchMaker.processId) return true;
    // A live process listens on its channel; one that died left it (Redis notices at once). Only
    // then is Colyseus' own health check (which waits for an answer) worth its two seconds: it
    // drops the dead process's rooms.
    if ((await matchMaker.presence.channels(`p:${listed.processId}`)).length > 0) return true;
    return matchMaker.healthCheckProcessId(listed.processId);
  }

  private async waitListed(code: string): Promise<void> {
    for (const until = Date.now() + CLAIM_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      if (await matchMaker.getRoomById(code)) return;
    }
  }
}

let current: GameOpener | null = null;

/** A link works through any process: joining a game no process holds opens it here first. */
export function openOnJoin(opener: GameOpener): void {
  if (!current) {
    const controller = matchMaker.controller;
    const invoke = controller.invokeMethod;
    controller.invokeMethod = async function (method, roomId, ...rest) {
      const again = () => invoke.call(this, method, roomId, ...rest);
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
    };
  }
  current = opener;
}
