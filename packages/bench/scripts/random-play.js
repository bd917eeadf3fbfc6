// What the rules benchmarks share: a seeded choice of a number below n, and one complete random
// game played through a rules library's pure API (legalActions + applyAction, uniform choices).

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

module.exports = { xorshift, playRandomGame };
