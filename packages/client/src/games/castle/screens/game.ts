// A game of the Castle, played or watched, on the shell every game's page shares (game-shell.ts).
// This file wires its parts: the player's turn (logic/game-turn.ts), the log of events
// (logic/event-log.ts), the board (view/, handed logic/board-model.ts's model) and the panel
// (game-panel.ts); taps go to the turn, and any change draws the page again at the next frame.
import { Action, BASE_CASTLE, BASE_SET, FALCON_CASTLE, FALCON_SET } from '@castle/rules';
import { app } from '../../../dom';
import { t } from '../../../i18n/words';
import { gameBoardModel } from '../logic/board-model';
import type { CastleActions } from '../logic/castle-api';
import { EventLog } from '../logic/event-log';
import { GameTurn } from '../logic/game-turn';
import { playerNames } from '../../../logic/common-words';
import { castleTileWords } from '../logic/tile-words';
import type { SyncedCastle } from '../../../logic/synced-state';
import type { BoardView } from '../view/board';
import { castlePicture } from '../view/castle-picture';
import { GamePanel } from './game-panel';
import { GameShell, MountedBoard } from '../../../screens/game-shell';

export class GameScreen extends GameShell<SyncedCastle, Action, CastleActions> {
  protected readonly gameId = 'castle';
  protected get gameTitle(): string { return t('castle.about.title'); }
  private board: BoardView | null = null;
  protected readonly turn: GameTurn = new GameTurn(() => this.synced(), (moves, actions) => this.sendActions(moves, actions));
  private readonly log = new EventLog();
  protected readonly panel: GamePanel;

  constructor(code: string, watch: boolean) {
    super(code, watch);
    this.panel = new GamePanel(code, this.turn, this.panelHandlers());
  }

  protected laidOutNow(): void {
    void import('./legend').then((m) => {
      const box = app().querySelector('.legend-box');
      if (box && !this.closed) box.append(m.legend(!!this.synced()?.falcon, {
        caption: (kind) => t(`castle.legend.${kind}`),
        seatPicture: (kind, seat) => t('castle.legend.seatPicture', { kind, seat }),
      }));
    }).catch(() => undefined);
  }

  protected async mountBoard(host: HTMLElement): Promise<MountedBoard> {
    // Pixi is loaded here, while the join goes on: the page's first script and the status need none of it.
    const { pixi, board } = await (await import('../view/board-app')).mountBoard(host);
    this.board = board;
    board.onCellTap = (cell) => { if (this.turn.tapCell(cell)) this.draw(); };
    board.onCellHover = (cell) => { if (this.turn.hoverCell(cell)) this.draw(); };
    board.onPieceTap = (piece) => { if (this.turn.tapPiece(piece)) this.draw(); };
    return { pixi, view: board };
  }

  protected drawNow(): void {
    const s = this.synced();
    if (!s || !s.board || !s.players?.length) return;
    const tiles = s.falcon ? FALCON_SET : BASE_SET;
    const names = playerNames(s.players);
    this.panel.addLog(this.log.take(s, names, (t, use) => castleTileWords(tiles, t, use)));
    this.panel.draw(s, names, tiles);
    if (this.closed) return; // the panel's drawing may have moved the page on (a rematch)
    const model = gameBoardModel(s, this.turn, this.log);
    const pend = this.turn.pending;
    this.drawBoard(model, this.board, () => castlePicture(model, s.falcon ? FALCON_CASTLE : BASE_CASTLE),
      { highlight: JSON.stringify(model.highlight), pending: pend ? `${pend.place.cell}/${pend.place.rot}` : '' });
  }
}
