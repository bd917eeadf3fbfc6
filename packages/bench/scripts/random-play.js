// What the rules benchmarks share: a seeded choice of a number below n, one complete random game
// played through a rules library's pure API (legalActions + applyAction, uniform choices), CPU time,
// and an in-place engine's playouts measured (actions per CPU second, bytes allocated per action).
const { allocatedBy, mulberry } = require('@castle/test-kit');
const { fullOrShort } = require('../dist/short-form');

/** Seconds of random games and of playouts a column (the short form's: enough to show it runs). */
const SECONDS = fullOrShort({ games: 5, playouts: 3 }, { games: 1, playouts: 1 });

function xorshift(seed) {
  let x = seed >>> 0 || 1;
  return (n) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
}

/** Play `start` to the end with `rules` ({ legalActions, applyAction, isOver }); the actions played. */
function playRandomGame(rules, start, pick) {
  let s = start, actions = 0;
  while (!rules.isOver(s)) {
    const legal = rules.legalActions(s);
    const r = rules.applyAction(s, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = r.state;
    actions++;
  }
  return actions;
}

/** Seconds of this process's CPU time (user + system) since `start` (a process.cpuUsage()). */
const cpuSince = (start) => { const u = process.cpuUsage(start); return (u.user + u.system) / 1e6; };

/** An engine's playouts (uniform choices, played to the end and taken back) for `seconds` of CPU
 *  time, from the starts of random games (`startOf(i)`, the i-th; one engine, loaded again for each,
 *  20 playouts a start); actions per second. */
function enginePlayoutsPerSecond(engine, startOf, seconds) {
  const random = mulberry(4242);
  let games = 0;
  const start = process.cpuUsage(), from = engine.actionsPlayed;
  while (cpuSince(start) < seconds) {
    engine.load(startOf(games++));
    for (let i = 0; i < 20; i++) engine.playout(random);
  }
  return (engine.actionsPlayed - from) / cpuSince(start);
}

/** Bytes an engine (loaded at a start) allocates per playout action, after a warm-up (every
 *  function optimized): 2,000 playouts. */
function engineBytesPerAction(engine) {
  const random = mulberry(99);
  for (let i = 0; i < 500; i++) engine.playout(random);
  const from = engine.actionsPlayed;
  const bytes = allocatedBy(() => { for (let i = 0; i < 2000; i++) engine.playout(random); });
  return bytes / (engine.actionsPlayed - from);
}

module.exports = { xorshift, playRandomGame, cpuSince, enginePlayoutsPerSecond, engineBytesPerAction, SECONDS };
