// What of the English catalogues a page in another language must not show: the English words of
// every message (the page's catalogues, the server's), less what the other languages write the
// same (names such as "Carcassonne", "OK"). `englishOn(page)` lists those found in what the page
// shows: its visible text, its title, and its buttons' and fields' labels and placeholders.
const fs = require('fs');
const path = require('path');
const { IntlMessageFormat } = require('intl-messageformat');

const PACKAGES = path.resolve(__dirname, '../..');

function walk(dir) {
  return fs.readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return fs.statSync(file).isDirectory() ? (name === 'node_modules' || name === 'dist' ? [] : walk(file)) : [file];
  });
}

/** Every catalogue file: { folder, lang, messages }. */
function catalogues() {
  return [path.join(PACKAGES, 'client/src'), path.join(PACKAGES, 'server/src')].flatMap(walk)
    .filter((f) => /[\\/]locales[\\/][a-z]{2}\.json$/.test(f))
    .map((f) => ({ folder: path.dirname(f), lang: path.basename(f, '.json'), messages: JSON.parse(fs.readFileSync(f, 'utf8')) }));
}

/** The literal text of a message, every branch of it. */
function literals(message, lang) {
  const out = [];
  const visit = (nodes) => {
    for (const n of nodes) {
      if (n.type === 0) out.push(n.value);
      if (n.children) visit(n.children);
      for (const o of Object.values(n.options ?? {})) visit(o.value);
    }
  };
  visit(new IntlMessageFormat(message, lang).getAst());
  return out;
}

/** Runs of two words or more, and single words of five letters or more, of `text`. */
function phrases(text) {
  const runs = text.split(/[.,;:!?()«»"“”„‘’'·—–…\n]+/).map((r) => r.trim().replace(/\s+/g, ' ')).filter((r) => /[A-Za-z]/.test(r));
  return [...runs.filter((r) => r.split(' ').length >= 2 && r.length >= 8), ...runs.flatMap((r) => r.split(' ')).filter((w) => /^[A-Za-z]{5,}$/.test(w))];
}

/** Words every page shows in their own language, whatever its own: the picker's language names. */
const OWN_LANGUAGE = ['language.ownName'];

/** The English phrases that no catalogue of `lang` also writes. */
function englishPhrases(lang) {
  const all = catalogues().map((c) => ({ ...c, messages: Object.fromEntries(Object.entries(c.messages).filter(([k]) => !OWN_LANGUAGE.includes(k))) }));
  const theirs = all.filter((c) => c.lang === lang).flatMap((c) => Object.values(c.messages).flatMap((m) => literals(m, lang))).join('\n');
  const english = new Set(all.filter((c) => c.lang === 'en').flatMap((c) => Object.values(c.messages).flatMap((m) => literals(m, 'en'))).flatMap(phrases));
  return [...english].filter((p) => !theirs.includes(p)).sort((a, b) => b.length - a.length);
}

/** The English phrases `page` shows (its language is `lang`). */
async function englishOn(page, lang) {
  const shown = await page.evaluate(() => {
    const visible = (e) => !!(e.offsetWidth || e.offsetHeight || e.getClientRects().length);
    const labels = [...document.querySelectorAll('[title], [aria-label], [placeholder], [alt]')].filter(visible)
      .flatMap((e) => ['title', 'aria-label', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''));
    return [document.title, document.body.innerText, ...labels].join('\n');
  });
  const words = new Set(shown.split(/[^A-Za-zÀ-ÿ]+/));
  return englishPhrases(lang).filter((p) => (p.includes(' ') ? shown.includes(p) : words.has(p)));
}

module.exports = { englishOn, englishPhrases };
