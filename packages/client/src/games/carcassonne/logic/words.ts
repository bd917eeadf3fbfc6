// The original Carcassonne's words on the page: what a follower choice is, events for the log, what
// a placement would score, and the final scoring's lines. Each sentence is one message of the
// game's catalogue (locales/<lang>.json); a feature and who scores it are phrases of their own that
// the sentences place where their language puts them.
import { CarcEvent, FeatureRef, Role, TILE_KINDS, kindOf } from '@castle/carcassonne';
import { carcTileWords } from './tile-words';
import { seatWho as who } from '../../../logic/common-words';
import { language, t } from '../../../i18n/words';
import { listOf } from '../../../i18n/format';
import { listFormat } from '../../../i18n/intl-cache';

const SIDES = ['north', 'east', 'south', 'west'];
const SIDE_INDEX: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
const SPOT_ROLE: Record<string, Role> = { c: 'knight', r: 'thief', f: 'farmer' };

/** "Ann", "Ann and Bob", "Ann, Bob and Cy" in the language shown. */
export const namesOf = (names: readonly string[], seats: readonly number[]): string => listOf(seats.map((s) => who(names, s)));

/** "Ann 40, Bob 38": each seat's name and score. */
export const scoresOf = (names: readonly string[], scores: readonly number[]): string =>
  listFormat(language(), { type: 'unit', style: 'short' }).format(scores.map((points, seat) => t('carcassonne.seatScore', { who: who(names, seat), points })));

/** The sides (turned by `rot`) a spot of a tile reaches, in words: "north", "east and west". */
export function spotSides(tile: string, spot: string, rot: number): string {
  const k = TILE_KINDS[kindOf(tile)];
  if (!k || spot === 'cloister') return '';
  const i = Number(spot.slice(1)) - 1;
  const base = spot[0] === 'c' ? k.cities[i]?.sides : spot[0] === 'r' ? k.roads[i]?.sides : k.fields[i]?.halves.map((h) => h[0]);
  const sides = [...new Set((base ?? []).map((s) => (SIDE_INDEX[s] + rot) % 4))].sort();
  return sides.length === 4 ? t('carcassonne.sides.every') : listOf(sides.map((d) => t('carcassonne.side', { side: SIDES[d] })));
}

/** A follower option: "No follower", "Knight in the city (north)", "Monk in the cloister". */
export function followerLabel(tile: string, spot: string | null, rot: number): string {
  if (spot === null) return t('carcassonne.follower.none');
  const role = SPOT_ROLE[spot[0]] ?? 'monk';
  const sides = spot === 'cloister' ? '' : spotSides(tile, spot, rot);
  return sides ? t('carcassonne.follower.optionAt', { role, sides }) : t('carcassonne.follower.option', { role });
}

/** "a road of 4 tiles", "a city of 3 tiles with 1 pennant", "an unfinished cloister with 5 neighbours". */
export function featureWords(kind: FeatureRef['kind'], tiles: number, pennants: number, unfinished = false): string {
  return t(unfinished ? 'carcassonne.feature.unfinished' : 'carcassonne.feature.completed', { kind, tiles, pennants, neighbours: tiles - 1 });
}

/** Who scores a feature ("Ann scores 8", "Ann and Bob score 8 each", "nobody scores …"). */
export function scoreWords(names: readonly string[], winners: readonly number[], points: number): string {
  return t('carcassonne.score', { winners: winners.length, who: namesOf(names, winners), points });
}

/** An event as a log line, or null for one the log does not show. */
export function carcEventText(e: CarcEvent, names: readonly string[]): string | null {
  switch (e.type) {
    case 'tilePlaced': return t('carcassonne.log.tilePlaced', { who: who(names, e.seat), tile: carcTileWords(e.tile) });
    case 'followerPlaced': return t('carcassonne.log.followerPlaced', { who: who(names, e.seat), role: e.role });
    case 'tileSetAside': return t('carcassonne.log.tileSetAside', { tile: carcTileWords(e.tile) });
    case 'scored': return t('carcassonne.log.scored', { feature: featureWords(e.feature.kind, e.tiles, e.pennants), score: scoreWords(names, e.winners, e.points) });
    case 'followersReturned': return t('carcassonne.log.followersReturned', { who: who(names, e.seat), count: e.count });
    case 'finalFeature': return t('carcassonne.log.finalFeature', { feature: featureWords(e.feature.kind, e.tiles, e.pennants, true), score: scoreWords(names, e.winners, e.points) });
    case 'finalFarm': return e.cities.length
      ? t('carcassonne.log.finalFarm', { cities: e.cities.length, score: scoreWords(names, e.winners, e.points) })
      : t('carcassonne.log.finalFarmEmpty', { who: namesOf(names, e.winners) });
    case 'gameOver': return t('carcassonne.log.gameOver', { scores: scoresOf(names, e.scores) });
    default: return null;
  }
}

/** What the chosen placement and follower would complete, in words ('' when nothing). */
export function previewWords(scored: readonly Extract<CarcEvent, { type: 'scored' }>[], names: readonly string[]): string {
  return scored.map((e) => t('carcassonne.preview', { feature: featureWords(e.feature.kind, e.tiles, e.pennants), score: scoreWords(names, e.winners, e.points) })).join(' ');
}
