// GET /api/games/<code>/replay: every position of a game so far, finished or live, for the replay
// viewer (a late watcher too). Computed once per state of the game and kept (replay-cache.ts), with a
// strong ETag, so that a page asking again gets 304 and nothing is replayed twice; a finished game no
// room holds is cached by browsers and proxies for good. Computing is limited for the whole process.
import { createHash } from 'crypto';
import { promisify } from 'util';
import * as zlib from 'zlib';
import type { Request, RequestHandler, Response } from 'express';
import { REFUSAL, visibleChat } from '@castle/protocol';
import { isAbandoned } from './abandon';
import { requestAddress } from './address';
import { CODE_PATTERN } from './codes';
import { log } from './log';
import { recordReplayComputed, recordReplayRefused } from './metrics';
import { OutdatedGame, knownOutdated } from './outdated';
import { replayBody } from './replay';
import { CachedReplay, ReplayBudget, ReplayCache } from './replay-cache';
import type { GameRecord, GameStore } from './store/store';
import type { ChatLine, Said } from '@castle/protocol';

const gzip = promisify(zlib.gzip);

/** A year: how long a finished game's replay may be kept by whoever fetched it. */
const FINAL_CACHE = 'public, max-age=31536000, immutable';
/** Changed when the replay's answer changes shape, so that no tag of an older one matches. */
const FORMAT = 1;

/**
 * The tag of the answer made from this state of the game: what the answer is made of, its moves (and
 * their clocks), its chat, names, result and abandonment. Cheap: no move is replayed. Its moves'
 * count shows in it, so that a tag is read at a glance in a log.
 */
function tagOf(g: GameRecord, chat: ChatLine[], abandoned: boolean): string {
  const what = JSON.stringify([FORMAT, g.actions.length, g.clocks.length, chat.length, chat.at(-1)?.at ?? null, g.seats.map((s) => s.name), g.result, abandoned]);
  return `"${g.code}-${g.actions.length}-${createHash('sha256').update(what).digest('base64url').slice(0, 22)}"`;
}

/** Does If-None-Match name this tag (or `*`)? Weak or not: a cache may have weakened it. */
function matches(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.split(',').some((t) => { const tag = t.trim().replace(/^W\//, ''); return tag === '*' || tag === etag; });
}

const refuse = (res: Response, status: number, code: string, message: string, params?: Said['params']) =>
  void res.status(status).json({ code, ...(params && { params }), message } satisfies Said);

/** The answer: 304 when the page has it, else its JSON, gzipped when the page takes that. */
function send(req: Request, res: Response, r: CachedReplay): void {
  res.set({ ETag: r.etag, 'Cache-Control': r.final ? FINAL_CACHE : 'no-cache' });
  res.vary('Accept-Encoding');
  if (matches(req, r.etag)) return void res.status(304).end();
  res.type('application/json');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set('Content-Encoding', 'gzip'); // sent as kept: the compression middleware leaves it be
    return void res.send(r.gzip);
  }
  // Unzipped as the client reads it: a client that never reads holds no more than a stream's buffer.
  res.set('Content-Encoding', 'identity');
  const plain = zlib.createGunzip();
  plain.on('error', () => res.destroy());
  plain.pipe(res);
  plain.end(r.gzip);
}

/** 503 with a code: the process makes as many replays as REPLAY_PER_SECOND lets it (the record's
 *  text, which replays the game, counts with them). */
export function tooBusy(res: Response, budget: ReplayBudget): void {
  recordReplayRefused();
  const wait = budget.retryAfter();
  res.set('Retry-After', String(wait));
  refuse(res, 503, REFUSAL.REPLAYS_BUSY, `the server is making many replays just now: try again in ${wait} s`, { retryAfter: wait });
}

export function replayRoute(store: GameStore, held: (code: string) => Promise<boolean>, cache = new ReplayCache(), budget = new ReplayBudget()): RequestHandler {
  /** Replays being made, by tag. */
  const underway = new Map<string, Promise<CachedReplay | null>>();

  /** Replay the game, once the process's budget allows (null: not now), and keep the answer. */
  async function make(g: GameRecord, chat: ChatLine[], abandoned: boolean, etag: string, final: boolean, address: string): Promise<CachedReplay | null> {
    if (!(await budget.take(address))) return null;
    const body = replayBody(g);
    recordReplayComputed();
    // Anyone may read a replay: the watchers' lines only once the game is over.
    const json = JSON.stringify({ ...body, chat: visibleChat(chat, body.over), abandoned });
    const made: CachedReplay = { etag, gzip: await gzip(json), final };
    cache.set(g.code, made);
    return made;
  }

  return async (req, res) => {
    const code = String(req.params.code).toUpperCase();
    if (!CODE_PATTERN.test(code)) return refuse(res, 400, REFUSAL.BAD_CODE, 'a game code is 5 letters and digits');
    try {
      const kept = cache.get(code);
      if (kept?.final) return send(req, res, kept);
      const g = await store.load(code).catch(() => null);
      if (!g) return refuse(res, 404, REFUSAL.NOT_FOUND, `no game ${code}`, { code });
      // Still waiting for contributions: nothing is drawn yet, so there is nothing to replay.
      if (!g.seed && g.result === null) return refuse(res, 409, REFUSAL.WAITING_FOR_OPPONENT, 'the game has not started: nothing is drawn until every seat is taken, and its replay begins then');
      // Nothing kept of it and no replay may be made now: refused before its chat is read (a full one
      // takes milliseconds), so that a flood of games not replayed yet costs little more than its answers.
      if (!kept && budget.busy(requestAddress(req))) return tooBusy(res, budget);
      const chat = await store.chat(code);
      const abandoned = await isAbandoned(store, g, held);
      // A finished game's chat goes on while its room is open (its players may still talk there).
      const final = abandoned || (g.result !== null && !(await held(code)));
      const etag = tagOf(g, chat, abandoned);
      if (kept?.etag === etag) {
        if (final) cache.set(code, { ...kept, final });
        return send(req, res, { ...kept, final });
      }
      if (matches(req, etag)) return send(req, res, { etag, gzip: Buffer.alloc(0), final });
      const outdated = knownOutdated(code); // refused at once, without a turn
      if (outdated) throw outdated;
      // Requests for the same state at once wait for the one replay (its answer is gzipped off the loop).
      let making = underway.get(etag);
      if (!making) {
        underway.set(etag, (making = make(g, chat, abandoned, etag, final, requestAddress(req))));
        void making.finally(() => underway.delete(etag)).catch(() => undefined);
      }
      const made = await making;
      if (!made) return tooBusy(res, budget);
      send(req, res, made);
    } catch (err) {
      if (err instanceof OutdatedGame) return void res.status(410).json(err.said());
      log.error('replay failed', { code, err });
      refuse(res, 500, REFUSAL.BAD_RECORD, 'this game cannot be replayed');
    }
  };
}
