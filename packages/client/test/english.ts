// Every client test reads the page's words in English unless it loads another language itself,
// from the same catalogue files the page's build splits.
import { loadLanguage, setLocaleFiles } from '../src/i18n/words';
import { LOCALE_FILES } from './locale-files';

setLocaleFiles(LOCALE_FILES);
beforeAll(() => loadLanguage('en'));
