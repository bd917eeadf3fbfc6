// Benchmark of the rules library: complete random games per second on one core, played through
// legalActions + applyAction with uniform choices, and the mean time of legalActions mid-game.
// Run with `npm run bench` (it builds first). Prints figures; asserts nothing.
const { createGame, legalActions, applyAction, isOver } = require('..');

function xorshift(seed) {
  let x = seed >>> 0 || 1;
  return (n) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
}

function playGame(seed, pick) {
  let s = createGame({ seed });
  let actions = 0;
  while (!isOver(s)) {
    const legal = legalActions(s);
    const r = applyAction(s, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.state;
    actions++;
  }
  return actions;
}

function gamesPerSecond(seconds) {
  const pick = xorshift(12345);
  let games = 0, actions = 0;
  const start = process.hrtime.bigint();
  const until = start + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < until) { actions += playGame(`bench-${games}`, pick); games++; }
  const secs = Number(process.hrtime.bigint() - start) / 1e9;
  return { games, actions, secs };
}

/** Positions about halfway through random games (turn 30, tile to place). */
function midGamePositions(count) {
  const pick = xorshift(777);
  const out = [];
  for (let g = 0; out.length < count; g++) {
    let s = createGame({ seed: `mid-${g}` });
    while (!isOver(s) && !(s.turn >= 30 && s.step === 'place')) {
      const legal = legalActions(s);
      s = applyAction(s, legal[pick(legal.length)]).state;
    }
    if (!isOver(s)) out.push(s);
  }
  return out;
}

gamesPerSecond(1); // warm up
const run = gamesPerSecond(5);
const positions = midGamePositions(200);
const reps = 50;
const t0 = process.hrtime.bigint();
let n = 0;
for (let r = 0; r < reps; r++) for (const p of positions) n += legalActions(p).length;
const legalMicros = Number(process.hrtime.bigint() - t0) / 1e3 / (reps * positions.length);

const rows = [
  ['complete random games per second (one core)', (run.games / run.secs).toFixed(0)],
  ['actions per game (mean)', (run.actions / run.games).toFixed(1)],
  ['applyAction + legalActions per second', (run.actions / run.secs).toFixed(0)],
  ['legalActions at turn 30, mean (µs)', legalMicros.toFixed(1)],
  ['legal actions at turn 30, mean count', (n / (reps * positions.length)).toFixed(1)],
];
console.log(`rules benchmark (node ${process.version}, ${run.games} games in ${run.secs.toFixed(1)} s)`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(46)} ${v}`);
