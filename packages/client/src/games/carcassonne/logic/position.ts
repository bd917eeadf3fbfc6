// The original Carcassonne's rules state rebuilt from what everyone sees (the synced state decoded
// into its public view): for the follower choices after a placement the player has not sent yet,
// what a choice would score, and the feature a spot belongs to. The stack's order is secret, so the
// state holds only the drawn tile.
import { CarcAction, CarcEvent, CarcState, CarcView, applyAction, featureAt, fromPosition, legalActions } from '@castle/carcassonne';
import type { SyncedCarcassonne } from '@castle/protocol';
import { carcView } from './public-view';
import type { PlaneXY } from './plane-model';

/** The synced state the turn reads (game-turn.ts): the game's whole synced state, decoded here. */
export type SyncedPlane = SyncedCarcassonne;

/** The state at the synced position. */
export function localCarcState(s: SyncedCarcassonne): CarcState {
  return stateOfView(carcView(s));
}

/** The state at a public view's position. In the place step the drawn tile is to place; in the
 *  follower step (a placement sent alone) the placed tile is on the table already. */
export function stateOfView(v: CarcView): CarcState {
  return fromPosition({
    seats: v.seats, tiles: v.tiles.slice(1), followers: v.followers, scores: v.players.map((p) => p.score), toAct: Math.max(0, v.toAct),
    order: v.step === 'place' && v.tile ? [v.tile] : [],
  });
}

/** After a placement chosen but not sent: the state and its follower choices ("none" first), or
 *  null when the placement ends the turn (no follower can go anywhere on it). */
export function afterPlace(local: CarcState, place: CarcAction): { state: CarcState; followers: CarcAction[]; events: CarcEvent[] } | null {
  const r = applyAction(local, place);
  if (!r.ok || r.state.step !== 'follower') return null;
  return { state: r.state, followers: legalActions(r.state), events: r.events };
}

/** What the turn's actions would score, as the rules' "scored" events (the ones of this turn only). */
export function scoredBy(local: CarcState, actions: readonly CarcAction[]): Extract<CarcEvent, { type: 'scored' }>[] {
  const out: Extract<CarcEvent, { type: 'scored' }>[] = [];
  let s = local;
  for (const a of actions) {
    const r = applyAction(s, a);
    if (!r.ok) return [];
    for (const e of r.events) {
      if (e.type === 'turnStarted' || e.type === 'finalFeature' || e.type === 'gameOver') return out; // the next turn, or the end
      if (e.type === 'scored') out.push(e);
    }
    s = r.state;
  }
  return out;
}

/** The cells of the feature `spot` belongs to on the tile at x,y (empty when there is none). */
export function featureCells(state: CarcState, at: PlaneXY, spot: string): PlaneXY[] {
  return featureAt(state, at.x, at.y, spot)?.ref.cells ?? [];
}
