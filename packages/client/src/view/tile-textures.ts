// Pixi textures of the tile pictures (art/tile-svg.ts), made once per picture and kept: every tile
// type of both sets and the start spaces' strips. The SVG is rasterised by the browser at TILE_PX
// a tile with mipmaps, so a tile stays crisp on a 3× phone and zoomed in twice, and smooth when
// small; 45 tiles at 256 px are about 16 MB on the GPU, which phones can spare (512 px would be 63 MB).
// Loading is asynchronous and starts after the first board is painted (rasterising every picture
// takes seconds on a slow machine): the board draws flat colours until they are ready, then again.
import { BASE_CASTLE, BASE_TILES, FALCON_CASTLE, FALCON_TILES } from '@castle/rules';
import { CanvasSource, Graphics, Texture } from 'pixi.js';
import { tileSvg } from '../art/tile-svg';

/** Pixels per tile side in the textures. */
export const TILE_PX = 256;

const textures = new Map<string, Texture>();
const waiting = new Set<() => void>();
let loading: Promise<void> | null = null;
let ready = false;

const keyOf = (picture: readonly string[]): string => picture.join('/');

/** Every picture the board can show: the tiles of both sets and the start spaces (one row each). */
function allPictures(): (readonly string[])[] {
  return [...BASE_TILES, ...FALCON_TILES].map((t) => t.picture).concat([...BASE_CASTLE.starts, ...FALCON_CASTLE.starts].map((s) => [s.strip]));
}

async function rasterise(picture: readonly string[]): Promise<Texture> {
  const width = TILE_PX, height = Math.round((TILE_PX * picture.length) / picture[0].length);
  const img = new Image(width, height);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(tileSvg(picture, { size: width }))}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
  return new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
}

/** Pictures rasterised between two yields to the page: a few at a time, so that no frame waits long. */
const BATCH = 6;

/** Make every texture (once; later calls share the same promise), a batch at a time. */
export function loadTileTextures(): Promise<void> {
  loading ??= (async () => {
    const pictures = allPictures();
    for (let i = 0; i < pictures.length; i += BATCH) {
      await Promise.all(pictures.slice(i, i + BATCH).map(async (picture) => textures.set(keyOf(picture), await rasterise(picture))));
      await new Promise((r) => setTimeout(r, 0));
    }
    ready = true;
    const done = [...waiting];
    waiting.clear();
    for (const f of done) f();
  })().catch((err: unknown) => {
    // The flat drawing stays; the game is playable without the art.
    console.error('tile textures could not be made', err);
  });
  return loading;
}

/** The texture of a picture (unrotated), or null while the textures are being made. */
export function tileTexture(picture: readonly string[]): Texture | null {
  return textures.get(keyOf(picture)) ?? null;
}

/** Call `f` once when the textures are ready. They start loading after the frame that asks for
 *  them (the first board is painted at once, in flat colours, and dressed when they are made).
 *  Once they are ready, a picture without a texture will never have one: `f` is not called, so
 *  no redraw loops. */
export function whenTileTexturesReady(f: () => void): void {
  if (ready) return;
  waiting.add(f);
  if (!loading) setTimeout(() => void loadTileTextures(), 0);
}

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
