// A Carcassonne land tile as an SVG document, drawn from its picture (pictures.ts) in
// the Castle's manner (tile-svg.ts): flat shaded vector shapes, light from the north-west, dark
// outlines where a thing ends. Green fields; ochre cities with red roofs behind grey walls; pale
// roads with dark verges that end at a village square, a cloister or a city gate; a church for a
// cloister; a blue and white shield for a pennant. Features reach the tile's edges exactly where
// the neighbouring tile continues them (walls from corner to corner, roads at edge midpoints, at
// right angles), so tiles laid side by side join without a seam. Pure strings: no DOM, no Pixi.
// Each feature carries data-feature / data-edges so tests can read its geometry.
import { CARC_COLOURS as CC, CARC_GROUNDS as CG } from './palette';
import { type CarcTilePicture, rotateCarcPicture } from './pictures';
import { type Cmd, type Pt, MIDS, TILE, cityShape, n, pathText, roadInto, roadThrough, turnPath, turnPt, turnRect } from './shapes';
import { hex, shade } from '../../../art/colour';

export interface CarcTileSvgOptions {
  /** true (a tile on the board): only a faint line marks the tile's border, features run on into
   *  the neighbour. false (a tile still to come, a symbol): a closed dark frame round the picture. */
  open?: boolean;
  /** Width and height of the document in pixels. */
  size?: number;
}

const WALL = 4.6; // the wall's thickness, on the field side of the city's edge
const ROAD = 9; // a road's width, without its verges
const VERGE = 1.6;
const INK = hex(CC.ink);

/** Patterns shared by the drawing (ids are local: each tile is its own image). Their periods
 *  divide the tile's side, so they run on unbroken into the neighbouring tile. */
function defs(): string {
  const f = CG.field, c = CG.city;
  return '<defs>'
    + `<pattern id="grass" width="25" height="25" patternUnits="userSpaceOnUse"><rect width="25" height="25" fill="${hex(f)}"/>`
    + `<path d="M3 6l1.2-2.4M5 6.3l.4-2.8M15 17l1.2-2.4M17 17.3l.4-2.8M20 5l-.8-2.2M9 21l-.8-2.2" stroke="${hex(shade(f, -0.22))}" stroke-width=".7" stroke-linecap="round" fill="none"/>`
    + `<path d="M11 10.5l1-1.8M22.5 22l-.7-1.9" stroke="${hex(shade(f, 0.25))}" stroke-width=".7" stroke-linecap="round" fill="none"/></pattern>`
    + `<pattern id="paving" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${hex(c)}"/>`
    + `<rect x="5" width="5" height="5" fill="${hex(shade(c, 0.06))}"/><rect y="5" width="5" height="5" fill="${hex(shade(c, -0.04))}"/>`
    + `<path d="M0 .25H10M0 5.25H10M.25 0V5M5.25 5V10" stroke="${hex(shade(c, -0.18))}" stroke-width=".5" fill="none"/></pattern>`
    + '</defs>';
}

/** A gabled roof on the rectangle [x, y, w, h] (ridge along its longer side), with its shadow. */
export function roof([x, y, w, h]: readonly number[], base: number = CC.roof): string {
  const along = w >= h;
  const [a, b] = along
    ? [`M${n(x)} ${n(y)}h${n(w)}v${n(h / 2)}h${n(-w)}z`, `M${n(x)} ${n(y + h / 2)}h${n(w)}v${n(h / 2)}h${n(-w)}z`]
    : [`M${n(x)} ${n(y)}h${n(w / 2)}v${n(h)}h${n(-w / 2)}z`, `M${n(x + w / 2)} ${n(y)}h${n(w / 2)}v${n(h)}h${n(-w / 2)}z`];
  const ridge = along ? `M${n(x)} ${n(y + h / 2)}h${n(w)}` : `M${n(x + w / 2)} ${n(y)}v${n(h)}`;
  return `<rect x="${n(x + 1.4)}" y="${n(y + 1.4)}" width="${n(w)}" height="${n(h)}" fill="#000" opacity=".28"/>`
    + `<path d="${a}" fill="${hex(shade(base, 0.12))}"/><path d="${b}" fill="${hex(shade(base, -0.18))}"/>`
    + `<path d="${ridge}" stroke="${hex(shade(base, -0.45))}" stroke-width="1.1"/>`
    + `<rect x="${n(x + 0.3)}" y="${n(y + 0.3)}" width="${n(w - 0.6)}" height="${n(h - 0.6)}" fill="none" stroke="${INK}" stroke-width=".6"/>`;
}

/** A pennant: a small heater shield, half blue and half white, upright however the tile turns. */
export function pennant([cx, cy]: Pt, s = 1): string {
  const shield = `M${n(cx - 7 * s)} ${n(cy - 8 * s)}H${n(cx + 7 * s)}V${n(cy + 1 * s)}Q${n(cx + 7 * s)} ${n(cy + 6 * s)} ${n(cx)} ${n(cy + 9 * s)}Q${n(cx - 7 * s)} ${n(cy + 6 * s)} ${n(cx - 7 * s)} ${n(cy + 1 * s)}Z`;
  const half = `M${n(cx)} ${n(cy - 8 * s)}H${n(cx + 7 * s)}V${n(cy + 1 * s)}Q${n(cx + 7 * s)} ${n(cy + 6 * s)} ${n(cx)} ${n(cy + 9 * s)}Z`;
  return `<g data-feature="pennant"><path d="${shield}" fill="#000" opacity=".3" transform="translate(1.3 1.3)"/>`
    + `<path d="${shield}" fill="${hex(CC.pennant)}"/><path d="${half}" fill="${hex(CC.pennantMark)}"/>`
    + `<path d="${shield}" fill="none" stroke="${INK}" stroke-width="1.3" stroke-linejoin="round"/></g>`;
}

/** A wall along `d`: drawn twice as thick as it shows, centred on the city's edge, before the city's
 *  ground covers its inner half; so it stands on the field side, with merlons on its outer face. */
function wall(d: string): string {
  const stone = CC.wall;
  return `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="${n(2 * WALL + 5)}"/>`
    + `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${n(2 * WALL + 1.6)}"/>`
    + `<path d="${d}" fill="none" stroke="${hex(shade(stone, -0.35))}" stroke-width="${n(2 * WALL)}"/>`
    + `<path d="${d}" fill="none" stroke="${hex(stone)}" stroke-width="${n(2 * WALL)}" stroke-dasharray="3.2 2.4"/>`
    + `<path d="${d}" fill="none" stroke="${hex(shade(stone, 0.3))}" stroke-width="${n(WALL)}"/>`;
}

/** A gate where a road passes through a wall at `at`, the road coming from side `side`. */
function gate(at: Pt, side: number): string {
  const [ux, uy] = [MIDS[side][0] - 50, MIDS[side][1] - 50].map((v) => v / 50); // towards the road
  const [px, py] = [-uy, ux];
  const towerAt = (k: number): Pt => [at[0] + px * k * 9 + ux * WALL * 0.6, at[1] + py * k * 9 + uy * WALL * 0.6];
  const tower = ([x, y]: Pt) => `<circle cx="${n(x + 1)}" cy="${n(y + 1)}" r="4.6" fill="#000" opacity=".3"/>`
    + `<circle cx="${n(x)}" cy="${n(y)}" r="4.3" fill="${hex(shade(CC.wall, 0.15))}" stroke="${INK}" stroke-width="1"/>`
    + `<circle cx="${n(x)}" cy="${n(y)}" r="1.9" fill="${hex(shade(CC.wall, -0.3))}"/>`;
  const [gx, gy] = [at[0] + ux * WALL * 0.5, at[1] + uy * WALL * 0.5];
  const [hw, hd] = [ROAD / 2 + 0.6, WALL / 2 + 0.8];
  const arch = `M${n(gx - px * hw - ux * hd)} ${n(gy - py * hw - uy * hd)}L${n(gx + px * hw - ux * hd)} ${n(gy + py * hw - uy * hd)}`
    + `L${n(gx + px * hw + ux * hd)} ${n(gy + py * hw + uy * hd)}L${n(gx - px * hw + ux * hd)} ${n(gy - py * hw + uy * hd)}Z`;
  return `<g data-feature="gate"><path d="${arch}" fill="${hex(shade(CC.roadEdge, -0.45))}" stroke="${INK}" stroke-width=".8"/>`
    + tower(towerAt(-1)) + tower(towerAt(1)) + '</g>';
}

/** The village square where roads meet, with a house on it. */
function crossing(): string {
  const plaza = 'M50 40a10 10 0 1 1 0 20a10 10 0 1 1 0-20z';
  return `<g data-feature="crossing"><path d="${plaza}" fill="${hex(CG.road)}" stroke="${hex(CC.roadEdge)}" stroke-width="${VERGE}"/>`
    + roof([44, 45, 12, 10]) + '</g>';
}

/** The cloister: a church on a cross-shaped plan, its bell tower at the front door (south, where
 *  the A tile's road arrives), turned with the tile. */
function cloister(q: number): string {
  const base = CC.church;
  const nave = turnRect([39, 24, 22, 46], q), transept = turnRect([31, 33, 38, 14], q), tower = turnRect([42, 62, 16, 16], q);
  const [tx, ty, tw] = tower;
  const [cx, cy] = turnPt([50, 40], q);
  const pyramid = [[0, 0, 1, 0], [1, 0, 1, 1], [1, 1, 0, 1], [0, 1, 0, 0]].map(([ax, ay, bx, by], i) =>
    `<path d="M${n(tx + ax * tw)} ${n(ty + ay * tw)}L${n(tx + bx * tw)} ${n(ty + by * tw)}L${n(tx + tw / 2)} ${n(ty + tw / 2)}Z" fill="${hex(shade(base, [0.15, -0.15, -0.3, 0][i]))}"/>`).join('');
  const cross = `M${n(cx)} ${n(cy - 5)}v10M${n(cx - 3.5)} ${n(cy - 1.5)}h7`;
  return `<g data-feature="cloister">${roof(nave, base)}${roof(transept, base)}`
    + `<rect x="${n(tx + 1.5)}" y="${n(ty + 1.5)}" width="${n(tw)}" height="${n(tw)}" fill="#000" opacity=".3"/>${pyramid}`
    + `<rect x="${n(tx + 0.3)}" y="${n(ty + 0.3)}" width="${n(tw - 0.6)}" height="${n(tw - 0.6)}" fill="none" stroke="${INK}" stroke-width=".7"/>`
    + `<circle cx="${n(tx + tw / 2)}" cy="${n(ty + tw / 2)}" r="1.6" fill="${hex(shade(CC.wall, 0.3))}" stroke="${INK}" stroke-width=".5"/>`
    + `<path d="${cross}" stroke="${INK}" stroke-width="3" stroke-linecap="round"/><path d="${cross}" stroke="#f3ead2" stroke-width="1.5" stroke-linecap="round"/></g>`;
}

/** The churchyard: gravel round the church, drawn with the roads so that the road arriving at
 *  its front joins it without a verge across. */
function churchyard(q: number): string {
  const [x, y, w, h] = turnRect([25, 17, 50, 67], q);
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="9" fill="${hex(CG.road)}" stroke="${hex(CC.roadEdge)}" stroke-width="${VERGE}"/>`;
}

interface Road { edges: readonly number[]; line: Cmd[] }

/** Each road's centre line. A road with one side ends at the cloister, at a city's gate, or else at
 *  the village square in the middle. Throws on a road of more than two sides. */
function roadLines(p: CarcTilePicture): { roads: Road[]; gates: { at: Pt; side: number }[]; square: boolean } {
  const ends = p.roads.filter((r) => r.edges.length === 1).length;
  const gates: { at: Pt; side: number }[] = [];
  let square = false;
  const roads = p.roads.map((r): Road => {
    if (r.edges.length === 2) return { edges: r.edges, line: roadThrough(r.edges[0], r.edges[1]) };
    if (r.edges.length !== 1) throw new Error(`A road joins one or two sides, not ${r.edges.length}.`);
    const side = r.edges[0];
    if (p.cloister) return { edges: r.edges, line: roadInto(side, 28) };
    if (ends === 1) {
      for (const c of p.cities) {
        const { shape, q } = cityShape(c.edges);
        if (shape.gate && (shape.gate.side + q) % 4 === side) {
          const at = turnPt(shape.gate.at, q);
          gates.push({ at, side });
          return { edges: r.edges, line: roadInto(side, Math.abs(at[0] - MIDS[side][0]) + Math.abs(at[1] - MIDS[side][1])) };
        }
      }
    }
    square = true;
    return { edges: r.edges, line: roadInto(side, 50) };
  });
  return { roads, gates, square };
}

/** The drawing without its <svg> wrapper (unturned picture, turned `rot` quarter turns clockwise). */
export function carcassonneTileBody(picture: CarcTilePicture, rot = 0, open = true): { defs: string; body: string } {
  const p = rotateCarcPicture(picture, rot);
  if (!/^[CRF]{4}$/.test(p.edges)) throw new Error(`Edges are four of C, R, F (N E S W), not ${JSON.stringify(p.edges)}.`);
  const kinds: [string, 'cities' | 'roads'][] = [['C', 'cities'], ['R', 'roads']];
  for (const [k, list] of kinds) {
    const covered = p[list].flatMap((f) => [...f.edges]).sort().join();
    const want = [0, 1, 2, 3].filter((i) => p.edges[i] === k).join();
    if (covered !== want) throw new Error(`The ${list} reach sides ${covered || 'none'}, but the edges say ${k} on ${want || 'none'}.`);
  }
  const { roads, gates, square } = roadLines(p);
  const cities = p.cities.map((c) => ({ ...c, ...cityShape(c.edges) }));

  let body = `<rect width="${TILE}" height="${TILE}" fill="url(#grass)"/>`;
  // Roads: every verge first, then every surface, so that roads meeting at a square join cleanly.
  const verge = `stroke="${hex(CC.roadEdge)}" stroke-width="${ROAD + 2 * VERGE}" fill="none"`;
  body += roads.map((r) => `<path d="${pathText(r.line)}" ${verge}/>`).join('');
  const facing = p.roads.length ? p.roads[0].edges[0] - 2 : 0; // a cloister faces its road
  if (p.cloister) body += churchyard(facing);
  body += roads.map((r) => `<path d="${pathText(r.line)}" data-feature="road" data-edges="${r.edges.join(' ')}" stroke="${hex(CG.road)}" stroke-width="${ROAD}" fill="none"/>`).join('');
  if (square) body += crossing();
  // Each city's walls, then its ground, which covers their inner half; a later city's wall then
  // stands between it and an earlier one where two meet at a corner (the I tile).
  for (const c of cities) {
    for (const w of c.shape.walls) body += `<g data-feature="wall">${wall(pathText(turnPath(w, c.q)))}</g>`;
    body += `<path d="${pathText(turnPath(c.shape.area, c.q))}" data-feature="city" data-edges="${[...c.edges].sort().join(' ')}" fill="url(#paving)"/>`;
  }
  for (const c of cities) {
    for (const w of c.shape.walls) body += `<path d="${pathText(turnPath(w, c.q))}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="1.4"/>`;
    const houses = c.pennant ? c.shape.houses : [...c.shape.houses, c.shape.spare];
    body += houses.map((h) => roof(turnRect(h, c.q))).join('');
    if (c.pennant) body += pennant(turnPt(c.shape.pennant, c.q));
  }
  body += gates.map((g) => gate(g.at, g.side)).join('');
  if (p.cloister) body += cloister(facing);
  body += open
    ? `<rect x=".25" y=".25" width="99.5" height="99.5" fill="none" stroke="${INK}" stroke-opacity=".18" stroke-width=".5"/>`
    : `<rect x="1" y="1" width="98" height="98" fill="none" stroke="${INK}" stroke-width="2"/>`;
  return { defs: defs(), body };
}

/** One tile as a standalone SVG document, `size` pixels square, turned `rot` quarter turns
 *  clockwise. Throws with a sentence when the picture contradicts itself. */
export function carcassonneTileSvg(picture: CarcTilePicture, rot = 0, opts: CarcTileSvgOptions = {}): string {
  const { defs: d, body } = carcassonneTileBody(picture, rot, opts.open ?? true);
  const size = opts.size ?? TILE;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE} ${TILE}" width="${size}" height="${size}">${d}${body}</svg>`;
}
