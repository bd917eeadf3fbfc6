// Browser test of the page's identity core in Chromium's own WebCrypto and localStorage (issue 44;
// docs/identity.md): an identity made, kept through a reload, exported and imported in another
// browser context with the same id, each signing a seat that the server's module accepts with Node's
// crypto; a damaged file refused. Nothing on screen yet (the start page is wired later): no screenshots.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { ROOT, check, launch, run } = require('./browser.cjs');
const { Challenges, checkSignedSeat } = require(path.join(ROOT, 'packages/server/dist/identity'));

/** The test's page, built into a temp folder with the same aliases as the site's. */
async function buildPage() {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-identity-'));
  const { build } = await import('vite');
  const alias = Object.fromEntries(['game', 'protocol'].map((p) => [`@castle/${p}`, path.join(ROOT, `packages/${p}/src/index.ts`)]));
  await build({ root: path.join(__dirname, 'identity'), configFile: false, logLevel: 'error', resolve: { alias }, build: { outDir: out, emptyOutDir: true } });
  return out;
}

/** Serves `dir` on localhost: a secure context, where browsers give WebCrypto. */
function serve(dir) {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, req.url === '/' ? 'index.html' : path.normalize(req.url));
    if (!file.startsWith(dir) || !fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(fs.readFileSync(file));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function open(browser, base) {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  return page;
}

/** The page signs seat `seat` of `code` with the identity it keeps, answering `challenge`. */
const signKept = (page, code, challenge, seat) => page.evaluate(async ([c, ch, s]) => {
  const kept = await window.castleIdentity.keptIdentity(window.castleStore);
  return window.castleIdentity.signSeat(kept.identity, c, ch, s);
}, [code, challenge, seat]);

run(async () => {
  const dir = await buildPage();
  const server = await serve(dir);
  const base = `http://localhost:${server.address().port}/`;
  const browser = await launch();
  try {
    const challenges = new Challenges(60);
    const first = await open(browser, base);
    const made = await first.evaluate(async () => {
      const result = await window.castleIdentity.makeIdentity('Ann');
      window.castleIdentity.keepIdentity(window.castleStore, result.identity);
      return { ok: result.ok, id: result.identity.id, text: window.castleIdentity.identityText(result.identity) };
    });
    check('Chromium makes an identity with a 27-character id', made.ok && /^[A-Za-z0-9_-]{27}$/.test(made.id), made.id);

    await first.reload();
    await first.waitForSelector('body[data-ready="true"]', { state: 'attached' });
    const sent = await signKept(first, 'ABCD23', challenges.give('ABCD23', 'first'), 0);
    const checked = checkSignedSeat(sent, { code: 'ABCD23', seat: 0, connection: 'first' }, challenges);
    check('the identity kept through a reload signs a seat the server accepts, as that id', checked.ok && checked.id === made.id, JSON.stringify(checked));

    const second = await open(browser, base); // another browser context: its own, empty localStorage
    const imported = await second.evaluate(async (text) => {
      const none = await window.castleIdentity.keptIdentity(window.castleStore);
      const result = await window.castleIdentity.readIdentity(text);
      if (result.ok) window.castleIdentity.keepIdentity(window.castleStore, result.identity);
      return { none, ok: result.ok, id: result.ok ? result.identity.id : result.code };
    }, made.text);
    check('another browser keeps no identity until one is imported', imported.none === null);
    check('the exported file imported in another browser gives the same id', imported.ok && imported.id === made.id, imported.id);
    const again = await signKept(second, 'ABCD23', challenges.give('ABCD23', 'second'), 1);
    const accepted = checkSignedSeat(again, { code: 'ABCD23', seat: 1, connection: 'second' }, challenges);
    check('the imported identity signs a seat the server accepts, as the same id', accepted.ok && accepted.id === made.id, JSON.stringify(accepted));

    const damaged = await second.evaluate((text) => window.castleIdentity.readIdentity(text).then((r) => r.code), made.text.slice(0, 100));
    check('a file cut short is refused in the browser as not JSON', damaged === 'NOT_JSON', damaged);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
