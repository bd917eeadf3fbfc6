// The leaderboards' and players' pages (/leaderboard, /leaderboard/<pool>, /players/<id>): the built
// page, which shows them (the client's ratings/), with a head that names them in the browser's
// language (page-head.ts). A pool no game has is not found; a player's id is looked up by the page,
// which says itself when there is no such player.
import { promises as fs } from 'fs';
import * as path from 'path';
import type { RequestHandler } from 'express';
import { withHead } from './page-head';
import { pageLanguage, words } from './page-words';
import { builtChunks, withPreloads } from './preload';
import { ratingPools } from './rating';

/** The addresses of the pages, for app.ts. */
export const RATING_PAGES = ['/leaderboard', '/leaderboard/:pool', '/players/:id'];

/** The ratings' pages; `plain` serves the page as built when the file cannot be read. */
export function ratingPages(publicDir: string, plain: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    const pool = req.params.pool as string | undefined;
    if (pool !== undefined && !ratingPools().includes(pool)) return next();
    const lang = pageLanguage(req, res);
    const [html, catalogues] = await Promise.all([fs.readFile(path.join(publicDir, 'index.html'), 'utf8').catch(() => null), builtChunks(publicDir, 'locale-chunks.json', lang)]);
    if (html === null) return plain(req, res, next);
    const what = words(lang, req.params.id === undefined ? 'page.leaderboard' : 'page.player');
    res.set('Cache-Control', 'no-cache').type('html').send(withPreloads(withHead(html, lang, { title: words(lang, 'page.title', { what, game: words(lang, 'site.title') }) }), catalogues));
  };
}
