// Browser test (npm run test:e2e): the shuffle of a real game, from the start page to "Shuffle
// verified". A player creates a game against the computer (a Castle game, and a Carcassonne table of
// three with two computer seats); the table shows the game's commitment, the same as the server's
// API gives; the player resigns, and the replay of that game says "Shuffle verified", showing the
// same commitment, the contribution the page sent and the computer's marked as drawn by the server.
// Until the resignation is sent, the secret and the seed (read from the record after the end) are in
// no WebSocket frame or HTTP answer the page received, nor on the page. And the server serves the
// page that explains the shuffle. At desktop and phone sizes, in English, German and French.
// Screenshots: e2e/screenshots/shuffle-live-*.png.
const path = require('path');
const { ROOT, check, attr, readyAt, actByKeys, movedPast, pageIn, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const text = async (page, id) => ((await testid(page, id).first().textContent()) ?? '').trim();
const words = (lang) => require(`../src/shuffle/locales/${lang}.json`);

/** What the page receives (WebSocket frames, HTTP answers) and the contributions it sends, noted
 *  until `stop()`: after it, the game may have ended and its secret be revealed. */
function listen(page) {
  const received = [], bodies = [], contributions = [];
  let live = true;
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => { if (live) received.push(Buffer.from(payload)); }));
  page.on('response', (res) => {
    if (live) bodies.push(res.body().catch(() => Buffer.alloc(0))); // a redirect or a closed page has none
  });
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/matchmake/')) contributions.push(JSON.parse(req.postData() ?? '{}').contribution);
  });
  return {
    contributions,
    /** Stop noting; resolves to every frame and body noted. */
    stop: async () => { live = false; return [...received, ...(await Promise.all(bodies))]; },
  };
}

/** From the start page, a game against the computer (easy, the person first): Carcassonne with
 *  `seats` seats (all but one the computer's), or the Castle. */
async function createAgainstComputer(page, base, carcassonne, seats) {
  await page.goto(base + '/');
  await page.fill('[data-testid="name"]', 'Ann');
  if (carcassonne) {
    await page.check('[data-testid="game-carcassonne"]');
    await page.selectOption('[data-testid="seats"]', String(seats));
  }
  await page.check('[data-testid="opponent-computer"]');
  await page.selectOption('[data-testid="level"]', 'easy');
  await page.selectOption('[data-testid="first"]', 'me');
  if (seats > 2) await page.selectOption('[data-testid="computers"]', String(seats - 1));
  await page.click('[data-testid="create"]');
  await page.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.dataset.seat ?? ''));
}

/** Play the page's own turns by keys until it may resign. */
async function playUntilResign(page) {
  const seat = await attr(page, 'data-seat');
  while ((await testid(page, 'resign').count()) === 0) {
    await page.waitForFunction((s) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return document.querySelector('[data-testid="resign"]') || (st.dataset.toAct === s && document.querySelector('.controls button'));
    }, seat, { polling: 50, timeout: 30000 });
    if ((await testid(page, 'resign').count()) > 0) break;
    const at = Number(await attr(page, 'data-moves'));
    await readyAt(page, at);
    await actByKeys(page);
    await movedPast(page, at);
  }
}

/** The commitment box in view, unfolded. */
async function unfold(page, id) {
  const box = testid(page, id);
  await box.scrollIntoViewIfNeeded();
  if (!(await box.evaluate((d) => d.open))) await box.locator('summary').click();
  await box.scrollIntoViewIfNeeded();
}

async function liveGame(browser, base, { game, seats, size, lang }) {
  const label = `${game}, ${size}, ${lang}`;
  const page = await pageIn(browser, lang, size);
  const heard = listen(page);
  await createAgainstComputer(page, base, game === 'carcassonne', seats);
  const code = new URL(page.url()).pathname.split('/')[2];
  const seat = Number(await attr(page, 'data-seat'));
  const names = await Promise.all(Array.from({ length: seats }, (_, s) => page.locator(`[data-testid="player-${s}"] strong`).textContent()));

  // The commitment, on the table and from the API.
  await testid(page, 'commitment').waitFor({ timeout: 10000 });
  const info = await (await fetch(`${base}/api/games/${code}`)).json();
  await unfold(page, 'commitment');
  const shown = await text(page, 'commitment-whole');
  check(`the table shows the game's commitment, the one GET /api/games/<code> gives (${label})`, /^[0-9a-f]{64}$/.test(shown) && shown === info.commitment, `${shown} / ${info.commitment}`);
  check(`the commitment box is within the screen's width (${label})`, await testid(page, 'commitment').evaluate((b) => b.getBoundingClientRect().right <= document.documentElement.clientWidth && b.scrollWidth <= b.clientWidth));
  await page.screenshot({ path: path.join(SHOTS, `shuffle-live-commitment-${game}-${lang}-${size}.png`) });

  // Play until resigning is offered; what the page holds then, and all it received, is noted before the resignation.
  await playUntilResign(page);
  const onPage = await page.evaluate(() => document.documentElement.outerHTML + JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  await testid(page, 'resign').scrollIntoViewIfNeeded();
  await testid(page, 'resign').click();
  await testid(page, 'resign-yes').waitFor();
  const seen = await heard.stop();
  await testid(page, 'resign-yes').scrollIntoViewIfNeeded();
  await testid(page, 'resign-yes').click();
  await page.locator('[data-testid="end-banner"][data-end="resigned"]').waitFor({ timeout: 15000 });

  const record = await (await fetch(`${base}/api/games/${code}/record`)).json();
  const { secret, commitment, contributions, serverDrew = [] } = record.shuffle ?? {};
  const leaks = [secret, record.seed].filter((s) => typeof s !== 'string' || s.length < 32 || onPage.includes(s) || seen.some((b) => b.includes(s)));
  // The commitment, found as it travels, shows the search reads the frames' encoding.
  check(`before the end, neither the secret nor the seed was on the page or in any of the ${seen.length} frames and answers it received, where the commitment was (${label})`,
    leaks.length === 0 && seen.some((b) => b.includes(shown)), `${leaks.length} leaked or missing`);
  check(`the record reveals the secret of the commitment shown (${label})`, commitment === shown && typeof secret === 'string', commitment);
  const others = contributions.map((_, s) => s).filter((s) => s !== seat);
  check(`the record has the contribution the page sent for its seat, and the server drew the computer's (${label})`,
    contributions.length === seats && heard.contributions.includes(contributions[seat]) && JSON.stringify(serverDrew) === JSON.stringify(others), `${heard.contributions.length} sent, drawn: ${serverDrew}`);

  // The replay of that game: "Shuffle verified", with the same values.
  await page.goto(`${base}/g/${code}/replay`);
  await page.waitForFunction(() => ['unverifiable', 'verified', 'mismatch'].includes(document.querySelector('[data-testid="shuffle-check"]')?.dataset.outcome), null, { timeout: 20000 });
  const title = await text(page, 'shuffle-title');
  check(`the replay says "${words(lang)['shuffle.verified']}" (${label})`, title === words(lang)['shuffle.verified'] && (await testid(page, 'shuffle-check').getAttribute('data-outcome')) === 'verified', title);
  await unfold(page, 'shuffle-details');
  const values = await page.evaluate((n) => Array.from({ length: n }, (_, i) => ({
    value: document.querySelector(`code[data-testid="shuffle-contribution-${i}"]`)?.textContent,
    label: document.querySelector(`code[data-testid="shuffle-contribution-${i}"]`)?.closest('dd')?.previousElementSibling?.textContent ?? '',
    note: document.querySelector(`[data-testid="shuffle-contribution-${i}-note"]`)?.textContent ?? '',
  })), seats);
  const drawn = `(${words(lang)['shuffle.value.drawn']})`;
  check(`its values show the commitment of the live table (${label})`, (await text(page, 'shuffle-commitment')) === shown);
  check(`they show the player's contribution as the page sent it, and the computer's as drawn by the server (${label})`,
    values.every((v, s) => v.value === contributions[s] && v.note === (s === seat ? '' : drawn)), JSON.stringify(values.map((v) => v.note)));
  check(`each contribution is named as the table named its seat (${label})`, values.every((v, s) => v.label.includes(names[s])), `${names} / ${values.map((v) => v.label)}`);
  check(`the values are within the screen's width (${label})`, await testid(page, 'shuffle-check').evaluate((b) => b.getBoundingClientRect().right <= document.documentElement.clientWidth && b.scrollWidth <= b.clientWidth));
  await testid(page, 'shuffle-title').evaluate((e) => e.scrollIntoView({ block: 'center' })); // below the sticky board on a phone
  await page.screenshot({ path: path.join(SHOTS, `shuffle-live-verified-${game}-${lang}-${size}.png`) });
  await testid(page, `shuffle-contribution-${seats - 1}`).evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SHOTS, `shuffle-live-values-${game}-${lang}-${size}.png`) });
  await page.context().close();
}

const GAMES = [
  { game: 'castle', seats: 2, size: 'desktop', lang: 'en' },
  { game: 'carcassonne', seats: 3, size: 'desktop', lang: 'en' },
  { game: 'castle', seats: 2, size: 'phone', lang: 'de' },
  { game: 'carcassonne', seats: 3, size: 'phone', lang: 'fr' },
];

run(async () => {
  await withServer({ BOT_PAUSE_MS: '100' }, async ({ base, browser }) => {
    const res = await fetch(`${base}/shuffle`);
    check('the server serves the page that explains the shuffle at /shuffle', res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('text/html'), `${res.status}`);
    for (const g of GAMES) await liveGame(browser, base, g);
  });
});
