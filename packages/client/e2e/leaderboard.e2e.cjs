// Browser test (npm run test:e2e): the leaderboards and players' pages (src/ratings/), at desktop and
// phone sizes, in English, German and French. Players and rated games are put in the store before the
// server starts: Ann, Cy and Bob established in the Castle's pool, Dee not (his deviation is too
// high, though his rating is above Cy's and Bob's), Eve with no rated game, one game of Ann and Bob with the Falcon (nobody
// established there) and none of Carcassonne. The start page leads to the first pool's leaderboard;
// it lists the established best first; a name leads to the player's page, with a chart per pool (a
// point per game), the results and the recent games with links to their replays; an unknown or
// malformed id says so. Screenshots: e2e/screenshots/leaderboard-*.png, player-*.png and the start
// page's line with the link, start-leaderboards-*.png.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, check, local, pageIn, run, withServer } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
/** An element's text, its no-break spaces (French punctuation's, a count's before its word) as spaces. */
const text = async (locator) => ((await locator.first().textContent()) ?? '').replace(/\u00a0/g, ' ').trim();

/** An id of the identities' form: 27 letters. */
const idOf = (name) => `${name}${'x'.repeat(27)}`.slice(0, 27);
const PLAYERS = { ann: 'Ann', bob: 'Bob', cy: 'Cy', dee: 'Dee', eve: 'Eve' };
const ID = Object.fromEntries(Object.entries(PLAYERS).map(([k, name]) => [k, idOf(name.toLowerCase())]));

/** The rated games, oldest first: the pool, the two players (seat 0 and 1), seat 0's score, and each
 *  one's rating and deviation after it. Written out rather than rated, so the test reads its numbers. */
const GAMES = [
  { code: 'RTAC2', pool: 'castle', seats: ['ann', 'bob'], score: 1, after: [[1580, 250], [1420, 250]] },
  { code: 'RTAC3', pool: 'castle', seats: ['ann', 'cy'], score: 1, after: [[1650, 190], [1430, 250]] },
  { code: 'RTAC4', pool: 'castle', seats: ['ann', 'bob'], score: 0.5, after: [[1655, 150], [1425, 190]] },
  { code: 'RTAC5', pool: 'castle', seats: ['ann', 'cy'], score: 0, after: [[1630, 120], [1510, 105]] },
  { code: 'RTAC6', pool: 'castle', seats: ['ann', 'bob'], score: 1, after: [[1680, 95], [1390, 140]] },
  { code: 'RTAC7', pool: 'castle', seats: ['dee', 'bob'], score: 1, after: [[1650, 240], [1360, 100]] },
  { code: 'RTAC9', pool: 'castle-falcon', seats: ['ann', 'bob'], score: 1, after: [[1620, 250], [1380, 250]] },
];
const HOUR = 3600_000;

/** A data folder holding the players and their rated games (each game stored as a finished one). */
async function dataWithRatings() {
  const { SqliteStore } = require('../../server/dist/store/sqlite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-leaderboard-e2e-'));
  const store = new SqliteStore(dir);
  const now = Date.now();
  for (const [k, name] of Object.entries(PLAYERS)) await store.ratings.addPlayer(ID[k], `key-${k}`, name, now - 30 * 24 * HOUR);
  const current = new Map(); // player/pool → rating before the next game
  for (const [i, g] of GAMES.entries()) {
    await local.storeRecord(store, local.fixtureRecord('castle-score.json'), g.code);
    const seats = g.seats.map((k, seat) => {
      const before = current.get(`${k}/${g.pool}`) ?? { rating: 1500, deviation: 350, volatility: 0.06 };
      const after = { rating: g.after[seat][0], deviation: g.after[seat][1], volatility: 0.06 };
      current.set(`${k}/${g.pool}`, after);
      return { seat, player: ID[k], score: seat === 0 ? g.score : 1 - g.score, change: { before, after, change: after.rating - before.rating } };
    });
    await store.ratings.recordRated(g.code, g.pool, seats, now - (GAMES.length - i) * HOUR);
  }
  await store.close();
  return dir;
}

/** What each language says, where the test reads words. */
const WORDS = {
  en: { results: '6 rated games: 4 wins, 1 loss, 1 draw', empty: 'Nobody has an established rating for The Castle with the Falcon yet.', unknown: 'No such player', badId: '“nobody” is not a player’s id', against: 'against Bob', win: 'Win', noGames: 'Eve has not finished a rated game yet.' },
  de: { results: '6 gewertete Partien: 4 Siege, 1 Niederlage, 1 Unentschieden', empty: 'Für „Die Burg mit dem Falken“ hat noch niemand eine gefestigte Wertung.', unknown: 'Diesen Spieler gibt es nicht', badId: '„nobody“ ist keine Spielerkennung', against: 'gegen Bob', win: 'Sieg', noGames: 'Eve hat noch keine gewertete Partie beendet.' },
  fr: { results: '6 parties classées : 4 victoires, 1 défaite, 1 nul', empty: 'Personne n’a encore de classement établi pour « Le Château avec le Faucon ».', unknown: 'Ce joueur n’existe pas', badId: '« nobody » n’est pas un identifiant de joueur', against: 'contre Bob', win: 'Victoire', noGames: 'Eve n’a pas encore terminé de partie classée.' },
};

/** Whether the page is no wider than the screen (nothing cut off or scrolled sideways). */
const fits = (page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function leaderboard(page, base, lang, size, words) {
  await page.goto(`${base}/`);
  await page.locator('.lead').screenshot({ path: path.join(SHOTS, `start-leaderboards-${lang}-${size}.png`) });
  await testid(page, 'leaderboards-link').click();
  await testid(page, 'leaderboard-table').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: the start page's link leads to the first pool's leaderboard`, new URL(page.url()).pathname === '/leaderboard'
    && (await testid(page, 'pool-castle').getAttribute('aria-current')) === 'page');
  const ids = await testid(page, 'leader').evaluateAll((rows) => rows.map((r) => r.dataset.id));
  check(`${lang} ${size}: the established players are listed best first, and not Dee (deviation 240)`, JSON.stringify(ids) === JSON.stringify([ID.ann, ID.cy, ID.bob]), JSON.stringify(ids));
  const first = await testid(page, 'leader').first().locator('td').allTextContents();
  const wide = size === 'desktop';
  const want = wide ? ['1', 'Ann', '1680', '±95', '5', '3 / 1 / 1'] : ['1', 'Ann', '1680', '3 / 1 / 1'];
  const shown = (await testid(page, 'leader').first().locator('td').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).display !== 'none'))).map((v, i) => v && first[i]).filter((v) => v !== false);
  check(`${lang} ${size}: a line gives rank, name, rating rounded, ${wide ? 'deviation, games, ' : ''}wins / losses / draws`, JSON.stringify(shown) === JSON.stringify(want), JSON.stringify(shown));
  check(`${lang} ${size}: the page says only ratings below ±110 are listed`, (await text(testid(page, 'established'))).includes('±110'));
  check(`${lang} ${size}: the leaderboard fits the screen`, await fits(page));
  await page.screenshot({ path: path.join(SHOTS, `leaderboard-${lang}-${size}.png`), fullPage: true });
  await testid(page, 'pool-castle-falcon').click();
  await testid(page, 'leaderboard-empty').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: a leaderboard nobody is established in says so in words`, (await text(testid(page, 'leaderboard-empty'))) === words.empty, await text(testid(page, 'leaderboard-empty')));
  await page.screenshot({ path: path.join(SHOTS, `leaderboard-empty-${lang}-${size}.png`) });
  await page.goBack();
  await testid(page, 'leaderboard-table').waitFor({ timeout: 10000 });
}

async function player(page, base, lang, size, words) {
  await testid(page, 'leader-name').first().click();
  await testid(page, 'player').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: a name leads to the player's page, titled with the name`, new URL(page.url()).pathname === `/players/${ID.ann}` && (await text(page.locator('main h1'))) === 'Ann'
    && (await page.title()).startsWith('Ann · '), await page.title());
  check(`${lang} ${size}: the page gives the results over every pool`, (await text(testid(page, 'player-results'))) === words.results, await text(testid(page, 'player-results')));
  const castle = testid(page, 'pool-rating-castle'), falcon = testid(page, 'pool-rating-castle-falcon');
  check(`${lang} ${size}: each pool's rating is rounded, with its deviation`, (await text(castle.locator('[data-testid="rating"]'))) === '1680 ± 95' && (await text(falcon.locator('[data-testid="rating"]'))) === '1620 ± 250');
  const castlePoints = await castle.locator('[data-testid="history-point"]').count();
  const falconPoints = await falcon.locator('[data-testid="history-point"]').count();
  check(`${lang} ${size}: the Castle's chart has a point per game (5), the Falcon's one point and no line`, castlePoints === 5 && falconPoints === 1
    && (await castle.locator('polyline').count()) === 1 && (await falcon.locator('polyline').count()) === 0, `${castlePoints}, ${falconPoints}`);
  const xs = await castle.locator('[data-testid="history-point"]').evaluateAll((dots) => dots.map((d) => [Number(d.getAttribute('cx')), Number(d.getAttribute('cy'))]));
  check(`${lang} ${size}: the chart runs oldest to newest left to right, the best rating (1680, the last) highest`, xs.every((p, i) => i === 0 || p[0] > xs[i - 1][0]) && xs[4][1] === Math.min(...xs.map((p) => p[1])), JSON.stringify(xs));
  const games = testid(page, 'recent-game');
  const codes = await games.evaluateAll((li) => li.map((l) => l.dataset.code));
  const replays = await games.locator('[data-testid="replay-link"]').evaluateAll((a) => a.map((l) => l.getAttribute('href')));
  const want = GAMES.filter((g) => g.seats.includes('ann')).map((g) => g.code).reverse();
  check(`${lang} ${size}: the recent games are listed newest first, each with a link to its replay`, JSON.stringify(codes) === JSON.stringify(want)
    && JSON.stringify(replays) === JSON.stringify(want.map((c) => `/g/${c}/replay`)), JSON.stringify(replays));
  const newest = games.first();
  check(`${lang} ${size}: a game says its result, the change with its sign and the opponent`, (await text(newest.locator('.result'))) === words.win
    && (await text(newest.locator('[data-testid="change"]'))) === '+120' && (await text(newest)).includes(words.against), await text(newest));
  check(`${lang} ${size}: the player's page fits the screen`, await fits(page));
  await page.screenshot({ path: path.join(SHOTS, `player-${lang}-${size}.png`), fullPage: true });
  await newest.locator('[data-testid="opponent"]').click();
  await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Bob', null, { timeout: 10000 });
  check(`${lang} ${size}: an opponent's name leads to their page`, new URL(page.url()).pathname === `/players/${ID.bob}`);
  await testid(page, 'to-leaderboards').click();
  await testid(page, 'leaderboard-table').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: the player's page leads back to the leaderboard`, new URL(page.url()).pathname === '/leaderboard/castle');
}

async function unknown(page, base, lang, size, words) {
  await page.goto(`${base}/players/${ID.eve}`);
  await testid(page, 'no-games').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: a player without a rated game says so, and shows no chart`, (await text(testid(page, 'no-games'))) === words.noGames
    && (await testid(page, 'history-chart').count()) === 0, await text(testid(page, 'no-games')));
  await page.goto(`${base}/players/${idOf('zed')}`);
  await testid(page, 'unknown-player').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: an unknown player's id says there is no such player`, (await text(page.locator('main h1'))) === words.unknown);
  await page.screenshot({ path: path.join(SHOTS, `player-unknown-${lang}-${size}.png`) });
  await page.goto(`${base}/players/nobody`);
  await testid(page, 'unknown-player').waitFor({ timeout: 10000 });
  check(`${lang} ${size}: a malformed id says it is not a player's id`, (await text(testid(page, 'notice-text'))).startsWith(words.badId), await text(testid(page, 'notice-text')));
}

/** A replay link opens the game's replay. */
async function replay(page, base) {
  await page.goto(`${base}/players/${ID.ann}`);
  await testid(page, 'replay-link').first().click();
  await testid(page, 'replay-record').waitFor({ timeout: 15000 });
  check('a recent game\'s replay link opens its replay', new URL(page.url()).pathname === `/g/${GAMES.at(-1).code}/replay`);
}

run(async () => {
  const dataDir = await dataWithRatings();
  try {
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
      for (const size of ['desktop', 'phone']) {
        for (const [lang, words] of Object.entries(WORDS)) {
          const page = await pageIn(browser, lang, size);
          await leaderboard(page, base, lang, size, words);
          await player(page, base, lang, size, words);
          await unknown(page, base, lang, size, words);
          if (lang === 'en') await replay(page, base);
          await page.context().close();
        }
      }
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
