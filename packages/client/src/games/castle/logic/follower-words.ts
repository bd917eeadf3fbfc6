// Follower choices in words: what stands where ("Knight on the tower (north edge)"), and what the
// feature holds ("Merchant on the court (with 2 markets)"), so a player never picks a look-alike.
import type { Action, FeatureKind, Piece } from '@castle/rules';

const ROLE: Record<FeatureKind, string> = { path: 'Herald', tower: 'Knight', house: 'Squire', court: 'Merchant', chapel: 'Preacher' };
const SIDES = ['north', 'east', 'south', 'west'];

/** Where a piece lies on its tile: the edges it reaches, or the middle. */
export function pieceWhere(piece: Piece): string {
  const sides = SIDES.filter((_, i) => piece.sides[i]);
  if (!sides.length) return 'middle';
  if (sides.length === 4) return 'all edges';
  return sides.length === 1 ? `${sides[0]} edge` : `${sides.slice(0, -1).join(', ')} and ${sides[sides.length - 1]} edges`;
}

/** What the feature the piece belongs to holds now (tiles, markets, fountains, aeries). */
export interface FeatureFacts { tiles: number; markets: number; fountains: number; aeries: number }

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function featureWords(kind: FeatureKind, f: FeatureFacts | null): string {
  if (!f) return '';
  const parts = [count(f.tiles, 'tile')];
  if (kind === 'court') parts.push(f.markets ? `with ${count(f.markets, 'market')}` : 'no market');
  if (f.fountains) parts.push(`${count(f.fountains, 'fountain')}`);
  if (f.aeries) parts.push(`${count(f.aeries, 'aerie')}`);
  return parts.join(', ');
}

/** The label of a follower option: who, on what, where, and what the feature holds. */
export function followerLabel(a: Extract<Action, { type: 'follower' }>, piece: Piece | undefined, facts: FeatureFacts | null): string {
  if (a.piece === null || !piece) return 'No follower';
  const who = a.figure === 'king' ? 'King' : a.figure === 'falconer' ? 'Falconer' : ROLE[piece.kind];
  const holds = featureWords(piece.kind, facts);
  return `${who} on the ${piece.kind} (${pieceWhere(piece)}${holds ? `; ${holds}` : ''})`;
}

/** The group a follower option belongs to, for grouping the Falcon's figures. */
export function figureGroup(a: Action): 'none' | 'follower' | 'king' | 'falconer' {
  if (a.type !== 'follower' || a.piece === null) return 'none';
  return a.figure ?? 'follower';
}

const GROUP_TITLE = { none: '', follower: 'Follower', king: 'King', falconer: 'Falconer' } as const;

/** The group of the turn's buttons an option is listed in, with its title ('' for "no follower"). */
export function optionGroup(a: Action | undefined): { id: string; title: string } {
  const id = a ? figureGroup(a) : 'none';
  return { id, title: GROUP_TITLE[id] };
}
