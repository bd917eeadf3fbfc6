// The rules are compiled from source into the bundle (ESM, only what is used). Every text file of
// the build is written again beside itself brotli- and gzip-compressed (.br, .gz), which the server
// sends as they are to browsers that take them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import { defineConfig } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Below this, compressing gains less than the headers it costs. */
const SMALLEST = 1024;

function precompress() {
  let outDir = 'dist';
  return {
    name: 'castle-precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    closeBundle() {
      const walk = (dir) => readdirSync(dir).flatMap((name) => {
        const file = join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
      for (const file of walk(outDir).filter((f) => TEXT.test(f))) {
        const body = readFileSync(file);
        if (body.length < SMALLEST) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * msgpackr (inside colyseus.js) probes for eval with `new Function('')` when loaded; under the page's
 * Content-Security-Policy the probe fails as intended (no compiled readers) but the browser reports
 * a violation. msgpackr's own no-eval build swaps the call for BlockedFunction; so does this.
 */
function msgpackrWithoutEval() {
  return {
    name: 'castle-msgpackr-without-eval',
    transform(code, id) {
      if (!/[\\/]@colyseus[\\/]msgpackr[\\/]unpack\.js$/.test(id)) return null;
      if (!code.includes('new Function(')) throw new Error(`msgpackr changed: no eval probe found in ${id}`);
      return { code: code.replaceAll('new Function(', 'new BlockedFunction('), map: null };
    },
  };
}

/** Each game's own page chunks (only Carcassonne's page is one), with what they import beyond the
 *  first script's: `game-chunks.json`, from which the server names them in a game's page for the
 *  browser to fetch beside the first script (server game-page.ts), not after it. */
const GAME_PAGES = { carcassonne: 'src/games/carcassonne/screens/game.ts' };
function gameChunks() {
  return {
    name: 'castle-game-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const closure = (start) => {
        const seen = new Set();
        const visit = (file) => { if (seen.has(file)) return; seen.add(file); bundle[file]?.imports?.forEach(visit); };
        start.forEach(visit);
        return seen;
      };
      const first = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const pages = Object.fromEntries(Object.entries(GAME_PAGES).map(([game, src]) => {
        const page = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${src}`));
        if (!page) throw new Error(`no chunk for ${src}: the page of ${game} moved`);
        return [game, [...closure([page.fileName])].filter((f) => !first.has(f)).map((f) => `/${f}`)];
      }));
      this.emitFile({ type: 'asset', fileName: 'game-chunks.json', source: JSON.stringify(pages) });
    },
  };
}

/** A catalogue's language (every folder's locales/<lang>.json), from its module id. */
const catalogueLanguage = (id) => /\/locales\/([a-z]{2})\.json$/.exec(id.replaceAll('\\', '/'))?.[1];

/** Each language's catalogues in one chunk, `words-<lang>`: one request, not one per folder (a page
 *  over HTTP/1.1 fetches six at a time), and `locale-chunks.json`, from which the server names the
 *  chunk of the language it serves in the page, for the browser to fetch beside the first script
 *  instead of after it. */
function localeChunks() {
  return {
    name: 'castle-locale-chunks',
    apply: 'build',
    outputOptions(output) {
      return { ...output, manualChunks: (id) => (catalogueLanguage(id) ? `words-${catalogueLanguage(id)}` : undefined) };
    },
    generateBundle(_options, bundle) {
      const byLanguage = {};
      for (const c of Object.values(bundle)) {
        const langs = c.type === 'chunk' ? [...new Set(c.moduleIds.map(catalogueLanguage).filter(Boolean))] : [];
        if (langs.length > 1) throw new Error(`${c.fileName} holds the catalogues of ${langs.join(' and ')}: a page would load both`);
        if (langs.length) (byLanguage[langs[0]] ??= []).push(`/${c.fileName}`);
      }
      if (!byLanguage.en) throw new Error('no catalogue chunks: the locales moved');
      this.emitFile({ type: 'asset', fileName: 'locale-chunks.json', source: JSON.stringify(byLanguage) });
    },
  };
}

/** Every catalogue's messages parsed here, at build time: the page formats them as they come
 *  (intl-messageformat takes a parsed message) and holds no parser. Parsing a view's messages on
 *  first use cost its first paint; the parsed catalogues are about twice the bytes. */
function parsedCatalogues() {
  return {
    name: 'castle-parsed-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!catalogueLanguage(id)) return null;
      const messages = JSON.parse(code);
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))), map: null };
    },
  };
}

/** Each language by its own name ("Deutsch"), from its catalogue: the picker names every language
 *  while only one catalogue is loaded (Intl.DisplayNames would cost the first view 20 to 60 ms). */
function languageNames() {
  const dir = fileURLToPath(new URL('src/locales/', import.meta.url));
  return Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(dir, f), 'utf8'))['language.ownName']]));
}

export default defineConfig({
  define: { __LANGUAGE_NAMES__: JSON.stringify(languageNames()) },
  resolve: {
    alias: {
      ...Object.fromEntries(['rules', 'carcassonne', 'game', 'protocol', 'bot'].map((p) => [`@castle/${p}`, fileURLToPath(new URL(`../${p}/src/index.ts`, import.meta.url))])),
      // Every message the page formats comes parsed (parsedCatalogues): intl-messageformat without its parser.
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  // The review's worker is a module (review/review-runner.ts starts it with type: 'module').
  worker: { format: 'es' },
  plugins: [parsedCatalogues(), msgpackrWithoutEval(), gameChunks(), localeChunks(), precompress()],
});
