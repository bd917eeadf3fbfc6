// Pixi textures of the tile pictures (art/tile-svg.ts), made once per picture and kept: every tile
// type of both sets and the start spaces' strips. The SVG is rasterised by the browser at TILE_PX
// a tile with mipmaps, so a tile stays crisp on a 3× phone and zoomed in twice, and smooth when
// small; 45 tiles at 256 px are about 16 MB on the GPU, which phones can spare (512 px would be 63 MB).
// They are made as svg-textures.ts says: while the board's renderer starts.
import { BASE_CASTLE, BASE_TILES, FALCON_CASTLE, FALCON_TILES } from '@castle/rules';
import type { Graphics, Texture } from 'pixi.js';
import { tileSvg } from '../art/tile-svg';
import { SvgTextures } from '../../../view/svg-textures';

/** Pixels per tile side in the textures. */
export const TILE_PX = 256;

const keyOf = (picture: readonly string[]): string => picture.join('/');

/** Every picture the board can show: the tiles of both sets and the start spaces (one row each). */
const art = new SvgTextures('tile textures', () => [...BASE_TILES, ...FALCON_TILES].map((t) => t.picture)
  .concat([...BASE_CASTLE.starts, ...FALCON_CASTLE.starts].map((s) => [s.strip]))
  .map((picture) => [keyOf(picture), tileSvg(picture, { size: TILE_PX }), TILE_PX, Math.round((TILE_PX * picture.length) / picture[0].length)]));

/** Make every texture (once; later calls share the same promise). */
export const loadTileTextures = (): Promise<void> => art.load();

export const tileArtReady = (): boolean => art.ready;

/** The texture of a picture (unrotated), or null while the textures are being made. */
export const tileTexture = (picture: readonly string[]): Texture | null => art.get(keyOf(picture));

/** Call `f` once when the textures are ready. They start loading after the frame that asks for
 *  them, unless already on their way (a board drawn before they are made is drawn in flat colours,
 *  and dressed when they are made).
 *  Once they are ready, a picture without a texture will never have one: `f` is not called, so
 *  no redraw loops. */
export const whenTileTexturesReady = (f: () => void): void => art.whenReady(f);

/** Draw a picture's texture into `g` on the box (x, y, w, h), turned `rot` quarter turns clockwise
 *  about its centre (a one-row strip turned once runs top to bottom). False while not ready. */
export function drawPicture(g: Graphics, picture: readonly string[], rot: number, x: number, y: number, w: number, h: number, alpha = 1): boolean {
  const tex = tileTexture(picture);
  if (!tex) return false;
  const q = ((rot % 4) + 4) % 4, cos = [1, 0, -1, 0][q], sin = [0, 1, 0, -1][q];
  const [dw, dh] = q % 2 ? [h, w] : [w, h]; // the size before turning
  g.save();
  g.setFillStyle({ color: 0xffffff, alpha });
  g.setTransform(cos, sin, -sin, cos, x + w / 2, y + h / 2);
  g.texture(tex, 0xffffff, -dw / 2, -dh / 2, dw, dh);
  g.restore();
  return true;
}
