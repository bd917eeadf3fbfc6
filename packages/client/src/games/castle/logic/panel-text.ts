// The game panel's words: whose turn it is, the hint for the step, what a placement would complete,
// each option's label and what a scoring order would give. Plain text from the synced state and
// the turn (GameTurn); the panel (screens/game-panel.ts) puts it in the page.
import { Action, TileSet, previewPlacement } from '@castle/rules';
import { followerLabel } from './follower-words';
import type { ActionsMessage, GameTurn } from './game-turn';
import { featureOfPiece } from './position';
import type { SyncedCastle } from '../../../logic/synced-state';
import type { TurnChoices } from './turn';
import { t } from '../../../i18n/words';
import { statusLine, turnHint } from '../../../logic/turn-words';

/** The game has not begun: a seat is still free. */
export function waitingForPlayer(s: Pick<SyncedCastle, 'over' | 'players'>): boolean {
  return !s.over && !Array.from(s.players).every((p) => p.seated);
}

/** The status line: the end, a lost game, waiting for a player, or whose turn it is. */
export function statusText(s: SyncedCastle, turn: GameTurn, names: readonly string[]): string {
  return statusLine(s, turn, names, waitingForPlayer(s) ? { watcher: t('castle.panel.waitingWatcher'), seated: t('castle.panel.waitingSeated') } : null);
}

/** The hint under the status line, on this player's turn only (`keys`: the page has a keyboard). */
export function hintText(turn: GameTurn, keys: boolean): string {
  return turnHint(turn, keys, { score: t('castle.panel.scoreHint') });
}

/** What the chosen placement would complete and score (with no follower added). */
export function previewText(turn: GameTurn, c: TurnChoices, names: readonly string[]): string {
  if (c.selectedCell < 0) return '';
  const p = previewPlacement(turn.localState(), c.selectedCell, c.selectedRot);
  const words = p.map((x) => t('castle.preview.part', { kind: x.kind, tiles: x.tiles, seat: x.seat ?? 'none', name: x.seat === null ? '' : names[x.seat], points: x.points }));
  return words.length ? t('castle.preview.completes', { parts: words.reduce((before, after) => t('castle.preview.then', { before, after })) }) : t('castle.preview.nothing');
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
    return f ? t('castle.option.score', { kind: f.kind, tiles: f.tiles.length, double: a.double }) : t('castle.option.scoreAny', { double: a.double });
  }
  return a.type === 'wall' ? t('castle.option.wall') : a.type;
}

/** What choosing scoring option i first gives, from the server's hints. */
export function outcomeText(message: ActionsMessage | null, i: number, names: readonly string[]): string {
  const o = message?.hints[i]?.outcome;
  if (!o) return '';
  return t('castle.option.outcome', { first: names[0], score0: o.scores[0], second: names[1], score1: o.scores[1], towers: o.towers.length, lost: o.lost });
}
