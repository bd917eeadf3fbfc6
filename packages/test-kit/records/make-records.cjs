// How the records in this folder were made: run once, after `npm run build`, from the repository's
// root, as `node packages/test-kit/records/make-records.cjs`. Each game is played from its seed by a
// fixed choice among the legal actions (no bot: a bot's change must not change the fixtures), and
// written as the server writes a finished game's record (buildRecord of @castle/game). They are kept
// as made: records.test.ts replays them, so a change of the rules that would change an old game
// fails there. Run it again only when the rules version is raised, and say so in the commit.
const fs = require('fs');
const path = require('path');
const { buildRecord, recordJson, winnersWithout } = require('../../game/dist');
const { castle } = require('../../rules/dist');
const { carcassonne } = require('../../carcassonne/dist');
const { afterAction, newClock, notedName, timeLeft } = require('../../protocol/dist');

const START = Date.UTC(2026, 10, 28, 10, 0, 0);
/** Each action is a minute after the one before in the records' times. */
const MINUTE = 60_000;

/** Play `game` from `seed` for at most `count` actions, the action chosen by a fixed stride. With a
 *  time control, each action takes `STEP` ms and the clocks run as the server runs them (from every
 *  seat's first move on); a seat to act whose time would run out first loses on time there. */
const STEP = 6000;
function play(game, options, seed, seats, count, stride, control) {
  let state = game.create(options, seed, seats);
  const actions = [], clocks = [], moved = new Set();
  let clock = control ? newClock(control, seats) : null, now = START, flagged = null;
  for (let i = 0; i < count && !game.isOver(state); i++) {
    const legal = game.legalActions(state);
    const action = legal[(i * stride + 3) % legal.length];
    if (clock && clock.running === action.seat && timeLeft(clock, action.seat, now + STEP) <= 0) {
      flagged = action.seat;
      break;
    }
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(`${seed}: ${r.error.message}`);
    actions.push(action);
    state = r.state;
    now += STEP;
    moved.add(action.seat);
    if (clock) clock = afterAction(control, clock, action.seat, game.toAct(state), now, moved.size === seats);
    clocks.push(clock);
  }
  return { actions, clocks, state, flagged };
}

/** The result the server stores at an end by score (server/src/ending.ts): a seat whose player
 *  resigned cannot win. */
function scoreResult(game, state, resigned) {
  const result = game.result(state);
  const { scores, winners } = game.outcome(result);
  return { ...result, end: 'score', seat: null, winners: winnersWithout(scores, winners, resigned), scores };
}

/** A seat as the server keeps it: one whose player left (`left`, { seat, after, how }) is the
 *  computer's from there, under its name noted as the server notes it (table-ends.ts). */
function seat(r, name, i) {
  const left = (r.left ?? []).find((l) => l.seat === i);
  if (left) return { name: notedName(name, left.how === 'resigned' ? 'resigned' : 'computer'), bot: 'normal', left: { after: left.after, how: left.how, at: START + left.after * MINUTE } };
  return { name, ...(r.bots?.[i] ? { bot: r.bots[i] } : {}) };
}

const RECORDS = [
  { file: 'castle-score.json', code: 'CAS01', game: castle, input: {}, seed: 'fixture-castle-1', names: ['Ann', 'Bob'], stride: 7,
    chat: [{ moves: 0, side: 'players', seat: 0, name: 'Ann', text: 'Good luck!' }, { moves: 3, side: 'watchers', seat: null, name: 'Watcher 1', text: 'not in the record' }] },
  { file: 'falcon-variants-score.json', code: 'FAL01', game: castle, input: { falcon: true, variants: { gatesStopMarkers: true, wallTilesAtEndOfTurn: true } },
    seed: 'fixture-falcon-1', names: ['Cleo', 'Computer (normal)'], bots: [undefined, 'normal'], stride: 5 },
  { file: 'falcon-score.json', code: 'FAL02', game: castle, input: { falcon: true }, seed: 'fixture-falcon-2', names: ['Dan', 'Eve'], stride: 11 },
  { file: 'carcassonne-3-score.json', code: 'CAR01', game: carcassonne, input: {}, seed: 'fixture-carc-1', names: ['Fay', 'Gus', 'Hal'], stride: 13 },
  { file: 'castle-resigned.json', code: 'CAS02', game: castle, input: {}, seed: 'fixture-castle-2', names: ['Ivy', 'Jon'], stride: 3, moves: 12,
    end: (scores) => ({ end: 'resigned', seat: 0, winners: [1], scores }) },
  { file: 'castle-claimed.json', code: 'CAS03', game: castle, input: {}, seed: 'fixture-castle-3', names: ['Mia', 'Ned'], stride: 9, moves: 30,
    end: (scores) => ({ end: 'claimed', seat: 1, winners: [0], scores }) },
  { file: 'falcon-time.json', code: 'FAL03', game: castle, input: { falcon: true, variants: { gatesStopMarkers: true } }, seed: 'fixture-falcon-3',
    names: ['Ola', 'Pim'], stride: 17, clock: { kind: 'live', minutes: 1, increment: 2 },
    end: (scores, flagged) => ({ end: 'time', seat: flagged, winners: [1 - flagged], scores }) },
  { file: 'carcassonne-2-not-started.json', code: 'CAR03', game: carcassonne, input: {}, seed: 'fixture-carc-3', names: ['Quin', 'Ray'], stride: 1, moves: 0,
    end: (scores) => ({ end: 'notStarted', seat: 0, winners: [], scores }) },
  { file: 'carcassonne-3-abandoned.json', code: 'CAR04', game: carcassonne, input: {}, seed: 'fixture-carc-4', names: ['Sam', 'Computer (easy)', 'Computer (easy)'],
    bots: [undefined, 'easy', 'easy'], stride: 19, moves: 20, end: (scores) => ({ end: 'abandoned', seat: 0, winners: [], scores }) },
  { file: 'carcassonne-5-score.json', code: 'CAR05', game: carcassonne, input: {}, seed: 'fixture-carc-5', names: ['Tea', 'Uma', 'Val', 'Wes', 'Xan'], stride: 23 },
  // Yan resigns after 40 moves, ahead: the computer plays the seat on, and Zoe, the best of the others, wins.
  { file: 'carcassonne-3-resigned.json', code: 'CAR06', game: carcassonne, input: {}, seed: 'fixture-carc-6', names: ['Yan', 'Zoe', 'Abe'], stride: 41,
    left: [{ seat: 0, after: 40, how: 'resigned' }] },
  // Nobody played it for EXPIRE_DAYS after 9 moves: closed for good, with no result (record-route.ts).
  { file: 'castle-expired.json', code: 'CAS04', game: castle, input: {}, seed: 'fixture-castle-4', names: ['Bea', 'Cal'], stride: 5, moves: 9,
    end: (scores) => ({ end: 'expired', seat: null, winners: [], scores }) },
  { file: 'carcassonne-2-aborted.json', code: 'CAR02', game: carcassonne, input: {}, seed: 'fixture-carc-2', names: ['Kim', 'Lou'], stride: 1, moves: 2,
    end: (scores) => ({ end: 'aborted', seat: 1, winners: [], scores }) },
];

const here = __dirname;
for (const r of RECORDS) {
  const parsed = r.game.parseOptions(r.input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const options = parsed.options;
  const { actions, clocks, state, flagged } = play(r.game, options, r.seed, r.names.length, r.moves ?? Infinity, r.stride, r.clock);
  if (r.clock && flagged === null) throw new Error(`${r.file}: nobody ran out of time`);
  const resigned = (r.left ?? []).filter((l) => l.how === 'resigned').map((l) => l.seat);
  const result = r.end ? r.end(r.game.scores(state), flagged) : scoreResult(r.game, state, resigned);
  const record = buildRecord({
    code: r.code, game: r.game.id, rules: r.game.rulesVersion(options), options, seed: r.seed,
    createdAt: START, seats: r.names.map((name, i) => seat(r, name, i)),
    actions, clocks, clock: r.clock ?? null, result, finishedAt: START + actions.length * MINUTE,
  }, (r.chat ?? []).map((l, n) => ({ ...l, n, at: START + l.moves * MINUTE })));
  fs.writeFileSync(path.join(here, r.file), recordJson(record));
  console.log(r.file, actions.length, 'moves', result.end, result.scores.join('-'));
}
