// A third game, for the tests only: two players take turns adding 1 or 2 to a counter, and the one
// who brings it to the target (10 unless chosen) wins. Written against the game interface alone
// (@castle/game), it proves that the server, the protocol and the page take a game by registering
// it (packages/server/test/third-game.test.ts, packages/client/test/third-game.test.ts).
import type { GameDefinition, ParsedOptions } from '@castle/game';

export interface CountOptions { target: number }
export interface CountState { target: number; count: number; toAct: number; turn: number; winner: number | null }
export interface CountAction { seat: number; type: 'add'; n: 1 | 2 }
export interface CountEvent { type: 'added'; seat: number; n: number; count: number }
/** Nothing is hidden: the view is the state. */
export type CountView = CountState;
export interface CountResult { winner: number }

const refuse = (message: string): ParsedOptions<CountOptions> => ({ ok: false, error: { code: 'BAD_OPTIONS', message } });

export const countGame: GameDefinition<CountOptions, CountState, CountAction, CountEvent, CountView, CountResult, CountResult, never> = {
  id: 'count',
  title: 'Count to ten',
  seats: { min: 2, max: 2 },
  parseOptions(input) {
    const target = (input as { target?: unknown } | null | undefined)?.target ?? 10;
    if (!Number.isInteger(target) || (target as number) < 3 || (target as number) > 99) return refuse('target must be a whole number from 3 to 99');
    return { ok: true, options: { target: target as number } };
  },
  rulesVersion: () => 1,
  create: (options) => ({ target: options.target, count: 0, toAct: 0, turn: 1, winner: null }),
  legalActions: (s) => (s.winner !== null ? [] : ([1, 2] as const).filter((n) => s.count + n <= s.target).map((n) => ({ seat: s.toAct, type: 'add', n }))),
  apply(s, a) {
    if (s.winner !== null) return { ok: false, error: { code: 'GAME_OVER', message: 'The game is over.' } };
    if (a.seat !== s.toAct) return { ok: false, error: { code: 'NOT_YOUR_TURN', message: 'It is not your turn.' } };
    if (a.type !== 'add' || (a.n !== 1 && a.n !== 2) || s.count + a.n > s.target) {
      return { ok: false, error: { code: 'ILLEGAL', message: `Add 1 or 2, up to ${s.target}.` } };
    }
    const count = s.count + a.n;
    const won = count === s.target;
    return {
      ok: true,
      state: { ...s, count, toAct: won ? s.toAct : 1 - s.toAct, turn: s.turn + 1, winner: won ? a.seat : null },
      events: [{ type: 'added', seat: a.seat, n: a.n, count }],
    };
  },
  toAct: (s) => (s.winner === null ? s.toAct : null),
  isOver: (s) => s.winner !== null,
  scores: (s) => [0, 1].map((seat) => (s.winner === seat ? 1 : 0)),
  result: (s) => (s.winner === null ? null : { winner: s.winner }),
  outcome: (r) => ({ scores: [0, 1].map((seat) => (r.winner === seat ? 1 : 0)), winners: [r.winner] }),
  resultView: (r) => r,
  publicView: (s) => s,
  publicEvents: (events) => events.slice(),
  notation: (s) => `${s.count}/${s.target}`,
  moveNotation: (_s, a) => `+${a.n}`,
  hints: (_s, actions) => actions.map(() => null),
};
