// Benchmark of the hindsight review (issue 43, item 6: at most 30 s a game at the default level):
// whole games played by the computer's greedy rung (the Castle, the Falcon, and two 4-player
// Carcassonne games), each reviewed whole in this process, as the page's worker reviews it (one
// core, the normal level's iterations). Run with `npm run bench` (it builds first) or
// `node packages/bench/scripts/review.js` after a build. Prints figures; asserts nothing.
const { REVIEW_LEVEL, budgetOf, chooseAs, reviewPlan, reviewTurn, SEARCHERS } = require('@castle/bot');

/** A whole game of `seats` greedy players: its record's parts. */
function greedyGame(id, options, seats, seed) {
  const game = SEARCHERS[id].game, actions = [];
  let s = game.create(options, seed, seats);
  while (!game.isOver(s)) {
    const seat = game.toAct(s), legal = game.legalActions(s);
    const turn = chooseAs('greedy', { game: id, view: game.publicView(s), seat, actions: legal, hints: game.hints(s, legal), level: REVIEW_LEVEL, seed: `${seed}/${actions.length}` });
    for (const a of turn) {
      if (game.isOver(s) || game.toAct(s) !== seat) break;
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(`the greedy rung's turn was refused: ${r.error.message}`);
      s = r.state;
      actions.push(a);
    }
  }
  return { game: id, options, seed, seats, actions };
}

/** Seconds to review `g` whole, and how many turns were reviewed. */
function reviewTime(g) {
  const budget = budgetOf({ level: REVIEW_LEVEL });
  const t0 = process.hrtime.bigint();
  const { points } = reviewPlan(g);
  for (const p of points) reviewTurn(g, p, budget);
  return { secs: Number(process.hrtime.bigint() - t0) / 1e9, turns: points.length };
}

/** Each column's name and its games, played when measured. */
const GAMES = [
  ['Castle: base / Falcon', () => [greedyGame('castle', { falcon: false, variants: {} }, 2, 'review-bench-castle'), greedyGame('castle', { falcon: true, variants: {} }, 2, 'review-bench-falcon')]],
  ['Carcassonne, 4 players: 2 games', () => [1, 2].map((n) => greedyGame('carcassonne', {}, 4, `review-bench-carc-${n}`))],
];

/** Rows of [figure, ...one column a row of GAMES]. */
function measure() {
  const runs = GAMES.map(([, games]) => games().map(reviewTime));
  const each = (f) => runs.map((r) => r.map(f).join(' / '));
  return [
    [`whole game reviewed at the ${REVIEW_LEVEL} level, one core (s; goal ≤ 30), each game`, ...each((r) => r.secs.toFixed(1))],
    ['turns reviewed a game', ...each((r) => String(r.turns))],
    ['ms a turn reviewed, mean', ...runs.map((r) => ((1000 * r.reduce((s, x) => s + x.secs, 0)) / r.reduce((s, x) => s + x.turns, 0)).toFixed(0))],
  ];
}

module.exports = { measure, GAMES };

if (require.main === module) for (const row of measure()) console.log(row.join(' | '));
