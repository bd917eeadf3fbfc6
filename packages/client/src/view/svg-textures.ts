// Pixi textures rasterised by the browser from SVG documents, made once and kept, for both games'
// art (tile-textures.ts, plane-textures.ts). Each SVG becomes a canvas with mipmaps (crisp zoomed
// in, smooth when small, where a renderer uses them). They are made a few at a time, yielding to the
// page between batches, while the board's renderer starts (board-app.ts, plane-app.ts), so that its
// first frame shows them; a board that asks before they are ready draws flat colours, then again.
import { CanvasSource, Texture } from 'pixi.js';

/** Pictures rasterised between two yields to the page: a few at a time, so that no frame waits long. */
const BATCH = 6;

/** One picture to make: its key, its SVG document, and the texture's size in pixels. */
export type SvgArt = [key: string, svg: string, width: number, height: number];

async function rasterise(svg: string, width: number, height: number): Promise<Texture> {
  const img = new Image(width, height);
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(img, 0, 0, width, height);
  return new Texture({ source: new CanvasSource({ resource: canvas, autoGenerateMipmaps: true, scaleMode: 'linear' }) });
}

export class SvgTextures {
  private textures = new Map<string, Texture>();
  private waiting = new Set<() => void>();
  private loading: Promise<void> | null = null;
  private done = false;

  /** `what` names them in the console if they cannot be made; `art` lists them (asked once, when loading). */
  constructor(private what: string, private art: () => SvgArt[]) {}

  get ready(): boolean {
    return this.done;
  }

  /** A picture's texture, or null while they are being made. */
  get(key: string): Texture | null {
    return this.textures.get(key) ?? null;
  }

  /** Make every texture (once; later calls share the same promise), a batch at a time. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const art = this.art();
      for (let i = 0; i < art.length; i += BATCH) {
        await Promise.all(art.slice(i, i + BATCH).map(async ([key, svg, w, h]) => this.textures.set(key, await rasterise(svg, w, h))));
        await new Promise((r) => setTimeout(r, 0));
      }
      this.done = true;
      const waiting = [...this.waiting];
      this.waiting.clear();
      for (const f of waiting) f();
    })().catch((err: unknown) => {
      // The flat drawing stays; the game is playable without the art.
      console.error(`${this.what} could not be made`, err);
    });
    return this.loading;
  }

  /** Call `f` once when the textures are ready; they start loading after the frame that asks.
   *  Once they are ready, `f` is never called (nothing to wait for: no redraw loops). */
  whenReady(f: () => void): void {
    if (this.done) return;
    this.waiting.add(f);
    if (!this.loading) setTimeout(() => void this.load(), 0);
  }
}
