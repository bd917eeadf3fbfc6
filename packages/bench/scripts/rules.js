// Benchmark of the rules library: complete random games per second on one core, played through
// legalActions + applyAction with uniform choices, the mean time of legalActions mid-game, and the
// in-place CastleEngine's playout actions per CPU second and bytes allocated per action.
// Run with `npm run bench` (it builds first). Prints figures; asserts nothing.
const rules = require('@castle/rules');
const { xorshift, playRandomGame, enginePlayoutsPerSecond, engineBytesPerAction, SECONDS } = require('./random-play');

const { CastleEngine, createGame, legalActions, applyAction, isOver } = rules;
const playGame = (seed, pick, falcon) => playRandomGame(rules, createGame({ seed, falcon }), pick);

function gamesPerSecond(seconds, falcon = false) {
  const pick = xorshift(12345);
  let games = 0, actions = 0;
  const start = process.hrtime.bigint();
  const until = start + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < until) { actions += playGame(`bench-${games}`, pick, falcon); games++; }
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  return { games, actions, secs };
}

/** CastleEngine.playout from the starts of random games; actions per CPU second. */
const castlePlayoutsPerSecond = (seconds, falcon) =>
  enginePlayoutsPerSecond(new CastleEngine(), (g) => createGame({ seed: `playout-${g}`, falcon }), seconds);

/** Positions about halfway through random games (turn 30, tile to place). */
function midGamePositions(count, falcon = false) {
  const pick = xorshift(777);
  const out = [];
  for (let g = 0; out.length < count; g++) {
    let s = createGame({ seed: `mid-${g}`, falcon });
    while (!isOver(s) && !(s.turn >= 30 && s.step === 'place')) {
      const legal = legalActions(s);
      s = applyAction(s, legal[pick(legal.length)]).state;
    }
    if (!isOver(s)) out.push(s);
  }
  return out;
}

function legalActionsTime(falcon) {
  const positions = midGamePositions(200, falcon);
  const reps = 50;
  // Each call gets its own copy of the board array, so the masks kept per board are not reused:
  // this is the cost of a position seen for the first time (the copy is included).
  const fresh = Array.from({ length: reps }, () => positions.map((p) => ({ ...p, board: p.board.slice() })));
  const t0 = process.hrtime.bigint();
  let n = 0;
  for (let r = 0; r < reps; r++) for (const p of fresh[r]) n += legalActions(p).length;
  return { micros: Number(process.hrtime.bigint() - t0) / 1e3 / (reps * positions.length), count: n / (reps * positions.length) };
}

/** Rows of [figure, base, Falcon] as measured in this process. */
function measure() {
  gamesPerSecond(1); // warm up
  const runs = [gamesPerSecond(SECONDS.games), gamesPerSecond(SECONDS.games, true)];
  legalActionsTime(false); // warm up the first-call path too, or the first column pays for it
  const legal = [legalActionsTime(false), legalActionsTime(true)];
  const engine = [castlePlayoutsPerSecond(SECONDS.playouts, false), castlePlayoutsPerSecond(SECONDS.playouts, true)];
  const bytes = [false, true].map((falcon) => engineBytesPerAction(new CastleEngine(createGame({ seed: 'bytes', falcon }))));
  const fmt = (f) => runs.map(f);
  return [
    ['complete random games per second (one core)', ...fmt((r) => (r.games / r.secs).toFixed(0))],
    ['actions per game (mean)', ...fmt((r) => (r.actions / r.games).toFixed(1))],
    ['applyAction + legalActions per second', ...fmt((r) => (r.actions / r.secs).toFixed(0))],
    ['CastleEngine playout actions per CPU second (+ undo)', ...engine.map((p) => p.toFixed(0))],
    // The measuring's own bytes vary by a few hundred between calls: a hair under 0 reads as 0.
    ['CastleEngine bytes allocated per playout action', ...bytes.map((b) => Math.max(0, b).toFixed(1))],
    ['legalActions at turn 30, first call, mean (µs)', ...legal.map((l) => l.micros.toFixed(1))],
    ['legal actions at turn 30, mean count', ...legal.map((l) => l.count.toFixed(1))],
  ];
}

module.exports = { measure };

if (require.main === module) {
  const rows = measure();
  console.log(`rules benchmark (node ${process.version}; ${SECONDS.games} s of random games each)`);
  console.log(`  ${''.padEnd(52)} ${'base'.padStart(8)} ${'Falcon'.padStart(8)}`);
  for (const [k, a, b] of rows) console.log(`  ${k.padEnd(52)} ${a.padStart(8)} ${b.padStart(8)}`);
}
