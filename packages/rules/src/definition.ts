// The Castle as a game of the game interface (@castle/game): the one object the server, the store,
// the replay and the page are written against. Its options are checked here and nowhere else.
import type { GameDefinition, ParsedOptions } from '@castle/game';
import { applyAction, createGame, legalActions, rulesVersion } from './game';
import { moveNotation, toNotation } from './notation';
import { ScoreOutcome, scoreOutcomes } from './outcomes';
import { CastleView, publicEvents, publicView } from './public-view';
import type { Action, GameEvent, GameResult, GameState, Variants } from './types';

export interface CastleOptions {
  falcon: boolean;
  variants: Variants;
}

/** What the page shows beside a score action: the feature it scores and what choosing it first gives. */
export interface ScoreHint {
  feature: { kind: string; tiles: number[] };
  outcome: ScoreOutcome | null;
}

/** The result as pages show it: the scores, the winner (null when tied) and the final scoring, line by line. */
export interface CastleResultView extends GameResult {
  lines: Extract<GameEvent, { type: 'final' }>[];
}

const VARIANT_KEYS: readonly (keyof Variants)[] = ['wallTilesAtEndOfTurn', 'gatesStopMarkers'];
const refuse = (reason: string, message: string, named: Record<string, string> = {}): ParsedOptions<CastleOptions> =>
  ({ ok: false, error: { code: 'BAD_OPTIONS', params: { reason, ...named }, message } });

/** `{ falcon?, variants? }` as a client sends them or a store holds them; other keys are ignored. */
export function parseCastleOptions(input: unknown): ParsedOptions<CastleOptions> {
  const o = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const falcon = o.falcon ?? false;
  if (typeof falcon !== 'boolean') return refuse('falconNotBoolean', 'falcon must be true or false');
  const variants = o.variants ?? {};
  if (!variants || typeof variants !== 'object' || Array.isArray(variants)) return refuse('variantsNotObject', 'variants must be an object');
  const chosen: Variants = {};
  for (const [k, v] of Object.entries(variants)) {
    if (!VARIANT_KEYS.includes(k as keyof Variants)) return refuse('unknownVariant', `unknown variant ${JSON.stringify(k).slice(0, 40)}`, { variant: k.slice(0, 40) });
    if (typeof v !== 'boolean') return refuse('variantNotBoolean', `variant ${k} must be true or false`, { variant: k });
    chosen[k as keyof Variants] = v;
  }
  if (chosen.gatesStopMarkers && !falcon) return refuse('gatesNeedFalcon', 'the gates variant needs the Falcon expansion');
  return { ok: true, options: { falcon, variants: chosen } };
}

/** The Castle's hints: for each score action, the feature it scores and what choosing it first
 *  gives (scoreOutcomes); null for every other action. */
export function scoreHints(s: GameState, actions: readonly Action[]): (ScoreHint | null)[] {
  // Most offers hold no score action (only the score step has them): all null, made without
  // going through the actions twice (an offer is sent after every move).
  if (!actions.some((a) => a.type === 'score')) return new Array<null>(actions.length).fill(null);
  const outcomes = scoreOutcomes(s, actions);
  return actions.map((a, i) => (a.type === 'score'
    ? { feature: { kind: s.features[a.feature].kind, tiles: s.features[a.feature].tiles }, outcome: outcomes[i] }
    : null));
}

export const castle: GameDefinition<CastleOptions, GameState, Action, GameEvent, CastleView, GameResult, CastleResultView, ScoreHint> = {
  id: 'castle',
  title: 'Carcassonne – The Castle',
  seats: { min: 2, max: 2 },
  parseOptions: parseCastleOptions,
  rulesVersion,
  create: (options, seed) => createGame({ seed, falcon: options.falcon, variants: options.variants }),
  legalActions,
  apply: applyAction,
  toAct: (s) => (s.step === 'over' ? null : s.toAct),
  isOver: (s) => s.step === 'over',
  scores: (s) => [s.players[0].score, s.players[1].score],
  result: (s) => s.result,
  outcome: (r) => ({ scores: r.scores.slice(), winners: r.winner === null ? [0, 1] : [r.winner] }),
  resultView: (r, events) => ({ scores: r.scores, winner: r.winner, lines: events.filter((e): e is CastleResultView['lines'][number] => e.type === 'final') }),
  publicView,
  publicEvents,
  notation: toNotation,
  moveNotation,
  hints: scoreHints,
};
