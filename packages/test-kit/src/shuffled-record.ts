// A finished game's record with a shuffle, made as the server will make one: a secret and one
// contribution per seat (fixed here, so a failure repeats), the seed derived from them, the game
// played from that seed to its end by a fixed choice among the legal actions (no bot: a bot's change
// must not change these), and the record built by buildRecord. For the tests of the shuffle's check
// and the browser tests of its page (e2e/shuffle.e2e.cjs).
import { AnyGame, GameRecord, buildRecord, commitmentOf, seedOf, winnersWithout } from '@castle/game';

const hex = (digit: string): string => digit.repeat(64);

export function shuffledRecord(game: AnyGame, input: object, seats: number, stride: number): GameRecord {
  const parsed = game.parseOptions(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const secret = hex('5');
  const contributions = Array.from({ length: seats }, (_, i) => hex('abcdef'[i]));
  const seed = seedOf(secret, contributions);
  let state = game.create(parsed.options, seed, seats);
  const actions = [];
  for (let i = 0; !game.isOver(state); i++) {
    const legal = game.legalActions(state);
    const action = legal[(i * stride + 3) % legal.length];
    const r = game.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(action);
    state = r.state;
  }
  const { scores, winners } = game.outcome(game.result(state));
  const start = Date.UTC(2026, 10, 28, 10, 0, 0);
  const record = buildRecord({
    code: 'SHUF1', game: game.id, rules: game.rulesVersion(parsed.options), options: parsed.options, seed,
    shuffle: { commitment: commitmentOf(secret), contributions, secret }, createdAt: start,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `Player ${i + 1}` })),
    actions, clocks: actions.map(() => null), clock: null,
    result: { ...(game.result(state) as object), end: 'score', seat: null, winners: winnersWithout(scores, winners, []), scores },
    finishedAt: start + actions.length * 60_000,
  });
  if (!record) throw new Error('the game did not finish');
  return record;
}
