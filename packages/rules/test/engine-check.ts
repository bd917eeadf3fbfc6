// What the engine's tests share: the configurations of the game, seeded numbers, the engine's code
// of a pure action (written here from the codes' definition, not by the engine), and a comparison
// of an engine's position with a pure state on every field the rules read.
import {
  Action, CastleEngine, FOLLOW_CODE, GameOptions, GameState, MAX_LEGAL, SCORE_CODE, WALL_CODE, applyAction, createGame, isOver,
  legalActions,
} from '../src';

/** Every edition and variant: [name, options without the seed]. */
export const CONFIGS: readonly [string, Omit<GameOptions, 'seed'>][] = [
  ['base', {}],
  ['base, wall tiles at the end of the turn', { variants: { wallTilesAtEndOfTurn: true } }],
  ['Falcon', { falcon: true }],
  ['Falcon, gates stop markers', { falcon: true, variants: { gatesStopMarkers: true } }],
  ['Falcon, wall tiles at the end of the turn', { falcon: true, variants: { wallTilesAtEndOfTurn: true } }],
  ['Falcon, both variants', { falcon: true, variants: { wallTilesAtEndOfTurn: true, gatesStopMarkers: true } }],
];

/** A small seeded generator: the same numbers for the pure API and the engine. */
export function sequence(seed: number): () => number {
  let x = seed || 1;
  return () => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x / 4294967296; };
}

export const out = new Int32Array(MAX_LEGAL);

export function codeOf(a: Action): number {
  switch (a.type) {
    case 'place': return a.cell * 4 + a.rot;
    case 'wall': return WALL_CODE;
    case 'follower': return FOLLOW_CODE + (a.piece === null ? 0 : 1 + a.piece * 3 + (a.figure === 'king' ? 1 : a.figure === 'falconer' ? 2 : 0));
    case 'score': return SCORE_CODE + a.feature * 3 + a.double;
  }
}

/** The pure state as the engine writes it back: a feature's tiles in ascending order (the pure API
 *  keeps them in the order they joined, which no rule reads). */
export function normal(s: GameState): string {
  let text = normals.get(s);
  if (text === undefined) {
    text = JSON.stringify({ ...s, features: s.features.map((f) => ({ ...f, tiles: [...f.tiles].sort((a, b) => a - b) })) });
    normals.set(s, text);
  }
  return text;
}
/** A pure state is compared twice (after its action, and when undone to it): written out once. */
const normals = new WeakMap<GameState, string>();

/** The first field in which the engine's position differs from the pure state, or null. */
export function difference(e: CastleEngine, pure: GameState | string): string | null {
  const mine = normal(e.toState()), theirs = typeof pure === 'string' ? pure : normal(pure);
  if (mine === theirs) return null;
  const a = JSON.parse(mine) as Record<string, unknown>, b = JSON.parse(theirs) as Record<string, unknown>;
  for (const k of Object.keys(b)) {
    const x = a[k], y = b[k];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    if (Array.isArray(x) && Array.isArray(y)) {
      const i = y.findIndex((v, j) => JSON.stringify(v) !== JSON.stringify(x[j]));
      return `${k}[${i < 0 ? y.length : i}]: ${JSON.stringify(x[i])} ≠ ${JSON.stringify(y[i])}`;
    }
    return `${k}: ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`;
  }
  return 'key order';
}

/** What differs in a cheap check, without writing the engine's state out: the step, the seat to
 *  act, the scores and the tiles left (the legal actions are compared at every step besides). */
function quickDifference(e: CastleEngine, s: GameState): string | null {
  if (e.step !== s.step || e.toAct !== s.toAct || e.tilesLeft !== s.stack.length) return 'step, seat to act or tiles left';
  return e.scores[0] !== s.players[0].score || e.scores[1] !== s.players[1].score ? 'scores' : null;
}

/** What the random games met, to show that every rule was played. */
export interface Seen {
  games: number; actions: number; wall: number; doubles: number; scoreSteps: number; kings: number; falconers: number;
  discards: number; keeps: number;
}
export const noneSeen = (): Seen => ({ games: 0, actions: 0, wall: 0, doubles: 0, scoreSteps: 0, kings: 0, falconers: 0, discards: 0, keeps: 0 });

/**
 * One random game through both, the engine's legal actions compared in order at every step; the
 * whole state after every action (`full`) or its step, seat, scores and tiles left after each and
 * the whole state every 25 actions and at the end; then taken back to the start, the state compared at every depth
 * (`full`) or every 25 and at the start. Throws on the first difference.
 */
export function checkGame(start: GameOptions | GameState, choices: number, engine: CastleEngine, full: boolean, seen: Seen): void {
  const random = sequence(choices);
  let pure = 'version' in start ? start : createGame(start);
  const e = engine.load(pure), line: GameState[] = [pure];
  const where = () => `${start.seed}, action ${e.depth}`;
  let problem = difference(e, pure);
  if (problem) throw new Error(`${where()}: ${problem}`);
  while (!isOver(pure)) {
    const legal = legalActions(pure), n = e.legal(out);
    if (n !== legal.length || legal.some((a, i) => codeOf(a) !== out[i])) {
      throw new Error(`${where()}: legal actions ${Array.from(out.subarray(0, n)).join()} ≠ ${legal.map(codeOf).join()}`);
    }
    const i = Math.floor(random() * n), a = legal[i], r = applyAction(pure, a);
    if (!r.ok) throw new Error(r.error.message);
    if (pure.step === 'score') seen.scoreSteps++;
    if (a.type === 'wall') seen.wall++;
    if (a.type === 'score' && a.double > 0) seen.doubles++;
    if (a.type === 'follower' && a.figure === 'king') seen.kings++;
    if (a.type === 'follower' && a.figure === 'falconer') seen.falconers++;
    seen.discards += r.state.discarded.length - pure.discarded.length;
    pure = r.state;
    e.play(out[i]);
    line.push(pure);
    if (full || e.depth % 25 === 0 || isOver(pure)) problem = difference(e, pure);
    else if (quickDifference(e, pure)) problem = quickDifference(e, pure);
    if (problem) throw new Error(`${where()}: ${problem}`);
  }
  if (JSON.stringify([Array.from(e.scores), e.over, e.legal(out)]) !== JSON.stringify([pure.result!.scores, true, 0])) {
    throw new Error(`${where()}: the end differs`);
  }
  if (pure.players.some((p) => p.keep)) seen.keeps++;
  seen.games++;
  seen.actions += e.depth;
  while (e.depth > 0) {
    e.undo();
    if (full || e.depth % 25 === 0) problem = difference(e, line[e.depth]);
    if (problem) throw new Error(`${start.seed}, undone to ${e.depth}: ${problem}`);
  }
}
