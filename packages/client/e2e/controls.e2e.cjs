// Browser test of the controls (issue 13, items 1–4), at desktop and phone size: the chosen cell
// stays chosen while the pointer wanders; Enter does what is highlighted and its name is on the
// button; follower choices say what and where and light their feature; a placement can be taken
// back until its follower step is confirmed. What the server took is read from the game's replay.
const { SIZES, ROOT, check, attr, readyAt, movedPast, placedOrMoved, twoPlayers, actByKeys, withServer, run } = require('./browser.cjs');

const canvasData = async (page, name) => page.locator('canvas').getAttribute(name);

/** Resolves after the page has drawn what the last input changed (it draws at the next frame). */
const settled = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** The actions the server took so far, from the replay (the authority on what was played). */
async function taken(base, code) {
  const res = await fetch(`${base}/api/games/${code}/replay`);
  return (await res.json()).frames.slice(1).map((f) => f.action);
}

/** Tap (phone) or click (desktop) at a point of the canvas. */
async function press(page, size, x, y) {
  // On a phone the page may have scrolled down (the follower step's panel is taller): the point is
  // brought into view first, or the tap would land above the screen.
  await page.locator('canvas').evaluate((c, py) => {
    const top = c.getBoundingClientRect().top + py;
    if (top < 0 || top > innerHeight) c.scrollIntoView({ block: 'start' });
  }, y);
  const box = await page.locator('canvas').boundingBox();
  if (size === 'phone') await page.touchscreen.tap(box.x + x, box.y + y);
  else await page.mouse.click(box.x + x, box.y + y);
}

async function onSize(browser, base, size) {
  const { ann, bob, link } = await twoPlayers(browser, base, [], size);
  const code = link.split('/g/')[1];
  const pages = [ann, bob];
  const tag = `(${size})`;
  let hovered = false, enterChecked = false, labelsChecked = false, undone = false, lit = false;
  for (let n = 0; n < 40 && !(hovered && enterChecked && labelsChecked && undone && lit); n++) {
    const seat = Number(await attr(ann, 'data-to-act'));
    const page = pages[seat];
    const turn = Number(await attr(page, 'data-moves'));
    await readyAt(page, turn);
    if ((await attr(page, 'data-step')) !== 'place') { await actByKeys(page); await movedPast(ann, turn); continue; }
    const cells = JSON.parse(await canvasData(page, 'data-legal-cells'));
    if (cells.length < 2) { await actByKeys(page); await movedPast(ann, turn); continue; }
    const before = (await taken(base, code)).length;
    const confirm = page.getByRole('button', { name: /Place here|Pick a lit cell/ });

    // 1. Nothing is chosen at first; a tap chooses; the pointer over another lit cell does not.
    if (!hovered) check(`nothing is placed before the player picks a cell ${tag}`, await confirm.isDisabled() && !(await canvasData(page, 'data-selected')));
    if (size === 'phone' && !hovered) {
      const inView = await page.evaluate(() => ['canvas', '[data-testid="current-tile"]', '[data-testid="confirm"]'].map((q) => {
        const r = document.querySelector(q).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight + 1;
      }));
      check(`on a phone the board, the drawn tile and the Place button are in view together ${tag}`, inView.every(Boolean) && (await page.evaluate(() => scrollY)) === 0, JSON.stringify(inView));
    }
    const [a, ax, ay] = cells[0], [b, bx, by] = cells[cells.length - 1];
    await press(page, size, ax, ay);
    await page.waitForFunction((c) => document.querySelector('canvas').dataset.selected.startsWith(`${c}/`), a, { polling: 30 });
    await press(page, size, ax, ay); // turns it, if it can turn
    await settled(page);
    const chosen = await canvasData(page, 'data-selected');
    if (!hovered && size === 'desktop') {
      const cbox = await page.locator('canvas').boundingBox();
      await page.mouse.move(cbox.x + bx, cbox.y + by, { steps: 4 });
      const box = await confirm.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 }); // toward the button, over the board
      await settled(page);
      check(`moving the pointer over other lit cells keeps the chosen cell and turn ${tag}`, (await canvasData(page, 'data-selected')) === chosen, `${chosen} → ${await canvasData(page, 'data-selected')}`);
    }

    // 4. Take the placement back at its follower step, choose another cell, place that.
    await confirm.click();
    await placedOrMoved(page, turn);
    const own = (await attr(page, 'data-step')) === 'follower' && Number(await attr(page, 'data-moves')) === turn;
    if (!own) { hovered = true; await movedPast(ann, turn); continue; } // this tile went straight on to scoring
    if (!undone) {
      check(`the follower step shows the tile where it was chosen ${tag}`, (await page.locator('[data-testid="board"]').getAttribute('data-pending')) === chosen, chosen);
      await page.getByRole('button', { name: /Take back the tile/ }).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="game-status"]').dataset.step === 'place', null, { polling: 30 });
      check(`taking the tile back returns to the place step with nothing sent ${tag}`, (await taken(base, code)).length === before && !(await page.locator('[data-testid="board"]').getAttribute('data-pending')));
      await settled(page);
      // The board may have zoomed for the follower step: where is that cell now?
      const [, nx, ny] = JSON.parse(await canvasData(page, 'data-legal-cells')).find(([c]) => c === b);
      await press(page, size, nx, ny);
      await page.waitForFunction((c) => document.querySelector('canvas').dataset.selected.startsWith(`${c}/`), b, { polling: 30 });
      await page.getByRole('button', { name: /Place here/ }).click();
      await placedOrMoved(page, turn);
      undone = true;
      if ((await attr(page, 'data-step')) !== 'follower' || Number(await attr(page, 'data-moves')) !== turn) {
        await movedPast(ann, turn);
        const t = await taken(base, code);
        check(`the second cell is the one placed ${tag}`, t[before]?.cell === b, JSON.stringify(t[before]));
        continue;
      }
    }
    const placedAt = (await page.locator('[data-testid="board"]').getAttribute('data-pending')).split('/').map(Number);

    // 3. Follower choices say who, on what, where.
    const options = page.locator('.controls button[data-option]');
    const texts = await options.allTextContents();
    if (!labelsChecked) {
      labelsChecked = true;
      check(`follower choices say who, on what and where ${tag}`, texts[0] === 'No follower' && texts.slice(1).every((t) => /^(Herald|Knight|Squire|Merchant|Preacher) on the (path|tower|house|court|chapel) \((north|east|south|west|middle|all)/.test(t)), texts.join(' | '));
    }
    if (texts.length > 1 && !lit) {
      lit = true;
      await options.nth(1).focus();
      await settled(page);
      const cellsLit = JSON.parse(await page.locator('[data-testid="board"]').getAttribute('data-highlight'));
      check(`focusing a choice lights its feature on the board ${tag}`, cellsLit.includes(placedAt[0]), JSON.stringify(cellsLit));
      await page.locator('[data-testid="game-status"]').click(); // focus back to the page
    }

    // 2. Enter does what is highlighted, and the button names it.
    const steps = Math.min(texts.length - 1, 1 + (n % 2));
    for (let k = 0; k < steps; k++) await page.keyboard.press('ArrowDown');
    await settled(page);
    const highlighted = page.locator('.controls button[aria-pressed="true"]');
    const name = await highlighted.evaluate((e) => e.firstChild.textContent);
    const action = JSON.parse(await highlighted.getAttribute('data-action'));
    const label = await page.locator('[data-testid="confirm-option"]').textContent();
    check(`one option is highlighted and the Enter button names it ${tag}`, (await highlighted.count()) === 1 && label === `Confirm: ${name}${size === 'phone' ? '' : ' (Enter)'}`, label); // no key named on a touch screen
    await page.keyboard.press('Enter');
    await movedPast(ann, turn);
    const t = await taken(base, code);
    const place = t[before], follower = t[before + 1];
    check(`the tile went exactly where it was shown ${tag}`, `${place.cell}/${place.rot}` === placedAt.join('/'), `${place.cell}/${place.rot} vs ${placedAt.join('/')}`);
    check(`Enter placed exactly the highlighted follower ${tag}`, follower?.type === 'follower' && follower.piece === action.piece && (follower.figure ?? null) === (action.figure ?? null), `${JSON.stringify(follower)} vs ${JSON.stringify(action)}`);
    hovered = enterChecked = true;
  }
  check(`every control check ran ${tag}`, hovered && enterChecked && labelsChecked && undone && lit, JSON.stringify({ hovered, enterChecked, labelsChecked, undone, lit }));
  await ann.screenshot({ path: `${ROOT}/e2e/screenshots/controls-${size}.png` });
  await ann.context().close();
  await bob.context().close();
}

async function main() {
  await withServer({}, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) await onSize(browser, base, size);
  });
}

run(main);
