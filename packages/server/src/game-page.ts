// A game's page (/g/<code>) with what it shows first written into it: the game's info (the answer
// of /api/games/<code>) and, while a process holds the game, its synced state as every watcher
// gets it. The page draws the status and a picture of the board from them at once, before it has
// joined the room or started its renderer, instead of after three round trips (issue 30, item 8),
// and a head that names the game (page-head.ts) for the tab and a shared link's preview.
// Only what everyone with the link may see. Whatever goes wrong or takes long (an unknown code, a
// slow store, a holder that does not answer), the plain page is served: it asks and says itself.
import { promises as fs } from 'fs';
import * as path from 'path';
import type { RequestHandler } from 'express';
import { matchMaker } from '@colyseus/core';
import { FIRST_VIEW_ID, FirstView } from '@castle/protocol';
import type { InfoAnswer } from './game-info';
import { MaybeOverLookups, OVER_LOOKUPS } from './http-limits';
import { log } from './log';
import { withGameHead } from './page-head';
import { pageLanguage, words } from './page-words';
import { builtChunks, withPreloads } from './preload';
import { time } from './time';

/** How long the page waits for what it carries, in all; then it goes without. */
const FIRST_VIEW_MS = 250;
/** How long it waits for the state of a game another process holds (over Redis). */
const REMOTE_STATE_MS = 150;

/** JSON that cannot end the script element it sits in, nor break a line in old parsers. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The synced state of a game some process holds, as JSON; null when it does not answer in time. */
async function liveState(code: string): Promise<Record<string, unknown> | null> {
  // `state` read through the matchmaker: the room itself here, or from its process over Redis.
  const state = await matchMaker.remoteRoomCall(code, 'state', undefined, REMOTE_STATE_MS).catch(() => null);
  if (!state) return null;
  const json = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  // The page counts a running clock down from this moment, not from the room's last sync.
  if ('clockNow' in json) json.clockNow = time.now();
  return json;
}

/** The page with `code`'s first view in it, or null for the plain page. */
async function pageWithView(publicDir: string, lookup: (code: string) => Promise<InfoAnswer>, code: string, lang: string): Promise<string | null> {
  const found = await lookup(code);
  if (found.status !== 200) return null;
  const info = found.body;
  const [state, html, gameParts, words] = await Promise.all([
    found.live ? liveState(info.code) : null, fs.readFile(path.join(publicDir, 'index.html'), 'utf8'),
    builtChunks(publicDir, 'game-chunks.json', info.game), builtChunks(publicDir, 'locale-chunks.json', lang),
  ]);
  const view: FirstView = { code: info.code, info, ...(state ? { state } : {}) };
  // Replaced by a function: a `$` in a name is not a replacement pattern.
  return withPreloads(withGameHead(html, info, lang), [...words, ...gameParts])
    .replace('</body>', () => `<script type="application/json" id="${FIRST_VIEW_ID}">${scriptJson(view)}</script>\n</body>`);
}

/** A replay's page with its head naming the game (no first view: the replay loads its frames), or null. */
async function replayPage(publicDir: string, lookup: (code: string) => Promise<InfoAnswer>, code: string, lang: string): Promise<string | null> {
  const found = await lookup(code);
  if (found.status !== 200) return null;
  const [html, catalogues] = await Promise.all([fs.readFile(path.join(publicDir, 'index.html'), 'utf8'), builtChunks(publicDir, 'locale-chunks.json', lang)]);
  return withPreloads(withGameHead(html, found.body, lang, words(lang, 'page.replay', { code: found.body.code })), catalogues);
}

/** `/g/:code`: the built page with the game's first view in it (`/g/:code/replay` with `replay`:
 *  with its head only); `plain` serves the page without. */
export function gamePage(publicDir: string, lookup: (code: string) => Promise<InfoAnswer>, plain: RequestHandler, replay = false): RequestHandler {
  const make = replay ? replayPage : pageWithView;
  return async (req, res, next) => {
    if ((req as MaybeOverLookups)[OVER_LOOKUPS]) return plain(req, res, next);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), FIRST_VIEW_MS); });
    const html = await Promise.race([make(publicDir, lookup, String(req.params.code), pageLanguage(req, res)), late]).catch((err) => {
      log.warn('game page without its first view', { err: String(err) });
      return null;
    }).finally(() => clearTimeout(timer));
    if (html === null) return plain(req, res, next);
    res.set('Cache-Control', 'no-store').type('html').send(html);
  };
}
