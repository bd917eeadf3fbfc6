// Browser test: a rated game from the page (issue 44; docs/identity.md "On the page"). In English,
// German and French, at desktop and phone sizes: Ann makes an identity on the start page (its name,
// player page and the warning shown), chooses rated (casual is the default for a friend's game) and
// creates; Bob opens the invitation, which says "Rated game", gives his name and takes the seat (an
// identity made for him and the seat signed); both pages show each player's rating by the names;
// after a first move each, Bob resigns and both end banners show each new rating and its change, as
// does the finished game's replay, made from its record.
// Once, in English: the identity exported as text and imported in another browser, and a damaged
// text refused in words; that identity then refused the other seat of its own rated game, in words.
// Screenshots: e2e/screenshots/rated-*.png.
const path = require('path');
const { ROOT, check, status, attr, playTurnByKeys, withServer, run, pageIn } = require('./browser.cjs');
const { englishOn } = require('./english-left.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');


const text = (page, testid) => page.locator(`[data-testid="${testid}"]`).textContent();

async function ratedGame(browser, base, lang, size) {
  const where = (what) => `${lang}, ${size}: ${what}`;
  const shot = (page, what) => page.screenshot({ path: path.join(SHOTS, `rated-${lang}-${what}-${size}.png`), fullPage: what.startsWith('start') });
  const noEnglish = async (page, what) => {
    if (lang === 'en') return;
    const left = await englishOn(page, lang);
    check(where(`${what}: no English left`), left.length === 0, left.slice(0, 8).join(' | '));
  };
  const [ann, bob] = [await pageIn(browser, lang, size), await pageIn(browser, lang, size)];

  await ann.goto(base + '/');
  await ann.fill('[data-testid="name"]', 'Ann');
  await ann.locator('[data-testid="identity-make"]').waitFor();
  check(where('without an identity, the start page says what one is for'), (await text(ann, 'identity-about')).length > 40);
  check(where('a game for a friend is casual by default'), await ann.isChecked('[data-testid="rated-casual"]'));
  await shot(ann, 'start-none');
  await ann.click('[data-testid="identity-make"]');
  await ann.locator('[data-testid="identity-name"]').waitFor();
  const id = await ann.evaluate(() => JSON.parse(localStorage.getItem('castle.identity')).id);
  check(where('the identity made is shown by its name, linked to its player page'),
    (await text(ann, 'identity-link')) === 'Ann' && (await ann.getAttribute('[data-testid="identity-link"]', 'href')) === `/players/${id}`);
  check(where('the page warns that losing the identity loses the rating'), await ann.locator('[data-testid="identity-warning"]').isVisible());
  await ann.locator('[data-testid="quick-kind"]', { hasText: 'Ann' }).waitFor({ timeout: 5000 }).catch(() => undefined);
  check(where('quick match says at once that it is rated now, as the identity just made'), (await text(ann, 'quick-kind')).includes('Ann'), await text(ann, 'quick-kind'));
  await ann.check('[data-testid="rated-rated"]');
  check(where('choosing rated says which identity plays'), (await text(ann, 'rated-note')).includes('Ann'));
  await noEnglish(ann, 'the start page');
  await shot(ann, 'start');
  await ann.click('[data-testid="create"]');
  await status(ann).waitFor();
  await ann.locator('[data-testid="rated-kind"][data-rated="true"]').waitFor();
  check(where('the waiting table says it is rated'), true);
  const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');

  await bob.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await bob.locator('[data-testid="take-seat"]').waitFor();
  check(where('the invitation says the game is rated'), (await bob.getAttribute('[data-testid="join-rated"]', 'data-rated')) === 'true');
  await noEnglish(bob, 'the invitation');
  await shot(bob, 'join');
  await bob.fill('[data-testid="name"]', 'Bob');
  await bob.click('[data-testid="take-seat"]');
  await bob.waitForFunction(() => /^\d$/.test(document.querySelector('[data-testid="game-status"]')?.getAttribute('data-seat') ?? ''));
  check(where('taking a rated seat made Bob an identity named as he gave'), (await bob.evaluate(() => JSON.parse(localStorage.getItem('castle.identity') ?? '{}').name)) === 'Bob');

  const bySeat = [];
  for (const p of [ann, bob]) bySeat[Number(await attr(p, 'data-seat'))] = p;
  for (const [p, who] of [[ann, 'Ann'], [bob, 'Bob']]) {
    await p.locator('[data-testid="rated-player-1"]').waitFor();
    const rows = [await text(p, 'rated-player-0'), await text(p, 'rated-player-1')].join(' / ');
    check(where(`${who} sees each player's rating by the names`), /Ann\s*:\s*[\d.,\s\u202f]+/.test(rows) && /Bob\s*:\s*[\d.,\s\u202f]+/.test(rows), rows);
    const hrefs = await p.locator('[data-testid^="rated-player-"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    check(where(`${who}'s names link to the players' pages`), hrefs.length === 2 && hrefs.every((h) => /^\/players\/[\w-]{27}$/.test(h)) && hrefs.includes(`/players/${id}`), hrefs.join(' '));
  }
  await noEnglish(bob, 'the table');
  await shot(bob, 'table');

  // A first move each, so that the game may be resigned (before, it may only be aborted).
  for (let turn = 0; turn < 2; turn++) {
    const seat = Number(await attr(ann, 'data-to-act'));
    await playTurnByKeys(bySeat[seat], seat);
  }
  await bob.click('[data-testid="resign"]');
  await bob.click('[data-testid="resign-yes"]');
  for (const [p, who] of [[ann, 'Ann'], [bob, 'Bob']]) {
    await p.locator('[data-testid="ratings-result"][data-note="rated"]').waitFor({ timeout: 10000 });
    const annSeat = bySeat.indexOf(ann);
    const [won, lost] = [await text(p, `rating-change-${annSeat}`), await text(p, `rating-change-${1 - annSeat}`)];
    check(where(`${who}'s end banner shows the winner's new rating and gain`), /Ann.*\(\+\d+\)/.test(won), won);
    check(where(`${who}'s end banner shows the loser's new rating and loss`), /Bob.*\([-−]\d+\)/.test(lost), lost);
  }
  await noEnglish(ann, 'the end banner');
  await shot(ann, 'end');

  // The finished game's replay, made from its record, shows the same from the record's ratings.
  const code = link.replace(/^.*\/g\//, '').replace(/[^\w].*$/, '');
  await bob.goto(`${base}/g/${code}/replay`);
  await bob.locator('[data-testid="ratings-result"][data-note="rated"]').waitFor({ timeout: 15000 });
  const replayed = [await text(bob, 'rating-change-0'), await text(bob, 'rating-change-1')].join(' / ');
  check(where('the replay of the record shows each new rating and change'), /\(\+\d+\)/.test(replayed) && /\([-−]\d+\)/.test(replayed), replayed);
  await bob.locator('[data-testid="ratings-result"]').scrollIntoViewIfNeeded();
  await shot(bob, 'replay');
  return { ann, bob };
}

/** Ann's identity as text, imported in another browser: the same id and name; a damaged text refused in words. */
async function moveIdentity(browser, base, ann) {
  const exported = await ann.evaluate(() => localStorage.getItem('castle.identity'));
  const other = await pageIn(browser, 'en', 'desktop');
  await other.goto(base + '/');
  await other.click('[data-testid="identity-box"] summary');
  await other.fill('[data-testid="identity-text"]', exported.replace('"castle-identity"', '"something-else"'));
  await other.click('[data-testid="identity-import"]');
  await other.locator('[data-testid="identity-error"]:not(:empty)').waitFor();
  check('a text that is not an identity is refused in words', (await text(other, 'identity-error')) === 'This is not an identity of this site, but some other file.');
  await other.fill('[data-testid="identity-text"]', exported);
  await other.click('[data-testid="identity-import"]');
  await other.locator('[data-testid="identity-name"]').waitFor();
  const [was, now] = [JSON.parse(exported), JSON.parse(await other.evaluate(() => localStorage.getItem('castle.identity')))];
  check('the identity imported in another browser is the same one', now.id === was.id && (await text(other, 'identity-link')) === 'Ann');

  // The same identity in both seats of a rated game: refused, and said in words on the game page.
  await ann.goto(base + '/');
  await ann.check('[data-testid="rated-rated"]');
  await ann.click('[data-testid="create"]');
  const link = await ann.locator('[data-testid="share-link"]').getAttribute('href');
  await other.goto(link.replace(/^https?:\/\/[^/]+/, base));
  await other.fill('[data-testid="name"]', 'Ann');
  await other.click('[data-testid="take-seat"]');
  await other.locator('[data-testid="error"]:not(:empty)').waitFor();
  const refused = await text(other, 'error');
  check('one identity in both seats is refused in words', refused.startsWith('This identity (or another of yours) holds the other seat already'), refused);
  check('the refused page holds no seat', (await attr(other, 'data-seat')) === 'spectator');
  await other.screenshot({ path: path.join(SHOTS, 'rated-en-refused-desktop.png') });
  await other.context().close();
}

run(async () => {
  // Every identity and rated game here comes from one address: its daily limits raised.
  await withServer({ IDENTITY_PER_DAY: '100', RATED_PER_DAY: '100' }, async ({ base, browser }) => {
    for (const [lang, size] of [['en', 'desktop'], ['en', 'phone'], ['de', 'desktop'], ['de', 'phone'], ['fr', 'desktop'], ['fr', 'phone']]) {
      const { ann, bob } = await ratedGame(browser, base, lang, size);
      if (lang === 'en' && size === 'desktop') await moveIdentity(browser, base, ann);
      await Promise.all([ann, bob].map((p) => p.context().close()));
    }
  });
});
