// A finished game's way into its rematch, read from the store: `POST /api/games/<code>/rematch`
// with `{ token }`, a seat token of the old game, answers the rematch's code and that player's
// token there (as the "rematch" message does). The old game's room told it that way while it was
// open; after a restart (or once everyone left) the room is gone, and the old link finds it here.
import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { REFUSAL } from '@castle/protocol';
import type { RematchMessage } from '@castle/protocol';
import { CODE_PATTERN } from './codes';
import { log } from './log';
import type { GameStore } from './store/store';

export type RematchWay = ({ ok: true } & RematchMessage) | { ok: false; status: number; code: string; params?: Record<string, string>; message: string };

/**
 * The one answer to every caller who gets no seat: an unknown code, a game without a rematch (yet), a
 * token that is not one of its seats'. Told apart, they would say which codes exist (and which games
 * ended in a rematch) to anyone; the game's own link (GET /api/games/<code>) is where that is told.
 */
const NO_WAY: RematchWay = { ok: false, status: 404, code: REFUSAL.NOT_FOUND, message: 'no rematch seat for this token: only a player of a game with a rematch has one' };

export async function rematchWay(store: GameStore, code: string, token: unknown): Promise<RematchWay> {
  if (!CODE_PATTERN.test(code)) return { ok: false, status: 400, code: REFUSAL.BAD_CODE, message: 'a game code is 5 letters and digits' };
  const old = await store.load(code);
  const seat = old?.next && typeof token === 'string' && token ? old.seats.findIndex((s) => s.token === token) : -1;
  if (!old?.next || seat < 0) return NO_WAY;
  const next = await store.load(old.next);
  // The rematch moves each seat one place on (session.ts, storeRematch): old seat s plays seat s - 1 there.
  const mine = next?.seats[(seat - 1 + old.seats.length) % old.seats.length]?.token;
  if (!next || !mine) return { ok: false, status: 404, code: REFUSAL.NOT_FOUND, params: { code }, message: `the rematch of game ${code} is not stored` };
  return { ok: true, code: next.code, token: mine };
}

/** A body that is not JSON is answered in words, as every refusal of the API. */
const unreadable: ErrorRequestHandler = (_err, _req, res, _next) => void res.status(400).json({ code: REFUSAL.BAD_MESSAGE, params: { field: 'token' }, message: 'the body is JSON: { token }' });

export function rematchRoute(store: GameStore): (RequestHandler | ErrorRequestHandler)[] {
  const answer: RequestHandler = async (req, res) => {
    try {
      const way = await rematchWay(store, String(req.params.code).toUpperCase(), (req.body as { token?: unknown } | null | undefined)?.token);
      if (!way.ok) return void res.status(way.status).json({ code: way.code, ...(way.params && { params: way.params }), message: way.message });
      res.json({ code: way.code, token: way.token });
    } catch (err) {
      log.error('rematch lookup failed', { code: req.params.code, err });
      res.status(503).json({ code: REFUSAL.STORE_FAILED, message: 'the store did not answer: try again' });
    }
  };
  return [express.json({ limit: '1kb', strict: false }), unreadable, answer];
}
