// The plane's layers as Pixi drawings, each from its part of the model (plane-view.ts decides
// which to draw again): the placed tiles (a sprite each, turned), the marks (a lit feature, the
// last tile), the lit legal cells, the ghost and the chosen placement, the followers and the
// follower rings. Until the art is ready, tiles and followers are flat colours, and `artLater`
// asks for them to be drawn again.
import { Container, Graphics, Sprite, Texture } from 'pixi.js';
import { CARC_GROUNDS, CARC_SEAT_COLOURS } from '../art/palette';
import type { PlaneModel, PlaneTileAt, PlaneXY } from '../logic/plane-model';
import { FOLLOWER_SIZE, PLANE_CELL as C, PlaneRing, cellBox, cellCentre, followerWorld, outlineEdges } from './plane-geometry';
import { FIGURE_FILL, followerTexture, tileTexture } from './plane-textures';
import { colourOf } from '../../../art/seat-colours';

/** Colours of the marks: each means one thing, and none is a seat's colour. */
const MARK = { legal: 0xffc933, chosen: 0x3fd7ff, last: 0xffffff, focus: 0xff6bd6, field: 0x8cff4a, ring: 0xffffff, picked: 0xffc933, ink: 0x111111 };

/** A tile kind's flat colour until its art is ready: ochre for mostly city, else meadow green. */
const flatColour = (letter: string) => ('CMNOPQRST'.includes(letter) ? CARC_GROUNDS.city : CARC_GROUNDS.field);

/** A tile's sprite on its cell, turned about its middle; `alpha` for a ghost. */
function tileSprite(t: PlaneTileAt, alpha: number, artLater: () => void): Sprite {
  const tex = tileTexture(t.tile);
  if (!tex) artLater();
  const s = new Sprite(tex ?? Texture.WHITE);
  s.anchor.set(0.5);
  s.position.set(...cellCentre(t.x, t.y));
  s.rotation = (t.rot * Math.PI) / 2;
  s.scale.set(C / s.texture.width, C / s.texture.height);
  if (!tex) s.tint = flatColour(t.tile);
  s.alpha = alpha;
  return s;
}

/** The placed tiles, one sprite per cell: only cells whose tile or turn changed are made again. */
export class TileLayer {
  readonly container = new Container();
  private tiles = new Map<string, { key: string; s: Sprite }>();

  sync(tiles: readonly PlaneTileAt[], art: boolean, artLater: () => void): void {
    const keep = new Set<string>();
    for (const t of tiles) {
      const cell = `${t.x},${t.y}`, key = `${t.tile}/${t.rot}/${art}`;
      keep.add(cell);
      const had = this.tiles.get(cell);
      if (had?.key === key) continue;
      had?.s.destroy();
      const s = tileSprite(t, 1, artLater);
      this.container.addChild(s);
      this.tiles.set(cell, { key, s });
    }
    for (const [cell, t] of this.tiles) if (!keep.has(cell)) { t.s.destroy(); this.tiles.delete(cell); }
  }
}

/** A double frame inside the cell, light on the edge and dark within: it reads on light and
 *  dark tiles alike, and leaves the neighbours alone. */
function frame(g: Graphics, c: PlaneXY, colour: number, width: number): void {
  g.rect(...cellBox(c.x, c.y, width * 1.25)).stroke({ width: width * 0.7, color: MARK.ink, alpha: 0.55 });
  g.rect(...cellBox(c.x, c.y, width / 2)).stroke({ width, color: colour });
}

/** The lit feature's cells (a tint), a field's outline (a green line on a dark one), and the tile
 *  placed last (a white frame). */
export function drawMarks(g: Graphics, m: PlaneModel): void {
  for (const c of m.highlight) g.rect(...cellBox(c.x, c.y)).fill({ color: MARK.focus, alpha: 0.28 }).stroke({ width: C * 0.03, color: MARK.focus });
  const edges = outlineEdges(m.outline ?? []);
  for (const [width, color] of [[C * 0.11, MARK.ink], [C * 0.06, MARK.field]] as const) {
    for (const [x1, y1, x2, y2] of edges) g.moveTo(x1, y1).lineTo(x2, y2);
    if (edges.length) g.stroke({ width, color, cap: 'square' });
  }
  if (m.lastPlaced) frame(g, m.lastPlaced, MARK.last, C * 0.035);
}

/** The cells where the drawn tile fits: translucent gold with a gold edge. */
export function drawLegal(g: Graphics, cells: readonly PlaneXY[]): void {
  const w = C * 0.04;
  for (const c of cells) {
    g.rect(...cellBox(c.x, c.y, C * 0.06)).fill({ color: MARK.legal, alpha: 0.28 });
    g.rect(...cellBox(c.x, c.y, C * 0.06)).stroke({ width: w * 2, color: MARK.ink, alpha: 0.35 });
    g.rect(...cellBox(c.x, c.y, C * 0.06)).stroke({ width: w, color: MARK.legal }); // a stroke takes a path once
  }
}

/** The ghost under the pointer (faint) and the chosen placement (whole, in a strong frame). */
export function drawPreview(layer: Container, m: PlaneModel, artLater: () => void): void {
  for (const child of layer.removeChildren()) child.destroy();
  if (m.ghost && !(m.preview && m.preview.x === m.ghost.x && m.preview.y === m.ghost.y)) layer.addChild(tileSprite(m.ghost, 0.5, artLater));
  if (!m.preview) return;
  layer.addChild(tileSprite(m.preview, 1, artLater));
  const g = new Graphics();
  frame(g, m.preview, MARK.chosen, C * 0.045);
  layer.addChild(g);
}

/** A follower's figure centred on a world point: standing, or lying for a farmer. */
function followerSprite(seat: number, farmer: boolean, [x, y]: [number, number], alpha: number, artLater: () => void): Sprite {
  const wear = colourOf(seat), tex = followerTexture(wear, farmer ? 'lying' : 'standing');
  if (!tex) artLater();
  const s = new Sprite(tex ?? Texture.WHITE);
  s.anchor.set(0.5);
  s.position.set(x, y);
  const side = (C * FOLLOWER_SIZE) / (tex ? FIGURE_FILL : 1.6); // a small square until the art comes
  s.scale.set(side / s.texture.width, side / s.texture.height);
  if (!tex) s.tint = CARC_SEAT_COLOURS[wear] ?? 0xffffff;
  s.alpha = alpha;
  return s;
}

/** The followers on the table. */
export function drawFollowers(layer: Container, m: PlaneModel, artLater: () => void): void {
  for (const child of layer.removeChildren()) child.destroy();
  for (const f of m.followers) layer.addChild(followerSprite(f.seat, f.role === 'farmer', followerWorld(m, f), 1, artLater));
}

/** The follower picked and not yet sent: faint, over the rings so that it shows on its own. */
export function drawPending(layer: Container, m: PlaneModel, artLater: () => void): void {
  for (const child of layer.removeChildren()) child.destroy();
  const p = m.pendingFollower;
  if (p) layer.addChild(followerSprite(p.seat, p.role === 'farmer', followerWorld(m, p), 0.65, artLater));
}

/** The rings a follower may take: a white circle on a dark edge over a faint disc, the picked one gold. */
export function drawRings(g: Graphics, rings: readonly PlaneRing[], radius: number, picked: string | null): void {
  for (const r of rings) {
    const on = r.spot === picked, w = radius * (on ? 0.32 : 0.22);
    g.circle(r.x, r.y, radius).fill({ color: MARK.ink, alpha: on ? 0.1 : 0.22 });
    g.circle(r.x, r.y, radius).stroke({ width: w * 2.2, color: MARK.ink, alpha: 0.7 });
    g.circle(r.x, r.y, radius).stroke({ width: w, color: on ? MARK.picked : MARK.ring });
  }
}
