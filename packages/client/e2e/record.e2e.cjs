// Browser test (npm run test:e2e): the game record people keep, at desktop and phone sizes. Two
// finished games (test-kit's records of a Castle game and of a Carcassonne table of five, stored as
// the server stores them) are on the server, one of them in this browser's "Your games". Its record
// is downloaded from "Your games", from its replay (JSON and text) and from the end banner of a game
// just aborted; the file is opened again on the start page (the file chooser) and dropped on a
// replay page, and stepped through with no request to the server; broken files are refused in words
// that say what is wrong, and nothing else on the page changes. Screenshots: e2e/screenshots/record-*.png.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { ROOT, SIZES, check, local, twoPlayers, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const shot = (page, name) => page.screenshot({ path: path.join(SHOTS, `record-${name}.png`) });
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const text = async (page, id) => ((await testid(page, id).first().textContent()) ?? '').trim();
const CASTLE = { file: 'castle-score.json', code: 'RCAXT' };
const CARC = { file: 'carcassonne-5-score.json', code: 'RCARC' };

/** A data folder holding both fixtures as finished games. */
async function dataWithRecords() {
  const { SqliteStore } = require('../../server/dist/store/sqlite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-record-e2e-'));
  const store = new SqliteStore(dir);
  for (const g of [CASTLE, CARC]) await local.storeRecord(store, local.fixtureRecord(g.file), g.code);
  await store.close();
  return dir;
}

/** Click `id` and take the download it starts: its file name and its text. */
async function download(page, id) {
  const [d] = await Promise.all([page.waitForEvent('download'), testid(page, id).first().click()]);
  return { name: d.suggestedFilename(), text: fs.readFileSync(await d.path(), 'utf8') };
}

/** Choose `file` with the page's "Open a record…" button. */
async function choose(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), testid(page, 'open-record').click()]);
  await chooser.setFiles(file);
}

/** Drop a file of `text` named `name` on the page, as a file dragged from the desktop. */
async function drop(page, text, name) {
  const data = await page.evaluateHandle(([t, n]) => {
    const d = new DataTransfer();
    d.items.add(new File([t], n, { type: 'application/json' }));
    return d;
  }, [text, name]);
  await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
  await page.dispatchEvent('main', 'drop', { dataTransfer: data });
}

/** The broken files, each with the words that must say what is wrong. */
function brokenFiles(dir, good) {
  const r = JSON.parse(good);
  const files = [
    ['not JSON', 'notes.json', 'Ann v Bob, a good game {', 'is not JSON'],
    ['another format', 'other.json', JSON.stringify({ event: 'Club night', moves: ['e4'] }), 'is not a game record'],
    ['a newer version', 'newer.json', JSON.stringify({ ...r, version: 99 }), 'newer format (version 99)'],
    ['an unknown game', 'chess.json', JSON.stringify({ ...r, game: 'chess' }), 'a game this site does not know: \'chess\''],
    ['an action the rules refuse at move 3', 'illegal.json', JSON.stringify({ ...r, moves: r.moves.map((m, i) => (i === 2 ? { action: { ...m.action, cell: r.moves[0].action.cell } } : m)) }), 'move 3 of this record is not legal'],
    ['a result that does not match the moves', 'result.json', JSON.stringify({ ...r, result: { ...r.result, scores: [99, 0] } }), 'result does not match its moves'],
  ];
  return files.map(([what, name, body, words]) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    return { what, name, file, words };
  });
}

/** Where a replay page stands: its address, the shown move, and the game it shows. */
const standing = (page) => page.evaluate(() => ({
  url: location.href,
  position: document.querySelector('[data-testid="replay-position"]')?.textContent,
  title: document.querySelector('.replay-title')?.textContent,
}));

async function records(browser, base, size, dir) {
  const page = await (await browser.newContext({ ...SIZES[size], acceptsDownloads: true })).newPage();
  page.on('pageerror', (e) => check('no page error', false, e.message));
  const api = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) api.push(new URL(r.url()).pathname); });

  // "Your games": the finished Castle game offers its record.
  await page.goto(`${base}/`);
  await page.evaluate((code) => localStorage.setItem('castle.games', JSON.stringify([{ code, seat: 0, at: 1 }])), CASTLE.code);
  await page.goto(`${base}/`);
  const line = page.locator(`[data-testid="my-games"] li[data-code="${CASTLE.code}"][data-kind="over"]`);
  await line.waitFor({ timeout: 10000 });
  await shot(page, `my-games-${size}`);
  const listed = await download(page, 'download-record');
  const kept = JSON.parse(listed.text);
  // Named for the day the game finished (UTC): the day the fixture was stored, so today's, whenever the test runs.
  const day = String(kept.finishedAt).slice(0, 10);
  check(`"Your games" downloads a finished game's record, named by the server for the day it finished (${size})`, listed.name === `castle-${CASTLE.code}-${day}.json` && /^\d{4}-\d\d-\d\d$/.test(day), listed.name);
  check(`the file is the game's record: its format, code, seats and every move (${size})`, kept.format === 'castle-game-record' && kept.code === CASTLE.code
    && kept.seats.map((s) => s.name).join() === 'Ann,Bob' && kept.moves.length === local.fixtureRecord(CASTLE.file).moves.length, `${kept.format} ${kept.code} ${kept.moves.length} moves`);

  // Its replay page: made from the record, with both downloads.
  await page.goto(`${base}/g/${CASTLE.code}/replay`);
  await page.waitForFunction(() => document.querySelector('canvas')?.dataset.frame !== undefined, null, { timeout: 15000 });
  check(`a finished game's replay asks the record, not every frame (${size})`, api.includes(`/api/games/${CASTLE.code}/record`) && !api.includes(`/api/games/${CASTLE.code}/replay`), api.join(' '));
  await testid(page, 'replay-record').scrollIntoViewIfNeeded();
  await shot(page, `replay-links-${size}`);
  const json = await download(page, 'download-record');
  check(`the replay page downloads the same record (${size})`, json.name === listed.name && json.text === listed.text);
  const txt = await download(page, 'download-record-text');
  check(`the replay page downloads the record as text, a turn a line (${size})`, txt.name === `castle-${CASTLE.code}-${day}.txt` && txt.text.includes('Ann') && txt.text.split('\n').length > 40, txt.name);
  const recordFile = path.join(dir, `${size}-${listed.name}`);
  fs.writeFileSync(recordFile, listed.text);

  // Opened from disk on the start page, with the file chooser: replayed with no request.
  await page.goto(`${base}/`);
  await testid(page, 'open-record').scrollIntoViewIfNeeded();
  await shot(page, `start-${size}`);
  const asked = api.length;
  await choose(page, recordFile);
  await testid(page, 'record-file-name').waitFor({ timeout: 10000 });
  await page.waitForFunction(() => document.querySelector('canvas')?.dataset.frame !== undefined, null, { timeout: 15000 });
  const moves = kept.moves.length;
  check(`the start page opens a record from disk and replays it at its end, with its result (${size})`, new URL(page.url()).pathname === '/record'
    && (await text(page, 'replay-position')) === `Move ${moves} of ${moves}` && (await text(page, 'winner')) === 'Bob won, 8 to 7 (by 1 point).', `${await text(page, 'replay-position')} · ${await text(page, 'winner')}`);
  await testid(page, 'replay-first').click();
  await testid(page, 'replay-next').click();
  check(`the opened record steps like any replay (${size})`, (await text(page, 'replay-position')) === `Move 1 of ${moves}`
    && (await page.locator('canvas').getAttribute('data-frame')) === '1', await text(page, 'replay-position'));
  check(`nothing was asked of the server to open it (${size})`, api.length === asked, api.slice(asked).join(' '));
  await shot(page, `opened-${size}`);

  // A Carcassonne record dropped on this replay page replaces it.
  const carc = await (await fetch(`${base}/api/games/${CARC.code}/record`)).text();
  await drop(page, carc, 'table-of-five.json');
  await page.waitForFunction(() => document.querySelector('[data-testid="record-file-name"]')?.textContent.includes('table-of-five.json')
    && document.querySelector('canvas')?.dataset.frame !== undefined, null, { timeout: 15000 });
  check(`a record dropped on the replay page is replayed: five seats (${size})`, (await page.locator('[data-testid^="replay-player-"]').count()) === 5, await text(page, 'winner'));
  await shot(page, `dropped-${size}`);

  // Broken files: refused in words, the page as it was.
  const before = await standing(page);
  for (const b of brokenFiles(dir, listed.text)) {
    await choose(page, b.file);
    await page.waitForFunction((n) => document.querySelector('[data-testid="record-refusal"]')?.textContent.includes(n), b.name, { timeout: 10000 });
    const said = await text(page, 'record-refusal');
    const now = await standing(page);
    check(`${b.what} is refused in words that say so, and the replay stays as it was (${size})`, said.includes(b.words) && JSON.stringify(now) === JSON.stringify(before), said);
  }
  await testid(page, 'record-refusal').scrollIntoViewIfNeeded();
  await shot(page, `refused-${size}`);

  // The language changed (the page is loaded again): the record this tab opened is shown again, in it.
  const again = (lang) => page.waitForFunction((l) => document.documentElement.lang === l
    && document.querySelector('[data-testid="record-file-name"]')?.textContent.includes('table-of-five.json')
    && document.querySelector('canvas')?.dataset.frame !== undefined, lang, { timeout: 15000 }).then(() => true, () => false);
  await testid(page, 'language-de').click();
  check(`after the language changes, the record this tab opened is shown again, in German (${size})`, await again('de')
    && (await page.locator('[data-testid^="replay-player-"]').count()) === 5, await text(page, 'record-file-name').catch(() => page.url()));
  await shot(page, `record-again-de-${size}`);
  await testid(page, 'language-en').click();
  check(`and again in English (${size})`, await again('en'), await text(page, 'record-file-name').catch(() => page.url()));

  // Another tab was given no file: its /record says what a record is and offers to open one.
  const other = await page.context().newPage();
  await other.goto(`${base}/record`);
  await testid(other, 'record-page').waitFor({ timeout: 10000 });
  check(`/record in another tab says what a record is and offers to open one (${size})`, await testid(other, 'open-record').isVisible(), await text(other, 'notice-text'));
  await shot(other, `record-page-${size}`);
  await other.close();

  // A broken file dropped on the start page: refused there, the start page as it was.
  await page.goto(`${base}/`);
  await testid(page, 'open-record').waitFor();
  await drop(page, '{"format":"castle-game-record","version":1}', 'damaged.json');
  await page.waitForFunction(() => document.querySelector('[data-testid="record-refusal"]')?.textContent.includes('damaged.json'), null, { timeout: 10000 });
  check(`a damaged file dropped on the start page is refused in words, on the start page (${size})`, new URL(page.url()).pathname === '/'
    && (await text(page, 'record-refusal')).includes('this record is damaged'), await text(page, 'record-refusal'));
  await page.context().close();
}

/** A game just ended (aborted, before any move: a record of no move) offers its record on both banners. */
async function endBanner(browser, base, size) {
  const { ann, bob } = await twoPlayers(browser, base, [], size);
  await testid(bob, 'abort').click();
  await testid(bob, 'abort-yes').click();
  for (const p of [ann, bob]) await p.locator('[data-testid="end-banner"][data-end="aborted"]').waitFor({ timeout: 10000 });
  const code = new URL(ann.url()).pathname.split('/')[2];
  check(`the end banner offers the record and its text (${size})`, await testid(ann, 'download-record').isVisible() && await testid(ann, 'download-record-text').isVisible());
  await shot(ann, `end-banner-${size}`);
  const got = await download(ann, 'download-record');
  const r = JSON.parse(got.text);
  check(`the end banner's record is this game's, ended by an abort (${size})`, got.name.startsWith(`castle-${code}-`) && r.code === code && r.end === 'aborted', got.name);
  await Promise.all([ann, bob].map((p) => p.context().close()));
}

run(async () => {
  const dataDir = await dataWithRecords();
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-record-files-'));
  try {
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
      for (const size of ['desktop', 'phone']) {
        await records(browser, base, size, files);
        await endBanner(browser, base, size);
      }
    });
  } finally {
    for (const d of [dataDir, files]) fs.rmSync(d, { recursive: true, force: true });
  }
});
