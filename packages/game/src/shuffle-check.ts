// A record's shuffle checked by anyone (the page, `castle-verify`): the revealed secret is the one
// committed to, the record's seed is the one the secret and the contributions give, and the moves
// replay from that seed to the record's result. Only all three together say nobody arranged the tiles.
import type { AnyGame } from './definition';
import { GameRecord, RECORD_FORMAT } from './record';
import { RecordProblem, checkRecord } from './record-check';
import { RecordShuffle, commitmentOf, seedOf } from './shuffle';

export type ShuffleCheck =
  | { ok: true; verifiable: true; checked: string[] }
  | RecordProblem
  /** A record from before commitments: its moves replay to its result (`checked` says so), but
   *  nothing shows who chose its seed. */
  | { ok?: undefined; verifiable: false; why: 'created before commitments'; checked: string[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const no = (code: string, problem: string, params: Record<string, string | number> = {}): RecordProblem => ({ ok: false, code, params, problem });
const short = (hex: string): string => `${hex.slice(0, 12)}…`;

function shuffleRead(v: unknown): v is RecordShuffle {
  return isObject(v) && typeof v.commitment === 'string' && typeof v.secret === 'string'
    && Array.isArray(v.contributions) && v.contributions.every((c) => typeof c === 'string')
    && (v.serverDrew === undefined || (Array.isArray(v.serverDrew) && v.serverDrew.every((i) => Number.isInteger(i) && i >= 0 && i < (v.contributions as unknown[]).length)));
}

/** The shuffle's own checks (before the replay, so that a changed secret or contribution is named
 *  as such rather than as the moves it makes illegal), or the problem. */
function shuffleProblem(r: Record<string, unknown>): RecordProblem | null {
  const s = r.shuffle;
  if (!shuffleRead(s)) return no('badShuffle', 'this record is damaged: its shuffle is not a commitment, a list of contributions and a secret');
  const commitment = commitmentOf(s.secret);
  if (commitment !== s.commitment) return no('wrongCommitment', `the revealed secret is not the one committed to: its SHA-256 is ${short(commitment)}, the commitment ${short(s.commitment)}`, { actual: commitment, claimed: s.commitment });
  const seed = seedOf(s.secret, s.contributions);
  if (seed !== r.seed) return no('wrongSeed', `the seed is not the one the secret and the ${s.contributions.length} contributions give: they give ${short(seed)}, the record has ${short(String(r.seed))}`, { actual: seed, claimed: String(r.seed) });
  return null;
}

/** What the replay showed, in words. */
function replayed(record: GameRecord, game: AnyGame, state: unknown): string[] {
  return [
    `its ${record.moves.length} moves are legal, played from its seed under version ${record.rules} of the rules of ${game.title}`,
    `its result (ended by '${record.end}', scores ${game.scores(state).join(', ')}) is what the moves give`,
  ];
}

/** Check a record's shuffle and its moves against these games. */
export function verifyShuffle(input: unknown, games: readonly AnyGame[]): ShuffleCheck {
  const withShuffle = isObject(input) && input.format === RECORD_FORMAT && input.shuffle !== undefined;
  if (withShuffle) {
    const problem = shuffleProblem(input);
    if (problem) return problem;
  }
  const checked = checkRecord(input, games);
  if (!checked.ok) return checked;
  const moves = replayed(checked.record, checked.game, checked.state);
  if (!withShuffle) return { verifiable: false, why: 'created before commitments', checked: moves };
  const s = checked.record.shuffle as RecordShuffle;
  return {
    ok: true, verifiable: true, checked: [
      `the secret's SHA-256 is the commitment ${short(s.commitment)}`,
      `the seed ${short(checked.record.seed)} is the HMAC-SHA-256 of the ${s.contributions.length} contributions under the secret`,
      ...(s.serverDrew?.length ? [`the server drew contribution${s.serverDrew.length > 1 ? 's' : ''} ${s.serverDrew.map((i) => i + 1).join(', ')} (the computer's seats, or a player's client that sent none)`] : []),
      ...moves,
    ],
  };
}
