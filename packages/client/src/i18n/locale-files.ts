// Every catalogue of the page: each folder's locales/<lang>.json (the shared words in src/locales,
// each game's in games/<id>/locales, the refusals' in refusals/locales). Vite makes each file a
// chunk of its own, fetched only when its language is shown. The tests read the same files from
// disk instead (test/locale-files.ts): only Vite knows import.meta.glob. main.ts hands them to words.ts.
export type Messages = Record<string, string>;

export const LOCALE_FILES: Record<string, () => Promise<Messages>> = import.meta.glob<Messages>('../**/locales/*.json', { import: 'default' });
