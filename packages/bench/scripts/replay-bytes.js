// What a replay costs the page (issue 40, item 7): for a finished Castle game and a finished
// Carcassonne game of five (the records in packages/test-kit/records/, stored as the server stores a
// finished game), the bytes of GET /api/games/<code>/replay (every frame's public view) and of
// .../record (the moves alone, from which the page replays the game with the rules), each raw and
// gzipped as the server sends it; what the replay page fetches from /api when it opens (as sent);
// and its time to the first frame in headless Chromium: from navigation to the board drawn at a
// position (the canvas' data-frame), median of OPENS fresh pages.
// `node packages/bench/scripts/replay-bytes.js` prints its rows alone; bench.js puts them in its table.
// REPLAY_PUBLIC_DIR=<a client's dist> measures another build of the page against this server.
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');
const { decide, findProgram, fixtureRecord, freePort, spawnServer, stopProcess, storeRecord } = require('@castle/test-kit');

const OPENS = Number(process.env.REPLAY_OPENS ?? require('../dist/short-form').fullOrShort(3, 1));
/** Each fixture, stored under a code the site could have drawn (the fixtures' own are not). */
const GAMES = [['Castle', 'castle-score.json', 'RPCAT'], ['Carcassonne, 5 players', 'carcassonne-5-score.json', 'RPCAR']];

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };
const kb = (n) => (n / 1000).toFixed(1);

/** The fixture stored in the server's store folder as a finished game. */
async function store(dataDir, file, code) {
  const { SqliteStore } = require('../../server/dist/store/sqlite');
  const s = new SqliteStore(dataDir);
  await storeRecord(s, fixtureRecord(file), code);
  await s.close();
  return code;
}

/** The body's bytes as sent, asking for gzip or not. */
function bytes(url, gzip) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'Accept-Encoding': gzip ? 'gzip' : 'identity' } }, (res) => {
      let n = 0;
      res.on('data', (c) => { n += c.length; });
      res.on('end', () => (res.statusCode === 200 ? resolve(n) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** The replay page opened afresh: its time to the first frame drawn, and the /api bytes it fetched. */
async function openReplay(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const api = [];
  page.on('requestfinished', (req) => { if (new URL(req.url()).pathname.startsWith('/api/')) api.push(req.sizes().then((s) => s.responseBodySize)); });
  await page.goto(url);
  await page.waitForFunction(() => document.querySelector('canvas')?.dataset.frame !== undefined, null, { polling: 'raf', timeout: 30000 });
  const ms = await page.evaluate(() => performance.now());
  const fetched = (await Promise.all(api)).reduce((a, b) => a + b, 0);
  await context.close();
  return { ms, fetched };
}

/** Rows: [figure, Castle, Carcassonne]. */
async function measure() {
  const browserState = decide('chromium');
  if (browserState !== 'run') {
    if (browserState === 'fail') throw new Error('the replay benchmark needs chromium');
    return [['replay: skipped (needs chromium: apt-get install chromium)', '', '']];
  }
  const { chromium } = require('playwright-core');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-replay-bench-'));
  const codes = [];
  for (const [, file, code] of GAMES) codes.push(await store(dataDir, file, code));
  const port = await freePort();
  // REPLAY_PUBLIC_DIR: another build of the client (the page before it replayed from the record, say).
  const publicDir = process.env.REPLAY_PUBLIC_DIR ? { PUBLIC_DIR: process.env.REPLAY_PUBLIC_DIR } : {};
  const server = await spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...publicDir }, { quiet: true });
  const browser = await chromium.launch({ executablePath: findProgram('chromium') ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const base = `http://127.0.0.1:${port}`;
    const cols = [];
    for (const code of codes) {
      const api = `${base}/api/games/${code}`;
      const opens = [];
      for (let i = 0; i < OPENS; i++) opens.push(await openReplay(browser, `${base}/g/${code}/replay`));
      cols.push({
        replay: [await bytes(`${api}/replay`, false), await bytes(`${api}/replay`, true)],
        record: [await bytes(`${api}/record`, false), await bytes(`${api}/record`, true)],
        fetched: median(opens.map((o) => o.fetched)), ms: median(opens.map((o) => o.ms)),
      });
    }
    const pair = (k) => cols.map((c) => `${kb(c[k][0])} / ${kb(c[k][1])}`);
    return [
      ['every frame\'s view, GET /replay: raw / gzip (kB)', ...pair('replay')],
      ['the record, GET /record: raw / gzip (kB)', ...pair('record')],
      ['the replay page fetches from /api, as sent (kB)', ...cols.map((c) => kb(c.fetched))],
      [`the replay page's first frame, median of ${OPENS} (ms)`, ...cols.map((c) => c.ms.toFixed(0))],
    ];
  } finally {
    await browser.close();
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { measure, GAMES };

if (require.main === module) {
  measure().then((rows) => { for (const r of rows) console.log(r.join(' | ')); }, (err) => { console.error(err); process.exit(1); });
}
