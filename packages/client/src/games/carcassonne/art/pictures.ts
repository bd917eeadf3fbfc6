// What a Carcassonne tile's picture shows, in the shape of /work/shared/rules/carcassonne-tiles.md:
// the kind of each edge, the edges each city and road segment joins, pennants, a cloister. The art
// needs nothing else, so it does not wait for the rules package: its tile data fills this type
// (or `carcPicture` reads the table's own text), and the 24 kinds below feed the tests and preview.

/** Sides in the order of the tile table: 0 N, 1 E, 2 S, 3 W. */
export const SIDES = ['N', 'E', 'S', 'W'] as const;
export type SideName = (typeof SIDES)[number];

export interface CarcCity {
  /** The sides (0 N .. 3 W) this city segment reaches. */
  edges: readonly number[];
  pennant: boolean;
}

export interface CarcRoad {
  /** The sides this road segment reaches; a road with one side ends on the tile (at a crossing,
   *  a cloister or a city gate). */
  edges: readonly number[];
}

export interface CarcField {
  /** Half edges 'N1' .. 'W2' (clockwise from the north-west corner). */
  halves: readonly string[];
  /** Indices into `cities` of the city segments this field borders. */
  cities: readonly number[];
}

export interface CarcTilePicture {
  /** The kind of each edge, N E S W: C city, R road, F field (e.g. 'CRFR'). */
  edges: string;
  cities: readonly CarcCity[];
  roads: readonly CarcRoad[];
  cloister: boolean;
  /** Not drawn (roads and walls already divide the fields); carried for whoever places farmers. */
  fields?: readonly CarcField[];
}

const sideOf = (s: string): number => {
  const i = SIDES.indexOf(s as SideName);
  if (i < 0) throw new Error(`${JSON.stringify(s)} is not a side (N, E, S or W).`);
  return i;
};

/** The segments of a table cell such as 'c1: E ; c2: W' or 'r1: E S (curve)': each one's words,
 *  without its name and remarks. '–' or '' is none. */
function segments(cell: string): string[][] {
  if (/^\s*[–-]?\s*$/.test(cell)) return [];
  return cell.split(';').map((seg) => seg.replace(/\([^)]*\)/g, '').replace(/^\s*\w+\s*:/, '').trim().split(/\s+/).filter(Boolean));
}

const HALVES = SIDES.flatMap((s) => [`${s}1`, `${s}2`]);

/** A picture from the text of one row of carcassonne-tiles.md: `carcPicture('CRFR', 'c1: N',
 *  'r1: E W', false, 'f1: E1 W2 → c1 ; f2: E2 S1 S2 W1 → –')`. Throws on a word it cannot read. */
export function carcPicture(edges: string, cities: string, roads: string, cloister = false, fields = ''): CarcTilePicture {
  const picture: CarcTilePicture = {
    edges,
    cities: segments(cities).map((w) => ({ edges: w.filter((x) => x !== '+p').map(sideOf), pennant: w.includes('+p') })),
    roads: segments(roads).map((w) => ({ edges: w.map(sideOf) })),
    cloister,
    fields: segments(fields).map((w) => {
      const arrow = w.indexOf('→');
      const halves = arrow < 0 ? w : w.slice(0, arrow);
      const towns = arrow < 0 ? [] : w.slice(arrow + 1).filter((x) => x !== '–');
      return {
        halves: halves.join(' ') === 'all eight' ? HALVES : halves.map((h) => {
          if (!HALVES.includes(h)) throw new Error(`${JSON.stringify(h)} is not a half edge.`);
          return h;
        }),
        cities: towns.map((c) => Number(/^c(\d+)$/.exec(c)?.[1] ?? NaN) - 1).map((i, k) => {
          if (!(i >= 0)) throw new Error(`${JSON.stringify(towns[k])} is not a city (c1, c2...).`);
          return i;
        }),
      };
    }),
  };
  return picture;
}

/** The picture turned `q` quarter turns clockwise: N becomes E, a half edge moves on by two. */
export function rotateCarcPicture(p: CarcTilePicture, q: number): CarcTilePicture {
  const r = ((q % 4) + 4) % 4;
  const turn = (e: number) => (e + r) % 4;
  return {
    edges: [0, 1, 2, 3].map((i) => p.edges[(i - r + 4) % 4]).join(''),
    cities: p.cities.map((c) => ({ edges: c.edges.map(turn), pennant: c.pennant })),
    roads: p.roads.map((rd) => ({ edges: rd.edges.map(turn) })),
    cloister: p.cloister,
    fields: p.fields?.map((f) => ({ halves: f.halves.map((h) => HALVES[(HALVES.indexOf(h) + 2 * r) % 8]), cities: f.cities })),
  };
}

/** The 24 kinds of the base game, copied row by row from carcassonne-tiles.md (north up). */
export const CARC_PICTURES: Readonly<Record<string, CarcTilePicture>> = {
  A: carcPicture('FFRF', '–', 'r1: S (ends at the cloister)', true, 'f1: N1 N2 E1 E2 S1 S2 W1 W2 → –'),
  B: carcPicture('FFFF', '–', '–', true, 'f1: all eight → –'),
  C: carcPicture('CCCC', 'c1: N E S W +p', '–'),
  D: carcPicture('CRFR', 'c1: N', 'r1: E W', false, 'f1: E1 W2 → c1 ; f2: E2 S1 S2 W1 → –'),
  E: carcPicture('CFFF', 'c1: N', '–', false, 'f1: E1 E2 S1 S2 W1 W2 → c1'),
  F: carcPicture('FCFC', 'c1: E W +p (through the middle)', '–', false, 'f1: N1 N2 → c1 ; f2: S1 S2 → c1'),
  G: carcPicture('CFCF', 'c1: N S (through the middle)', '–', false, 'f1: E1 E2 → c1 ; f2: W1 W2 → c1'),
  H: carcPicture('FCFC', 'c1: E ; c2: W (two separate caps)', '–', false, 'f1: N1 N2 S1 S2 → c1 c2'),
  I: carcPicture('FCCF', 'c1: E ; c2: S (two separate caps)', '–', false, 'f1: N1 N2 W1 W2 → c1 c2'),
  J: carcPicture('CRRF', 'c1: N', 'r1: E S (curve)', false, 'f1: E1 S2 W1 W2 → c1 ; f2: E2 S1 → –'),
  K: carcPicture('CFRR', 'c1: N', 'r1: S W (curve)', false, 'f1: E1 E2 S1 W2 → c1 ; f2: S2 W1 → –'),
  L: carcPicture('CRRR', 'c1: N', 'r1: E ; r2: S ; r3: W', false, 'f1: E1 W2 → c1 ; f2: E2 S1 → – ; f3: S2 W1 → –'),
  M: carcPicture('CFFC', 'c1: N W +p', '–', false, 'f1: E1 E2 S1 S2 → c1'),
  N: carcPicture('CFFC', 'c1: N W', '–', false, 'f1: E1 E2 S1 S2 → c1'),
  O: carcPicture('CRRC', 'c1: N W +p', 'r1: E S (curve)', false, 'f1: E1 S2 → c1 ; f2: E2 S1 → –'),
  P: carcPicture('CRRC', 'c1: N W', 'r1: E S (curve)', false, 'f1: E1 S2 → c1 ; f2: E2 S1 → –'),
  Q: carcPicture('CCFC', 'c1: N E W +p', '–', false, 'f1: S1 S2 → c1'),
  R: carcPicture('CCFC', 'c1: N E W', '–', false, 'f1: S1 S2 → c1'),
  S: carcPicture('CCRC', 'c1: N E W +p', 'r1: S (ends at the city gate)', false, 'f1: S1 → c1 ; f2: S2 → c1'),
  T: carcPicture('CCRC', 'c1: N E W', 'r1: S (ends at the city gate)', false, 'f1: S1 → c1 ; f2: S2 → c1'),
  U: carcPicture('RFRF', '–', 'r1: N S', false, 'f1: N2 E1 E2 S1 → – ; f2: S2 W1 W2 N1 → –'),
  V: carcPicture('FFRR', '–', 'r1: S W (curve)', false, 'f1: N1 N2 E1 E2 S1 W2 → – ; f2: S2 W1 → –'),
  W: carcPicture('FRRR', '–', 'r1: E ; r2: S ; r3: W', false, 'f1: W2 N1 N2 E1 → – ; f2: E2 S1 → – ; f3: S2 W1 → –'),
  X: carcPicture('RRRR', '–', 'r1: N ; r2: E ; r3: S ; r4: W', false, 'f1: N2 E1 ; f2: E2 S1 ; f3: S2 W1 ; f4: W2 N1'),
};
