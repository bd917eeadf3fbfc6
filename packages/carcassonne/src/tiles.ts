// The 72 land tiles of the original Carcassonne as data, row for row as
// shared/rules/carcassonne-tiles.md gives them (north up, rotation 0).
// Edges: C city, R road, F field. Half edges clockwise from the north-west corner: N1 N2 E1 E2 S1 S2 W1 W2.

export type EdgeKind = 'C' | 'R' | 'F';
export type HalfEdge = 'N1' | 'N2' | 'E1' | 'E2' | 'S1' | 'S2' | 'W1' | 'W2';
export type Side = 'N' | 'E' | 'S' | 'W';

export interface TileKind {
  /** A–X, as the rulebook names it. */
  letter: string;
  count: number;
  /** N E S W. */
  edges: string;
  cloister: boolean;
  cities: { sides: Side[]; pennant: boolean }[];
  roads: { sides: Side[] }[];
  /** Each field's half edges and the cities of this tile (0-based index into `cities`) it borders. */
  fields: { halves: HalfEdge[]; cities: number[] }[];
}

const ALL: HalfEdge[] = ['N1', 'N2', 'E1', 'E2', 'S1', 'S2', 'W1', 'W2'];
const h = (s: string) => s.split(' ') as HalfEdge[];
const sides = (s: string) => s.split(' ') as Side[];
const city = (s: string, pennant = false) => ({ sides: sides(s), pennant });
const road = (s: string) => ({ sides: sides(s) });
const field = (halves: string, ...cities: number[]) => ({ halves: h(halves), cities });

export const TILE_KINDS: readonly TileKind[] = [
  { letter: 'A', count: 2, edges: 'FFRF', cloister: true, cities: [], roads: [road('S')], fields: [{ halves: ALL, cities: [] }] },
  { letter: 'B', count: 4, edges: 'FFFF', cloister: true, cities: [], roads: [], fields: [{ halves: ALL, cities: [] }] },
  { letter: 'C', count: 1, edges: 'CCCC', cloister: false, cities: [city('N E S W', true)], roads: [], fields: [] },
  {
    letter: 'D', count: 4, edges: 'CRFR', cloister: false, cities: [city('N')], roads: [road('E W')],
    fields: [field('E1 W2', 0), field('E2 S1 S2 W1')],
  },
  { letter: 'E', count: 5, edges: 'CFFF', cloister: false, cities: [city('N')], roads: [], fields: [field('E1 E2 S1 S2 W1 W2', 0)] },
  {
    letter: 'F', count: 2, edges: 'FCFC', cloister: false, cities: [city('E W', true)], roads: [],
    fields: [field('N1 N2', 0), field('S1 S2', 0)],
  },
  {
    letter: 'G', count: 1, edges: 'CFCF', cloister: false, cities: [city('N S')], roads: [],
    fields: [field('E1 E2', 0), field('W1 W2', 0)],
  },
  { letter: 'H', count: 3, edges: 'FCFC', cloister: false, cities: [city('E'), city('W')], roads: [], fields: [field('N1 N2 S1 S2', 0, 1)] },
  { letter: 'I', count: 2, edges: 'FCCF', cloister: false, cities: [city('E'), city('S')], roads: [], fields: [field('N1 N2 W1 W2', 0, 1)] },
  {
    letter: 'J', count: 3, edges: 'CRRF', cloister: false, cities: [city('N')], roads: [road('E S')],
    fields: [field('E1 S2 W1 W2', 0), field('E2 S1')],
  },
  {
    letter: 'K', count: 3, edges: 'CFRR', cloister: false, cities: [city('N')], roads: [road('S W')],
    fields: [field('E1 E2 S1 W2', 0), field('S2 W1')],
  },
  {
    letter: 'L', count: 3, edges: 'CRRR', cloister: false, cities: [city('N')], roads: [road('E'), road('S'), road('W')],
    fields: [field('E1 W2', 0), field('E2 S1'), field('S2 W1')],
  },
  { letter: 'M', count: 2, edges: 'CFFC', cloister: false, cities: [city('N W', true)], roads: [], fields: [field('E1 E2 S1 S2', 0)] },
  { letter: 'N', count: 3, edges: 'CFFC', cloister: false, cities: [city('N W')], roads: [], fields: [field('E1 E2 S1 S2', 0)] },
  {
    letter: 'O', count: 2, edges: 'CRRC', cloister: false, cities: [city('N W', true)], roads: [road('E S')],
    fields: [field('E1 S2', 0), field('E2 S1')],
  },
  {
    letter: 'P', count: 3, edges: 'CRRC', cloister: false, cities: [city('N W')], roads: [road('E S')],
    fields: [field('E1 S2', 0), field('E2 S1')],
  },
  { letter: 'Q', count: 1, edges: 'CCFC', cloister: false, cities: [city('N E W', true)], roads: [], fields: [field('S1 S2', 0)] },
  { letter: 'R', count: 3, edges: 'CCFC', cloister: false, cities: [city('N E W')], roads: [], fields: [field('S1 S2', 0)] },
  {
    letter: 'S', count: 2, edges: 'CCRC', cloister: false, cities: [city('N E W', true)], roads: [road('S')],
    fields: [field('S1', 0), field('S2', 0)],
  },
  {
    letter: 'T', count: 1, edges: 'CCRC', cloister: false, cities: [city('N E W')], roads: [road('S')],
    fields: [field('S1', 0), field('S2', 0)],
  },
  { letter: 'U', count: 8, edges: 'RFRF', cloister: false, cities: [], roads: [road('N S')], fields: [field('N2 E1 E2 S1'), field('S2 W1 W2 N1')] },
  {
    letter: 'V', count: 9, edges: 'FFRR', cloister: false, cities: [], roads: [road('S W')],
    fields: [field('N1 N2 E1 E2 S1 W2'), field('S2 W1')],
  },
  {
    letter: 'W', count: 4, edges: 'FRRR', cloister: false, cities: [], roads: [road('E'), road('S'), road('W')],
    fields: [field('W2 N1 N2 E1'), field('E2 S1'), field('S2 W1')],
  },
  {
    letter: 'X', count: 1, edges: 'RRRR', cloister: false, cities: [], roads: [road('N'), road('E'), road('S'), road('W')],
    fields: [field('N2 E1'), field('E2 S1'), field('S2 W1'), field('W2 N1')],
  },
];

/** Index of a tile kind by its letter: 'A' is 0. */
export const kindOf = (letter: string): number => TILE_KINDS.findIndex((t) => t.letter === letter);

/** The start tile: a D, face up, north up, at 0,0. */
export const START_KIND = kindOf('D');
