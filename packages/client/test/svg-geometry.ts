// Reading shapes back out of an SVG string for the art tests: the paths marked with data-feature,
// flattened into points (absolute M, L, Q, C, Z, as the Carcassonne art writes them), and whether a
// point lies inside a closed one.

export type Pt = [number, number];

export interface Feature {
  feature: string;
  edges: number[];
  /** The path's points, its curves sampled at 16 steps each; one list per subpath. */
  parts: Pt[][];
}

/** Every element carrying data-feature and a path `d`, in document order. */
export function features(svg: string): Feature[] {
  const out: Feature[] = [];
  for (const m of svg.matchAll(/<path\b([^>]*)>/g)) {
    const attrs = Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
    if (!attrs['data-feature'] || !attrs.d) continue;
    out.push({
      feature: attrs['data-feature'],
      edges: (attrs['data-edges'] ?? '').split(' ').filter(Boolean).map(Number),
      parts: flatten(attrs.d),
    });
  }
  return out;
}

/** The points of path data made of absolute M, L, Q, C and Z commands. Throws on anything else. */
export function flatten(d: string): Pt[][] {
  const parts: Pt[][] = [];
  let cur: Pt[] = [];
  for (const m of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const v = (m[2].match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    const at = cur[cur.length - 1];
    const bez = (ctrl: Pt[]) => {
      for (let i = 1; i <= 16; i++) {
        const t = i / 16;
        let pts = [at, ...ctrl];
        while (pts.length > 1) pts = pts.slice(1).map((p, k) => [pts[k][0] + (p[0] - pts[k][0]) * t, pts[k][1] + (p[1] - pts[k][1]) * t] as Pt);
        cur.push(pts[0]);
      }
    };
    switch (m[1]) {
      case 'M': if (cur.length) parts.push(cur); cur = [[v[0], v[1]]]; break;
      case 'L': cur.push([v[0], v[1]]); break;
      case 'Q': bez([[v[0], v[1]], [v[2], v[3]]]); break;
      case 'C': bez([[v[0], v[1]], [v[2], v[3]], [v[4], v[5]]]); break;
      case 'Z': break;
      default: throw new Error(`The geometry reader does not know the path command ${m[1]}.`);
    }
  }
  if (cur.length) parts.push(cur);
  return parts;
}

/** Is p inside the closed polygon (even-odd rule)? */
export function inside(p: Pt, poly: readonly Pt[]): boolean {
  let ins = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i], [xj, yj] = poly[j];
    if ((yi > p[1]) !== (yj > p[1]) && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) ins = !ins;
  }
  return ins;
}

export const near = (a: Pt, b: Pt, tol = 0.01): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) <= tol;
