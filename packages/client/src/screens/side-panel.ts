// What every game's panel (games/<id>/screens/game-panel.ts) shows the same way: the status line
// with the data attributes the browser tests read, the hint, the error, the invitation, the turn box
// and its buttons, the log and the links under it, and the end banner over the board with "Show the
// result" once it is closed. Each game adds its own boxes between the turn and the log.
import { RematchAnswer, SyncedGame, tableEnd } from '@castle/protocol';
import { afterFrame, el } from '../dom';
import type { LogLines } from '../logic/synced-events';
import { languagePicker } from '../i18n/picker';
import { t } from '../i18n/words';
import type { EndHandlers } from './end-ways';
import { RematchState, rematchKey, rematchState } from './rematch-offer';
import { tableEndBanner } from './table-end';
import { TableChoice, TableChoices, tableChoicesBox, tableKey, tableTimes } from './table-choices';
import { ClockBox } from './clock-box';
import { firstMoveElement, showFirstMove } from './first-move-note';
import { showCommitment } from '../shuffle/commitment-box';
import { withRatings } from '../rated/ratings-result';

/** The most lines the log keeps (the oldest go), in every game. */
const LOG_LINES = 200;

/** What both panels' pages are asked to do. */
export interface SidePanelHandlers {
  /** After the end: ask for (or accept) a rematch, withdraw the ask, or decline another's. */
  rematch(answer: RematchAnswer): void;
  /** Abort, resign or claim the win (confirmed on the page already). */
  table(c: TableChoice): void;
  /** Redraw after a change only the page shows. */
  redraw(): void;
}

/** The status line's data attributes. */
export interface StatusData {
  seat: number | null;
  toAct: number;
  over: boolean;
  moves: number;
  step: string;
  waiting: boolean;
}

function panelParts() {
  return {
    status: el('div', { class: 'status', role: 'status', 'data-testid': 'game-status', 'data-seat': 'spectator', 'data-to-act': '', 'data-over': 'false' }),
    /** A first move's countdown, under "Your turn." */
    firstMove: firstMoveElement(),
    hint: el('div', { class: 'hint', 'data-testid': 'hint' }),
    error: el('div', { class: 'error', role: 'alert', 'data-testid': 'error' }),
    invite: el('div', { class: 'invite', 'data-testid': 'invite', hidden: '' }),
    /** Where the page puts its chat box (chat-box.ts), under the turn. */
    chat: el('div', { class: 'chat-slot' }),
    turn: el('section', { class: 'turn-box', 'aria-label': t('panel.turnBox'), 'data-testid': 'turn-box' }),
    /** Abort, resign, claim the win. */
    table: el('div', {}),
    tile: el('div', { class: 'tile-slot' }),
    preview: el('div', { class: 'preview', 'data-testid': 'preview' }),
    controls: el('div', { class: 'controls', 'data-testid': 'controls' }),
    players: el('div', { class: 'players' }),
    left: el('div', { class: 'tiles-left' }),
    log: el('ol', { class: 'log', 'data-testid': 'log', reversed: '' }),
    /** The shuffle's commitment, folded like the game's legend above the log (shuffle/commitment-box.ts). */
    commitment: el('div', { class: 'commitment-slot' }),
    /** Over the board: the end banner. */
    end: el('div', { class: 'end-slot' }),
    showResult: el('button', { 'data-testid': 'show-result', hidden: '' }, t('panel.showResult')),
  };
}

export abstract class SidePanel<H extends SidePanelHandlers> {
  readonly ui = panelParts();
  /** Every seat's clock, in a game with a time control. */
  readonly clocks = new ClockBox();
  private bannerClosed = false;
  private controlsKey = '';
  private endKey = '';
  /** The table choice waiting for its "yes" on this page, or null. */
  private asking: TableChoice | null = null;
  /** The move at which this player's turn last brought the page back to its top. */
  private shownTurn = -1;

  constructor(protected readonly code: string, protected readonly on: H) {}

  /** The panel's element, with the links under it. */
  abstract layout(): HTMLElement;

  /** The log's first batch (the game so far, maybe long) and what comes before it is written. */
  private logWaiting: LogLines[] | null = null;
  private logStarted = false;

  /** New lines of the log, oldest first: the newest goes on top. The game so far is put in words
   *  after the page's first frame, which would otherwise wait for its dozens of messages. */
  addLog(lines: LogLines): void {
    if (this.logWaiting) { this.logWaiting.push(lines); return; }
    if (!this.logStarted) {
      this.logStarted = true;
      this.logWaiting = [lines];
      afterFrame(() => { const waiting = this.logWaiting ?? []; this.logWaiting = null; waiting.forEach((l) => this.writeLog(l())); });
      return;
    }
    this.writeLog(lines());
  }

  private writeLog(lines: readonly string[]): void {
    for (const line of lines) this.ui.log.prepend(el('li', {}, line));
    while (this.ui.log.children.length > LOG_LINES) this.ui.log.lastElementChild!.remove();
  }

  /** Where a finished game's replay is. */
  protected get replayLink(): string {
    return `/g/${this.code}/replay`;
  }

  /** The panel: the status and the turn, then the game's own `boxes`, the log, and the links
   *  (the rules at `help`). */
  protected frame(boxes: readonly Node[], help: string): HTMLElement {
    const u = this.ui;
    u.status.textContent = t('panel.opening', { code: this.code });
    u.turn.append(u.tile, el('div', { class: 'turn-main' }, u.preview, u.controls));
    u.showResult.onclick = () => { this.bannerClosed = false; this.on.redraw(); };
    return el('aside', { class: 'panel' },
      u.status, u.firstMove, this.clocks.element, u.hint, u.error, u.invite, u.turn, u.showResult, u.table, u.chat,
      ...boxes, u.commitment,
      el('h3', {}, t('panel.log')), u.log,
      el('p', { class: 'links' }, el('a', { href: this.replayLink, 'data-testid': 'replay-from-start' }, t('panel.replay')), ' · ',
        el('a', { href: help, target: '_blank', rel: 'noopener' }, t('panel.help')), ' · ', el('a', { href: '/' }, t('panel.start'))),
      // At the panel's foot: on a phone the panel is under the board, far from its buttons.
      languagePicker());
  }

  /** The status line's data attributes (`extra`: more of them, for one game). */
  protected statusData(d: StatusData, extra: Record<string, string> = {}): void {
    Object.assign(this.ui.status.dataset, {
      seat: d.seat === null ? 'spectator' : String(d.seat), toAct: String(d.toAct), over: String(d.over), moves: String(d.moves),
      step: d.step, waiting: String(d.waiting), ...extra,
    });
  }

  /** Abort, resign or claim the win, each in two steps; the first move's countdown. */
  protected drawTable(s: SyncedGame, names: readonly string[], seat: number | null): void {
    const h: TableChoices = {
      asking: this.asking,
      ask: (c) => { this.asking = c; this.on.redraw(); },
      confirm: (c) => { this.asking = null; this.on.table(c); this.on.redraw(); },
      cancel: () => { this.asking = null; this.on.redraw(); },
    };
    this.put(this.ui.table, tableKey(s, seat, this.asking), () => tableChoicesBox(s, names, seat, h));
    tableTimes(this.ui.table, s, names);
    showFirstMove(this.ui.firstMove, s, names, seat);
    showCommitment(this.ui.commitment, s);
  }

  /** A step of this player's begins at move `moves`: the page goes back to its top, where the board,
   *  the drawn tile and the turn's buttons are, whatever was scrolled before (to press a button low
   *  on a phone, to read the log); once a move, and not while the player types (the chat). */
  protected turnStarted(moves: number): void {
    if (moves === this.shownTurn) return;
    this.shownTurn = moves;
    const typing = document.activeElement?.matches('input, textarea');
    if (typing) return;
    this.showBoard();
    const panel = this.ui.turn.closest('.panel');
    if (panel) panel.scrollTop = 0;
  }

  /** The page back to its top, where the board is (on a phone the page scrolls, the board first). */
  protected showBoard(): void {
    window.scrollTo(0, 0);
  }

  /** Fill `slot` anew only when what it shows changed (`key`). */
  protected put(slot: HTMLElement, key: string, make: () => Node): void {
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    slot.replaceChildren(make());
  }

  /** The turn's buttons (turn-controls.ts's turnButtons), made again only when the choices
   *  changed, as rebuilding them under the pointer eats clicks; a new step of this player's brings
   *  the board and the turn into view. */
  protected drawTurnButtons(b: { key: string; started: number | null; buttons(): HTMLElement[] }): void {
    if (b.key === this.controlsKey) return;
    this.controlsKey = b.key;
    if (b.started !== null) this.turnStarted(b.started);
    this.ui.controls.replaceChildren(...b.buttons());
  }

  /** At the end: the banner over the board, the table's own for an ending there (an abort, a
   *  resignation, a claimed win) or else the game's (`banner`, from the result; `key`: more of what
   *  it shows, to make it again when that changes); closed, it leaves "Show the result". */
  protected drawEnd(s: SyncedGame, names: string[], seat: number | null, banner: (result: unknown, rematch: RematchState, on: EndHandlers) => HTMLElement, key = ''): void {
    if (!s.over || !s.result) { this.showEnd(null); return; }
    const result: unknown = JSON.parse(s.result), rematch = rematchState(s.players), ending = tableEnd(result);
    const on = (close: () => void): EndHandlers => ({ rematch: (a) => this.on.rematch(a), close, replay: this.replayLink });
    this.showEnd({
      key: `${rematchKey(rematch)}/${seat}/${s.ratings}${ending ? '' : key}`,
      banner: (close) => withRatings(ending ? tableEndBanner(ending, names, seat, rematch, on(close)) : banner(result, rematch, on(close)), s.ratings, names),
    });
  }

  /** At the end (`end`; null before it): the banner over the board, made again only when `key`
   *  changes; closed, it leaves "Show the result" in the panel. */
  private showEnd(end: { key: string; banner: (close: () => void) => HTMLElement } | null): void {
    const u = this.ui;
    if (!end) { u.end.replaceChildren(); u.showResult.hidden = true; return; }
    const key = `${this.bannerClosed}/${end.key}`;
    u.showResult.hidden = !this.bannerClosed;
    if (key === this.endKey) return;
    this.endKey = key;
    u.end.replaceChildren(...(this.bannerClosed ? [] : [end.banner(() => { this.bannerClosed = true; this.on.redraw(); })]));
  }
}
