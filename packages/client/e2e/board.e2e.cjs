// Browser test of the board picture, at the desktop and the phone size: the numbered score track
// with both markers visible on one space and the wall tiles face down; the canvas drawn at the
// device's pixel ratio; wheel zoom, pinch, pan and a tap that still selects after a pan; follower
// rings a fingertip apart; the last move marked; no render while idle; then a whole game by Enter
// presses, printing the longest frame and the time to the first board paint (printed, not asserted).
const path = require('path');
const { ROOT, SIZES, check, attr, readyAt, movedPast, twoPlayers, actByKeys, withServer, run } = require('./browser.cjs');

const SHOTS = path.join(ROOT, 'e2e', 'screenshots');
const canvasData = async (page, name) => page.locator('canvas').getAttribute(`data-${name}`);
const json = async (page, name) => JSON.parse((await canvasData(page, name)) || 'null');

/** One or more fingers through the DevTools protocol (what a touch screen sends). */
async function touch(cdp, type, points) {
  await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
}

/** Presses Enter for whoever is to act until `page` is to place a tile (or the game is over). */
async function untilPlacing(page, pages) {
  for (;;) {
    if ((await attr(page, 'data-over')) === 'true') return false;
    const turn = Number(await attr(page, 'data-moves'));
    const who = pages[Number(await attr(page, 'data-to-act'))];
    await readyAt(who, turn);
    if (who === page && (await attr(page, 'data-step')) === 'place') return true;
    await actByKeys(who);
    await movedPast(page, turn);
  }
}

async function checkSize(browser, base, size) {
  const { ann, bob, link } = await twoPlayers(browser, base, [], size);
  const pages = [ann, bob];
  const tag = `(${size})`;
  await ann.waitForFunction(() => document.querySelector('canvas')?.dataset.markers, null, { timeout: 15000 });

  // The picture's first paint after opening the game's link (a watcher's page, at this size).
  const watcher = await (await browser.newContext(SIZES[size])).newPage();
  await watcher.goto(`${link.replace(/^https?:\/\/[^/]+/, base)}?watch`);
  await watcher.waitForFunction(() => document.querySelector('canvas')?.dataset.firstPaint, null, { timeout: 15000 });
  console.log(`     first board paint after opening the link ${tag}: ${Number(await canvasData(watcher, 'first-paint')).toFixed(0)} ms`);
  await watcher.context().close();

  // Sharp: the backing store is the canvas' CSS size times the device pixel ratio.
  const store = await ann.evaluate(() => {
    const c = document.querySelector('canvas');
    return { w: c.width, h: c.height, cw: c.getBoundingClientRect().width, ch: c.getBoundingClientRect().height, dpr: devicePixelRatio };
  });
  check(`the canvas is drawn at the device pixel ratio ${tag}`, Math.abs(store.w - store.cw * store.dpr) <= 1 && Math.abs(store.h - store.ch * store.dpr) <= 1 && store.dpr === (size === 'phone' ? 3 : 1),
    `${store.w}×${store.h} for ${store.cw}×${store.ch} CSS px at ${store.dpr}×`);

  // The track is numbered every 5, and the numbers are on the board.
  const numbers = await ann.evaluate(() => {
    const host = document.querySelector('canvas').getBoundingClientRect();
    return [...document.querySelectorAll('.board-track span')].filter((s) => /^\d+$/.test(s.textContent)).map((s) => {
      const r = s.getBoundingClientRect();
      return { n: Number(s.textContent), inside: r.left >= host.left - 1 && r.right <= host.right + 1 && r.top >= host.top - 1 && r.bottom <= host.bottom + 1 && r.width > 0 };
    });
  });
  const want = Array.from({ length: 20 }, (_, i) => i * 5);
  check(`the track is numbered 0, 5, ... 95, all on the board ${tag}`, JSON.stringify(numbers.map((x) => x.n)) === JSON.stringify(want) && numbers.every((x) => x.inside),
    numbers.filter((x) => !x.inside).map((x) => x.n).join(' ') || 'all inside');

  // Both markers start on 0: side by side, not on top of each other.
  const markers = await json(ann, 'markers');
  const [m0, m1] = markers;
  check(`two markers on one space are both visible ${tag}`, m0[1] === m1[1] && Math.hypot(m0[2] - m1[2], m0[3] - m1[3]) >= m0[4] + m1[4],
    `at (${m0[2]}, ${m0[3]}) and (${m1[2]}, ${m1[3]}), radius ${m0[4]}`);

  // The 13 wall tiles lie face down on their towers; the tower on 0/1 holds none.
  const wall = (await canvasData(ann, 'wall-tiles')).split(',');
  check(`wall tiles lie face down on 13 towers ${tag}`, wall[0] === '' && wall.filter((w) => w === 'down').length === 13, wall.join(','));

  // Idle: nothing changes, nothing is drawn.
  await ann.waitForTimeout(1000);
  const cdp = await ann.context().newCDPSession(ann);
  await cdp.send('Performance.enable');
  const before = Number(await canvasData(ann, 'renders'));
  const cpu0 = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  await ann.waitForTimeout(3000);
  const after = Number(await canvasData(ann, 'renders'));
  const cpu1 = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  check(`an idle page renders nothing for 3 s ${tag}`, after === before, `${after - before} renders, ${((cpu1 - cpu0) * 1000).toFixed(0)} ms of main-thread tasks`);

  // Ann's turn to place (Enter for whoever is first until it is).
  await untilPlacing(ann, pages);
  const box = await ann.locator('canvas').boundingBox();
  const mid = [box.x + box.width / 2, box.y + box.height / 2];

  // Wheel zoom at the pointer, then back to fit with the button.
  await ann.mouse.move(mid[0], mid[1]);
  await ann.mouse.wheel(0, -400);
  await ann.waitForFunction(() => Number(document.querySelector('canvas').dataset.zoom) > 1, null, { timeout: 5000 }).catch(() => undefined);
  const wheeled = Number(await canvasData(ann, 'zoom'));
  check(`the wheel zooms the board ${tag}`, wheeled > 1, `zoom ${wheeled}`);
  await ann.click('[data-testid="board-fit"]');
  check(`the fit button shows the whole board again ${tag}`, Number(await canvasData(ann, 'zoom')) === 1);

  // Pinch: two fingers moving apart zoom in.
  if (size !== 'phone') await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  await touch(cdp, 'touchStart', [[mid[0] - 30, mid[1]], [mid[0] + 30, mid[1]]]);
  for (let k = 1; k <= 6; k++) await touch(cdp, 'touchMove', [[mid[0] - 30 - k * 15, mid[1]], [mid[0] + 30 + k * 15, mid[1]]]);
  await touch(cdp, 'touchEnd', []);
  const pinched = Number(await canvasData(ann, 'zoom'));
  check(`a pinch zooms the board ${tag}`, pinched > 1.5, `zoom ${pinched}`);
  if (size !== 'phone') await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });

  // A pan that starts on a lit cell moves the board and selects nothing; a tap after it selects.
  // Zoomed in at a lit cell first (it stays under the pointer), so there is room to pan.
  await ann.click('[data-testid="board-fit"]');
  const selected0 = await canvasData(ann, 'selected');
  const inView = (cells, margin) => cells.filter(([, x, y]) => x > margin && y > margin && x < box.width - margin && y < box.height - margin);
  const nearMiddle = (cells) => cells.slice().sort((a, b) => Math.hypot(a[1] - box.width / 2, a[2] - box.height / 2) - Math.hypot(b[1] - box.width / 2, b[2] - box.height / 2))[0];
  const [startCell, sx, sy] = nearMiddle(inView(await json(ann, 'legal-cells'), 60));
  await ann.mouse.move(box.x + sx, box.y + sy);
  await ann.mouse.wheel(0, -300);
  await ann.waitForFunction(() => Number(document.querySelector('canvas').dataset.zoom) > 1, null, { timeout: 5000 }).catch(() => undefined);
  const drag = [-50, -35];
  if (size === 'phone') {
    await touch(cdp, 'touchStart', [[box.x + sx, box.y + sy]]);
    for (let k = 1; k <= 5; k++) await touch(cdp, 'touchMove', [[box.x + sx + (drag[0] * k) / 5, box.y + sy + (drag[1] * k) / 5]]);
    await touch(cdp, 'touchEnd', []);
  } else {
    await ann.mouse.move(box.x + sx, box.y + sy);
    await ann.mouse.down();
    await ann.mouse.move(box.x + sx + drag[0], box.y + sy + drag[1], { steps: 5 });
    await ann.mouse.up();
  }
  const moved = (await json(ann, 'legal-cells')).find(([id]) => id === startCell);
  check(`a drag pans the board and is not a tap ${tag}`, Math.hypot(moved[1] - sx, moved[2] - sy) > 20 && (await canvasData(ann, 'selected')) === selected0,
    `cell ${startCell} moved from (${sx}, ${sy}) to (${moved[1]}, ${moved[2]})`);
  const [cell, tx, ty] = nearMiddle(inView(await json(ann, 'legal-cells'), 20));
  if (size === 'phone') await ann.touchscreen.tap(box.x + tx, box.y + ty);
  else await ann.mouse.click(box.x + tx, box.y + ty);
  await ann.waitForFunction((c) => document.querySelector('canvas').dataset.selected.startsWith(`${c}/`), cell, { timeout: 5000 }).catch(() => undefined);
  check(`after a pan, a tap on a lit cell selects it ${tag}`, (await canvasData(ann, 'selected')).startsWith(`${cell}/`), `cell ${cell}: ${await canvasData(ann, 'selected')}`);

  // Place it: the follower rings are a fingertip apart and never overlap.
  const turn = Number(await attr(ann, 'data-moves'));
  await ann.keyboard.press('Enter');
  await ann.waitForFunction((t) => {
    const st = document.querySelector('[data-testid="game-status"]');
    return Number(st.dataset.moves) > t || st.dataset.step === 'follower' || st.dataset.over === 'true';
  }, turn, { polling: 30, timeout: 15000 });
  const rings = (await json(ann, 'piece-marks')) || [];
  await ann.screenshot({ path: path.join(SHOTS, `board-turn-${size}.png`) });
  if (rings.length) {
    let closest = Infinity;
    for (let i = 0; i < rings.length; i++) for (let j = i + 1; j < rings.length; j++) closest = Math.min(closest, Math.hypot(rings[i][1] - rings[j][1], rings[i][2] - rings[j][2]));
    const need = size === 'phone' ? 44 : 24;
    check(`follower rings are at least ${need} px apart, with targets of ${need} px ${tag}`, (rings.length < 2 || closest >= need) && rings.every((r) => 2 * r[3] >= need),
      `${rings.length} rings, closest ${closest.toFixed(0)} px apart, target radius ${rings[0][3]} px`);
    const ring = rings[rings.length - 1];
    if (size === 'phone') await ann.touchscreen.tap(box.x + ring[1], box.y + ring[2]);
    else await ann.mouse.click(box.x + ring[1], box.y + ring[2]);
  }
  await ann.keyboard.press('Enter'); // the follower step: the ring tapped, or none
  await movedPast(bob, turn);
  await ann.waitForFunction(() => document.querySelector('canvas').dataset.lastMove, null, { timeout: 15000 }).catch(() => undefined);
  const last = await json(ann, 'last-move');
  check(`the last move is marked on the board ${tag}`, last !== null && last.cell === cell, JSON.stringify(last));
  await ann.screenshot({ path: path.join(SHOTS, `board-last-move-${size}.png`) });

  // The rest of the game by keys, the whole board in view, sampling frames on Ann's page.
  if (Number(await canvasData(ann, 'zoom')) !== 1) await ann.click('[data-testid="board-fit"]');
  await ann.evaluate(() => {
    const s = window.boardSample = { longest: 0, frames: 0, longTask: 0, overlaps: 0, upSeen: [] };
    let prev = performance.now();
    const frame = (t) => {
      s.longest = Math.max(s.longest, t - prev);
      s.frames++;
      prev = t;
      // "+N" labels: never over each other, never over a marker.
      const spans = [...document.querySelectorAll('.board-labels span')].map((e) => e.getBoundingClientRect());
      if (spans.length) {
        const c = document.querySelector('canvas'), o = c.getBoundingClientRect();
        const marks = JSON.parse(c.dataset.markers || '[]').map(([, , x, y, r]) => ({ x: o.left + x, y: o.top + y, r }));
        const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        spans.forEach((a, i) => {
          if (spans.some((b, j) => j > i && hit(a, b))) s.overlaps++;
          if (marks.some((m) => Math.hypot(Math.max(a.left, Math.min(m.x, a.right)) - m.x, Math.max(a.top, Math.min(m.y, a.bottom)) - m.y) < m.r)) s.overlaps++;
        });
      }
      const up = document.querySelector('canvas').dataset.wallTiles.split(',').filter((w) => w.startsWith('up'));
      if (up.length) s.upSeen.push(...up);
      if (!s.stop) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new PerformanceObserver((l) => l.getEntries().forEach((e) => { s.longTask = Math.max(s.longTask, e.duration); })).observe({ type: 'longtask' });
  });
  const down0 = wall.filter((w) => w === 'down').length;
  let actions = 0;
  while ((await attr(ann, 'data-over')) !== 'true') {
    const t = Number(await attr(ann, 'data-moves'));
    const who = pages[Number(await attr(ann, 'data-to-act'))];
    await readyAt(who, t).catch(async (err) => {
      const st = await who.locator('[data-testid="game-status"]').evaluate((e) => JSON.stringify({ ...e.dataset, text: e.textContent }));
      await who.screenshot({ path: path.join(SHOTS, `board-stuck-${size}.png`) });
      throw new Error(`stuck at turn ${t} after ${actions} actions: ${st}: ${err.message}`);
    });
    await actByKeys(who, actions % 3 === 0);
    await movedPast(ann, t);
    if (++actions === 24) await ann.screenshot({ path: path.join(SHOTS, `board-mid-game-${size}.png`) });
  }
  const sample = await ann.evaluate(() => { window.boardSample.stop = true; return window.boardSample; });
  const down1 = (await canvasData(ann, 'wall-tiles')).split(',').filter((w) => w === 'down').length;
  const board = await ann.evaluate(() => document.querySelector('canvas').dataset);
  console.log(`     longest frame ${tag}: ${sample.longest.toFixed(0)} ms over ${sample.frames} frames; longest task ${sample.longTask.toFixed(0)} ms; ${actions} actions by keys`);
  console.log(`     of which the board ${tag}: longest update ${board.slowestRender} ms, longest draw ${board.slowestFrame} ms, ${board.renders} renders in all`);
  check(`"+N" labels never overlapped each other or a marker ${tag}`, sample.overlaps === 0, `${sample.overlaps} overlaps`);
  // Wall tiles taken during the game (the log says so) show face up; at the end the rest go unseen.
  const taken = ((await ann.locator('[data-testid="log"]').textContent()).match(/took wall tile \d/g) || []).length;
  check(`a wall tile taken is shown face up on its tower ${tag}`, taken === 0 || sample.upSeen.length > 0,
    `${taken} taken by markers, ${down0 - down1} gone in all, face up seen: ${[...new Set(sample.upSeen)].join(' ') || 'none'}`);
  await ann.screenshot({ path: path.join(SHOTS, `board-end-${size}.png`) });
  await Promise.all(pages.map((p) => p.context().close()));
}

async function main() {
  await withServer({}, async ({ base, browser }) => {
    for (const size of Object.keys(SIZES)) await checkSize(browser, base, size);
  });
}

run(main);
