// Browser test: a game's link shows the board at once. The page as the server sends it carries the
// game's state (server game-page.ts), so the status and a picture of the board (tiles, followers)
// are on screen before the page has joined or its canvas has started; the canvas then takes over
// and the picture goes. The join and the canvas's script are held back here until the picture has
// been looked at (as a slow network and a slow renderer would), so what shows is the page's own. For the Castle and for Carcassonne, a watcher and a returning
// player, at desktop and phone sizes. Screenshots: e2e/screenshots/first-view-*.png.
const path = require('path');
const { unpackBoard } = require('@castle/protocol');
const { BASE_CASTLE } = require('@castle/rules');
const { ROOT, SIZES, check, withServer, run } = require('./browser.cjs');
const { playMoves, seatedPair } = require('./bots.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
/** The chunk that starts each game's canvas. */
const CANVAS_CHUNK = { castle: /\/assets\/board-app-[\w-]+\.js$/, carcassonne: /\/assets\/plane-app-[\w-]+\.js$/ };

/** The tiles on the table, as the bots' client has them synced. */
const tilesOf = (game, state) => (game === 'castle' ? unpackBoard(state.board).length : state.tiles.length);

async function open(browser, base, game, code, size, token) {
  const context = await browser.newContext(SIZES[size]);
  if (token) await context.addInitScript(([k, v]) => localStorage.setItem(k, v), [`castle.seat.${code}`, token]);
  const page = await context.newPage();
  const errors = [], lookups = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => { if (r.url().includes('/api/games/')) lookups.push(r.url()); });
  // The join and the canvas's script wait until the picture has been checked.
  const hold = async (pattern) => {
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route(pattern, async (route) => { await held; await route.continue(); });
    return release;
  };
  const join = await hold('**/matchmake/**'), canvas = await hold(CANVAS_CHUNK[game]);
  // Not waiting for the load event: the held script would hold it too.
  await page.goto(`${base}/g/${code}${token ? '' : '?watch'}`, { waitUntil: 'commit' });
  return { page, errors, lookups, join, canvas, close: () => context.close() };
}

async function firstView(browser, base, game, size, who) {
  const tag = `${game}, ${who}, ${size}`;
  const players = await seatedPair(base.replace('http', 'ws'), game);
  await playMoves(players, game === 'castle' ? 14 : 10);
  const state = players[1].room.state, tiles = tilesOf(game, state);
  // A returning player: Ann's page comes back with her seat token, which her client gave up.
  const staying = who === 'player' ? [players[1]] : players;
  if (who === 'player') await players[0].room.leave();
  const p = await open(browser, base, game, state.code, size, who === 'player' ? players[0].token : null);
  const picture = p.page.locator('[data-testid="board-picture"] svg');
  await picture.waitFor({ timeout: 15000 });
  const st = p.page.locator('[data-testid="game-status"]');
  const shown = await p.page.evaluate(() => ({
    moves: document.querySelector('[data-testid="game-status"]').dataset.moves,
    canvas: !!document.querySelector('[data-testid="board"] canvas'),
    placed: document.querySelectorAll('[data-testid="board-picture"] svg > g[transform*="rotate"], [data-testid="board-picture"] svg > g[transform*="scale(0.6)"]').length,
    followers: document.querySelectorAll('[data-testid="board-picture"] svg > circle, [data-testid="board-picture"] svg > rect[stroke], [data-testid="board-picture"] svg > ellipse, [data-testid="board-picture"] svg > g[data-seat]').length,
    box: document.querySelector('[data-testid="board-picture"] svg').getBoundingClientRect().toJSON(),
  }));
  const text = await st.textContent();
  // A player back is never told it watches, even before its seat is known again.
  check(`the status shows the game before the page has joined or its canvas started (${tag})`, shown.moves === String(state.moves) && !shown.canvas && /play/.test(text) && (who === 'watcher') === /Watching/.test(text), JSON.stringify({ moves: shown.moves, want: state.moves, canvas: shown.canvas, text }));
  check(`the page asked the server nothing for it: the game came with the page (${tag})`, p.lookups.length === 0, p.lookups.join(' '));
  // The Castle's picture also has its start strips on the wall, one picture each.
  const pictures = tiles + (game === 'castle' ? BASE_CASTLE.starts.length : 0);
  check(`the picture holds every placed tile and the followers (${tag})`, shown.placed === pictures && shown.followers >= state.followers.length, JSON.stringify({ ...shown, pictures, followers: state.followers.length }));
  check(`the picture fills the board's box (${tag})`, shown.box.width > 200 && shown.box.height > 200, JSON.stringify(shown.box));
  await p.page.screenshot({ path: path.join(SHOTS, `first-view-${game}-${who}-${size}.png`) });
  p.join();
  if (who === 'player') {
    const seat = String(players[0].seat);
    await p.page.waitForFunction((s) => document.querySelector('[data-testid="game-status"]').dataset.seat === s, seat, { timeout: 15000 });
    check(`the returning player has its seat back while the picture shows (${tag})`, (await st.getAttribute('data-seat')) === seat && (await picture.count()) === 1);
  }
  // The canvas starts: it draws the board, and the picture goes.
  p.canvas();
  await p.page.waitForFunction(() => document.querySelector('[data-testid="board"] canvas')?.dataset.firstPaint && !document.querySelector('[data-testid="board-picture"]'), null, { timeout: 20000 });
  const times = await p.page.evaluate(() => ({ picture: Number(document.querySelector('[data-testid="board"]').dataset.firstPaint), canvas: Number(document.querySelector('[data-testid="board"] canvas').dataset.firstPaint) }));
  check(`the canvas takes over from the picture, which goes (${tag})`, times.picture < times.canvas, JSON.stringify(times));
  check(`no page error (${tag})`, p.errors.length === 0, p.errors.join('; '));
  await p.close();
  await Promise.all(staying.map((x) => x.room.leave()));
}

run(() => withServer({}, async ({ base, browser }) => {
  for (const size of ['desktop', 'phone']) {
    for (const game of ['castle', 'carcassonne']) {
      await firstView(browser, base, game, size, 'watcher');
      await firstView(browser, base, game, size, 'player');
    }
  }
}));
