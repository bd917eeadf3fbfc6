// Pixi textures of the original Carcassonne's art, made once and kept: the 24 tile kinds A–X
// (art/carcassonne-tile-svg.ts, north up; the view turns them) and each seat's follower standing
// and lying (art/carcassonne-follower-svg.ts). The browser rasterises each SVG with mipmaps, a tile
// at TILE_PX (as view/tile-textures.ts does for the Castle: crisp on a 3× phone zoomed in, smooth
// when small; 24 tiles at 256 px are under 9 MB on the GPU). Made asynchronously, a few at a time,
// after the first frame: the view draws flat colours until they are ready, then again.
import { CanvasSource, Texture } from 'pixi.js';
import { CARC_POSES, type CarcPose, carcFollowerSvg } from '../art/carcassonne-follower-svg';
import { CARC_SEATS } from '../art/carcassonne-palette';
import { CARC_PICTURES } from '../art/carcassonne-pictures';
import { carcassonneTileSvg } from '../art/carcassonne-tile-svg';

/** Pixels per tile side in the textures. */
export const TILE_PX = 256;
/** Pixels per side of a follower's texture (a follower is about a third of a tile). */
export const FOLLOWER_PX = 128;
/** The follower's figure fills 40 of its SVG's 44 units. */
export const FIGURE_FILL = 40 / 44;

const textures = new Map<string, Texture>();
const waiting = new Set<() => void>();
let loading: Promise<void> | null = null;
let ready = false;

const tileKey = (letter: string) => `tile:${letter}`;
const followerKey = (seat: number, pose: CarcPose) => `follower:${seat}:${pose}`;

/** Every texture to make: key and SVG document. */
function allArt(): [string, string][] {
  const tiles = Object.keys(CARC_PICTURES).map((k): [string, string] => [tileKey(k), carcassonneTileSvg(CARC_PICTURES[k], 0, { size: TILE_PX })]);
  const followers = CARC_SEATS.flatMap((_, seat) => CARC_POSES.map((pose): [string, string] => [followerKey(seat, pose), carcFollowerSvg(seat, pose, FOLLOWER_PX)]));
  return [...tiles, ...followers];
}

async function rasterise(svg: string): Promise<Texture> {
  const size = Number(/width="(\d+)"/.exec(svg)?.[1] ?? TILE_PX);
  const img = new Image(size, size);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  canvas.getContext('2d')!.drawImage(img, 0, 0, size, size);
  return new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
}

/** Pictures rasterised between two yields to the page: a few at a time, so that no frame waits long. */
const BATCH = 6;

/** Make every texture (once; later calls share the same promise), a batch at a time. */
export function loadPlaneTextures(): Promise<void> {
  loading ??= (async () => {
    const art = allArt();
    for (let i = 0; i < art.length; i += BATCH) {
      await Promise.all(art.slice(i, i + BATCH).map(async ([key, svg]) => textures.set(key, await rasterise(svg))));
      await new Promise((r) => setTimeout(r, 0));
    }
    ready = true;
    const done = [...waiting];
    waiting.clear();
    for (const f of done) f();
  })().catch((err: unknown) => {
    // The flat drawing stays; the game is playable without the art.
    console.error('Carcassonne textures could not be made', err);
  });
  return loading;
}

export const planeArtReady = (): boolean => ready;

/** A tile kind's texture (north up), or null while the textures are being made. */
export const tileTexture = (letter: string): Texture | null => textures.get(tileKey(letter)) ?? null;

export const followerTexture = (seat: number, pose: CarcPose): Texture | null => textures.get(followerKey(seat, pose)) ?? null;

/** Call `f` once when the textures are ready; they start loading after the frame that asks for
 *  them. Once they are ready, `f` is never called (nothing to wait for: no redraw loops). */
export function whenPlaneArtReady(f: () => void): void {
  if (ready) return;
  waiting.add(f);
  if (!loading) setTimeout(() => void loadPlaneTextures(), 0);
}
