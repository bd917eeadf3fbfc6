// `npm run bench`: every speed figure in one table: the rules libraries (the Castle's and
// Carcassonne's: random games per second), the server under load (one process, two processes sharing a PostgreSQL and a Redis, and the same bots against a bare
// Colyseus room that only counts moves: the framework's floor), the same pairs beside games against the
// computer (issue 29: the server never waits on the bot), honest pairs during a chatOpen flood and a
// replay flood beside the same run without them (flood.ts), what a live game's full chat costs in
// memory (chat-memory.ts), what a finished game costs in Redis and PostgreSQL and a process's start
// and a game's join with 100,000 finished games stored (store-figures.ts), the ratings' leaderboard and
// a player's page with 100,000 rated games stored (rating-figures.ts), the page's first paint and longest frame in headless Chromium
// (first-paint.js), a finished game's replay in bytes and time to its first frame (replay-bytes.js),
// the hindsight review's time for a whole game (review.js), and the client bundle.
// Prints what it measured on this machine; asserts nothing, except that every load game finished.
// `--short` (what .ci/run passes) or CI set: the short form, every section from fewer games and seconds
// (src/short-form.ts); stderr says what runs and how long each part took.
const fs = require('fs');
const os = require('os');
const path = require('path');
const zlib = require('zlib');
const { spawnSync } = require('child_process');
const rules = require('./rules');
const { SECONDS } = require('./random-play');
const carcassonne = require('./carcassonne');
const firstPaint = require('./first-paint');
const replayBytes = require('./replay-bytes');
const review = require('./review');
const { loadTest, loadOptionsFromEnv } = require('../dist/loadtest');
const { floodBench, floodOptionsFromEnv } = require('../dist/flood');
const { measureChatMemory } = require('../dist/chat-memory');
const { measureStoreFigures, storeFigureOptionsFromEnv } = require('../dist/store-figures');
const { measureRatingFigures, ratingFigureOptionsFromEnv } = require('../dist/rating-figures');
const { fullOrShort, isShortForm } = require('../dist/short-form');

/** Sizes of the built client: the main chunk (what a page loads first), its CSS, and Pixi's lazily loaded chunks. */
function bundleSizes() {
  const dir = path.join(__dirname, '../../client/dist/assets');
  const files = fs.readdirSync(dir).map((f) => {
    const buf = fs.readFileSync(path.join(dir, f));
    return { f, raw: buf.length, gz: zlib.gzipSync(buf).length };
  });
  const total = (xs) => xs.reduce((a, x) => ({ raw: a.raw + x.raw, gz: a.gz + x.gz }), { raw: 0, gz: 0 });
  const main = files.filter((x) => /^index-.*\.js$/.test(x.f));
  return {
    main: total(main),
    css: total(files.filter((x) => x.f.endsWith('.css'))),
    lazy: total(files.filter((x) => x.f.endsWith('.js') && !main.includes(x))),
  };
}

const LOAD_ROWS = [
  'pinning', 'games finished', 'moves per second (all games open)', 'latency action → patch, p50 (ms)',
  'latency action → patch, p99 (ms)', 'latency action → patch, max (ms)',
  'the same from an idle process: samples, p50 / p99 / max (ms)', 'server event-loop delay p50 / p99 / max (ms)',
  'server CPU per move (µs)', 'server CPU busy (% of a core)',
  'rooms per process', 'server time to take a move, p50 / p99 (ms)', 'heap per live game (KiB)', 'errors sent to bots',
];

/** Rows of the run beside games against the computer, next to the run alone. */
const BESIDE_ROWS = [
  'latency action → patch, p50 (ms)', 'latency action → patch, p99 (ms)', 'latency action → patch, max (ms)',
  'the same from an idle process: samples, p50 / p99 / max (ms)',
  'server event-loop delay p50 / p99 / max (ms)', 'server CPU busy (% of a core)', 'their moves per second: computer / person',
  'the computer\'s move, from its turn to the board: p50 / p99 / max (ms)',
];

/** The load test's options from the environment, the games against the computer left out. */
function pairsOnly(processes) {
  const o = loadOptionsFromEnv(processes);
  return { ...o, computer: { ...o.computer, games: 0 } };
}

/** The castle room against the bare one: (figure, the bare room's, castle ÷ bare). */
const BARE_ROWS = [
  ['moves per second', 'movesPerSecond', 0], ['latency action → patch, p50 (ms)', 'p50', 1],
  ['latency action → patch, p99 (ms)', 'p99', 1],
  ['the same from an idle process (25 games more), p50 (ms)', 'lightP50', 1],
  ['the same from an idle process, p99 (ms)', 'lightP99', 1], ['server event-loop delay p99 (ms)', 'loopP99', 1],
  ['server CPU per move (µs)', 'cpuPerMoveUs', 0],
  ['heap per live game (KiB)', 'heapPerGameKiB', 1],
];

async function main() {
  const table = [];
  const section = (title, a, b) => table.push([title, a, b, true]);
  const row = (k, a, b) => table.push([k, a, b, false]);
  // Says what runs next, and the seconds the last part took: what the bench costs, read off a run.
  let lap = 0;
  const step = (what) => {
    if (lap) process.stderr.write(`  (${((Date.now() - lap) / 1000).toFixed(0)} s)\n`);
    lap = Date.now();
    process.stderr.write(what);
  };

  step(`rules: 2 × ${SECONDS.games} s of random games, 2 × ${SECONDS.playouts} s of playouts…\n`);
  section('rules library', 'base', 'Falcon');
  for (const [k, a, b] of rules.measure()) row(k, a, b);
  step(`carcassonne: 2 × ${SECONDS.games} s of random games, 2 × ${SECONDS.playouts} s of playouts, the bytes they allocate…\n`);
  section('Carcassonne rules library', '2 players', '5 players');
  for (const [k, a, b] of carcassonne.measure()) row(k, a, b);

  step('review: 4 whole games reviewed…\n');
  section('the hindsight review (issue 43), games of the greedy rung', ...review.GAMES.map(([name]) => name));
  for (const [k, a, b] of review.measure()) row(k, a, b);

  const load = [];
  // The same pairs as the first run, beside games against the computer (COMPUTER_GAMES, 50 hard
  // Carcassonne games by default: its search is the one that thinks up to 1.8 s a move), run right
  // after it so that the machine is as alike as it can be.
  const beside = { ...pairsOnly(1), computer: { ...loadOptionsFromEnv(1).computer, games: Number(process.env.COMPUTER_GAMES ?? fullOrShort(50, 10)) } };
  const computer = beside.computer;
  let withBot;
  for (const processes of [1, 2]) {
    const o = pairsOnly(processes);
    step(`load: ${o.games} games, ${processes} process(es)…\n`);
    load.push(await loadTest(o));
    if (processes > 1) continue;
    step(`load: ${o.games} games beside ${computer.games} ${computer.level} ${computer.game} games against the computer, 1 process…\n`);
    withBot = await loadTest(beside);
  }
  // The same bots against the bare room, each game as long as a castle game was on average.
  const o = { ...pairsOnly(1), room: 'bare', bareMoves: Math.round(load[0].figures.movesPerGame) };
  step(`load: ${o.games} games, the bare room…\n`);
  const bare = await loadTest(o);
  section(`server load: ${o.games} games of bot pairs, ${o.thinkMs} ms ±50% per move`, '1 process on SQLite', '2 processes on PostgreSQL + Redis');
  const pick = (r, k) => (r.rows.find(([name]) => name === k) ?? [k, '—'])[1];
  for (const k of LOAD_ROWS) row(k, pick(load[0], k), pick(load[1], k));
  section(`bare Colyseus room, 1 process, same bots (${o.bareMoves} moves a game)`, 'bare room', 'castle ÷ bare');
  for (const [k, f, digits] of BARE_ROWS) {
    const [c, b] = [load[0].figures[f], bare.figures[f]];
    row(k, b.toFixed(digits), b > 0 ? `${(c / b).toFixed(2)}×` : '—');
  }

  // Carcassonne tables of five bots, as many bots in all as the Castle's pairs.
  const carc = { ...pairsOnly(1), room: 'carcassonne', seats: 5 };
  carc.games = Math.max(1, Math.round((carc.games * 2) / carc.seats));
  step(`load: ${carc.games} Carcassonne games of 5 bots, 1 process…\n`);
  const carcLoad = await loadTest(carc);
  section(`server load, Carcassonne: ${carc.games} games of 5 bots, 1 process`, 'Carcassonne', 'castle (above)');
  for (const k of LOAD_ROWS) row(k, pick(carcLoad, k), pick(load[0], k));

  section(`the server never waits on the bot: the ${beside.games} games above beside ${computer.games} ${computer.level} ${computer.game} games against the computer`, 'alone', 'beside them');
  for (const k of BESIDE_ROWS) row(k, pick(load[0], k), pick(withBot, k));
  const ratio = withBot.figures.p99 / load[0].figures.p99;
  row('p99 beside ÷ alone (goal: at most 1.2×)', '', `${ratio.toFixed(2)}×`);
  const lightRatio = withBot.figures.lightP99 / load[0].figures.lightP99; // NaN with LIGHT_GAMES=0
  if (Number.isFinite(lightRatio)) row('the same from the idle process', '', `${lightRatio.toFixed(2)}×`);

  const fo = floodOptionsFromEnv();
  step(`floods: ${fo.pairs} honest pairs, ${fo.seconds} s alone, ${fo.seconds} s in a chatOpen flood, ${fo.seconds} s in a replay flood…\n`);
  const floods = await floodBench(fo);
  section(`the server under floods (issue 45): ${fo.pairs} honest pairs, ${fo.seconds} s a phase`, 'honest p50 / p99 (ms)', 'server peak RSS (MB); answers (MB), refusals');
  for (const f of floods) row(f.phase, `${f.p50.toFixed(1)} / ${f.p99.toFixed(1)} (${f.samples} moves)`, `${f.peakRssMB.toFixed(0)}; ${f.answers} (${f.bytesMB.toFixed(1)}), ${f.refused}`);

  const so = storeFigureOptionsFromEnv();
  step(`stores: ${so.games} games to the end through 2 processes, then ${so.fill} finished games copied in by SQL…\n`);
  const store = await measureStoreFigures(so);
  section('finished games in the stores (2 processes on PostgreSQL + Redis)', 'Redis', 'PostgreSQL');
  for (const [k, a, c] of store.perGame) row(k, a, c);
  section(`a process and a game's join, PostgreSQL + Redis, with few finished games stored and with ${so.fill.toLocaleString('en')} more (medians of 3)`, `${so.games} stored`, `${(so.games + so.fill).toLocaleString('en')} stored`);
  for (const [k, a, c] of store.scale) row(k, a, c);

  const ro = ratingFigureOptionsFromEnv();
  step(`ratings: ${ro.games} rated games filled in by SQL on SQLite and PostgreSQL, then the leaderboard and players' pages read…\n`);
  section(`ratings (issue 44): reads with ${ro.games.toLocaleString('en')} rated games stored`, 'SQLite', 'PostgreSQL');
  for (const [k, a, c] of (await measureRatingFigures(ro)).rows) row(k, a, c);

  step('chat memory: games with an empty chat and with a full one, opened on a server process…\n');
  section('a live game\'s chat in the server\'s memory (kept in the store; the room counts lines and bytes)', 'empty chat', 'full chat');
  for (const [k, a, c] of await measureChatMemory()) row(k, a, c);

  step('first paint: the page opened in headless Chromium…\n');
  const paint = await firstPaint.measure();
  section('the page in headless Chromium (no GPU), one server on loopback', 'Castle', 'Carcassonne');
  for (const [k, a, c] of paint) row(k, a, c);

  step('replay: a finished game of each, its bytes and the replay page\'s first frame…\n');
  section('a finished game\'s replay (test-kit/records): what it sends, and its first frame in headless Chromium', replayBytes.GAMES[0][0], replayBytes.GAMES[1][0]);
  for (const [k, a, c] of await replayBytes.measure()) row(k, a, c);

  step('');
  const b = bundleSizes();
  const kb = (n) => (n / 1000).toFixed(1);
  section('client bundle (kB)', 'minified', 'gzip');
  row('main chunk (loaded first)', kb(b.main.raw), kb(b.main.gz));
  row('CSS', kb(b.css.raw), kb(b.css.gz));
  row('Pixi chunks loaded on demand (all)', kb(b.lazy.raw), kb(b.lazy.gz));

  const cells = table.map(([k, a, c, isSection]) => (isSection ? [`**${k}**`, `**${a}**`, `**${c}**`] : [k, a, c]));
  const w = [0, 1, 2].map((i) => Math.max(...cells.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => (i ? String(c).padStart(w[i]) : String(c).padEnd(w[0]))).join(' | ')} |`;
  const form = isShortForm() ? ' (the short form: fewer games and seconds; `npm run bench` by hand for figures to compare)' : '';
  console.log(`\nBenchmarks${form}: node ${process.version}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(line(['figure', '', '']));
  console.log(`|${w.map((n, i) => (i ? '-'.repeat(n + 1) + ':' : '-'.repeat(n + 2))).join('|')}|`);
  for (const r of cells) console.log(line(r));

  // The strength ladder in a short form that only shows it runs (`npm run ladder` is the real one).
  console.log('\nThe computer\'s ladder, short form (2 games a pair: it runs; `npm run ladder` measures):\n');
  step('ladder, short form…\n');
  const ladder = spawnSync(process.execPath, [path.join(__dirname, 'ladder.js')], {
    encoding: 'utf8', env: { ...process.env, GAMES: '2', PAIRS: 'random-greedy,greedy-easy', PARTS: '2', LADDER_DIR: path.join(os.tmpdir(), `castle-ladder-bench-${process.pid}`) },
  });
  console.log(ladder.stdout);
  step('');
  process.exit([...load, bare, carcLoad, withBot].every((r) => r.ok) && ladder.status === 0 ? 0 : 1);
}

main().catch((err) => { console.error(err); process.exit(1); });
