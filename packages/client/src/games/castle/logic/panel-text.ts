// The game panel's words: whose turn it is, the hint for the step, what a placement would complete,
// each option's label and what a scoring order would give. Plain text from the synced state and
// the turn (GameTurn); the panel (screens/game-panel.ts) puts it in the page.
import { Action, TileSet, previewPlacement } from '@castle/rules';
import { followerLabel } from './follower-words';
import type { ActionsMessage, GameTurn } from './game-turn';
import { featureOfPiece } from './position';
import type { SyncedCastle } from '../../../logic/synced-state';
import type { TurnChoices } from './turn';
import { plural } from '../../../logic/common-words';
import { statusLine, turnHint } from '../../../logic/turn-words';

/** The game has not begun: a seat is still free. */
export function waitingForPlayer(s: Pick<SyncedCastle, 'over' | 'players'>): boolean {
  return !s.over && !Array.from(s.players).every((p) => p.seated);
}

/** The status line: the end, a lost game, waiting for a player, or whose turn it is. */
export function statusText(s: SyncedCastle, turn: GameTurn, names: readonly string[]): string {
  return statusLine(s, turn, names, waitingForPlayer(s) ? { watcher: 'Waiting for a second player.', seated: 'Waiting for your opponent to join.' } : null);
}

/** The hint under the status line, on this player's turn only (`keys`: the page has a keyboard). */
export function hintText(turn: GameTurn, keys: boolean): string {
  return turnHint(turn, keys, { score: 'Several features were completed: choose which scores first.' });
}

/** What the chosen placement would complete and score (with no follower added). */
export function previewText(turn: GameTurn, c: TurnChoices, names: readonly string[]): string {
  if (c.selectedCell < 0) return '';
  const p = previewPlacement(turn.localState(), c.selectedCell, c.selectedRot);
  const words = p.map((x) => `a ${x.kind} of ${plural(x.tiles, 'tile')}: ${x.seat === null ? 'scores for nobody' : `${names[x.seat]} scores ${plural(x.points, 'point')}`}`);
  return words.length ? `This placement completes ${words.join('; ')}.` : 'This placement completes nothing.';
}

/** The words of an option of a follower, score or wall step. */
export function optionLabel(turn: GameTurn, tiles: TileSet, a: Action | undefined): string {
  if (!a) return '';
  if (a.type === 'follower') {
    const { cell, state } = turn.followerAt();
    const placed = state.board[cell];
    const piece = placed && a.piece !== null ? tiles.oriented[placed.tile][placed.rot].pieces[a.piece] : undefined;
    return followerLabel(a, piece, a.piece !== null ? featureOfPiece(state, cell, a.piece) : null);
  }
  if (a.type === 'score') {
    const f = turn.scoreHint(a)?.feature;
    const what = f ? `the ${f.kind} of ${plural(f.tiles.length, 'tile')}` : 'a completed feature';
    return `Score ${what} first${a.double ? `, doubled by ${plural(a.double, 'wall tile')}` : ''}`;
  }
  return a.type === 'wall' ? 'Play wall tile 1' : a.type;
}

/** What choosing scoring option i first gives, from the server's hints. */
export function outcomeText(message: ActionsMessage | null, i: number, names: readonly string[]): string {
  const o = message?.hints[i]?.outcome;
  if (!o) return '';
  const towers = o.towers.length ? `; takes the wall tile of ${plural(o.towers.length, 'tower')}` : '';
  return `Then: ${names[0]} ${o.scores[0]}, ${names[1]} ${o.scores[1]}${towers}${o.lost ? `; ${plural(o.lost, 'point')} lost at a gate` : ''}`;
}
