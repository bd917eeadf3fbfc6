// A record's shuffle check (@castle/game's verifyShuffle) in the page's words: the outcome's headline
// and sentence, each thing checked with whether it passed, and the values it was checked with. The
// check's own `checked` and `problem` sentences are English, for castle-verify: the page words its
// codes and parameters from the catalogue instead.
import type { ShuffleCheck } from '@castle/game';
import { t } from '../i18n/words';
import { recordProblemWords } from '../logic/record-problem';

/** What verifyShuffle checks, in its order: a problem stops it, so the checks after it are not made. */
export const CHECKS = ['commitment', 'seed', 'moves', 'result'] as const;
export type CheckName = (typeof CHECKS)[number];
export type CheckStatus = 'passed' | 'failed' | 'unchecked';

/** Which part of the record a problem shows changed: a headline each. */
export type Mismatch = 'commitment' | 'seed' | 'move' | 'result' | 'record';

export interface ShuffleOutcome {
  kind: 'verified' | 'mismatch' | 'unverifiable';
  /** For a mismatch: which part was changed. */
  mismatch?: Mismatch;
  title: string;
  text: string;
  checks: { name: CheckName; text: string; status: CheckStatus }[];
}

/** Each problem's code (verifyShuffle's and checkRecord's): what it shows changed, and the check that failed. */
const FAILED: Record<string, [Mismatch, CheckName]> = {
  badShuffle: ['record', 'commitment'],
  wrongCommitment: ['commitment', 'commitment'],
  wrongSeed: ['seed', 'seed'],
  illegalMove: ['move', 'moves'],
  endedNotOver: ['result', 'result'],
  overNotEnded: ['result', 'result'],
  wrongScores: ['result', 'result'],
  wrongWinners: ['result', 'result'],
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A long hex value as its first 12 digits, as castle-verify prints them; a short value as it is. */
export const short = (value: string): string => (value.length > 12 ? `${value.slice(0, 12)}…` : value);

/** Each check in words, counted from the record where it can be read. */
function checkWords(record: unknown, name: CheckName): string {
  const r = isObject(record) ? record : {};
  const contributions = isObject(r.shuffle) && Array.isArray(r.shuffle.contributions) ? r.shuffle.contributions.length : 0;
  const moves = Array.isArray(r.moves) ? r.moves.length : 0;
  return t(`shuffle.check.${name}`, { count: contributions, moves });
}

/** The shuffle's own problems, worded here; the others are the record's (logic/record-problem.ts). */
const OWN = ['badShuffle', 'wrongCommitment', 'wrongSeed'];

/** What is wrong, with the two values that differ where the problem is the shuffle's own. */
function problemWords(code: string, params: Record<string, string | number>): string {
  if (OWN.includes(code)) return t(`shuffle.detail.${code}`, { actual: short(String(params.actual)), claimed: short(String(params.claimed)) });
  return t('shuffle.detail.other', { problem: recordProblemWords({ code, params }) });
}

/** The outcome of `check`, made on `record` (the JSON it was made on). */
export function shuffleOutcome(check: ShuffleCheck, record: unknown): ShuffleOutcome {
  const checks = (statuses: CheckStatus[], names: readonly CheckName[] = CHECKS) => names.map((name, i) => ({ name, text: checkWords(record, name), status: statuses[i]! }));
  if (check.ok) return { kind: 'verified', title: t('shuffle.verified'), text: t('shuffle.verifiedText'), checks: checks(['passed', 'passed', 'passed', 'passed']) };
  if (check.ok === undefined) return { kind: 'unverifiable', title: t('shuffle.unverifiable'), text: t('shuffle.unverifiableText'), checks: checks(['passed', 'passed'], ['moves', 'result']) };
  const [mismatch, at] = FAILED[check.code] ?? ['record', 'moves'];
  const failed = CHECKS.indexOf(at);
  return {
    kind: 'mismatch', mismatch, title: t(`shuffle.mismatch.${mismatch}`), text: problemWords(check.code, check.params),
    checks: checks(CHECKS.map((_, i) => (i < failed ? 'passed' : i === failed ? 'failed' : 'unchecked'))),
  };
}
