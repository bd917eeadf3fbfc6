// @castle/carcassonne: the rules of the original Carcassonne (2–5 players). Imports nothing at run time.
export * from './types';
export {
  createGame, legalActions, applyAction, seatToAct, isOver, rulesVersion, playChecked, MIN_SEATS, MAX_SEATS,
} from './game';
export type { CreateOptions } from './game';
export { FOLLOWERS_PER_PLAYER, supplyOf } from './turn';
export { publicView, publicEvents, remainingCounts } from './public-view';
export type { CarcView } from './public-view';
export { carcassonne, parseCarcassonneOptions } from './definition';
export type { CarcOptions, CarcResultView } from './definition';
export { toNotation } from './notation';
export { TILE_KINDS, START_KIND, kindOf } from './tiles';
export type { TileKind, EdgeKind, HalfEdge, Side } from './tiles';
export { SEGMENTS, PORTS, SIG, FEATURE_KINDS, ROLES, spotIndex } from './segments';
export type { FeatureKind, Role, Segment } from './segments';
export { cellOf, xOf, yOf, REACH } from './grid';
export { fromPosition } from './position';
export { featureAt } from './inspect';
export type { Position } from './position';
export { CarcEngine, determinize } from './engine';
export type { PlayoutPolicy } from './engine';
export { FOLLOW_NONE, MAX_LEGAL } from './engine-tables';
