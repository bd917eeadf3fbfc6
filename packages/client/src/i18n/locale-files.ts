// Every catalogue of the page: each folder's locales/<lang>.json (the shared words in src/locales,
// each game's in games/<id>/locales, the refusals' in refusals/locales). Vite puts each language's
// files in one chunk, its messages parsed at build time (vite.config.mjs), fetched only when that
// language is shown. The tests read the same files from disk instead (test/locale-files.ts): only
// Vite knows import.meta.glob. main.ts hands them to words.ts.
import type { Messages } from './words';

export const LOCALE_FILES: Record<string, () => Promise<Messages>> = import.meta.glob<Messages>('../**/locales/*.json', { import: 'default' });
