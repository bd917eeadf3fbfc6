// The Carcassonne art (art/carcassonne-*.ts): every tile kind A–X draws a well-formed SVG whose
// cities cover exactly their edges and whose roads meet exactly their edges' midpoints (read back
// from the SVG's geometry), a turned tile is the same drawing turned, and the five followers stay
// apart in every colour vision and carry their own marks.
import { CARC_GROUNDS, CARC_SEATS, CARC_SEAT_COLOURS } from '../src/games/carcassonne/art/palette';
import { CARC_PICTURES, type CarcTilePicture, carcPicture, rotateCarcPicture } from '../src/games/carcassonne/art/pictures';
import { CARC_POSES, CARC_SEAT_MARKS, carcFollowerBody, carcFollowerSvg } from '../src/games/carcassonne/art/follower-svg';
import { carcassonneTileSvg } from '../src/games/carcassonne/art/tile-svg';
import { hex } from '../src/art/colour';
import { VISIONS, distance } from './colour-vision';
import { type Pt, features, inside, near } from './svg-geometry';
import { colours, malformed } from './svg-check';

const KINDS = Object.keys(CARC_PICTURES);
const MIDS: Pt[] = [[50, 0], [100, 50], [50, 100], [0, 50]];
const CORNERS: Pt[] = [[0, 0], [100, 0], [100, 100], [0, 100]];
/** Points one unit inside the tile along side s, from 10% to 90% of its length. */
const along = (s: number): Pt[] => [0.1, 0.3, 0.5, 0.7, 0.9].map((f) => {
  const [a, b] = [CORNERS[s], CORNERS[(s + 1) % 4]], inward: Pt = [50 - MIDS[s][0], 50 - MIDS[s][1]];
  return [a[0] + (b[0] - a[0]) * f + inward[0] / 50, a[1] + (b[1] - a[1]) * f + inward[1] / 50];
});
const turn = ([x, y]: Pt, q: number): Pt => (q === 0 ? [x, y] : turn([100 - y, x], q - 1));
const key = (pts: Pt[]): string => [...new Set(pts.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`))].sort().join(' ');

describe('the tile table', () => {
  test('has the 24 kinds A–X, their pennants and cloisters as in carcassonne-tiles.md', () => {
    expect(KINDS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWX');
    expect(KINDS.filter((k) => CARC_PICTURES[k].cities.some((c) => c.pennant)).join('')).toBe('CFMOQS');
    expect(KINDS.filter((k) => CARC_PICTURES[k].cloister).join('')).toBe('AB');
    expect(CARC_PICTURES.H.cities.map((c) => c.edges)).toEqual([[1], [3]]);
    expect(CARC_PICTURES.L.roads.map((r) => r.edges)).toEqual([[1], [2], [3]]);
  });

  test('reads a row of the table, fields included, and turns it (a half edge moves on by two)', () => {
    const d = carcPicture('CRFR', 'c1: N', 'r1: E W', false, 'f1: E1 W2 → c1 ; f2: E2 S1 S2 W1 → –');
    expect(d).toEqual({
      edges: 'CRFR', cities: [{ edges: [0], pennant: false }], roads: [{ edges: [1, 3] }], cloister: false,
      fields: [{ halves: ['E1', 'W2'], cities: [0] }, { halves: ['E2', 'S1', 'S2', 'W1'], cities: [] }],
    });
    const turned = rotateCarcPicture(d, 1);
    expect(turned.edges).toBe('RCRF');
    expect(turned.cities[0].edges).toEqual([1]);
    expect(turned.roads[0].edges).toEqual([2, 0]);
    expect(turned.fields![0].halves).toEqual(['S1', 'N2']);
    expect(rotateCarcPicture(d, 4)).toEqual(d);
    expect(CARC_PICTURES.B.fields![0].halves).toHaveLength(8);
    expect(() => carcPicture('CFFF', 'c1: Q', '')).toThrow(/"Q" is not a side/);
    expect(() => carcPicture('FFFF', '', '', false, 'f1: N3')).toThrow(/"N3" is not a half edge/);
  });
});

describe('tiles', () => {
  const cases = KINDS.flatMap((k) => [0, 1, 2, 3].map((r) => [k, r] as const));

  test.each(cases)('%s turned %i is a well-formed SVG, open and closed', (k, r) => {
    expect(malformed(carcassonneTileSvg(CARC_PICTURES[k], r))).toBeNull();
    const closed = carcassonneTileSvg(CARC_PICTURES[k], r, { open: false, size: 28 });
    expect(malformed(closed)).toBeNull();
    expect(closed).toMatch(/width="28" height="28"/);
  });

  test.each(cases)('%s turned %i: each city covers its edges and no other, walls end at corners', (k, r) => {
    const p = rotateCarcPicture(CARC_PICTURES[k], r);
    const svg = carcassonneTileSvg(CARC_PICTURES[k], r);
    const cities = features(svg).filter((f) => f.feature === 'city');
    expect(cities.map((c) => c.edges)).toEqual(p.cities.map((c) => [...c.edges].sort()));
    for (let s = 0; s < 4; s++) {
      for (const probe of along(s)) {
        const inCities = cities.filter((c) => inside(probe, c.parts[0])).map((c) => c.edges);
        expect({ side: s, probe, inCities }).toEqual({ side: s, probe, inCities: p.edges[s] === 'C' ? [cities.find((c) => c.edges.includes(s))!.edges] : [] });
      }
    }
    for (const w of features(svg).filter((f) => f.feature === 'wall')) {
      // A wall path is drawn several times over (stone, merlons...): each copy runs corner to corner.
      for (const part of w.parts) for (const end of [part[0], part[part.length - 1]]) expect(CORNERS.some((c) => near(c, end))).toBe(true);
    }
  });

  test.each(cases)('%s turned %i: each road meets its edges at their midpoints and runs through no city', (k, r) => {
    const p = rotateCarcPicture(CARC_PICTURES[k], r);
    const svg = carcassonneTileSvg(CARC_PICTURES[k], r);
    const fs = features(svg), cities = fs.filter((f) => f.feature === 'city'), roads = fs.filter((f) => f.feature === 'road');
    expect(roads.map((f) => f.edges)).toEqual(p.roads.map((rd) => [...rd.edges]));
    for (const road of roads) {
      const line = road.parts[0], ends = [line[0], line[line.length - 1]];
      for (const s of road.edges) expect(ends.some((e) => near(e, MIDS[s]))).toBe(true);
      // Its other end, on a one-sided road, lies inside the tile, off every edge.
      const onEdge = ends.filter((e) => [e[0], e[1]].some((v) => v === 0 || v === 100));
      expect(onEdge).toHaveLength(road.edges.length);
      const dense = line.slice(1).flatMap((b, i) => [0, 0.25, 0.5, 0.75].map((t): Pt => [line[i][0] + (b[0] - line[i][0]) * t, line[i][1] + (b[1] - line[i][1]) * t]));
      for (const pt of dense.slice(0, Math.ceil(dense.length * 0.9))) expect({ pt, inCity: cities.some((c) => inside(pt, c.parts[0])) }).toEqual({ pt, inCity: false });
    }
    // A road that stops on the tile stops at something: the cloister, a city gate or a village square.
    if (p.roads.some((rd) => rd.edges.length === 1)) expect(svg).toMatch(/data-feature="(cloister|gate|crossing)"/);
    expect(svg.includes('data-feature="cloister"')).toBe(p.cloister);
    expect((svg.match(/data-feature="pennant"/g) ?? []).length).toBe(p.cities.filter((c) => c.pennant).length);
  });

  test('the gates of S and T, the squares of L, W, X, the cloisters of A and B', () => {
    const has = (k: string, f: string) => carcassonneTileSvg(CARC_PICTURES[k]).includes(`data-feature="${f}"`);
    expect(KINDS.filter((k) => has(k, 'gate')).join('')).toBe('ST');
    expect(KINDS.filter((k) => has(k, 'crossing')).join('')).toBe('LWX');
    expect(KINDS.filter((k) => has(k, 'cloister')).join('')).toBe('AB');
  });

  test.each(KINDS)('%s turned is the same drawing turned: cities, walls and roads', (k) => {
    const shapes = (svg: string, q: number) => features(svg).filter((f) => ['city', 'road', 'wall'].includes(f.feature))
      .map((f) => `${f.feature}:${f.edges.map((e) => (e + q) % 4).sort().join('')}:${key(f.parts.flat().map((pt) => turn(pt, q)))}`).sort();
    const flat = carcassonneTileSvg(CARC_PICTURES[k]);
    for (let r = 1; r < 4; r++) expect(shapes(carcassonneTileSvg(CARC_PICTURES[k], r), 0)).toEqual(shapes(flat, r));
  });

  test('an asymmetric tile is drawn differently when turned', () => {
    for (const k of ['D', 'E', 'J', 'M', 'S', 'V']) {
      const svgs = [0, 1, 2, 3].map((r) => carcassonneTileSvg(CARC_PICTURES[k], r));
      expect(new Set(svgs).size).toBe(4);
    }
  });

  test('a picture that contradicts itself is refused with a sentence', () => {
    const bad = (p: Partial<CarcTilePicture>) => () => carcassonneTileSvg({ ...CARC_PICTURES.D, ...p });
    expect(bad({ edges: 'CRFX' })).toThrow(/four of C, R, F/);
    expect(bad({ edges: 'CFFF' })).toThrow(/roads reach sides 1,3, but the edges say R on none/);
    expect(bad({ cities: [] })).toThrow(/cities reach sides none, but the edges say C on 0/);
    expect(bad({ roads: [{ edges: [1, 3, 2] }], edges: 'CRRR' })).toThrow(/one or two sides/);
  });

  test('the tile\'s grounds are the palette\'s, and a seat colour is not among them', () => {
    const used = colours(carcassonneTileSvg(CARC_PICTURES.D));
    for (const g of Object.values(CARC_GROUNDS)) expect(used).toContain(g);
    for (const k of KINDS) for (const c of colours(carcassonneTileSvg(CARC_PICTURES[k]))) expect(CARC_SEAT_COLOURS).not.toContain(c);
  });
});

describe('followers', () => {
  const MIN = 15; // ΔE 1976, as for the Castle's palette: told apart at a glance

  test.each([...VISIONS])('with %s the five seat colours stay apart, and apart from the grounds they stand on', (vision) => {
    CARC_SEAT_COLOURS.forEach((a, i) => CARC_SEAT_COLOURS.slice(i + 1).forEach((b) => {
      expect({ a: hex(a), b: hex(b), apart: distance(a, b, vision) >= MIN }).toEqual({ a: hex(a), b: hex(b), apart: true });
    }));
    for (const seat of CARC_SEAT_COLOURS) {
      for (const [ground, g] of Object.entries(CARC_GROUNDS)) {
        expect({ seat: hex(seat), ground, apart: distance(seat, g, vision) >= 12 }).toEqual({ seat: hex(seat), ground, apart: true });
      }
    }
  });

  test('each seat looks like the colour it is called: red is red, not orange', () => {
    const hueOf = (c: number) => {
      const [r, g, b] = [16, 8, 0].map((s) => ((c >> s) & 255) / 255), max = Math.max(r, g, b), d = max - Math.min(r, g, b);
      const h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return { hue: (h * 60 + 360) % 360, light: (max + Math.min(r, g, b)) / 2, sat: d };
    };
    const looks = (c: number): string => {
      const { hue, light, sat } = hueOf(c);
      if (light < 0.25 && sat < 0.1) return 'black';
      return hue < 15 || hue >= 345 ? 'red' : hue < 45 ? 'orange' : hue < 70 ? 'yellow' : hue < 170 ? 'green' : hue < 260 ? 'blue' : 'purple';
    };
    expect(CARC_SEATS.map((s) => looks(s.colour))).toEqual(CARC_SEATS.map((s) => s.name));
  });

  test('each seat has its own mark, so colour is never the only cue', () => {
    expect(CARC_SEAT_MARKS).toHaveLength(CARC_SEATS.length);
    expect(new Set(CARC_SEAT_MARKS).size).toBe(CARC_SEATS.length);
    const markOf = (seat: number) => /<path d="([^"]*)" transform="[^"]*" fill="[^"]*"\/><\/g>$/.exec(carcFollowerBody(seat, 'standing', 0, 0))![1];
    expect(new Set(CARC_SEATS.map((_, i) => markOf(i))).size).toBe(CARC_SEATS.length);
  });

  test.each(CARC_SEATS.flatMap((s, i) => CARC_POSES.map((pose) => [s.name, i, pose] as const)))('%s (seat %i) %s is a well-formed SVG in its own colour only', (_name, seat, pose) => {
    const svg = carcFollowerSvg(seat, pose, 32);
    expect(malformed(svg)).toBeNull();
    expect(svg).toMatch(/width="32" height="32"/);
    const used = colours(svg);
    expect(used).toContain(CARC_SEAT_COLOURS[seat]);
    for (const other of CARC_SEAT_COLOURS) if (other !== CARC_SEAT_COLOURS[seat]) expect(used).not.toContain(other);
  });

  test('a farmer lies down: the same figure turned a quarter, its mark upright', () => {
    const standing = carcFollowerBody(0, 'standing', 20, 20), lying = carcFollowerBody(0, 'lying', 20, 20);
    expect(standing).not.toMatch(/rotate/);
    expect(lying).toMatch(/rotate\(-90 20 20\)/);
    expect(lying.match(/rotate/g)).toHaveLength(4); // shadow, halo, body, highlight; not the mark
    expect(() => carcFollowerSvg(5)).toThrow(/no seat 5/);
  });
});
