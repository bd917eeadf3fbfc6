// Follower choices in words: what stands where ("Knight on the tower (north edge)"), and what the
// feature holds ("Merchant on the court (with 2 markets)"), so a player never picks a look-alike.
import type { Action, FeatureKind, Piece } from '@castle/rules';
import { t } from '../../../i18n/words';
import { listOf } from '../../../i18n/format';

const SIDES = ['north', 'east', 'south', 'west'] as const;

/** Where a piece lies on its tile: the edges it reaches, or the middle. */
export function pieceWhere(piece: Piece): string {
  const sides = SIDES.filter((_, i) => piece.sides[i]);
  if (!sides.length) return t('castle.where.middle');
  if (sides.length === 4) return t('castle.where.all');
  return t('castle.where.edges', { count: sides.length, sides: listOf(sides.map((side) => t(`castle.side.${side}`))) });
}

/** What the feature the piece belongs to holds now (tiles, markets, fountains, aeries). */
export interface FeatureFacts { tiles: number; markets: number; fountains: number; aeries: number }

export function featureWords(kind: FeatureKind, f: FeatureFacts | null): string {
  if (!f) return '';
  const parts = [t('castle.facts.tiles', { n: f.tiles })];
  if (kind === 'court') parts.push(t('castle.facts.markets', { n: f.markets }));
  if (f.fountains) parts.push(t('castle.facts.fountains', { n: f.fountains }));
  if (f.aeries) parts.push(t('castle.facts.aeries', { n: f.aeries }));
  return parts.join(', ');
}

/** The label of a follower option: who, on what, where, and what the feature holds. */
export function followerLabel(a: Extract<Action, { type: 'follower' }>, piece: Piece | undefined, facts: FeatureFacts | null): string {
  if (a.piece === null || !piece) return t('castle.option.noFollower');
  return t('castle.option.follower', { figure: a.figure ?? 'none', kind: piece.kind, where: pieceWhere(piece), holds: featureWords(piece.kind, facts) || 'none' });
}

/** The group a follower option belongs to, for grouping the Falcon's figures. */
export function figureGroup(a: Action): 'none' | 'follower' | 'king' | 'falconer' {
  if (a.type !== 'follower' || a.piece === null) return 'none';
  return a.figure ?? 'follower';
}

const GROUP_TITLE = { none: () => '', follower: () => t('castle.option.groupFollower'), king: () => t('castle.option.groupKing'), falconer: () => t('castle.option.groupFalconer') } as const;

/** The group of the turn's buttons an option is listed in, with its title ('' for "no follower"). */
export function optionGroup(a: Action | undefined): { id: string; title: string } {
  const id = a ? figureGroup(a) : 'none';
  return { id, title: GROUP_TITLE[id]() };
}
