// The panel beside the board: the status line (with the data attributes the browser tests read),
// the hint, the invitation, the turn (the drawn tile, what the placement would complete, the
// buttons), the players, the tiles to come and the log; and the end banner over the board. Each part
// is made again only when what it shows changed: the panel is drawn at every change of the game.
// What Carcassonne's panel shows alike is in side-panel.ts.
import type { TileSet } from '@castle/rules';
import { TO_SERVER } from '@castle/protocol';
import { el } from '../../../dom';
import { t } from '../../../i18n/words';
import type { FinalResult } from '../logic/final-rows';
import type { GameTurn } from '../logic/game-turn';
import { playerNames } from '../../../logic/common-words';
import { optionGroup } from '../logic/follower-words';
import { hintText, optionLabel, outcomeText, previewText, statusText, waitingForPlayer } from '../logic/panel-text';
import { castleView } from '../logic/public-view';
import type { SyncedCastle } from '../../../logic/synced-state';
import { endBanner } from './end-banner';
import { invitation } from '../../../screens/invite';
import { hasKeys } from '../../../screens/key-hints';
import { playersBox, tileBox, tilesToCome } from './panel-boxes';
import { SidePanel, SidePanelHandlers } from '../../../screens/side-panel';
import { turnButtons } from '../../../screens/turn-controls';

export class GamePanel extends SidePanel<SidePanelHandlers> {
  constructor(code: string, private turn: GameTurn, on: SidePanelHandlers) {
    super(code, on);
  }

  layout(): HTMLElement {
    const u = this.ui;
    return this.frame([
      el('h3', {}, t('castle.panel.players')), u.players,
      el('h3', {}, t('castle.panel.tilesToCome')), u.left,
      el('details', { class: 'legend-box' }, el('summary', {}, t('castle.panel.legend'))),
    ], '/help');
  }

  draw(s: SyncedCastle, names: string[], tiles: TileSet): void {
    const u = this.ui, st = u.status, turn = this.turn, seat = turn.seat;
    const waiting = waitingForPlayer(s);
    const pend = turn.pending;
    this.statusData({ seat, toAct: s.toAct, over: !!s.over, moves: s.moves, step: pend ? 'follower' : s.step, waiting });
    st.textContent = statusText(s, turn, names);
    this.clocks.update(s, names);
    u.hint.textContent = hintText(turn, hasKeys());
    u.invite.hidden = !waiting;
    if (waiting && !u.invite.childElementCount) u.invite.append(...invitation(this.code, seat, 2, 'castle', () => this.on.table(TO_SERVER.abort)));
    this.put(u.players, JSON.stringify([names, seat, s.toAct, s.over, s.spectators, s.players.map((p) => [p.seated, p.connected, p.reconnecting, p.away, p.score, p.supply, p.kings, p.falconers, p.aeries, p.keepSize, p.wall])]),
      () => playersBox(s, names, seat));
    u.turn.hidden = s.over || turn.stopped || waiting || s.tile < 0;
    const place = turn.placeChoices();
    const rot = turn.tileRot();
    this.put(u.tile, `${s.falcon}/${s.tile}/${rot}`, () => (s.tile >= 0 ? tileBox(tiles, s.tile, rot) : el('span', {}, '–')));
    u.preview.textContent = place ? previewText(turn, place, names) : '';
    const remaining = castleView(s).remaining;
    this.put(u.left, `${s.falcon}/${s.tilesLeft}/${remaining.join()}`, () => tilesToCome(tiles, remaining, s.tilesLeft));
    this.drawControls(s, tiles);
    this.drawTable(s, names, turn.elsewhere ? null : seat); // a tab whose seat another took offers nothing, as a watcher's
    this.drawEnd(s, names, seat, (result, rematch, on) => endBanner({ result: result as FinalResult, names, seat, rematch }, on));
  }

  private drawControls(s: SyncedCastle, tiles: TileSet): void {
    const turn = this.turn, options = () => turn.optionChoices()?.options ?? [];
    this.drawTurnButtons(turnButtons(turn, {
      label: (i) => optionLabel(turn, tiles, options()[i]),
      detail: (i) => outcomeText(turn.offer, i, playerNames(s.players)),
      group: (i) => optionGroup(options()[i]),
      otherAction: () => ({ testid: 'wall-1', label: t('castle.panel.wall1') }),
    }, () => this.on.redraw()));
  }
}
