// Whether the store takes writes and still holds its games, as /health tells it: checked at start,
// every few seconds, when /health asks (one check serves the asks of a second or two) and after a
// store error. A store that lost its games (Redis back empty, the SQLite file deleted or replaced)
// stays lost for this process: the games it holds can no longer be saved, and their players are told.
import { log } from '../log';
import { recordStoreOk } from '../metrics';
import type { GameStore } from './store';

export type StoreStatus = { ok: true } | { ok: false; problem: 'unwritable' | 'lost'; reason: string; error?: unknown };

/** What the players of a game are told when the store lost it. */
export const STORE_LOST_MESSAGE =
  'The server lost its saved games, this one with them: it can no longer be saved, so it cannot go on. Sorry. You can start a new game.';

export interface WatchTimes {
  /** A check that takes longer counts as a store that cannot write. */
  timeoutMs: number;
  /** How long one check's answer serves /health. */
  maxAgeMs: number;
  /** How often the store is checked when nobody asks. */
  everyMs: number;
}

const TIMES: WatchTimes = { timeoutMs: 1000, maxAgeMs: 1500, everyMs: 5000 };

export class StoreWatch {
  private last: { at: number; status: StoreStatus } | null = null;
  private running: Promise<StoreStatus> | null = null;
  private lost: StoreStatus | null = null;
  private listeners = new Set<(message: string) => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private store: GameStore, private times: WatchTimes = TIMES) {}

  /** The first check (the store leaves its mark), then one every few seconds. */
  async start(): Promise<StoreStatus> {
    this.timer = setInterval(() => void this.status(0), this.times.everyMs).unref();
    return this.status(0);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** The store's state, from a check at most `maxAgeMs` old (a check under way is shared). */
  status(maxAgeMs = this.times.maxAgeMs): Promise<StoreStatus> {
    if (this.lost) return Promise.resolve(this.lost);
    if (this.last && Date.now() - this.last.at <= maxAgeMs) return Promise.resolve(this.last.status);
    this.running ??= this.check().finally(() => { this.running = null; });
    return this.running;
  }

  /** Called once, with the players' sentence, if the store loses its games. Returns its removal. */
  onLost(listener: (message: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async check(): Promise<StoreStatus> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.times.timeoutMs} ms`)), this.times.timeoutMs);
    });
    let status: StoreStatus;
    try {
      const lost = await Promise.race([this.store.check(), late]);
      status = lost ? { ok: false, problem: 'lost', reason: lost } : { ok: true };
    } catch (err) {
      // The store's own error (its address, say) goes to the log only; /health is public.
      status = { ok: false, problem: 'unwritable', reason: 'the store cannot be written', error: err };
    } finally {
      clearTimeout(timer);
    }
    const was = this.last?.status.ok;
    if (!status.ok && status.problem === 'lost') this.becomeLost(status);
    else if (!status.ok && was !== false) log.error('store cannot write', { err: status.error });
    else if (status.ok && was === false) log.info('store writes again');
    this.last = { at: Date.now(), status };
    recordStoreOk(status.ok);
    return status;
  }

  private becomeLost(status: StoreStatus & { ok: false }): void {
    if (this.lost) return;
    this.lost = status;
    log.error('store lost its games', { reason: status.reason });
    for (const listener of this.listeners) listener(STORE_LOST_MESSAGE);
  }
}
