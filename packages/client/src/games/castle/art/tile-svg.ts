// A castle tile as an SVG document, drawn from its picture of letters (packages/rules/src/tiles.ts):
// roofs over houses, battlements round towers, cobbles on paths, flagstones in courts, stalls,
// fountains, chapels and aeries. Sub-cells of one feature are filled as one shape and outlined only
// where the feature ends, so a tile reads as buildings and yards, not as a 5×5 grid. Pure strings:
// no DOM and no Pixi, so jest tests it and the page turns it into textures (view/tile-textures.ts).
import { hex, shade } from '../../../art/colour';
import { FEATURE_COLOURS as FC, MARK_COLOURS as MC } from './palette';

export type Ground = 'house' | 'tower' | 'court' | 'path' | 'square' | 'chapel';

const GROUND: Record<string, Ground> = {
  H: 'house', h: 'house', T: 'tower', t: 'tower', C: 'court', M: 'court', c: 'court',
  P: 'path', F: 'path', p: 'path', S: 'square', K: 'chapel', k: 'chapel',
};
/** Buildings: they cast a shadow on the open ground beside them. */
const TALL: readonly Ground[] = ['house', 'tower', 'chapel'];
/** SVG units per sub-cell. */
export const SUB = 20;
const BAND = 5.5; // width of a tower's parapet

export interface TileSvgOptions {
  /** true (a tile on the board): features run on past the border into the neighbouring tile, so
   *  nothing is outlined there. false (a symbol): the picture is drawn as a closed whole. */
  open?: boolean;
  /** Width of the document in pixels (its height follows the picture). */
  size?: number;
}

/** Numbers short in the text: 2 decimals at most. */
const n = (v: number): string => String(Math.round(v * 100) / 100);

/** The picture as a grid of grounds; outside it, a ground joins its neighbour when `open`. */
class Grid {
  readonly w: number;
  readonly h: number;
  private g: Ground[][];
  constructor(readonly rows: readonly string[], readonly open: boolean) {
    this.h = rows.length;
    this.w = rows[0]?.length ?? 0;
    if (!this.h || rows.some((r) => r.length !== this.w)) throw new Error('A tile picture needs rows of one length.');
    this.g = rows.map((r) => [...r].map((ch) => {
      const k = GROUND[ch];
      if (!k) throw new Error(`Unknown tile letter ${JSON.stringify(ch)}.`);
      return k;
    }));
  }
  inside(x: number, y: number): boolean { return x >= 0 && y >= 0 && x < this.w && y < this.h; }
  at(x: number, y: number): Ground | null { return this.inside(x, y) ? this.g[y][x] : null; }
  /** Does the ground at (x, y) continue the ground `k` (the same kind, or beyond an open border)? */
  joins(x: number, y: number, k: Ground): boolean { return this.inside(x, y) ? this.g[y][x] === k : this.open; }
  cells(k: Ground): [number, number][] {
    const out: [number, number][] = [];
    this.g.forEach((row, y) => row.forEach((g, x) => { if (g === k) out.push([x, y]); }));
    return out;
  }
}

/** The four sides of a sub-cell: offset to the neighbour, and the side as a segment (units of SUB). */
const SIDES = [
  { dx: 0, dy: -1, seg: [0, 0, 1, 0] }, { dx: 1, dy: 0, seg: [1, 0, 1, 1] },
  { dx: 0, dy: 1, seg: [0, 1, 1, 1] }, { dx: -1, dy: 0, seg: [0, 0, 0, 1] },
] as const;

const square = ([x, y]: [number, number]): string => `M${x * SUB} ${y * SUB}h${SUB}v${SUB}h-${SUB}z`;

/** Patterns shared by the drawing; ids are local to one document (each tile is its own image, or
 *  a picture of the board holds them once for all its tiles). */
export function tileDefs(): string {
  const court = FC.court, path = FC.path, sq = FC.square, stone = shade(FC.tower, -0.08);
  return '<defs>'
    + `<pattern id="court" width="26" height="18" patternUnits="userSpaceOnUse"><rect width="26" height="18" fill="${hex(court)}"/>`
    + `<rect x="11" width="15" height="9" fill="${hex(shade(court, 0.14))}"/><rect y="9" width="5" height="9" fill="${hex(shade(court, -0.07))}"/>`
    + `<rect x="18" y="9" width="8" height="9" fill="${hex(shade(court, 0.07))}"/>`
    + `<path d="M0 .35H26M0 9.35H26M.35 0V9M11 0V9M5 9V18M18 9V18" stroke="${hex(shade(court, -0.3))}" stroke-width=".7" fill="none"/></pattern>`
    + `<pattern id="path" width="7" height="6" patternUnits="userSpaceOnUse"><rect width="7" height="6" fill="${hex(shade(path, -0.3))}"/>`
    + `<g fill="${hex(path)}"><ellipse cx="1.75" cy="1.5" rx="1.55" ry="1.25"/><ellipse cx="5.25" cy="1.5" rx="1.55" ry="1.25"/>`
    + '<ellipse cx="0" cy="4.5" rx="1.55" ry="1.25"/><ellipse cx="3.5" cy="4.5" rx="1.55" ry="1.25"/><ellipse cx="7" cy="4.5" rx="1.55" ry="1.25"/></g>'
    + `<g fill="${hex(shade(path, 0.3))}"><ellipse cx="1.3" cy="1.1" rx=".6" ry=".4"/><ellipse cx="4.8" cy="1.1" rx=".6" ry=".4"/><ellipse cx="3.05" cy="4.1" rx=".6" ry=".4"/></g></pattern>`
    + `<pattern id="square" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="${hex(sq)}"/>`
    + `<path d="M0 .3H10M.3 0V10M0 5.3H5M5.3 5V10" stroke="${hex(shade(sq, -0.28))}" stroke-width=".6" fill="none"/></pattern>`
    + `<pattern id="stone" width="10" height="6" patternUnits="userSpaceOnUse"><rect width="10" height="6" fill="${hex(stone)}"/>`
    + `<rect x="5" y="3" width="5" height="3" fill="${hex(shade(stone, 0.08))}"/>`
    + `<path d="M0 .3H10M0 3.3H10M.3 0V3M5.3 3V6" stroke="${hex(shade(stone, -0.35))}" stroke-width=".6" fill="none"/></pattern>`
    // Roof tiles: rows of scallops along the eaves; V is the same turned for the side slopes.
    + '<pattern id="roofH" width="5" height="4" patternUnits="userSpaceOnUse"><path d="M0 4Q1.25 2 2.5 4Q3.75 2 5 4" fill="none" stroke="#000" stroke-opacity=".3" stroke-width=".55"/></pattern>'
    + '<pattern id="roofV" width="5" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(90)"><path d="M0 4Q1.25 2 2.5 4Q3.75 2 5 4" fill="none" stroke="#000" stroke-opacity=".3" stroke-width=".55"/></pattern>'
    + '</defs>';
}

/** Every ground as one filled shape (one path per kind: no seams between its sub-cells). */
function ground(grid: Grid): string {
  const fill: Record<Ground, string> = {
    court: 'url(#court)', path: 'url(#path)', square: 'url(#square)', tower: 'url(#stone)',
    house: hex(FC.house), chapel: hex(FC.chapel),
  };
  return (Object.keys(fill) as Ground[]).map((k) => {
    const cells = grid.cells(k);
    return cells.length ? `<path d="${cells.map(square).join('')}" fill="${fill[k]}"/>` : '';
  }).join('');
}

/** Segments along the sides of `k`'s sub-cells where `edge(neighbour)` holds, inset by `inset`. */
function sides(grid: Grid, k: Ground, edge: (x: number, y: number) => boolean, inset = 0): string {
  let d = '';
  for (const [x, y] of grid.cells(k)) {
    for (const s of SIDES) {
      if (!edge(x + s.dx, y + s.dy)) continue;
      const [ax, ay, bx, by] = s.seg;
      const ix = -s.dx * inset, iy = -s.dy * inset;
      d += `M${n((x + ax) * SUB + ix)} ${n((y + ay) * SUB + iy)}L${n((x + bx) * SUB + ix)} ${n((y + by) * SUB + iy)}`;
    }
  }
  return d;
}

/** Shade on open ground at the foot of a building, the same on every side (tiles turn). */
function shadows(grid: Grid): string {
  let out = '';
  for (const k of ['court', 'path', 'square'] as Ground[]) {
    for (const [x, y] of grid.cells(k)) {
      for (const s of SIDES) {
        const nb = grid.at(x + s.dx, y + s.dy);
        if (!nb || !TALL.includes(nb)) continue;
        const w = s.dx ? 3.2 : SUB, h = s.dy ? 3.2 : SUB;
        out += `<rect x="${n(x * SUB + (s.dx === 1 ? SUB - 3.2 : 0))}" y="${n(y * SUB + (s.dy === 1 ? SUB - 3.2 : 0))}" width="${w}" height="${h}"/>`;
      }
    }
  }
  return out ? `<g fill="#000" opacity=".22">${out}</g>` : '';
}

/** Kerbs where a path meets anything but path or square; a thin joint round each square. */
function kerbs(grid: Grid): string {
  const path = sides(grid, 'path', (x, y) => grid.inside(x, y) && !['path', 'square'].includes(grid.at(x, y)!), 0.6);
  const sq = sides(grid, 'square', (x, y) => grid.inside(x, y) && grid.at(x, y) !== 'path', 0.4);
  return (path ? `<path d="${path}" stroke="${hex(shade(FC.path, -0.55))}" stroke-width="1.2" stroke-linecap="square" fill="none"/>` : '')
    + (sq ? `<path d="${sq}" stroke="${hex(shade(FC.square, -0.4))}" stroke-width=".8" fill="none"/>` : '');
}

interface Rect { x0: number; y0: number; x1: number; y1: number }

/** The sub-cells of `k` cut into rectangles, greedily: each roof is built on one rectangle. */
function rectangles(grid: Grid, k: Ground): Rect[] {
  const used = new Set<number>(), out: Rect[] = [];
  const free = (x: number, y: number) => grid.at(x, y) === k && !used.has(y * grid.w + x);
  for (const [x, y] of grid.cells(k)) {
    if (!free(x, y)) continue;
    let x1 = x + 1;
    while (free(x1, y)) x1++;
    let y1 = y + 1;
    while (y1 < grid.h && [...Array(x1 - x).keys()].every((i) => free(x + i, y1))) y1++;
    for (let yy = y; yy < y1; yy++) for (let xx = x; xx < x1; xx++) used.add(yy * grid.w + xx);
    out.push({ x0: x, y0: y, x1, y1 });
  }
  return out;
}

/** Does the roof carry on past this side of the rectangle (into the same building or past the border)? */
function carriesOn(grid: Grid, k: Ground, r: Rect, side: number): boolean {
  const along: [number, number][] = [];
  if (side === 0 || side === 2) for (let x = r.x0; x < r.x1; x++) along.push([x, side === 0 ? r.y0 - 1 : r.y1]);
  else for (let y = r.y0; y < r.y1; y++) along.push([side === 3 ? r.x0 - 1 : r.x1, y]);
  return along.every(([x, y]) => grid.joins(x, y, k));
}

/** A hipped roof on each rectangle: four shaded slopes with tiles, a ridge, hips; houses get a
 *  chimney, chapels a cross on the ridge. */
function roofs(grid: Grid, k: 'house' | 'chapel'): string {
  const base = k === 'house' ? FC.house : FC.chapel;
  let out = '';
  for (const r of rectangles(grid, k)) {
    const w = r.x1 - r.x0, h = r.y1 - r.y0;
    const across = w >= h; // the ridge runs along the longer side
    const open = [0, 1, 2, 3].map((s) => carriesOn(grid, k, r, s));
    // Work in (u along the ridge, v across it), then map back to (x, y).
    const [u0, u1, v0, v1] = across ? [r.x0, r.x1, r.y0, r.y1] : [r.y0, r.y1, r.x0, r.x1];
    const [openStart, openEnd] = across ? [open[3], open[1]] : [open[0], open[2]];
    const mid = (v0 + v1) / 2, half = (v1 - v0) / 2, centre = (u0 + u1) / 2;
    const a = openStart ? u0 : Math.min(u0 + half, centre), b = openEnd ? u1 : Math.max(u1 - half, centre);
    const P = (u: number, v: number): string => (across ? `${n(u * SUB)} ${n(v * SUB)}` : `${n(v * SUB)} ${n(u * SUB)}`);
    // Slopes: the two long ones (eaves along the ridge) and the two hip ends; lit from one side.
    const slopes: [string, number, string][] = [
      [`M${P(u0, v0)}L${P(u1, v0)}L${P(b, mid)}L${P(a, mid)}Z`, 0.1, across ? 'roofH' : 'roofV'],
      [`M${P(u0, v1)}L${P(u1, v1)}L${P(b, mid)}L${P(a, mid)}Z`, -0.2, across ? 'roofH' : 'roofV'],
      [`M${P(u0, v0)}L${P(a, mid)}L${P(u0, v1)}Z`, -0.06, across ? 'roofV' : 'roofH'],
      [`M${P(u1, v0)}L${P(b, mid)}L${P(u1, v1)}Z`, -0.12, across ? 'roofV' : 'roofH'],
    ];
    for (const [d, f, pattern] of slopes) out += `<path d="${d}" fill="${hex(shade(base, f))}"/><path d="${d}" fill="url(#${pattern})"/>`;
    const hips = `M${P(u0, v0)}L${P(a, mid)}L${P(u0, v1)}M${P(u1, v0)}L${P(b, mid)}L${P(u1, v1)}`;
    out += `<path d="${hips}" stroke="${hex(shade(base, -0.5))}" stroke-width="1" fill="none"/>`;
    if (b > a) {
      out += `<path d="M${P(a, mid)}L${P(b, mid)}" stroke="${hex(shade(base, -0.45))}" stroke-width="2.4"/>`
        + `<path d="M${P(a, mid)}L${P(b, mid)}" stroke="${hex(shade(base, 0.18))}" stroke-width=".9"/>`;
    }
    const [cu, cv] = [a + (b - a) * 0.5, mid];
    const [cx, cy] = across ? [cu * SUB, cv * SUB] : [cv * SUB, cu * SUB];
    if (k === 'house' && w * h >= 2) { // a chimney on the upper slope, a third along the ridge
      const [hu, hv] = [a + (b - a) * 0.3 + (b === a ? -0.25 : 0), mid - Math.min(0.28, half * 0.4)];
      const [hx, hy] = across ? [hu * SUB, hv * SUB] : [hv * SUB, hu * SUB];
      out += `<rect x="${n(hx - 2)}" y="${n(hy - 2)}" width="4" height="4" fill="${hex(shade(base, -0.3))}" stroke="${hex(MC.ink)}" stroke-width=".6"/>`
        + `<rect x="${n(hx - 0.9)}" y="${n(hy - 0.9)}" width="1.8" height="1.8" fill="#1c1714"/>`;
    }
    if (k === 'chapel' && w * h >= 2) {
      const cross = `M${n(cx)} ${n(cy - 4)}v8M${n(cx - 2.8)} ${n(cy - 1.4)}h5.6`;
      out += `<path d="${cross}" stroke="${hex(MC.ink)}" stroke-width="2.8" stroke-linecap="round"/>`
        + `<path d="${cross}" stroke="${hex(MC.marketStripe)}" stroke-width="1.4" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/** A tower seen from above: stone floor (the ground), a pale parapet along its outer walls with
 *  dark embrasures, and the parapet's corners filled where the wall turns inward. */
function battlements(grid: Grid): string {
  const band = shade(FC.tower, 0.28), gap = shade(FC.tower, -0.42);
  let walls = '', notches = '';
  for (const [x, y] of grid.cells('tower')) {
    const X = x * SUB, Y = y * SUB;
    SIDES.forEach((s) => {
      if (grid.joins(x + s.dx, y + s.dy, 'tower')) return;
      const bx = s.dx === 1 ? X + SUB - BAND : X, by = s.dy === 1 ? Y + SUB - BAND : Y;
      const bw = s.dx ? BAND : SUB, bh = s.dy ? BAND : SUB;
      walls += `<rect x="${n(bx)}" y="${n(by)}" width="${n(bw)}" height="${n(bh)}"/>`;
      for (const at of [3, 12.5]) { // two embrasures per sub-cell, cut in the wall's outer half
        const depth = BAND * 0.55;
        const nx = s.dx ? (s.dx === 1 ? X + SUB - depth : X) : X + at, ny = s.dy ? (s.dy === 1 ? Y + SUB - depth : Y) : Y + at;
        notches += `<rect x="${n(nx)}" y="${n(ny)}" width="${n(s.dx ? depth : 4.5)}" height="${n(s.dy ? depth : 4.5)}"/>`;
      }
    });
    // An inner corner: both sides carry on but the diagonal does not.
    for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
      if (grid.joins(x + dx, y, 'tower') && grid.joins(x, y + dy, 'tower') && !grid.joins(x + dx, y + dy, 'tower')) {
        walls += `<rect x="${n(dx === 1 ? X + SUB - BAND : X)}" y="${n(dy === 1 ? Y + SUB - BAND : Y)}" width="${BAND}" height="${BAND}"/>`;
      }
    }
  }
  const cells = grid.cells('tower');
  if (!walls && cells.length >= 9) {
    // A tower that fills the picture has no wall of its own here: a round turret in its middle says "tower".
    const cx = (cells.reduce((a, [x]) => a + x, 0) / cells.length + 0.5) * SUB, cy = (cells.reduce((a, [, y]) => a + y, 0) / cells.length + 0.5) * SUB;
    return `<circle cx="${n(cx)}" cy="${n(cy)}" r="19" fill="#000" opacity=".25"/>`
      + `<circle cx="${n(cx)}" cy="${n(cy)}" r="16" fill="url(#stone)" stroke="${hex(band)}" stroke-width="${BAND}"/>`
      + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(16 + BAND * 0.2)}" fill="none" stroke="${hex(gap)}" stroke-width="${n(BAND * 0.55)}" stroke-dasharray="4.5 5"/>`
      + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(16 + BAND / 2)}" fill="none" stroke="${hex(MC.ink)}" stroke-width="1"/>`;
  }
  // The parapet's inner face, drawn under it so that only its shadow on the floor shows.
  const inner = sides(grid, 'tower', (x, y) => !grid.joins(x, y, 'tower'), BAND);
  return walls ? `<path d="${inner}" stroke="#000" stroke-opacity=".45" stroke-width="2.4" fill="none"/>`
    + `<g fill="${hex(band)}">${walls}</g><g fill="${hex(gap)}">${notches}</g>` : '';
}

/** The dark line round buildings, where they end inside the picture (or at a closed border). */
function outlines(grid: Grid): string {
  const d = TALL.map((k) => sides(grid, k, (x, y) => !grid.joins(x, y, k), 0.5)).join('');
  return d ? `<path d="${d}" stroke="${hex(MC.ink)}" stroke-width="1.1" stroke-linecap="square" fill="none"/>` : '';
}

/** A market stall: a striped awning with a scalloped front, in its own colours (never a seat's). */
export function stall(cx: number, cy: number): string {
  const x = cx - 8, y = cy - 7;
  let stripes = '';
  for (let i = 0; i < 4; i++) stripes += `<rect x="${n(x + i * 4)}" y="${n(y)}" width="4" height="11" fill="${hex(i % 2 ? MC.marketStripe : MC.market)}"/>`;
  let scallops = '';
  for (let i = 0; i < 4; i++) scallops += `<path d="M${n(x + i * 4)} ${n(y + 11)}a2 2 0 0 0 4 0z" fill="${hex(i % 2 ? MC.marketStripe : MC.market)}" stroke="${hex(MC.ink)}" stroke-width=".5"/>`;
  return `<rect x="${n(x + 1.2)}" y="${n(y + 1.5)}" width="16" height="13" fill="#000" opacity=".25"/>`
    + stripes + `<rect x="${n(x)}" y="${n(y)}" width="16" height="11" fill="none" stroke="${hex(MC.ink)}" stroke-width=".7"/>`
    + `<path d="M${n(x)} ${n(y + 3)}h16" stroke="#000" stroke-opacity=".25" stroke-width=".6"/>` + scallops;
}

/** A fountain: a round stone basin of water with a spout. */
export function fountain(cx: number, cy: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="8.2" fill="#d9d4c8" stroke="${hex(MC.ink)}" stroke-width=".9"/>`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="6" fill="${hex(MC.fountain)}" stroke="#8c877c" stroke-width=".6"/>`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="3.4" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width=".7"/>`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="1.4" fill="#fff"/>`;
}

/** A falcon's aerie: a falcon, wings spread, over its nest on a pale badge. */
export function aerie(cx: number, cy: number): string {
  const bird = 'M0 -4.6L1.1 -2.3L5.6 -1.2L1.3 .4L1.7 3.9L0 2.8L-1.7 3.9L-1.3 .4L-5.6 -1.2L-1.1 -2.3Z';
  return `<g transform="translate(${n(cx)} ${n(cy)})"><circle r="7" fill="${hex(MC.aerieBadge)}" stroke="${hex(MC.aerie)}" stroke-width="1.2"/>`
    + `<path d="M-4.5 3.2Q0 6.8 4.5 3.2" stroke="${hex(shade(MC.aerie, 0.35))}" stroke-width="1.3" fill="none"/>`
    + `<path d="${bird}" fill="${hex(MC.aerie)}"/></g>`;
}

/** The middle of a square: a ring of paving stones. */
function squareMark(cx: number, cy: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="6.5" fill="${hex(shade(FC.square, 0.18))}" stroke="${hex(shade(FC.square, -0.4))}" stroke-width=".9"/>`
    + `<circle cx="${n(cx)}" cy="${n(cy)}" r="2.2" fill="${hex(shade(FC.square, -0.25))}"/>`;
}

function marks(grid: Grid): string {
  let out = '';
  grid.rows.forEach((row, y) => [...row].forEach((ch, x) => {
    const cx = (x + 0.5) * SUB, cy = (y + 0.5) * SUB;
    if (ch === 'S') out += squareMark(cx, cy);
    // Stalls, fountains and aeries a little larger than their sub-cell: read on a phone's small tiles.
    const big = (svg: string) => (grid.w * grid.h === 1 ? svg // a one-cell symbol: it would be cut off
      : `<g transform="translate(${n(cx)} ${n(cy)}) scale(1.25) translate(${n(-cx)} ${n(-cy)})">${svg}</g>`);
    if (ch === 'M') out += big(stall(cx, cy));
    if (ch === 'F') out += big(fountain(cx, cy));
    if (ch !== ch.toUpperCase()) out += big(aerie(cx, cy));
  }));
  return out;
}

/** The drawing of a picture without its <svg> wrapper, for documents that hold more than a tile. */
export function tileBody(picture: readonly string[], open = true): { defs: string; body: string; width: number; height: number } {
  const grid = new Grid(picture, open);
  const width = grid.w * SUB, height = grid.h * SUB;
  const body = ground(grid) + shadows(grid) + kerbs(grid) + battlements(grid) + roofs(grid, 'house') + roofs(grid, 'chapel')
    + outlines(grid) + marks(grid)
    + `<rect x=".5" y=".5" width="${width - 1}" height="${height - 1}" fill="none" stroke="${hex(MC.ink)}" stroke-opacity="${open ? 0.35 : 0.8}"/>`;
  return { defs: tileDefs(), body, width, height };
}

/** One tile (unrotated) as a standalone SVG document. Throws on a letter that is not a tile letter. */
export function tileSvg(picture: readonly string[], opts: TileSvgOptions = {}): string {
  const { defs: d, body, width, height } = tileBody(picture, opts.open ?? true);
  const size = opts.size ?? width;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${size}" height="${n(size * height / width)}">${d}${body}</svg>`;
}
