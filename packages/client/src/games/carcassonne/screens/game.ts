// A game of the original Carcassonne, played or watched, on the shell every game's page shares
// (game-shell.ts): the player's turn (logic/game-turn.ts), the log, the plane (view/plane-view.ts,
// handed logic/board-model.ts's model) and the panel (game-panel.ts); taps go to the turn.
import { CarcAction, carcassonne } from '@castle/carcassonne';
import { SyncedCarcassonne, packPlaneCell } from '@castle/protocol';
import { CarcLog } from '../logic/event-log';
import { planeModel } from '../logic/board-model';
import { CarcActions, CarcTurn } from '../logic/game-turn';
import { playerNames } from '../../../logic/common-words';
import { planePicture } from '../view/plane-picture';
import type { PlaneView } from '../view/plane-view';
import { CarcPanel } from './game-panel';
import { GameShell, MountedBoard } from '../../../screens/game-shell';

export class CarcGameScreen extends GameShell<SyncedCarcassonne, CarcAction, CarcActions> {
  protected readonly gameId = 'carcassonne';
  protected readonly gameTitle = carcassonne.title;
  private view: PlaneView | null = null;
  protected readonly turn = new CarcTurn(() => this.synced(), (moves, actions) => this.sendActions(moves, actions));
  private readonly log = new CarcLog();
  protected readonly panel: CarcPanel;

  constructor(code: string, watch: boolean) {
    super(code, watch);
    this.panel = new CarcPanel(code, this.turn, { ...this.panelHandlers(), handOver: (seat) => this.handOver(seat) });
  }

  protected async mountBoard(host: HTMLElement): Promise<MountedBoard> {
    // Pixi is loaded here, while the join goes on: the status needs none of it.
    const { pixi, view } = await (await import('../view/plane-app')).mountPlane(host);
    this.view = view;
    view.onCellTap = (x, y) => { if (this.turn.tapCell(packPlaneCell({ x, y }))) this.draw(); };
    view.onCellHover = (c) => { if (this.turn.hoverCell(packPlaneCell(c))) this.draw(); };
    view.onSpotTap = (spot) => { if (this.turn.tapSpot(spot)) this.draw(); };
    return { pixi, view };
  }

  protected drawNow(): void {
    const s = this.synced();
    if (!s || !s.tiles || !s.players?.length) return;
    const names = playerNames(s.players);
    this.panel.addLog(this.log.take(s, names));
    this.panel.draw(s, names);
    if (this.closed) return; // the panel's drawing may have moved the page on (a rematch)
    const final = this.panel.finalMarks();
    const model = planeModel(s, s.over ? null : this.turn, this.log.lastPlaced, final.highlight);
    model.outline = final.outline;
    model.focus = final.focus; // the final scoring's line is framed on the board
    const f = this.turn.choosingFollower();
    this.drawBoard(model, this.view, () => planePicture(model, this.boardHost.clientWidth, this.boardHost.clientHeight), {
      highlight: JSON.stringify(model.highlight),
      outline: JSON.stringify(model.outline ?? []),
      pending: f?.place ? `${f.place.x},${f.place.y}/${f.place.rot}` : '',
    });
  }
}
