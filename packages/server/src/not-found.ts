// Addresses the site does not have. The API's answer in JSON as its others are; a page asked for by
// a browser is the site's own page, which says "not found" in its style with a way to the start
// page (the client's router shows it); a missing file (a script, a picture) a bare 404.
import type { RequestHandler } from 'express';
import { REFUSAL } from '@castle/protocol';

/** Under /api and /health: a JSON refusal, like every other answer there. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ code: REFUSAL.NOT_FOUND, params: { path: `${req.baseUrl}${req.path}`.slice(0, 200) }, message: `there is nothing at ${req.method} ${req.baseUrl}${req.path}` });
};

/** A file's address: its last part has an extension. */
const FILE = /\.[A-Za-z0-9]+$/;

/** Anywhere else: `page` (the built page) with status 404, for a browser that asks for a page. */
export function pageNotFound(page: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.accepts(['html', 'json']) === 'html') && (!FILE.test(req.path) || /text\/html/.test(req.get('accept') ?? ''));
    if (!wantsPage) return next();
    res.status(404);
    page(req, res, next);
  };
}
