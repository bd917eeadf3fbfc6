// The language picker on every page: each language by its own name, one click to change. The page
// is loaded again in the new language; a game in progress comes back as it was (its seat's token
// is kept in this browser, as after any reload), a replay at the move it showed (its address).
import { el } from '../dom';
import { rememberLanguage } from './language';
import { LANGUAGES, language, t } from './words';

/** "Deutsch", "Français": a language named in itself. */
export function ownName(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
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
