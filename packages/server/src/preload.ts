// Chunks a page imports as soon as its first script runs, named in the page the server writes
// (`<link rel="modulepreload">`) so that the browser fetches them beside that script instead of after
// it: a game's own page parts (the build's game-chunks.json) and the catalogues of the language the
// page is written in (locale-chunks.json).
import { promises as fs } from 'fs';
import * as path from 'path';

/** The chunks the build listed under `key` in `file` (of `publicDir`); none if it did not. */
export async function builtChunks(publicDir: string, file: 'game-chunks.json' | 'locale-chunks.json', key: string): Promise<string[]> {
  const text = await fs.readFile(path.join(publicDir, file), 'utf8').catch(() => '{}');
  const files = (JSON.parse(text) as Record<string, unknown>)[key];
  return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f)) : [];
}

/** `html` with a preload of each of `files` at the end of its head. */
export function withPreloads(html: string, files: string[]): string {
  const tags = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">\n`).join('');
  // Replaced by a function: a `$` is not a replacement pattern.
  return html.replace('</head>', () => `${tags}</head>`);
}
