// Browser test (npm run test:e2e): "Shuffle verified" on the page, at desktop and phone sizes. Records
// with a shuffle (test-kit's shuffledRecord: a Castle game and a Carcassonne table of three) are
// opened from disk and say "Shuffle verified", checked once the board is shown, with the values
// checked folded under it and a link to the page that explains it; the same records changed (a
// contribution, the commitment, a move) say what does not match; a record from before commitments,
// opened or replayed from the server as a finished game, says it is not verifiable. In English,
// German and French. Screenshots: e2e/screenshots/shuffle-*.png.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { castle } = require('@castle/rules');
const { carcassonne } = require('@castle/carcassonne');
const { recordJson } = require('@castle/game');
const { ROOT, check, local, pageIn, run, withServer } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const testid = (page, id) => page.locator(`[data-testid="${id}"]`);
const text = async (page, id) => ((await testid(page, id).first().textContent()) ?? '').trim();
const OLD = { file: 'castle-score.json', code: 'RCAXT' };

const CASTLE = local.shuffledRecord(castle, {}, 2, 7);
const CARC = local.shuffledRecord(carcassonne, {}, 3, 13);
const copy = (r) => JSON.parse(JSON.stringify(r));
const short = (hex) => `${hex.slice(0, 12)}…`;

/** The record files: each with what its check must say. */
function recordFiles(dir) {
  const contribution = copy(CASTLE);
  contribution.shuffle.contributions[1] = 'f'.repeat(64);
  const commitment = copy(CASTLE);
  commitment.shuffle.commitment = '0'.repeat(64);
  const move = copy(CARC);
  move.moves[0] = move.moves[1];
  const files = {
    castle: CASTLE, carcassonne: CARC, contribution, commitment, move, old: local.fixtureRecord(OLD.file),
  };
  return Object.fromEntries(Object.entries(files).map(([name, r]) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, recordJson(r));
    return [name, file];
  }));
}

/** A data folder holding the record from before commitments as a finished game. */
async function dataWithOldGame() {
  const { SqliteStore } = require('../../server/dist/store/sqlite');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-shuffle-e2e-'));
  const store = new SqliteStore(dir);
  await local.storeRecord(store, local.fixtureRecord(OLD.file), OLD.code);
  await store.close();
  return dir;
}

/** Before the page's scripts: note when the replay's canvas first shows and when the shuffle's check
 *  has an outcome, in that order or the other. */
function noteOrder() {
  window.__shuffleOrder = [];
  new MutationObserver(() => {
    const seen = window.__shuffleOrder;
    if (!seen.includes('board') && document.querySelector('.replay-board canvas')) seen.push('board');
    const box = document.querySelector('[data-testid="shuffle-check"]');
    if (!seen.includes('checked') && box && box.dataset.outcome !== 'checking') seen.push('checked');
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Choose `file` with the page's "Open a record…" button. */
async function choose(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), testid(page, 'open-record').click()]);
  await chooser.setFiles(file);
}

/** Open `file` and wait for its shuffle's outcome; resolves to the check's box attributes and words. */
async function opened(page, file) {
  await choose(page, file);
  const name = path.basename(file);
  await page.waitForFunction((n) => document.querySelector('[data-testid="record-file-name"]')?.textContent.includes(n)
    && ['unverifiable', 'verified', 'mismatch'].includes(document.querySelector('[data-testid="shuffle-check"]')?.dataset.outcome), name, { timeout: 15000 });
  return outcomeOf(page);
}

const outcomeOf = (page) => testid(page, 'shuffle-check').evaluate((box) => ({
  outcome: box.dataset.outcome, mismatch: box.dataset.mismatch ?? '',
  title: box.querySelector('[data-testid="shuffle-title"]')?.textContent ?? '', text: box.querySelector('[data-testid="shuffle-text"]')?.textContent ?? '',
}));

/** The check's box in view with its values unfolded, then a screenshot. */
async function shotBox(page, name) {
  const details = testid(page, 'shuffle-details');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  await testid(page, 'shuffle-title').evaluate((e) => e.scrollIntoView({ block: 'center' })); // its headline in view, below the sticky controls on a phone
  await page.screenshot({ path: path.join(SHOTS, `shuffle-${name}.png`) });
}

async function english(browser, base, size, files) {
  const page = await pageIn(browser, 'en', size);
  await page.addInitScript(noteOrder);

  // A finished game from before commitments, replayed from the server's record.
  await page.goto(`${base}/g/${OLD.code}/replay`);
  await page.waitForFunction(() => ['unverifiable', 'verified', 'mismatch'].includes(document.querySelector('[data-testid="shuffle-check"]')?.dataset.outcome), null, { timeout: 15000 });
  const old = await outcomeOf(page);
  check(`a finished game from before commitments says it is not verifiable (${size})`, old.outcome === 'unverifiable' && old.title === 'Not verifiable: created before commitments', old.title);
  check(`its shuffle is checked once its board is shown (${size})`, (await page.evaluate(() => window.__shuffleOrder.join())) === 'board,checked', await page.evaluate(() => window.__shuffleOrder.join()));
  await shotBox(page, `old-replay-${size}`);

  // A good Castle record, opened from disk.
  const good = await opened(page, files.castle);
  check(`a Castle record with its shuffle says "Shuffle verified" (${size})`, good.outcome === 'verified' && good.title === 'Shuffle verified', good.title);
  const checks = await testid(page, 'shuffle-checks').locator('li').evaluateAll((items) => items.map((li) => `${li.dataset.check}:${li.dataset.status}`).join());
  check(`it lists the four things checked, each passed (${size})`, checks === 'commitment:passed,seed:passed,moves:passed,result:passed', checks);
  const values = await page.evaluate(() => [...document.querySelectorAll('[data-testid^="shuffle-contribution-"]')].filter((e) => e.tagName === 'CODE').map((e) => e.textContent));
  check(`it shows each seat's contribution whole, the commitment and the secret (${size})`, JSON.stringify(values) === JSON.stringify(CASTLE.shuffle.contributions)
    && (await text(page, 'shuffle-commitment')) === CASTLE.shuffle.commitment && (await text(page, 'shuffle-secret')) === CASTLE.shuffle.secret, values.join(' '));
  await shotBox(page, `verified-en-${size}`);

  // Its link: the page that explains the check.
  await testid(page, 'shuffle-how').click();
  await testid(page, 'shuffle-page').waitFor({ timeout: 10000 });
  const heading = await page.locator('[data-testid="shuffle-page"] h1').textContent();
  check(`"Shuffle verified" links to the page that explains it (${size})`, new URL(page.url()).pathname === '/shuffle' && heading === 'The shuffle nobody arranges'
    && (await page.locator('[data-testid="shuffle-page"] code', { hasText: 'npx castle-verify' }).count()) === 1, `${page.url()} ${heading}`);
  await page.screenshot({ path: path.join(SHOTS, `shuffle-page-en-${size}.png`) });
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('[data-testid="shuffle-check"]')?.dataset.outcome === 'verified', null, { timeout: 15000 });

  // A good Carcassonne table of three.
  const carc = await opened(page, files.carcassonne);
  check(`a Carcassonne record of three with its shuffle says "Shuffle verified" (${size})`, carc.outcome === 'verified', carc.title);

  // Changed records: the mismatch as such, with the values that differ.
  const contribution = await opened(page, files.contribution);
  check(`a changed contribution says the seed is not the one the contributions give (${size})`, contribution.outcome === 'mismatch' && contribution.mismatch === 'seed'
    && contribution.title === 'Not verified: the seed is not the one the secret and the contributions give' && contribution.text.includes(`the record has ${short(CASTLE.seed)}`), `${contribution.title} ${contribution.text}`);
  await shotBox(page, `contribution-en-${size}`);
  const commitment = await opened(page, files.commitment);
  check(`a wrong commitment says the secret is not the one committed to (${size})`, commitment.outcome === 'mismatch' && commitment.mismatch === 'commitment'
    && commitment.text.includes(`the commitment is ${short('0'.repeat(64))}`), `${commitment.title} ${commitment.text}`);
  const commitmentStatus = await testid(page, 'shuffle-checks').locator('li').evaluateAll((items) => items.map((li) => li.dataset.status).join());
  check(`the commitment's check is marked failed, those after it not made (${size})`, commitmentStatus === 'failed,unchecked,unchecked,unchecked', commitmentStatus);
  await shotBox(page, `commitment-en-${size}`);

  // A changed move does not replay: the file is refused, and the refusal says the shuffle is not verified.
  await choose(page, files.move);
  await page.waitForFunction(() => document.querySelector('[data-testid="record-refusal"]')?.textContent.includes('move.json'), null, { timeout: 10000 });
  const refusal = await text(page, 'record-refusal');
  check(`a changed move is refused, and the refusal says the shuffle is not verified and why (${size})`, refusal.includes('move 1 of this record is not legal')
    && (await text(page, 'record-refusal-shuffle')) === 'Not verified: a move does not replay from the seed', refusal);
  await testid(page, 'record-refusal').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `shuffle-move-en-${size}.png`) });

  // A record from before commitments, opened from disk.
  const oldFile = await opened(page, files.old);
  check(`an opened record from before commitments says it is not verifiable (${size})`, oldFile.outcome === 'unverifiable', oldFile.title);
  await page.context().close();
}

/** The same in another language: verified, a mismatch, the explanation. */
async function translated(browser, base, size, files, lang, words) {
  const page = await pageIn(browser, lang, size);
  await page.goto(`${base}/record`);
  const good = await opened(page, files.castle);
  check(`in ${lang}, a good record says "${words.verified}" (${size})`, good.title === words.verified, good.title);
  await shotBox(page, `verified-${lang}-${size}`);
  const bad = await opened(page, files.contribution);
  check(`in ${lang}, a changed contribution says "${words.seed}" (${size})`, bad.title === words.seed, bad.title);
  await shotBox(page, `contribution-${lang}-${size}`);
  await testid(page, 'shuffle-how').click();
  await testid(page, 'shuffle-page').waitFor({ timeout: 10000 });
  const heading = await page.locator('[data-testid="shuffle-page"] h1').textContent();
  check(`in ${lang}, the explanation is written in it (${size})`, heading === words.page, heading);
  await page.screenshot({ path: path.join(SHOTS, `shuffle-page-${lang}-${size}.png`) });
  await page.context().close();
}

const WORDS = {
  de: { verified: 'Mischung geprüft', seed: 'Nicht bestätigt: Der Startwert ist nicht der, den das Geheimnis und die Beiträge ergeben', page: 'Die Mischung, die niemand bestimmt' },
  fr: { verified: 'Mélange vérifié', seed: 'Non vérifié : la graine n’est pas celle que donnent le secret et les contributions', page: 'Le mélange que personne n’arrange' },
};

run(async () => {
  const dataDir = await dataWithOldGame();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'castle-shuffle-files-'));
  try {
    const files = recordFiles(dir);
    await withServer({ DATA_DIR: dataDir }, async ({ base, browser }) => {
      for (const size of ['desktop', 'phone']) {
        await english(browser, base, size, files);
        for (const [lang, words] of Object.entries(WORDS)) await translated(browser, base, size, files, lang, words);
      }
    });
  } finally {
    for (const d of [dataDir, dir]) fs.rmSync(d, { recursive: true, force: true });
  }
});
