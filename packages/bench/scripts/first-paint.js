// The page's first paint and its longest frame (issue 30, item 8), in headless Chromium (no GPU:
// software rendering, as the browser tests run it) against a real server on loopback, for the Castle and for
// Carcassonne: from navigation to a game's link (`/g/<code>`, a game with moves made by two bots) to
// the game's status and its board with the placed tiles on screen, for a watcher and for a returning
// player (its seat token in localStorage), median of OPENS fresh pages; and the longest frame while a
// whole game is played on the page by keys (the other seat a bot), from long-animation-frame entries.
//
// "On screen", in the page's own clock (performance.now(), 0 at navigation start): the status, when
// the status line first shows the synced game (its data-moves set, with text), seen by a mutation
// observer; the board, when the first frame that draws it with its placed tiles is drawn: the
// earliest `data-first-paint` of any element (the canvas, or a picture of the board before it),
// and `data-art-paint` the same in the tiles' pictures rather than flat colours.
// `node packages/bench/scripts/first-paint.js` prints its rows alone (FIRST_PAINT_DEBUG=1: each step
// on stderr); bench.js puts them in its table.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Client } = require('colyseus.js');
const { decide, findProgram, freePort, spawnServer, stopProcess } = require('@castle/test-kit');

const OPENS = Number(process.env.FIRST_PAINT_OPENS ?? require('../dist/short-form').fullOrShort(5, 3));
/** Moves made before the link is opened: a board with tiles and followers on it. */
const MOVES = Number(process.env.FIRST_PAINT_MOVES ?? 24);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const GOAL_MS = 500;
const log = process.env.FIRST_PAINT_DEBUG ? (...a) => process.stderr.write(`${a.join(' ')}\n`) : () => undefined;
const LONG_FRAME_MS = 100;

const median = (xs) => { const s = xs.filter(Number.isFinite).sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : '—');

/** Two bots seated in a new game of `game`; each answers its turns with a random legal action
 *  while `playing()` says so. Resolves with the code, both rooms and their seat tokens by seat. */
async function seatedGame(url, game) {
  const tokens = [];
  const bots = { playing: (_m) => true };
  // Listened to before any await: "seat" and "actions" come at once.
  const seated = (room) => {
    let seat = null;
    room.onMessage('seat', (m) => { seat = m.seat; tokens[m.seat] = m.token; room.seat = m.seat; });
    room.onMessage('error', () => undefined);
    room.onMessage('shutdown', () => undefined);
    room.onMessage('seatTaken', () => undefined);
    room.onMessage('actions', (m) => {
      if (!bots.playing(m, seat) || room.state.toAct !== seat) return;
      room.send('action', { moves: m.moves, action: m.actions[Math.floor(Math.random() * m.actions.length)] });
    });
    return room;
  };
  const a = seated(await new Client(url).create(game, { name: 'Ann' }));
  const b = seated(await new Client(url).joinById(a.roomId, { name: 'Bob' }));
  const until = Date.now() + 10_000;
  while (tokens.filter(Boolean).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return { code: a.roomId, rooms: [a, b], tokens, bots };
}

/** A game of `game` with MOVES made, nobody on seat 0 (its token kept) and a bot on seat 1 that
 *  answers nothing more. */
async function gameWithMoves(url, game) {
  const g = await seatedGame(url, game);
  g.bots.playing = (m) => m.moves < MOVES;
  const until = Date.now() + 20_000;
  while ((g.rooms[0].state.moves ?? 0) < MOVES && !g.rooms[0].state.over && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  log('moves made', g.rooms[0].state.moves);
  return leaveSeat0(g);
}

/** Seat 0's bot leaves (its page comes back with the token); `rooms` keeps the one still in. */
async function leaveSeat0(g) {
  const [gone, stays] = g.rooms[0].seat === 0 ? g.rooms : [g.rooms[1], g.rooms[0]];
  await gone.leave();
  return { ...g, rooms: [stays] };
}

/** Notes in the page, from its first script on: when the status line first showed the game. */
function statusProbe() {
  window.__firstPaint = { status: NaN };
  new MutationObserver(() => {
    const st = document.querySelector('[data-testid="game-status"]');
    if (Number.isNaN(window.__firstPaint.status) && st && st.dataset.moves !== undefined && st.textContent.trim()) window.__firstPaint.status = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** One open of `link` in a fresh context (no cache), as a watcher or with seat 0's token. */
async function openOnce(browser, link, code, token) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.addInitScript(statusProbe);
  if (token) await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [`castle.seat.${code}`, token]);
  await page.goto(link);
  // Functions, not strings: the page's Content-Security-Policy allows no eval.
  await page.waitForFunction(() => {
    const art = [...document.querySelectorAll('[data-art-paint]')];
    return Number.isFinite(window.__firstPaint.status) && art.length > 0;
  }, null, { timeout: 30_000, polling: 50 });
  const r = await page.evaluate(() => {
    const earliest = (name) => Math.min(...[...document.querySelectorAll(`[data-${name}]`)].map((e) => Number(e.getAttribute(`data-${name}`))));
    return { status: window.__firstPaint.status, board: earliest('first-paint'), art: earliest('art-paint'), seat: document.querySelector('[data-testid="game-status"]').dataset.seat };
  });
  // The page shows the game before it has joined (the state written into it): a returning player's
  // seat is known once joined, which is checked here, after the times were taken.
  if (token) r.seat = await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.seat === '0', null, { timeout: 15_000, polling: 50 })
    .then(() => '0', () => page.evaluate(() => document.querySelector('[data-testid="game-status"]').dataset.seat));
  log('open', JSON.stringify(r));
  await context.close();
  if (token && r.seat !== '0') throw new Error(`the returning player's page shows seat ${r.seat}`);
  return r;
}

/** Medians of OPENS opens: status, board drawn, board in its pictures, and both on screen. */
async function opens(browser, link, code, token) {
  const runs = [];
  for (let i = 0; i < OPENS; i++) runs.push(await openOnce(browser, link, code, token));
  const pick = (f) => median(runs.map(f));
  return { status: pick((r) => r.status), board: pick((r) => r.board), art: pick((r) => r.art), both: pick((r) => Math.max(r.status, r.art)) };
}

/** A whole game on the page by keys, seat 0 (a returning player), a bot answering for seat 1 at once:
 *  the longest animation frame (long-animation-frame entries: the frames over 50 ms). */
async function wholeGame(browser, base, url, game) {
  const g = await leaveSeat0(await seatedGame(url, game));
  g.bots.playing = (_m, seat) => seat === 1;
  log('whole game', g.code);
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [`castle.seat.${g.code}`, g.tokens[0]]);
  await page.goto(`${base}/g/${g.code}`);
  const attr = (name) => page.locator('[data-testid="game-status"]').getAttribute(name);
  await page.waitForFunction(() => document.querySelector('[data-art-paint]'), null, { timeout: 30_000 });
  // Keys act once the canvas has taken over from the picture (a picture shows no choice to make).
  await page.waitForFunction(() => document.querySelector('canvas')?.dataset.firstPaint, null, { timeout: 30_000 });
  await page.evaluate(() => {
    const s = window.__frames = { longest: 0, long: 0, gap: 0, supported: PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => { s.longest = Math.max(s.longest, e.duration); if (e.duration > 100) s.long++; })).observe({ type: 'long-animation-frame' });
    // And the longest gap between two frames, as board.e2e.cjs measures it (this loop asks for every frame).
    let prev = performance.now();
    const frame = (t) => { s.gap = Math.max(s.gap, t - prev); prev = t; if (!s.stop) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  });
  log('sampling');
  let actions = 0;
  const until = Date.now() + 120_000;
  while ((await attr('data-over')) !== 'true' && Date.now() < until) {
    const ready = await page.waitForFunction(() => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st.dataset.over === 'true' || (st.dataset.toAct === st.dataset.seat && document.querySelector('.controls button'));
    }, null, { timeout: 15_000, polling: 20 }).catch(() => null);
    if (!ready || (await attr('data-over')) === 'true') break;
    const turn = Number(await attr('data-moves'));
    if ((await attr('data-step')) === 'place') {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.waitForFunction((t) => { const d = document.querySelector('[data-testid="game-status"]').dataset; return Number(d.moves) > t || d.step === 'follower' || d.over === 'true'; }, turn, { timeout: 15_000, polling: 20 });
    }
    if (Number(await attr('data-moves')) === turn && (await attr('data-over')) !== 'true') {
      if (actions % 3 === 0) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    }
    await page.waitForFunction((t) => { const d = document.querySelector('[data-testid="game-status"]').dataset; return Number(d.moves) > t || d.over === 'true'; }, turn, { timeout: 15_000, polling: 20 });
    actions++;
    log('action', actions, turn);
  }
  await new Promise((r) => setTimeout(r, 300)); // the last frames' entries
  const frames = await page.evaluate(() => { window.__frames.stop = true; return window.__frames; });
  log('frames', JSON.stringify(frames));
  const over = (await attr('data-over')) === 'true';
  await context.close();
  await Promise.all(g.rooms.map((r) => r.leave().catch(() => undefined)));
  return { ...frames, actions, over };
}

/** The rows of the table: [figure, Castle, Carcassonne]. */
async function measure() {
  const browserState = decide('chromium');
  if (browserState !== 'run') {
    if (browserState === 'fail') throw new Error('the first-paint benchmark needs chromium');
    return [['first paint: skipped (needs chromium: apt-get install chromium)', '', '']];
  }
  const { chromium } = require('playwright-core');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-first-paint-'));
  // FIRST_PAINT_PUBLIC_DIR: another build of the client (to compare two builds alternately).
  const publicDir = process.env.FIRST_PAINT_PUBLIC_DIR ? { PUBLIC_DIR: process.env.FIRST_PAINT_PUBLIC_DIR } : {};
  const server = await spawnServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...publicDir }, { quiet: true });
  const browser = await chromium.launch({
    executablePath: findProgram('chromium') ?? '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const base = `http://127.0.0.1:${port}`, url = `ws://127.0.0.1:${port}`;
  try {
    const by = {};
    for (const game of ['castle', 'carcassonne']) {
      process.stderr.write(`first paint: ${game}, ${OPENS} opens as a watcher and as a returning player, then a whole game by keys…\n`);
      const g = await gameWithMoves(url, game);
      const moves = g.rooms[0].state.moves;
      const watcher = await opens(browser, `${base}/g/${g.code}?watch`, g.code, null);
      const player = await opens(browser, `${base}/g/${g.code}`, g.code, g.tokens[0]);
      await Promise.all(g.rooms.map((r) => r.leave().catch(() => undefined)));
      by[game] = { moves, watcher, player, frames: await wholeGame(browser, base, url, game) };
    }
    const row = (k, f) => [k, f(by.castle), f(by.carcassonne)];
    const times = (w) => `${ms(w.status)} / ${ms(w.board)} / ${ms(w.art)}`;
    return [
      row('moves made before the link is opened', (x) => String(x.moves)),
      row(`watcher: status / board drawn / board in its pictures (ms, median of ${OPENS})`, (x) => times(x.watcher)),
      row('returning player: the same (ms)', (x) => times(x.player)),
      row(`board and status on screen, watcher / player (ms; goal: ${GOAL_MS})`, (x) => `${ms(x.watcher.both)} / ${ms(x.player.both)}`),
      row('a whole game by keys on the page: actions', (x) => `${x.frames.actions}${x.frames.over ? '' : ' (unfinished)'}`),
      row(`longest frame: animation frame / gap between frames (ms; goal: ${LONG_FRAME_MS})`, (x) => `${x.frames.longest ? ms(x.frames.longest) : '< 50'} / ${ms(x.frames.gap)}`),
      row(`animation frames over ${LONG_FRAME_MS} ms in that game`, (x) => String(x.frames.long)),
    ];
  } finally {
    await browser.close();
    await stopProcess(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

module.exports = { measure };

if (require.main === module) {
  const started = Date.now();
  measure().then((rows) => {
    for (const r of rows) console.log(r.join(' | '));
    console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
    process.exit(0);
  }, (err) => { console.error(err); process.exit(1); });
}
