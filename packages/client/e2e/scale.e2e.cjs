// Browser test of the scaled set-up (docker compose --profile scale), with the same parts run
// directly: a real PostgreSQL and redis-server, two game processes sharing them, and nginx with the compose
// proxy's config in front. Two browsers play through the one address; the process holding their
// game is killed mid-game; both come back on their own to the survivor and finish the game.
const fs = require('fs');
const os = require('os');
const { readMetrics } = require('@castle/test-kit');
const { local: { freePort, spawnServer, spawnPostgres, spawnRedis, spawnProxy }, check, attr, launch, readyAt, movedPast, twoPlayers, actByKeys, run } = require('./browser.cjs');

const BEFORE_KILL = 12; // actions played before the holder is killed
/** Games open in the process on this port, from its /metrics. */
const gamesOn = async (port) => (await readMetrics(`http://127.0.0.1:${port}`)).value('castle_games_live');

/** The seat to act plays by keys (a cell, Enter; now and then the next follower option)
 *  until `until` holds or the game ends. */
async function playByKeys(pages, until) {
  const [watch] = pages;
  while ((await attr(watch, 'data-over')) !== 'true' && !(await until())) {
    const turn = Number(await attr(watch, 'data-moves'));
    const page = pages[Number(await attr(watch, 'data-to-act'))];
    await readyAt(page, turn);
    await actByKeys(page, turn % 3 === 0);
    await movedPast(watch, turn);
  }
}

async function main() {
  const [redis, postgres] = await Promise.all([spawnRedis(), spawnPostgres()]);
  const ports = [await freePort(), await freePort()];
  // The proxy comes first: each process's PUBLIC_ADDRESS is the proxy's address and its path.
  const proxy = await spawnProxy(ports.map((p) => `127.0.0.1:${p}`));
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/castle-e2e-`);
  const games = await Promise.all(ports.map((port, i) => spawnServer(port, {
    DATABASE_URL: postgres.url, REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${proxy.port}/p${i + 1}`, DATA_DIR: dataDir, LOG_LEVEL: 'warn',
  })));
  const base = `http://127.0.0.1:${proxy.port}`;
  const browser = await launch();
  try {
    const { ann, bob, link } = await twoPlayers(browser, base);
    check('through the proxy, a game is created and joined by its link', link.startsWith(base) && (await attr(ann, 'data-seat')) === '0', link);

    await playByKeys([ann, bob], async () => Number(await attr(ann, 'data-moves')) >= BEFORE_KILL);
    const turn = await attr(ann, 'data-moves');
    const rooms = await Promise.all(ports.map(gamesOn));
    const holder = rooms.indexOf(1);
    check('the game runs on one of the two processes', rooms.join() === '1,0' || rooms.join() === '0,1', `rooms ${rooms.join(' · ')}`);

    games[holder].kill('SIGKILL');
    await ann.locator('.banner').waitFor({ state: 'visible', timeout: 15000 });
    const back = (page, seat) => page.waitForFunction(([t, s]) => {
      const st = document.querySelector('[data-testid="game-status"]');
      return st && st.getAttribute('data-moves') === t && st.getAttribute('data-seat') === s && document.querySelector('.banner').hidden;
    }, [turn, seat], { polling: 100, timeout: 30000 });
    await Promise.all([back(ann, '0'), back(bob, '1')]);
    check('after its process is killed, both browsers come back to the same seats and turn on the survivor', (await gamesOn(ports[1 - holder])) === 1, `turn ${turn}`);

    await playByKeys([ann, bob], async () => false);
    for (const p of [ann, bob]) await p.waitForSelector('[data-testid="winner"]');
    const final = await ann.locator('[data-testid="final-lines"]').textContent();
    check('the game is finished on the survivor; both see the same final scoring',
      Number(await attr(ann, 'data-moves')) > Number(turn) && final === await bob.locator('[data-testid="final-lines"]').textContent(),
      await ann.locator('[data-testid="winner"]').textContent());
  } finally {
    await browser.close();
    for (const g of games) g.kill('SIGKILL');
    await proxy.stop();
    await redis.stop();
    await postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run(main);
