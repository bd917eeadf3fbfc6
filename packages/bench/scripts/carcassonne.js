// Benchmark of the Carcassonne rules library: complete random games per second on one core, played
// through legalActions + applyAction with uniform choices, for 2 and 5 players; SearchGame playout
// actions per second (played and taken back in place); CarcEngine's playout actions per second and
// the bytes it allocates per action; and legalActions' time mid-game.
// Run with `npm run bench` (it builds first) or `node packages/bench/scripts/carcassonne.js` after a
// build. Prints figures; asserts nothing.
const v8 = require('v8');
const vm = require('vm');
const rules = require('@castle/carcassonne');
const { xorshift, playRandomGame } = require('./random-play');

const { CarcEngine, SearchGame, createGame, legalActions, applyAction, isOver } = rules;
const playGame = (seed, pick, seats) => playRandomGame(rules, createGame({ seats, seed }), pick);

/** Seconds of this process's CPU time (user + system) since `start` (a process.cpuUsage()). */
const cpuSince = (start) => { const u = process.cpuUsage(start); return (u.user + u.system) / 1e6; };

/** Games for `seconds` of this process's CPU time (user + system), so that other work on the
 *  machine lowers the figure less than wall-clock time would. */
function gamesPerSecond(seconds, seats) {
  const pick = xorshift(12345);
  let games = 0, actions = 0;
  const start = process.cpuUsage();
  while (cpuSince(start) < seconds) { actions += playGame(`bench-${games}`, pick, seats); games++; }
  return { games, actions, secs: cpuSince(start) };
}

function playoutActionsPerSecond(seconds, seats) {
  const pick = xorshift(4242);
  let actions = 0, games = 0;
  const start = process.cpuUsage();
  while (cpuSince(start) < seconds) {
    const game = new SearchGame(createGame({ seats, seed: `playout-${games++}` }));
    while (!game.over) {
      const legal = game.legal();
      game.play(legal[pick(legal.length)]);
    }
    actions += game.depth;
    while (game.depth > 0) game.undo();
  }
  return actions / cpuSince(start);
}

/** Uniform floats in [0, 1) from mulberry32, its state kept a 32-bit integer: a generator that
 *  allocates nothing itself (xorshift's `x >>>= 0` keeps numbers above 2^31 that V8 boxes). */
function mulberry(seed) {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** CarcEngine.playout (uniform choices, played to the end and taken back) for `seconds` of CPU
 *  time, from the starts of random games (one engine, loaded again for each); actions per second. */
function enginePlayoutsPerSecond(seconds, seats) {
  const random = mulberry(4242), engine = new CarcEngine();
  let games = 0;
  const start = process.cpuUsage(), from = engine.actionsPlayed;
  while (cpuSince(start) < seconds) {
    engine.load(createGame({ seats, seed: `playout-${games++}` }));
    for (let i = 0; i < 20; i++) engine.playout(random);
  }
  return (engine.actionsPlayed - from) / cpuSince(start);
}

/** The collector, from --expose-gc or exposed now. */
const collect = global.gc ?? (v8.setFlagsFromString('--expose-gc'), vm.runInNewContext('gc'));
/** Bytes in the young generation (where V8 puts new objects). */
const young = (spaces) => spaces.reduce((n, s) => (/^new_/.test(s.space_name ?? s.spaceName) ? n + (s.space_used_size ?? s.spaceUsedSize) : n), 0);

/**
 * Bytes `fn` allocates, from the collector's counters: after a full collection the young generation
 * is empty, so what it holds afterwards was allocated meanwhile, plus what each collection in
 * between took out of it (v8.GCProfiler records every collection's spaces before and after). An
 * empty call's bytes (the measuring's own) are taken off. Checked: 10^6 objects { a, b } kept in
 * an array measure 40 bytes each, their size in V8 on 64 bits.
 */
function allocatedBy(fn) {
  const during = (f) => {
    collect();
    const profiler = new v8.GCProfiler();
    profiler.start();
    const before = young(v8.getHeapSpaceStatistics());
    f();
    const after = young(v8.getHeapSpaceStatistics());
    const collections = profiler.stop().statistics;
    return collections.reduce((n, g) => n + young(g.beforeGC.heapSpaceStatistics) - young(g.afterGC.heapSpaceStatistics), after - before);
  };
  const empty = during(() => {});
  return during(fn) - empty;
}

/** Bytes CarcEngine allocates per playout action, after a warm-up (every function optimized):
 *  2,000 playouts from the start of a game. */
function engineBytesPerAction(seats) {
  const random = mulberry(99), engine = new CarcEngine(createGame({ seats, seed: 'bytes' }));
  for (let i = 0; i < 500; i++) engine.playout(random);
  const from = engine.actionsPlayed;
  const bytes = allocatedBy(() => { for (let i = 0; i < 2000; i++) engine.playout(random); });
  return bytes / (engine.actionsPlayed - from);
}

/** The same for SearchGame's playouts (a new state per action), for comparison: 200 playouts. */
function searchBytesPerAction(seats) {
  const pick = xorshift(99), game = new SearchGame(createGame({ seats, seed: 'bytes' }));
  const run = (n) => {
    let actions = 0;
    for (let i = 0; i < n; i++) {
      while (!game.over) { const legal = game.legal(); game.play(legal[pick(legal.length)]); actions++; }
      while (game.depth > 0) game.undo();
    }
    return actions;
  };
  run(50);
  let actions = 0;
  const bytes = allocatedBy(() => { actions = run(200); });
  return bytes / actions;
}

/** Mean time of legalActions at the place step of turn 30 of random games. */
function legalActionsTime(seats) {
  const pick = xorshift(777), positions = [];
  for (let g = 0; positions.length < 200; g++) {
    let s = createGame({ seats, seed: `mid-${g}` });
    while (!isOver(s) && !(s.turn >= 30 && s.step === 'place')) {
      const legal = legalActions(s);
      s = applyAction(s, legal[pick(legal.length)]).state;
    }
    if (!isOver(s)) positions.push(s);
  }
  const reps = 50, t0 = process.hrtime.bigint();
  let n = 0;
  for (let r = 0; r < reps; r++) for (const p of positions) n += legalActions(p).length;
  return { micros: Number(process.hrtime.bigint() - t0) / 1e3 / (reps * positions.length), count: n / (reps * positions.length) };
}

/** Rows of [figure, 2 players, 5 players] as measured in this process. */
function measure() {
  gamesPerSecond(1, 2); // warm up
  const runs = [gamesPerSecond(5, 2), gamesPerSecond(5, 5)];
  const playouts = [playoutActionsPerSecond(3, 2), playoutActionsPerSecond(3, 5)];
  const engine = [enginePlayoutsPerSecond(3, 2), enginePlayoutsPerSecond(3, 5)];
  const bytes = [engineBytesPerAction(2), engineBytesPerAction(5)];
  const searchBytes = [searchBytesPerAction(2), searchBytesPerAction(5)];
  const legal = [legalActionsTime(2), legalActionsTime(5)];
  return [
    ['complete random games per CPU second (one core)', ...runs.map((r) => (r.games / r.secs).toFixed(0))],
    ['actions per game (mean)', ...runs.map((r) => (r.actions / r.games).toFixed(1))],
    ['applyAction + legalActions per CPU second', ...runs.map((r) => (r.actions / r.secs).toFixed(0))],
    ['SearchGame playout actions per CPU second (+ undo)', ...playouts.map((p) => p.toFixed(0))],
    ['CarcEngine playout actions per CPU second (+ undo)', ...engine.map((p) => p.toFixed(0))],
    // The measuring's own bytes vary by a few hundred between calls: a hair under 0 reads as 0.
    ['CarcEngine bytes allocated per playout action', ...bytes.map((b) => Math.max(0, b).toFixed(1))],
    ['SearchGame bytes allocated per playout action', ...searchBytes.map((b) => b.toFixed(0))],
    ['legalActions at turn 30, mean (µs)', ...legal.map((l) => l.micros.toFixed(1))],
    ['legal actions at turn 30, mean count', ...legal.map((l) => l.count.toFixed(1))],
  ];
}

module.exports = { measure };

if (require.main === module) {
  const rows = measure();
  console.log(`Carcassonne rules benchmark (node ${process.version}; 5 s of CPU time of random games each)`);
  console.log(`  ${''.padEnd(50)} ${'2 players'.padStart(10)} ${'5 players'.padStart(10)}`);
  for (const [k, a, b] of rows) console.log(`  ${k.padEnd(50)} ${a.padStart(10)} ${b.padStart(10)}`);
}
