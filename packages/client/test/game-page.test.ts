// The game page without a browser: the board model built from the synced state (made by the
// server's sync.ts from a rules game) and the player's turn, the turn's steps by clicks and keys,
// the log lines and marks from the events, and the panel's words.
import { Action, BASE_SET, legalActions } from '@castle/rules';
import { gameBoardModel } from '../src/games/castle/logic/board-model';
import { EventLog } from '../src/games/castle/logic/event-log';
import { GameTurn } from '../src/games/castle/logic/game-turn';
import { playerNames } from '../src/logic/common-words';
import { optionLabel, outcomeText, previewText, statusText } from '../src/games/castle/logic/panel-text';
import { eventText } from '../src/games/castle/logic/words';
import { SyncedTestGame } from './synced-game';

const tileName = (t: number) => `a ${BASE_SET.types[t].name}`;

/** A page on `g` for `seat` (null: a watcher), with what it sent. */
function page(g: SyncedTestGame, seat: number | null) {
  const sent: { turn: number; actions: Action[] }[] = [];
  const turn = new GameTurn(() => g.synced, (t, actions) => { sent.push({ turn: t, actions }); return true; });
  turn.seat = seat;
  const log = new EventLog();
  const model = () => gameBoardModel(g.synced, turn, log);
  return { turn, log, sent, model };
}

describe('the board model', () => {
  test('a watcher sees what the rules hold: tiles, followers, keeps, scores, wall tiles; nothing to choose', () => {
    const g = new SyncedTestGame('model');
    g.playOn(60);
    const p = page(g, null);
    p.log.take(g.synced, ['Ann', 'Bob'], tileName);
    const m = p.model(), s = g.state;
    expect(m.board.map((b) => (b.tile >= 0 ? [b.tile, b.rot] : null))).toEqual(s.board.map((b) => (b ? [b.tile, b.rot] : null)));
    expect(m.followers).toEqual(s.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure ?? '' })));
    expect(m.followers.length).toBeGreaterThan(0);
    expect(m.keeps).toEqual(s.players.flatMap((pl, seat) => (pl.keep ? [{ seat, cell: pl.keep.cell }] : [])));
    expect(m.scores).toEqual(s.players.map((pl) => pl.score));
    expect(m.towers).toEqual(s.towers.map((t) => t !== null));
    expect([m.legalCells, m.preview, m.ghost, m.pieceMarks, m.highlight]).toEqual([[], null, null, null, []]);
    expect(m.tiles).toBe(BASE_SET);
    // The last move stays marked: the tile placed last.
    const last = s.board.map((b, cell) => ({ b, cell })).filter((x) => x.b).sort((x, y) => g.synced.board[y.cell] - g.synced.board[x.cell])[0];
    expect(m.lastMove?.cell).toBe(last.cell);
  });

  test('the seat to act: the legal cells lit, the chosen one previewed, a ghost under the pointer', () => {
    const g = new SyncedTestGame('choose');
    const p = page(g, 0);
    expect(p.model().legalCells).toEqual([]); // nothing offered yet
    p.turn.take(g.actions());
    const legal = [...new Set(legalActions(g.state).flatMap((a) => (a.type === 'place' ? [a.cell] : [])))];
    expect(p.model().legalCells).toEqual(legal);
    expect(p.model().preview).toBeNull(); // nothing chosen until the player chooses
    expect(p.turn.tapCell(legal[0])).toBe(true);
    expect(p.model().preview).toEqual({ cell: legal[0], tile: g.state.tile, rot: p.turn.choices!.selectedRot });
    expect(p.turn.hoverCell(legal[1])).toBe(true);
    expect(p.model().ghost).toEqual({ cell: legal[1], tile: g.state.tile, rot: p.turn.choices!.placements.get(legal[1])![0] });
    expect(p.turn.hoverCell(-1)).toBe(true);
    expect(p.model().ghost).toBeNull();
    expect(p.turn.tapCell(-5)).toBe(false);
    // The other seat's page is offered nothing.
    const other = page(g, 1);
    other.turn.take(g.actions());
    expect(other.model().legalCells).toEqual([]);
  });

  test('placed but not sent: the tile on the board, rings on its pieces, the picked follower and its feature', () => {
    const g = new SyncedTestGame('pending');
    const p = page(g, 0);
    p.turn.take(g.actions());
    p.turn.key('ArrowRight');
    const place = p.turn.choices!.current() as Extract<Action, { type: 'place' }>;
    expect(p.turn.place()).toBe(true); // on to the follower step, here
    expect(p.sent).toEqual([]);
    const m = p.model();
    expect(m.board[place.cell]).toEqual({ tile: g.state.tile, rot: place.rot });
    expect(m.legalCells).toEqual([]);
    expect(m.lastMove).toBeNull();
    const options = p.turn.optionChoices()!.options;
    const plain = options.flatMap((a) => (a.type === 'follower' && a.piece !== null && !a.figure ? [a.piece] : []));
    expect(m.pieceMarks).toEqual({ cell: place.cell, pieces: plain, picked: null });
    expect(p.turn.tapPiece(plain[0])).toBe(true);
    const picked = p.model();
    expect(picked.pieceMarks!.picked).toBe(plain[0]);
    expect(picked.followers).toContainEqual({ seat: 0, cell: place.cell, piece: plain[0], figure: '' });
    expect(picked.highlight).toContain(place.cell);
  });
});

describe('the turn', () => {
  test('by keys: an arrow picks a cell, Enter goes on to the follower step, Esc takes the tile back, Enter sends both together', () => {
    const g = new SyncedTestGame('keys');
    const p = page(g, 0);
    p.turn.take(g.actions());
    expect(p.turn.key('x')).toBe(false);
    expect(p.turn.key('ArrowRight')).toBe(true);
    const cell = p.turn.placeChoices()!.selectedCell;
    expect(p.turn.key('Enter')).toBe(true);
    expect(p.turn.pending?.place.cell).toBe(cell);
    expect(p.turn.key('Escape')).toBe(true);
    expect(p.turn.pending).toBeNull();
    expect(p.turn.placeChoices()!.selectedCell).toBe(cell); // still chosen
    p.turn.key('Enter');
    p.turn.key('ArrowDown'); // from "no follower" to the first follower
    const follower = p.turn.optionChoices()!.current()!;
    expect(p.turn.key('Enter')).toBe(true);
    expect(p.sent).toEqual([{ turn: 0, actions: [expect.objectContaining({ type: 'place', cell }), follower] }]);
    // Sent: nothing more is offered until the server answers, and nothing is sent twice.
    expect([p.turn.mine(), p.turn.key('Enter'), p.sent.length]).toEqual([false, false, 1]);
    g.play(p.sent[0].actions[0]);
    g.play(p.sent[0].actions[1]);
    expect(g.state.followers).toHaveLength(1);
  });

  test('a refused action: the player may choose again', () => {
    const g = new SyncedTestGame('refused');
    const p = page(g, 0);
    p.turn.take(g.actions());
    p.turn.key('ArrowRight');
    p.turn.place();
    p.turn.confirm();
    expect(p.turn.mine()).toBe(false);
    p.turn.refused();
    expect(p.turn.mine()).toBe(true);
  });

  test('without a connection nothing counts as sent', () => {
    const g = new SyncedTestGame('offline');
    const turn = new GameTurn(() => g.synced, () => false);
    turn.seat = 0;
    turn.take(g.actions());
    turn.key('ArrowRight');
    turn.place();
    turn.confirm();
    expect(turn.busy).toBe(false);
  });
});

describe('the log', () => {
  test('new events in words, each once; the last move and the wall tiles taken since the page opened', () => {
    const g = new SyncedTestGame('log');
    const log = new EventLog();
    const names = ['Ann', 'Bob'];
    const seen: string[] = [];
    const events: string[] = [];
    for (let n = 0; n < 300 && g.state.step !== 'over'; n++) {
      const before = g.synced.eventCount;
      g.playOn(1);
      for (let k = before; k < g.synced.eventCount; k++) events.push(g.synced.events[k % g.synced.events.length]);
      seen.push(...log.take(g.synced, names, tileName)());
      expect(log.take(g.synced, names, tileName)()).toEqual([]); // nothing new
    }
    const expected = events.map((e) => eventText(JSON.parse(e), names, tileName)).filter((l): l is string => !!l);
    expect(seen).toEqual(expected);
    const placed = events.map((e) => JSON.parse(e)).filter((e) => e.type === 'tilePlaced');
    expect(log.lastMove?.cell).toBe(placed[placed.length - 1].cell);
    const taken = events.map((e) => JSON.parse(e)).filter((e) => e.type === 'wallTaken');
    expect(taken.length).toBeGreaterThan(0);
    expect(log.wallTaken.map((w) => w.tower)).toEqual(taken.slice(-4).map((e) => e.tower));
  });

  test('a page that opens late reads only what the ring still holds, and takes no wall tile as news', () => {
    const g = new SyncedTestGame('late');
    g.playOn(150);
    const log = new EventLog();
    const lines = log.take(g.synced, ['Ann', 'Bob'], tileName)();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(g.synced.events.length);
    expect(log.wallTaken).toEqual([]);
    expect(log.lastMove).not.toBeNull();
  });
});

describe('the panel in words', () => {
  test('the status line says whose turn it is, for a player and for a watcher', () => {
    const g = new SyncedTestGame('status');
    const names = playerNames(g.synced.players);
    const ann = page(g, 0), bob = page(g, 1), watcher = page(g, null);
    ann.turn.take(g.actions());
    expect(statusText(g.synced, ann.turn, names)).toBe('Your turn.');
    expect(statusText(g.synced, bob.turn, names)).toBe('Ann is playing.');
    expect(statusText(g.synced, watcher.turn, names)).toBe('Watching: Ann to play.');
    ann.turn.stopped = true;
    expect(statusText(g.synced, ann.turn, names)).toBe('This game cannot go on: the server lost it.');
    g.schema.players[1].seated = false;
    expect(statusText(g.synced, bob.turn, names)).toBe('Waiting for your opponent to join.');
    expect(playerNames([{ name: '' }, { name: 'Bob' }])).toEqual(['Player 1', 'Bob']);
  });

  test('a placement says what it would complete; a follower option says who goes where', () => {
    const g = new SyncedTestGame('words');
    const p = page(g, 0);
    p.turn.take(g.actions());
    p.turn.key('ArrowRight');
    expect(previewText(p.turn, p.turn.placeChoices()!, ['Ann', 'Bob'])).toMatch(/^This placement completes /);
    p.turn.place();
    const c = p.turn.optionChoices()!;
    expect(optionLabel(p.turn, BASE_SET, c.options[0])).toBe('No follower');
    expect(optionLabel(p.turn, BASE_SET, c.options[1])).toMatch(/^(Herald|Knight|Squire|Merchant|Preacher) on the /);
  });

  test('a choice of what scores first names the feature and what it gives', () => {
    // Seed sc58 asks which completed feature scores first (rare: seeds found by playing on).
    const g = new SyncedTestGame('sc58');
    g.playOn(500, (s) => s.step === 'score');
    expect(g.state.step).toBe('score');
    {
      const p = page(g, g.state.toAct);
      const m = g.actions();
      p.turn.take(m);
      const c = p.turn.optionChoices()!;
      expect(c.kind).toBe('score');
      const a = c.options[0] as Extract<Action, { type: 'score' }>;
      const i = m.actions.indexOf(a);
      const feature = m.hints[i]!.feature;
      expect(optionLabel(p.turn, BASE_SET, a)).toMatch(new RegExp(`^Score the ${feature.kind} of \\d+ tiles? first`));
      expect(outcomeText(m, i, ['Ann', 'Bob'])).toMatch(/^Then: Ann \d+, Bob \d+/);
      expect(p.model().highlight).toEqual(feature.tiles.filter((t) => t < 1000));
    }
  });
});
