// Benchmark of the Carcassonne rules library: complete random games per second on one core, played
// through legalActions + applyAction with uniform choices, for 2 and 5 players; CarcEngine's playout
// actions per second and the bytes it allocates per action; and legalActions' time mid-game.
// Run with `npm run bench` (it builds first) or `node packages/bench/scripts/carcassonne.js` after a
// build. Prints figures; asserts nothing.
const rules = require('@castle/carcassonne');
const {
  xorshift, playRandomGame, cpuSince, enginePlayoutsPerSecond, engineBytesPerAction, SECONDS,
} = require('./random-play');

const { CarcEngine, createGame, legalActions, applyAction, isOver } = rules;
const playGame = (seed, pick, seats) => playRandomGame(rules, createGame({ seats, seed }), pick);

/** Games for `seconds` of this process's CPU time (user + system), so that other work on the
 *  machine lowers the figure less than wall-clock time would. */
function gamesPerSecond(seconds, seats) {
  const pick = xorshift(12345);
  let games = 0, actions = 0;
  const start = process.cpuUsage();
  while (cpuSince(start) < seconds) { actions += playGame(`bench-${games}`, pick, seats); games++; }
  return { games, actions, secs: cpuSince(start) };
}

/** CarcEngine.playout from the starts of random games; actions per CPU second. */
const carcPlayoutsPerSecond = (seconds, seats) =>
  enginePlayoutsPerSecond(new CarcEngine(), (g) => createGame({ seats, seed: `playout-${g}` }), seconds);

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
  const runs = [gamesPerSecond(SECONDS.games, 2), gamesPerSecond(SECONDS.games, 5)];
  const engine = [carcPlayoutsPerSecond(SECONDS.playouts, 2), carcPlayoutsPerSecond(SECONDS.playouts, 5)];
  const bytes = [2, 5].map((seats) => engineBytesPerAction(new CarcEngine(createGame({ seats, seed: 'bytes' }))));
  const legal = [legalActionsTime(2), legalActionsTime(5)];
  return [
    ['complete random games per CPU second (one core)', ...runs.map((r) => (r.games / r.secs).toFixed(0))],
    ['actions per game (mean)', ...runs.map((r) => (r.actions / r.games).toFixed(1))],
    ['applyAction + legalActions per CPU second', ...runs.map((r) => (r.actions / r.secs).toFixed(0))],
    ['CarcEngine playout actions per CPU second (+ undo)', ...engine.map((p) => p.toFixed(0))],
    // The measuring's own bytes vary by a few hundred between calls: a hair under 0 reads as 0.
    ['CarcEngine bytes allocated per playout action', ...bytes.map((b) => Math.max(0, b).toFixed(1))],
    ['legalActions at turn 30, mean (µs)', ...legal.map((l) => l.micros.toFixed(1))],
    ['legal actions at turn 30, mean count', ...legal.map((l) => l.count.toFixed(1))],
  ];
}

module.exports = { measure };

if (require.main === module) {
  const rows = measure();
  console.log(`Carcassonne rules benchmark (node ${process.version}; ${SECONDS.games} s of CPU time of random games each)`);
  console.log(`  ${''.padEnd(50)} ${'2 players'.padStart(10)} ${'5 players'.padStart(10)}`);
  for (const [k, a, b] of rows) console.log(`  ${k.padEnd(50)} ${a.padStart(10)} ${b.padStart(10)}`);
}
