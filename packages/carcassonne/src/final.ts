// The final scoring, after the turn in which the last tile was laid: every incomplete road, city
// and cloister that holds followers, then every field that holds farmers, with the completed
// cities it supplies. One event a line, so that a page can show it step by step.
import { Walk, find, majority, menOn, openAt, walk } from './features';
import { firstIn, gridAt, kindIn } from './grid';
import { CITY, FIELD, SEGMENTS } from './segments';
import type { CarcEvent, CarcState } from './types';

const FARM_POINTS_PER_CITY = 3;

/** Each man's cell, segment and root, in the order they were placed. */
function standing(s: CarcState): { cell: number; local: number; kind: number; root: number }[] {
  return s.men.map((m) => {
    const cell = m >> 7, local = (m >> 3) & 15, v = gridAt(s.grid, cell);
    return { cell, local, kind: SEGMENTS[kindIn(v)][local].kind, root: find(s.uf, firstIn(v) + local) };
  });
}

type Place = { root: number; cell: number; local: number };

/** The completed cities each field (root) borders, each as one of its segments, in the order laid:
 *  one pass over the tiles for every field asked about. */
function citiesOf(s: CarcState, fieldRoots: readonly number[]): Map<number, Place[]> {
  const out = new Map<number, Place[]>(fieldRoots.map((r) => [r, []]));
  for (const t of s.tiles) {
    const cell = t >> 7, v = gridAt(s.grid, cell), segs = SEGMENTS[kindIn(v)], first = firstIn(v);
    for (let l = 0; l < segs.length; l++) {
      const list = segs[l].borders.length > 0 ? out.get(find(s.uf, first + l)) : undefined;
      if (!list) continue;
      for (const c of segs[l].borders) {
        const root = find(s.uf, first + c);
        if (openAt(s.uf, root) === 0 && !list.some((x) => x.root === root)) list.push({ root, cell, local: c });
      }
    }
  }
  return out;
}

/** Score the end on `s`, the caller's own new state (changed in place). */
export function finalScoring(s: CarcState, events: CarcEvent[]): CarcState {
  const scores = s.scores.slice(), men = standing(s), done: number[] = [];
  // Incomplete roads, cities and cloisters: 1 a tile, 1 a pennant; the majority scores.
  for (const m of men) {
    if (m.kind === FIELD || done.includes(m.root)) continue;
    done.push(m.root);
    const on = menOn(s, m.root), winners = majority(on), w = walk(s, m.cell, m.local);
    const points = w.tiles + (m.kind === CITY ? w.pennants : 0);
    for (const seat of winners) scores[seat] += points;
    events.push({ type: 'finalFeature', feature: w.ref, tiles: w.tiles, pennants: w.pennants, points, men: on, winners });
  }
  // Farms: each field on its own, 3 for every completed city it borders, to its majority.
  const cityWalks = new Map<number, Walk>();
  const farms = citiesOf(s, men.filter((m) => m.kind === FIELD).map((m) => m.root));
  for (const m of men) {
    if (m.kind !== FIELD || done.includes(m.root)) continue;
    done.push(m.root);
    const on = menOn(s, m.root), winners = majority(on);
    const cities = farms.get(m.root)!.map((c) => {
      if (!cityWalks.has(c.root)) cityWalks.set(c.root, walk(s, c.cell, c.local));
      return cityWalks.get(c.root)!.ref;
    });
    const points = FARM_POINTS_PER_CITY * cities.length;
    for (const seat of winners) scores[seat] += points;
    events.push({ type: 'finalFarm', field: walk(s, m.cell, m.local).ref, cities, points, men: on, winners });
  }
  const best = Math.max(...scores), winners = scores.flatMap((n, seat) => (n === best ? [seat] : []));
  events.push({ type: 'gameOver', scores: scores.slice(), winners });
  s.scores = scores;
  s.result = { scores: scores.slice(), winners };
  return s;
}

