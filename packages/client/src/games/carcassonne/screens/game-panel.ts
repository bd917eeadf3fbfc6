// The panel beside Carcassonne's plane: the status line (with the data attributes the browser tests
// read), the hint, the invitation and who has joined, the turn (the drawn tile, what the choice
// would score, the buttons), the score track, the players, the tiles to come and the log; and the
// end banner over the board. A part is made again only when what it shows changed. What the
// Castle's panel shows alike is in side-panel.ts.
import type { CarcResultView } from '@castle/carcassonne';
import { SyncedCarcassonne, TO_SERVER } from '@castle/protocol';
import { el } from '../../../dom';
import { scoredBy } from '../logic/position';
import type { CarcTurn } from '../logic/game-turn';
import { followerLabel, namesOf, previewWords } from '../logic/words';
import { t } from '../../../i18n/words';
import { statusLine, turnHint } from '../../../logic/turn-words';
import type { PlaneXY } from '../logic/plane-model';
import type { HandOver } from '../../../screens/away-note';
import { carcPlayersBox, carcTileBox, carcTilesToCome, scoreTrack } from './panel-boxes';
import { carcView } from '../logic/public-view';
import { carcEndBanner, lineCells, lineMarks } from './end-banner';
import { invitation } from '../../../screens/invite';
import { hasKeys } from '../../../screens/key-hints';
import { SidePanel, SidePanelHandlers } from '../../../screens/side-panel';
import { turnButtons } from '../../../screens/turn-controls';

export interface CarcPanelHandlers extends SidePanelHandlers {
  /** Hand an away player's seat to the computer. */
  handOver(seat: number): void;
}

const waiting = (s: SyncedCarcassonne): boolean => !s.over && !Array.from(s.players).every((p) => p.seated);

export class CarcPanel extends SidePanel<CarcPanelHandlers> {
  /** Who has joined, under the invitation; the score track. */
  private readonly joined = el('p', { 'data-testid': 'joined' });
  private readonly track = el('div', {});
  /** The final scoring line lit on the board, -1 for none. */
  finalStep = -1;
  private result: CarcResultView | null = null;
  /** The away seat whose hand-over waits for a "yes" on this page, or null. */
  private handOverAsking: number | null = null;

  constructor(code: string, private turn: CarcTurn, on: CarcPanelHandlers) {
    super(code, on);
  }

  layout(): HTMLElement {
    const u = this.ui;
    return this.frame([
      el('h3', {}, t('carcassonne.panel.scoreTrack')), this.track,
      el('h3', {}, t('carcassonne.panel.players')), u.players,
      el('h3', {}, t('carcassonne.panel.tilesToCome')), u.left,
    ], '/help/carcassonne');
  }

  /** How the final scoring's chosen line is shown on the board: its cells lit and outlined, and
   *  all of them framed. */
  finalMarks(): { highlight: PlaneXY[]; outline: PlaneXY[]; focus: PlaneXY[] } {
    const l = this.result?.lines[this.finalStep];
    return l ? { ...lineMarks(l), focus: lineCells(l) } : { highlight: [], outline: [], focus: [] };
  }

  draw(s: SyncedCarcassonne, names: string[]): void {
    const u = this.ui, turn = this.turn, seat = turn.seat, wait = waiting(s), f = turn.choosingFollower();
    this.statusData({ seat, toAct: s.toAct, over: !!s.over, moves: s.moves, step: f ? 'follower' : s.step, waiting: wait }, { game: 'carcassonne' });
    this.clocks.update(s, names);
    u.status.textContent = statusLine(s, turn, names, wait ? { watcher: t('carcassonne.panel.waitingWatcher'), seated: t('carcassonne.panel.waitingSeated') } : null);
    const keys = hasKeys(), hint = turnHint(turn, keys);
    // Placing, how to move about the plane too.
    u.hint.textContent = !turn.placing() ? hint : `${hint} ${turn.selected ? (keys ? t('carcassonne.hint.fitKey') : '') : t(keys ? 'carcassonne.hint.panWheel' : 'carcassonne.hint.panTouch')}`.trim();
    u.invite.hidden = !wait;
    if (wait && !u.invite.childElementCount) u.invite.append(...invitation(this.code, seat, s.players.length, 'carcassonne', () => this.on.table(TO_SERVER.abort)), this.joined);
    // Who has joined is shown in the invitation, while seats are free only.
    if (wait) {
      const seated = Array.from(s.players).flatMap((p, seat) => (p.seated ? [seat] : []));
      this.joined.textContent = t('carcassonne.panel.joined', { seated: seated.length, seats: s.players.length, names: namesOf(names, seated) });
    }
    this.put(u.players, JSON.stringify([names, seat, s.toAct, s.over, s.spectators, s.awayLimit, this.handOverAsking, Array.from(s.players, (p) => [p.seated, p.connected, p.reconnecting, p.away, p.score, p.supply])]),
      () => carcPlayersBox(s, names, seat, seat === null || s.over ? null : this.handOverControls()));
    const scores = Array.from(s.players, (p) => p.score);
    this.put(this.track, JSON.stringify([scores, names]), () => scoreTrack(scores, names));
    u.turn.hidden = !!s.over || turn.stopped || wait || s.tile < 0;
    const letter = s.tile >= 0 ? String.fromCharCode(65 + s.tile) : '';
    const rot = turn.tileRot();
    this.put(u.tile, `${letter}/${rot}`, () => (letter ? carcTileBox(letter, rot) : el('span', {}, '–')));
    u.preview.textContent = this.previewText(names);
    const left = carcView(s).remaining; // the decoded view counts what is to come
    this.put(u.left, `${s.tilesLeft}/${Object.values(left).join()}`, () => carcTilesToCome(left, s.tilesLeft));
    this.drawControls(letter);
    this.drawTable(s, names, turn.elsewhere ? null : seat); // a tab whose seat another took offers nothing, as a watcher's
    this.drawEnd(s, names, seat, (result, rematch, on) => carcEndBanner({ result: this.result ??= result as CarcResultView, names, seat, rematch, step: this.finalStep }, {
      ...on,
      step: (i) => { this.finalStep = i; if (i >= 0) this.showBoard(); this.on.redraw(); }, // the line is lit on the board
    }), `/${this.finalStep}`);
  }

  private handOverControls(): HandOver {
    return {
      asking: this.handOverAsking,
      ask: (seat) => { this.handOverAsking = seat; this.on.redraw(); },
      confirm: (seat) => { this.handOverAsking = null; this.on.handOver(seat); this.on.redraw(); },
      cancel: () => { this.handOverAsking = null; this.on.redraw(); },
    };
  }

  private previewText(names: string[]): string {
    const turn = this.turn, f = turn.choosingFollower();
    const actions = f ? (f.place ? [f.place, f.options[f.picked]] : [f.options[f.picked]]) : turn.placing() && turn.placeEndsTurn() ? [turn.chosenPlace()!] : null;
    if (!actions) return '';
    return previewWords(scoredBy(turn.localState(), actions), names);
  }

  private drawControls(letter: string): void {
    const turn = this.turn, rot = () => (turn.pending?.place.type === 'place' ? turn.pending.place.rot : 0);
    const spot = (i: number) => { const a = turn.optionChoices()?.options[i]; return a?.type === 'follower' ? a.spot : null; };
    this.drawTurnButtons(turnButtons(turn, {
      label: (i) => followerLabel(letter, spot(i), rot()),
      data: (i) => ({ 'data-spot': spot(i) ?? '' }),
    }, () => this.on.redraw()));
  }
}
