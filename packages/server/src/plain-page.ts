// The built page for the page's own addresses (/, /help, /g/..., /record, a page not found) in the
// browser's language (page-words.ts): in English as built (precompressed, with its ETag), in
// another with its head written in it (`<html lang>`, the title, the description and preview tags)
// and its catalogues named for the browser to fetch at once (preload.ts).
import { promises as fs } from 'fs';
import * as path from 'path';
import type { RequestHandler } from 'express';
import { withHead } from './page-head';
import { FALLBACK_LANGUAGE, pageLanguage } from './page-words';
import { builtChunks, withPreloads } from './preload';

/** `built` serves index.html as the build wrote it. */
export function plainPage(publicDir: string, built: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    const lang = pageLanguage(req, res);
    if (lang === FALLBACK_LANGUAGE) return built(req, res, next);
    const [html, catalogues] = await Promise.all([fs.readFile(path.join(publicDir, 'index.html'), 'utf8').catch(() => null), builtChunks(publicDir, 'locale-chunks.json', lang)]);
    if (html === null) return built(req, res, next);
    res.set('Cache-Control', 'no-cache').type('html').send(withPreloads(withHead(html, lang), catalogues));
  };
}
