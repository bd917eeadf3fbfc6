// The computer's strength ladder: seeded two-player matches between the rungs (random, greedy) and
// the levels (easy, medium, normal, hard), seats alternated, for the Castle, the Castle with the Falcon and
// Carcassonne; win rates with 95% Wilson intervals and Elo differences with their error. A benchmark,
// not a test. It runs in parts, one process per core, each writing its games to LADDER_DIR; the
// parts merge into the table (also from an earlier run's files: LADDER_MERGE=1 only merges). Each game
// is written as it ends, so that LADDER_RESUME=1 goes on from where a stopped run was, over sessions.
// The games come from the server's registry (games.ts), the players from the computer's (@castle/bot).
// Run: `npm run ladder` (GAMES per pair, 400 by default; GAME=castle|falcon|carcassonne to run one;
// PAIRS="easy-normal,normal-hard" to choose pairs, where "normal+policy" is a level whose playouts
// follow the policy, few followers, rather than uniform ones; PARTS, the processes, all cores by default).
const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawn } = require('child_process');
const bot = require('@castle/bot');
const { DEFAULT_GAMES } = require('@castle/server/dist/games');

// What is measured, by name: each game the server serves and the computer plays (a searcher), at its
// default options; and the expansions measured on their own, as options of one of those games.
const EXPANSIONS = { falcon: { game: 'castle', options: { falcon: true } } };
const played = new Map(DEFAULT_GAMES.map((s) => s.game).filter((g) => Object.hasOwn(bot.SEARCHERS, g.id)).map((g) => [g.id, g]));
const GAMES = {
  ...Object.fromEntries([...played.values()].map((g) => [g.id, { game: g, options: {} }])),
  ...Object.fromEntries(Object.entries(EXPANSIONS).filter(([, e]) => played.has(e.game)).map(([kind, e]) => [kind, { game: played.get(e.game), options: e.options }])),
};
// Each neighbour on the ladder (random, easy, greedy, medium, normal, hard), and easy – medium, the
// levels' own neighbours across greedy.
const DEFAULT_PAIRS = ['random-easy', 'greedy-easy', 'greedy-medium', 'easy-medium', 'medium-normal', 'normal-hard', 'greedy-hard'];
const DIR = process.env.LADDER_DIR ?? path.join(os.tmpdir(), 'castle-ladder');

/** A new two-player game of `kind` from its seed, through the game interface (@castle/game). */
function newGame(kind, seed) {
  const { game, options } = GAMES[kind];
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(`${kind}: ${parsed.error.message}`);
  return game.create(parsed.options, seed, 2);
}

/** One match: `first` plays seat 0. The final scores. */
function playMatch(kind, first, second, seed) {
  const { game } = GAMES[kind], players = [first, second];
  let s = newGame(kind, seed), moves = 0;
  while (!game.isOver(s)) {
    const seat = game.toAct(s);
    const actions = game.legalActions(s);
    // "normal+policy": a level whose playouts follow the policy (few followers) instead of choosing any action alike.
    const [player, playouts] = players[seat].split('+');
    const turn = bot.chooseAs(player, {
      game: game.id, view: game.publicView(s), seat, actions, hints: game.hints(s, actions), level: 'normal', seed: `${seed}/${moves}`, playouts,
    });
    for (const a of turn) {
      const r = game.apply(s, a);
      if (!r.ok) throw new Error(`${players[seat]} played an illegal action at move ${moves}: ${r.error.message}`);
      s = r.state;
      moves++;
    }
  }
  return game.scores(s);
}

/** The part `part` of `parts`: every game i with i % parts === part, of every pair, each appended to
 *  the part's file as it ends; games already in the folder (a resumed run) are not played again. */
function runPart(kinds, pairs, games, part, parts) {
  fs.mkdirSync(DIR, { recursive: true });
  const done = new Set(readRows().map(keyOf));
  const file = path.join(DIR, `part-${part}-of-${parts}.jsonl`);
  for (const kind of kinds) {
    for (const pair of pairs) {
      const [a, b] = pair.split('-');
      for (let i = part; i < games; i += parts) {
        if (done.has(keyOf({ kind, pair, i }))) continue;
        const aFirst = i % 2 === 0, started = Date.now();
        const scores = playMatch(kind, aFirst ? a : b, aFirst ? b : a, `ladder/${kind}/${pair}/${i}`);
        const [sa, sb] = aFirst ? scores : [scores[1], scores[0]];
        fs.appendFileSync(file, `${JSON.stringify({ kind, pair, i, sa, sb, ms: Date.now() - started })}\n`);
      }
    }
  }
}

const keyOf = (r) => `${r.kind} ${r.pair} ${r.i}`;

/** Every game in the folder, once: the parts' files, as lines (or, written by older runs, one array). */
function readRows() {
  if (!fs.existsSync(DIR)) return [];
  const rows = fs.readdirSync(DIR).filter((f) => f.startsWith('part-')).flatMap((f) => {
    const text = fs.readFileSync(path.join(DIR, f), 'utf8');
    return f.endsWith('.jsonl') ? text.split('\n').filter(Boolean).map((l) => JSON.parse(l)) : JSON.parse(text);
  });
  return [...new Map(rows.map((r) => [keyOf(r), r])).values()];
}

/** Wilson score interval for p = k / n at 95%. */
function wilson(k, n) {
  const z = 1.96, p = k / n, d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d, h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}
const elo = (p) => (p <= 0 ? -Infinity : p >= 1 ? Infinity : -400 * Math.log10(1 / p - 1));
const fmt = (x) => (Number.isFinite(x) ? (x >= 0 ? '+' : '') + Math.round(x) : x > 0 ? '+∞' : '−∞');

function merge() {
  const rows = readRows();
  const groups = new Map();
  for (const r of rows) {
    const key = `${r.kind} ${r.pair}`;
    const g = groups.get(key) ?? { kind: r.kind, pair: r.pair, n: 0, wins: 0, ties: 0, margin: 0, ms: 0 };
    g.n++; g.margin += r.sa - r.sb; g.ms += r.ms ?? 0;
    if (r.sa > r.sb) g.wins++; else if (r.sa === r.sb) g.ties++;
    groups.set(key, g);
  }
  console.log('| game | A – B | games | A wins (ties ½) | 95% Wilson | Elo A − B (95%) | mean margin | minutes of play |');
  console.log('|---|---|--:|--:|--:|--:|--:|--:|');
  for (const g of [...groups.values()].sort((x, y) => x.kind.localeCompare(y.kind))) {
    const k = g.wins + g.ties / 2, p = k / g.n, [lo, hi] = wilson(k, g.n).map((x) => Math.min(1, Math.max(0, x)));
    console.log(`| ${g.kind} | ${g.pair.replace('-', ' – ')} | ${g.n} | ${(100 * p).toFixed(1)}% | ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}% | ${fmt(elo(p))} (${fmt(elo(lo))} to ${fmt(elo(hi))}) | ${(g.margin / g.n).toFixed(1)} | ${g.ms ? (g.ms / 60000).toFixed(1) : '—'} |`);
  }
}

async function main() {
  const kinds = process.env.GAME ? process.env.GAME.split(',') : Object.keys(GAMES);
  const unknown = kinds.find((k) => !Object.hasOwn(GAMES, k));
  if (unknown !== undefined) throw new Error(`GAME: no game "${unknown}" here; there are ${Object.keys(GAMES).join(', ')}`);
  const pairs = process.env.PAIRS ? process.env.PAIRS.split(',') : DEFAULT_PAIRS;
  const games = Number(process.env.GAMES ?? 400);
  if (process.env.LADDER_PART !== undefined) return runPart(kinds, pairs, games, Number(process.env.LADDER_PART), Number(process.env.LADDER_PARTS));
  if (process.env.LADDER_MERGE !== '1') {
    if (process.env.LADDER_RESUME !== '1') fs.rmSync(DIR, { recursive: true, force: true });
    const parts = Number(process.env.PARTS ?? os.cpus().length), started = Date.now();
    process.stderr.write(`ladder: ${kinds.join(', ')}; pairs ${pairs.join(', ')}; ${games} games a pair; ${parts} processes\n`);
    const children = [];
    await Promise.all(Array.from({ length: parts }, (_, part) => new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [__filename], { stdio: 'inherit', env: { ...process.env, LADDER_PART: String(part), LADDER_PARTS: String(parts) } });
      children.push(child);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`part ${part} failed (${code})`))));
    }))).catch((err) => {
      for (const c of children) c.kill(); // a failed part ends the run: no part goes on writing into its folder
      throw err;
    });
    process.stderr.write(`ladder: ${((Date.now() - started) / 60000).toFixed(1)} min\n`);
  }
  merge();
}

main().catch((err) => { console.error(err); process.exit(1); });
