// @castle/rules: the complete rules of Carcassonne – The Castle. Imports nothing at run time.
export * from './types';
export {
  createGame, legalActions, applyAction, seatToAct, isOver, scores, rulesVersion, FOLLOWERS_PER_PLAYER, WALL_TILE_KINDS,
} from './game';
export { publicView, publicEvents, remainingCounts, placementsOf } from './public-view';
export type { CastleView, ViewPlayer } from './public-view';
export { castle, parseCastleOptions, scoreHints } from './definition';
export type { CastleOptions, ScoreHint } from './definition';
export { scoreOutcomes } from './outcomes';
export type { ScoreOutcome } from './outcomes';
export { toNotation, fromNotation } from './notation';
export type { Position } from './notation';
export {
  BASE_CASTLE, FALCON_CASTLE, BASE_CASTLE_DATA, FALCON_CASTLE_DATA, START_BASE, TRACK_LENGTH, WALL, castleOf, makeCastle,
} from './castle';
export type { Castle, CastleData, StartSpaceData } from './castle';
export { BASE_TILES, FALCON_TILES } from './tiles';
export type { TileType } from './tiles';
export { BASE_SET, FALCON_SET, rotatePicture } from './pieces';
export type { FeatureKind, Piece, OrientedTile, TileSet } from './pieces';
export { tileSetOf, legalPlacements } from './board';
export { largestEmptyArea, keepSize } from './final';
export { ROLES } from './turn';
export { CHAPEL_POINTS } from './scoring';
export { previewPlacement } from './preview';
export type { CompletionPreview } from './preview';
export { stateFromPublic } from './public';
export { stateFromView, dealSecrets } from './seat-state';
export type { PublicPosition } from './public';
export { seededRandom, shuffled } from './rng';
export { CastleEngine } from './engine';
export type { CastlePolicy } from './engine';
export { MAX_LEGAL, WALL_CODE, FOLLOW_CODE, SCORE_CODE } from './engine-tables';
