// The language picker on every page: each language by its own name, one click to change. The page
// is loaded again in the new language; a game in progress comes back as it was (its seat's token
// is kept in this browser, as after any reload), a replay at the move it showed (its address).
import { el } from '../dom';
import { rememberLanguage } from './language';
import { LANGUAGES, language, t } from './words';

/** Each language by its own name, from its catalogue's 'language.ownName' (vite.config.mjs). */
declare const __LANGUAGE_NAMES__: Record<string, string>;

/** "Deutsch", "Français": a language named in itself. */
export function ownName(lang: string): string {
  return lang === language() ? t('language.ownName') : (typeof __LANGUAGE_NAMES__ === 'undefined' ? undefined : __LANGUAGE_NAMES__[lang]) ?? lang;
}

export function languagePicker(): HTMLElement {
  const buttons = LANGUAGES.map((lang) => {
    const b = el('button', { type: 'button', class: 'language', lang, 'data-testid': `language-${lang}`, 'aria-pressed': String(lang === language()) }, ownName(lang));
    b.onclick = () => {
      if (lang === language()) return;
      rememberLanguage(lang);
      location.reload();
    };
    return b;
  });
  return el('nav', { class: 'languages', 'aria-label': t('language.picker'), 'data-testid': 'languages' }, ...buttons);
}
