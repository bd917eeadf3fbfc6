// The connection to the server: the Colyseus client for games, and the HTTP API for what a page
// needs before joining (is there such a game, is a seat free, is it over) and for replays.
import { Client, JoinOptions, Room, SeatReservation } from 'colyseus.js';
import { newContribution } from '@castle/game';
import { Coded, noAnswer, refusalError } from './refusals/said';

/** Colyseus' client whose refused creates and joins throw an error in the page's words, with the
 *  server's code and params kept. Its own request keeps only an HTTP refusal's status and sentence
 *  (a 429 from the limits in front of the matchmaker: TOO_MANY_CREATES, and its seconds to wait),
 *  so the matchmaker is asked here, as colyseus.js asks it. */
class WordedClient extends Client {
  protected override async createMatchMakeRequest<T>(method: string, roomName: string, options: JoinOptions = {}, rootSchema?: Parameters<Client['consumeSeatReservation']>[1], reuseRoomInstance?: Room): Promise<Room<T>> {
    const res = await fetch(this.getHttpEndpoint(`matchmake/${method}/${roomName}`), {
      // Every create and join adds this page's contribution to the shuffle (docs/record.md "Checking the shuffle").
      method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(method === 'reconnect' ? options : { ...options, contribution: newContribution() }),
    }).catch(() => { throw refusalError(null); });
    const answer = await res.json().catch(() => ({}));
    if (!res.ok || answer.error) throw refusalError(answer.code ? answer : { code: res.status });
    if (method === 'reconnect') answer.reconnectionToken = options.reconnectionToken;
    return (this.consumeSeatReservation(answer as SeatReservation, rootSchema, reuseRoomInstance) as Promise<Room<T>>).catch((err: unknown) => { throw refusalError(err as Coded); });
  }
}

export const client = new WordedClient(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`);

/** GET a JSON answer; `null` when there is no such thing (404, or 400: a code that cannot exist),
 *  an Error in the page's words of the server's refusal (its code as `code`) for anything else. */
export async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' } }).catch(() => { throw refusalError(null); });
  if (res.status === 404 || res.status === 400) return null;
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw refusalError(body.code ? body : { code: res.status });
  return body as T;
}

/** POST JSON and read the JSON answer, as getJson does (null for 404 and 400). */
export async function postJson<T>(url: string, body: unknown): Promise<T | null> {
  const res = await fetch(url, { method: 'POST', headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body) })
    .catch(() => { throw refusalError(null); }); // no answer at all: the server cannot be reached
  if (res.status === 404 || res.status === 400) return null;
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw refusalError(answer.code ? answer : { code: res.status });
  return answer as T;
}

/** How long a join may take before the page says so and tries again (a stalled server, a lost network). */
export const JOIN_TIMEOUT_MS = 15_000;

/**
 * Join a game by code, or fail after `ms`. A join that succeeds after its time is up is left at
 * once, so that it never holds a seat the page no longer shows.
 */
export function joinWithin<T = any>(code: string, options: Record<string, unknown>, ms = JOIN_TIMEOUT_MS): Promise<Room<T>> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => { late = true; reject(noAnswer(ms)); }, ms);
    client.joinById<T>(code, options).then(
      (room) => { clearTimeout(timer); if (late) void room.leave(); else resolve(room); },
      (err) => { clearTimeout(timer); if (!late) reject(err); },
    );
  });
}
