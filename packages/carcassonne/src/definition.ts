// Carcassonne as a game of the game interface (@castle/game): the one object the server, the store,
// the replay and the page are written against. Its options are checked here and nowhere else.
import type { GameDefinition, ParsedOptions } from '@castle/game';
import { MAX_SEATS, MIN_SEATS, applyAction, createGame, isOver, legalActions, rulesVersion } from './game';
import { moveNotation, toNotation } from './notation';
import { CarcView, publicEvents, publicView } from './public-view';
import type { CarcAction, CarcEvent, CarcResult, CarcState } from './types';

/** The original game has no options (yet): `{}`. */
export type CarcOptions = Record<string, never>;

/** The final scoring as a page shows it: the scores, the winners, then each line of the final
 *  scoring (incomplete features, then each field with the cities it supplies). */
export interface CarcResultView {
  scores: number[];
  winners: number[];
  lines: Extract<CarcEvent, { type: 'finalFeature' | 'finalFarm' }>[];
}

/** `{}` (or nothing) as a client sends it or a store holds it; any field is refused in words. */
export function parseCarcassonneOptions(input: unknown): ParsedOptions<CarcOptions> {
  if (input === undefined || input === null) return { ok: true, options: {} };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, error: { code: 'BAD_OPTIONS', params: { reason: 'notObject' }, message: 'options must be an object' } };
  }
  const keys = Object.keys(input);
  if (keys.length > 0) {
    return {
      ok: false,
      error: { code: 'BAD_OPTIONS', params: { reason: 'noOptions', option: keys[0].slice(0, 40) }, message: `Carcassonne has no option ${JSON.stringify(keys[0]).slice(0, 40)}: the original game is played as it is` },
    };
  }
  return { ok: true, options: {} };
}

export const carcassonne: GameDefinition<CarcOptions, CarcState, CarcAction, CarcEvent, CarcView, CarcResult, CarcResultView, never> = {
  id: 'carcassonne',
  title: 'Carcassonne',
  seats: { min: MIN_SEATS, max: MAX_SEATS, order: 'random' },
  parseOptions: parseCarcassonneOptions,
  rulesVersion,
  create: (_options, seed, seats) => createGame({ seats, seed }),
  legalActions,
  apply: applyAction,
  toAct: (s) => (isOver(s) ? null : s.toAct),
  isOver,
  scores: (s) => s.scores.slice(),
  result: (s) => s.result,
  outcome: (r) => ({ scores: r.scores.slice(), winners: r.winners.slice() }),
  resultView: (r, events) => ({
    scores: r.scores.slice(),
    winners: r.winners.slice(),
    lines: events.filter((e): e is CarcResultView['lines'][number] => e.type === 'finalFeature' || e.type === 'finalFarm'),
  }),
  publicView,
  publicEvents: (events) => publicEvents(events),
  notation: toNotation,
  moveNotation,
  hints: (_s, actions) => actions.map(() => null),
};
