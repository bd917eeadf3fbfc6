// Browser test of a Falcon game with the gates variant, played with the buttons a player sees:
// the king and the falconer placed through their own options, scoring-order choices taken when
// offered, wall tile 1 played when held. Two Chromium contexts against the real server.
const { check, attr, readyAt, movedPast, placedOrMoved, twoPlayers, withServer, run } = require('./browser.cjs');

const panel = (page, seat) => page.locator(`[data-testid="player-${seat}"]`).textContent();

/** The text of each option button on the page, in order. */
const optionTexts = (page) => page.locator('.controls button[data-option]').allTextContents();

async function main() {
  await withServer({}, async ({ base, browser }) => {
    const { ann, bob } = await twoPlayers(browser, base, ['falcon', 'variant-gates']);
    check('a Falcon game is created from the start page', /king in hand, falconer in hand, 0 aerie tokens/.test(await panel(ann, 0)), await panel(ann, 0));

    // Every label that floats over the board (the points on their way to a marker), as it appears.
    await ann.evaluate(() => {
      window.floats = [];
      new MutationObserver(() => document.querySelectorAll('.board-labels span').forEach((e) => window.floats.push(e.textContent)))
        .observe(document.querySelector('.board-labels'), { childList: true });
    });
    const pages = [ann, bob];
    const placed = { King: [], Falconer: [] };
    let choices = 0, wallPlays = 0;
    const outcomes = [];
    const notOut = [];
    const grouped = [];
    while ((await attr(ann, 'data-over')) !== 'true') {
      const turn = Number(await attr(ann, 'data-moves'));
      const seat = Number(await attr(ann, 'data-to-act'));
      const page = pages[seat];
      await readyAt(page, turn);
      const step = await attr(page, 'data-step');
      let figure = null;
      if (step === 'place') {
        const wall = page.locator('[data-testid="wall-1"]');
        if ((await wall.count()) && wallPlays < 2) { await wall.click(); wallPlays++; await movedPast(ann, turn); continue; }
        // A cell by key, then "Place here": the follower step is the page's own until confirmed.
        await page.keyboard.press('ArrowRight');
        await page.click('[data-testid="confirm"]');
        await placedOrMoved(page, turn);
      }
      if ((await attr(page, 'data-step')) !== 'place' && Number(await attr(page, 'data-moves')) === turn) {
        const now = await attr(page, 'data-step');
        const texts = await optionTexts(page);
        // The king first, then the falconer, when offered; else now and then a follower; else none.
        if (texts.some((t) => t.startsWith('King'))) grouped.push((await page.locator('[data-testid="group-king"] button').count()) === texts.filter((t) => t.startsWith('King')).length);
        let i = texts.findIndex((t) => t.startsWith('King'));
        if (i >= 0) figure = 'King';
        else if ((i = texts.findIndex((t) => t.startsWith('Falconer'))) >= 0) figure = 'Falconer';
        else if (now === 'score') { i = texts.length - 1; choices++; outcomes.push(texts.every((t) => /Then: Ann \d+, Bob \d+/.test(t))); } // not the default order
        else i = turn % 3 === 0 ? texts.findIndex((t) => !/^(No follower|King|Falconer)/.test(t)) : -1;
        // Buttons are grouped (follower, king, falconer), so the n-th text is the n-th button, not option n.
        await page.locator('.controls button[data-option]').nth(i >= 0 ? i : texts.findIndex((t) => t.startsWith('No follower'))).click();
        await page.click('[data-testid="confirm-option"]');
      }
      await movedPast(ann, turn);
      // A king or falconer stays on its feature until it completes (never one completed this turn).
      if (figure) {
        const text = await panel(ann, seat);
        placed[figure].push(new RegExp(`${figure.toLowerCase()} out`).test(text));
        if (!placed[figure][placed[figure].length - 1]) notOut.push(text);
      }
    }
    check('the king is placed with its own button and leaves its owner\'s supply', placed.King.length > 0 && placed.King.every(Boolean), `${placed.King.length} times ${notOut[0] ?? ''}`);
    check('the falconer is placed with its own button and leaves its owner\'s supply', placed.Falconer.length > 0 && placed.Falconer.every(Boolean), `${placed.Falconer.length} times`);
    const floats = await ann.evaluate(() => window.floats);
    check('points float to the markers when a score changes', floats.length > 0 && floats.every((t) => /^\+\d+$/.test(t)), [...new Set(floats)].join(' '));
    check('the king\'s choices are grouped under their own heading', grouped.length > 0 && grouped.every(Boolean), `${grouped.length} times`);
    if (outcomes.length) check('each scoring order says what it gives', outcomes.every(Boolean), `${outcomes.length} choices`);
    console.log(`     (scoring-order choices offered and taken by button: ${choices}; wall tile 1 played: ${wallPlays})`);
    for (const p of pages) await p.waitForSelector('[data-testid="winner"]');
    const final = await ann.locator('[data-testid="final-lines"]').textContent();
    check('the Falcon game ends with the same final scoring for both', final === await bob.locator('[data-testid="final-lines"]').textContent(),
      await ann.locator('[data-testid="winner"]').textContent());
  });
}

run(main);
