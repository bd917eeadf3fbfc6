// Pixi textures of the original Carcassonne's art, made once and kept: the 24 tile kinds A–X
// (art/tile-svg.ts, north up; the view turns them) and each seat's follower standing
// and lying (art/follower-svg.ts). The browser rasterises each SVG with mipmaps, a tile
// at TILE_PX (as view/tile-textures.ts does for the Castle: crisp on a 3× phone zoomed in, smooth
// when small; 24 tiles at 256 px are under 9 MB on the GPU), made as svg-textures.ts says.
import type { Texture } from 'pixi.js';
import { CARC_POSES, type CarcPose, carcFollowerSvg } from '../art/follower-svg';
import { CARC_SEATS } from '../art/palette';
import { CARC_PICTURES } from '../art/pictures';
import { carcassonneTileSvg } from '../art/tile-svg';
import { SvgArt, SvgTextures } from '../../../view/svg-textures';

/** Pixels per tile side in the textures. */
export const TILE_PX = 256;
/** Pixels per side of a follower's texture (a follower is about a third of a tile). */
export const FOLLOWER_PX = 128;
/** The follower's figure fills 40 of its SVG's 44 units. */
export const FIGURE_FILL = 40 / 44;

const tileKey = (letter: string) => `tile:${letter}`;
const followerKey = (seat: number, pose: CarcPose) => `follower:${seat}:${pose}`;

const art = new SvgTextures('Carcassonne textures', () => [
  ...Object.keys(CARC_PICTURES).map((k): SvgArt => [tileKey(k), carcassonneTileSvg(CARC_PICTURES[k], 0, { size: TILE_PX }), TILE_PX, TILE_PX]),
  ...CARC_SEATS.flatMap((_, seat) => CARC_POSES.map((pose): SvgArt => [followerKey(seat, pose), carcFollowerSvg(seat, pose, FOLLOWER_PX), FOLLOWER_PX, FOLLOWER_PX])),
]);

/** Make every texture (once; later calls share the same promise). */
export const loadPlaneTextures = (): Promise<void> => art.load();

export const planeArtReady = (): boolean => art.ready;

/** A tile kind's texture (north up), or null while the textures are being made. */
export const tileTexture = (letter: string): Texture | null => art.get(tileKey(letter));

export const followerTexture = (seat: number, pose: CarcPose): Texture | null => art.get(followerKey(seat, pose));

/** Call `f` once when the textures are ready; they start loading after the frame that asks for
 *  them. Once they are ready, `f` is never called (nothing to wait for: no redraw loops). */
export const whenPlaneArtReady = (f: () => void): void => art.whenReady(f);
