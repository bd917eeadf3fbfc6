// The panel beside the board: the status line (with the data attributes the browser tests read),
// the hint, the invitation, the turn (the drawn tile, what the placement would complete, the
// buttons), the players, the tiles to come and the log; and the end banner over the board. Each part
// is made again only when what it shows changed: the panel is drawn at every change of the game.
import type { Action, TileSet } from '@castle/rules';
import { el } from '../dom';
import { LOG_LINES } from '../logic/event-log';
import type { FinalResult } from '../logic/final-rows';
import type { GameTurn } from '../logic/game-turn';
import { hintText, optionLabel, outcomeText, playerNames, previewText, statusText, waitingForPlayer } from '../logic/panel-text';
import { afterPlacement } from '../logic/position';
import { remainingOf } from '../logic/synced-board';
import type { SyncedCastle } from '../logic/synced-state';
import { EndState, endBanner } from './end-banner';
import { invitation } from './invite';
import { playersBox, tileBox, tilesToCome } from './panel-boxes';
import { optionControls, placeControls } from './turn-controls';

/** What the panel's buttons do; `redraw` after a change that only the page shows. */
export interface PanelHandlers {
  place(): void;
  confirm(): void;
  takeBack(): void;
  play(a: Action): void;
  rematch(): void;
  redraw(): void;
}

export class GamePanel {
  readonly ui = {
    status: el('div', { class: 'status', role: 'status', 'data-testid': 'game-status', 'data-seat': 'spectator', 'data-to-act': '', 'data-over': 'false' }),
    hint: el('div', { class: 'hint', 'data-testid': 'hint' }),
    error: el('div', { class: 'error', role: 'alert', 'data-testid': 'error' }),
    invite: el('div', { class: 'invite', 'data-testid': 'invite', hidden: '' }),
    turn: el('section', { class: 'turn-box', 'aria-label': 'Your turn', 'data-testid': 'turn-box' }),
    tile: el('div', { class: 'tile-slot' }),
    preview: el('div', { class: 'preview', 'data-testid': 'preview' }),
    controls: el('div', { class: 'controls', 'data-testid': 'controls' }),
    players: el('div', { class: 'players' }),
    left: el('div', { class: 'tiles-left' }),
    log: el('ol', { class: 'log', 'data-testid': 'log', reversed: '' }),
    /** Over the board: the end banner. */
    end: el('div', { class: 'end-slot' }),
    showResult: el('button', { 'data-testid': 'show-result', hidden: '' }, 'Show the result'),
  };
  private bannerClosed = false;
  /** Buttons are made again only when the choices change (rebuilding under the pointer eats clicks). */
  private controlsKey = '';
  private endKey = '';

  constructor(private code: string, private turn: GameTurn, private on: PanelHandlers) {}

  /** The panel's element, with the links under it. */
  layout(): HTMLElement {
    const u = this.ui;
    u.status.textContent = `Opening game ${this.code}…`;
    const replay = el('a', { href: `/g/${this.code}/replay`, 'data-testid': 'replay-from-start' }, 'Replay from the start');
    const help = el('a', { href: '/help', target: '_blank', rel: 'noopener' }, 'How to play');
    u.turn.append(u.tile, el('div', { class: 'turn-main' }, u.preview, u.controls));
    u.showResult.onclick = () => { this.bannerClosed = false; this.on.redraw(); };
    return el('aside', { class: 'panel' },
      u.status, u.hint, u.error, u.invite, u.turn, u.showResult,
      el('h3', {}, 'Players'), u.players,
      el('h3', {}, 'Tiles to come'), u.left,
      el('details', { class: 'legend-box' }, el('summary', {}, 'Legend')),
      el('h3', {}, 'Log'), u.log,
      el('p', { class: 'links' }, replay, ' · ', help, ' · ', el('a', { href: '/' }, 'Start page')));
  }

  /** New lines of the log, oldest first: the newest goes on top. */
  addLog(lines: readonly string[]): void {
    for (const line of lines) this.ui.log.prepend(el('li', {}, line));
    while (this.ui.log.children.length > LOG_LINES) this.ui.log.lastElementChild!.remove();
  }

  draw(s: SyncedCastle, names: string[], tiles: TileSet): void {
    const u = this.ui, st = u.status, turn = this.turn, seat = turn.seat;
    const waiting = waitingForPlayer(s);
    const pend = turn.pending;
    st.dataset.seat = seat === null ? 'spectator' : String(seat);
    st.dataset.toAct = String(s.toAct);
    st.dataset.over = String(!!s.over);
    st.dataset.moves = String(s.moves);
    st.dataset.step = pend ? 'follower' : s.step;
    st.dataset.waiting = String(waiting);
    st.textContent = statusText(s, turn, names);
    u.hint.textContent = hintText(s, turn);
    u.invite.hidden = !waiting;
    if (waiting && !u.invite.childElementCount) u.invite.append(...invitation(this.code, seat, 2, 'castle'));
    this.put(u.players, JSON.stringify([names, seat, s.toAct, s.spectators, s.players.map((p) => [p.seated, p.connected, p.away, p.score, p.supply, p.kings, p.falconers, p.aeries, p.keepSize, p.wall])]),
      () => playersBox(s, names, seat));
    u.turn.hidden = s.over || turn.stopped || waiting || s.tile < 0;
    const place = turn.placeChoices();
    const rot = place && place.selectedCell >= 0 ? place.selectedRot : pend ? pend.place.rot : 0;
    this.put(u.tile, `${s.falcon}/${s.tile}/${rot}`, () => (s.tile >= 0 ? tileBox(tiles, s.tile, rot) : el('span', {}, '–')));
    u.preview.textContent = place ? previewText(turn, place, names) : '';
    const remaining = remainingOf(tiles.types.map((t) => t.count), s.board, s.discarded, s.tile, s.placed);
    this.put(u.left, `${s.falcon}/${s.tilesLeft}/${remaining.join()}`, () => tilesToCome(tiles, remaining, s.tilesLeft));
    this.drawControls(s, tiles);
    this.drawEnd(s, names);
  }

  /** Fill `slot` anew only when what it shows changed (`key`). */
  private put(slot: HTMLElement, key: string, make: () => Node): void {
    if (slot.dataset.key === key) return;
    slot.dataset.key = key;
    slot.replaceChildren(make());
  }

  private drawControls(s: SyncedCastle, tiles: TileSet): void {
    const turn = this.turn, place = turn.placeChoices(), options = turn.optionChoices();
    const key = place ? `p${place.moves}/${place.selectedCell}/${place.selectedRot}` : options ? `o${options.moves}/${options.selectedOption}/${!!turn.pending}` : `-${turn.busy}`;
    if (key === this.controlsKey) return;
    this.controlsKey = key;
    const on = this.on;
    const handlers = {
      place: () => on.place(), rotate: () => { place?.rotate(1); on.redraw(); }, confirm: () => on.confirm(), takeBack: () => on.takeBack(),
      play: (a: Action) => on.play(a), choose: (i: number) => { options?.selectOption(i); on.redraw(); },
      focus: (i: number | null) => { turn.focused = i; on.redraw(); },
    };
    const words = {
      label: (i: number) => optionLabel(turn, tiles, options!.options[i]),
      detail: (i: number) => outcomeText(turn.message, i, playerNames(s.players)),
      placeEndsTurn: !!place && place.selectedCell >= 0 && !afterPlacement(turn.localState(), place.current()!),
      canTakeBack: !!turn.pending,
    };
    this.ui.controls.replaceChildren(...(place ? placeControls(place, words, handlers) : options ? optionControls(options, words, handlers) : []));
  }

  /** At the end: the banner over the board (closed, it leaves "Show the result" in the panel). */
  private drawEnd(s: SyncedCastle, names: string[]): void {
    if (!s.over || !s.result) { this.ui.end.replaceChildren(); this.ui.showResult.hidden = true; return; }
    const r = JSON.parse(s.result) as FinalResult;
    const seat = this.turn.seat;
    const e: EndState = { result: r, names, seat, rematch: [!!s.players[0].rematch, !!s.players[1].rematch] };
    const key = `${this.bannerClosed}/${e.rematch.join()}/${seat}`;
    this.ui.showResult.hidden = !this.bannerClosed;
    if (key === this.endKey) return;
    this.endKey = key;
    this.ui.end.replaceChildren(...(this.bannerClosed ? [] : [endBanner(e, {
      rematch: () => this.on.rematch(),
      close: () => { this.bannerClosed = true; this.on.redraw(); },
      replay: `/g/${this.code}/replay`,
    })]));
  }
}
