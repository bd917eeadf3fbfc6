// The original Carcassonne's words on the page: what a follower choice is, events for the log, the
// status line and the step's hint, what a placement would score, and the final scoring's lines.
import { CarcEvent, FeatureRef, Role, TILE_KINDS, kindOf } from '@castle/carcassonne';
import { carcTileWords } from './tile-words';
import { capitalised, nameList, plural, seatWho as who } from '../../../logic/common-words';

const SIDE_WORDS = ['north', 'east', 'south', 'west'];
const SIDE_INDEX: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
export const ROLE_WORDS: Record<Role, string> = { knight: 'Knight', thief: 'Thief', farmer: 'Farmer', monk: 'Monk' };
/** Where each role stands, for "placed a thief on the road". */
const ROLE_WHERE: Record<Role, string> = { knight: 'in the city', thief: 'on the road', farmer: 'in the field', monk: 'in the cloister' };
const FEATURE_WORDS: Record<FeatureRef['kind'], string> = { city: 'city', road: 'road', field: 'field', cloister: 'cloister' };

/** The sides (turned by `rot`) a spot of a tile reaches, in words: "north", "east and west". */
export function spotSides(tile: string, spot: string, rot: number): string {
  const t = TILE_KINDS[kindOf(tile)];
  if (!t || spot === 'cloister') return '';
  const i = Number(spot.slice(1)) - 1;
  const base = spot[0] === 'c' ? t.cities[i]?.sides : spot[0] === 'r' ? t.roads[i]?.sides : t.fields[i]?.halves.map((h) => h[0]);
  const sides = [...new Set((base ?? []).map((s) => (SIDE_INDEX[s] + rot) % 4))].sort();
  return sides.length === 4 ? 'every side' : sides.map((d) => SIDE_WORDS[d]).join(sides.length === 2 ? ' and ' : ', ');
}

/** A follower option: "No follower", "Knight in the city (north)", "Monk in the cloister". */
export function followerLabel(tile: string, spot: string | null, rot: number): string {
  if (spot === null) return 'No follower';
  if (spot === 'cloister') return 'Monk in the cloister';
  const sides = spotSides(tile, spot, rot);
  const where = spot[0] === 'c' ? 'Knight in the city' : spot[0] === 'r' ? 'Thief on the road' : 'Farmer in the field';
  return sides ? `${where} (${sides})` : where;
}


/** "a road of 4 tiles", "a city of 3 tiles with 1 pennant", "an unfinished cloister with 5 neighbours". */
export function featureWords(kind: FeatureRef['kind'], tiles: number, pennants: number, unfinished = false): string {
  const a = unfinished ? 'an unfinished' : 'a';
  if (kind === 'cloister') return `${a} cloister with ${plural(tiles - 1, 'neighbour')}`;
  return `${a} ${FEATURE_WORDS[kind]} of ${plural(tiles, 'tile')}${pennants ? ` with ${plural(pennants, 'pennant')}` : ''}`;
}

/** Who scores a feature, in words ("Ann scores 8", "Ann and Bob score 8 each", "nobody: no follower on it"). */
export function scoreWords(names: readonly string[], winners: readonly number[], points: number): string {
  if (!winners.length) return `nobody scores its ${plural(points, 'point')} (no follower on it)`;
  return winners.length === 1 ? `${who(names, winners[0])} scores ${points}` : `${nameList(names, winners)} score ${points} each`;
}

/** An event as a log line, or null for one the log does not show. */
export function carcEventText(e: CarcEvent, names: readonly string[]): string | null {
  switch (e.type) {
    case 'tilePlaced': return `${who(names, e.seat)} placed ${carcTileWords(e.tile)}.`;
    case 'followerPlaced': return `${who(names, e.seat)} placed a ${ROLE_WORDS[e.role].toLowerCase()} ${ROLE_WHERE[e.role]}.`;
    case 'tileSetAside': return `${capitalised(carcTileWords(e.tile))} fits nowhere: it is set aside and another is drawn.`;
    case 'scored': return `Completed: ${featureWords(e.feature.kind, e.tiles, e.pennants)}; ${scoreWords(names, e.winners, e.points)}.`;
    case 'followersReturned': return `${who(names, e.seat)} took back ${plural(e.count, 'follower')}.`;
    case 'finalFeature': return `At the end, ${featureWords(e.feature.kind, e.tiles, e.pennants, true)}: ${scoreWords(names, e.winners, e.points)}.`;
    case 'finalFarm': return e.cities.length
      ? `A field supplying ${plural(e.cities.length, 'completed city', 'completed cities')}: ${scoreWords(names, e.winners, e.points)}.`
      : `A field with farmers of ${nameList(names, e.winners)} supplies no completed city: no points.`;
    case 'gameOver': return `The game is over: ${e.scores.map((s, i) => `${who(names, i)} ${s}`).join(', ')}.`;
    default: return null;
  }
}

/** What the chosen placement and follower would complete, in words ('' when nothing). */
export function previewWords(scored: readonly Extract<CarcEvent, { type: 'scored' }>[], names: readonly string[]): string {
  return scored.map((e) => `Completes ${featureWords(e.feature.kind, e.tiles, e.pennants)}: ${scoreWords(names, e.winners, e.points)}.`).join(' ');
}
