// The page's catalogues as the tests read them: the same files Vite's import.meta.glob finds
// (src/**/locales/*.json), keyed as it keys them (relative to src/i18n), read from disk.
import { readFileSync, readdirSync, statSync } from 'fs';
import { join, relative } from 'path';

export type Messages = Record<string, string>;

const SRC = join(__dirname, '../src');
const I18N = join(SRC, 'i18n');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : [file];
  });
}

export const LOCALE_FILES: Record<string, () => Promise<Messages>> = Object.fromEntries(
  walk(SRC).filter((f) => /[\\/]locales[\\/][^\\/]+\.json$/.test(f))
    .map((f) => [relative(I18N, f).split('\\').join('/'), async () => JSON.parse(readFileSync(f, 'utf8')) as Messages]),
);
