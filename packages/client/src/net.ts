// The connection to the server: the Colyseus client for games, and the HTTP API for what a page
// needs before joining (is there such a game, is a seat free, is it over) and for replays.
import { Client } from 'colyseus.js';

export const client = new Client(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`);

/** GET a JSON answer; `null` when there is no such thing (404, or 400: a code that cannot exist),
 *  an Error with the server's sentence for anything else. */
export async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (res.status === 404 || res.status === 400) return null;
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message ?? `the server answered ${res.status}`);
  return body as T;
}
