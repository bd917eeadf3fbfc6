// The synced board, followers, towers and wall tiles (packed by @castle/protocol's codec) as a client
// decodes them and the page reads them back, with the tiles to come the page counts
// from them, move by move and for a client joining late; and the recent events, a ring read back by
// the client's synced-events.ts.
import { Decoder, Encoder } from '@colyseus/schema';
import { GameEvent, GameState, applyAction, createGame, legalActions, publicView, remainingCounts, tileSetOf } from '@castle/rules';
import { unpackBoard, unpackCell, unpackFollower, unpackTowers, unpackWall } from '@castle/protocol';
import { remainingOf } from '../../client/src/games/castle/logic/synced-board';
import { newEvents } from '../../client/src/logic/synced-events';
import { CastleSchema as CastleState, PlayerState } from '../src/schema';
import { RECENT_EVENTS, pushEvents, syncCastle } from '../src/sync';

const syncState = (state: CastleState, game: GameState, moves: number) => { state.moves = moves; syncCastle(state, publicView(game)); };

const boardOf = (g: GameState) => g.board.map((b) => (b ? { tile: b.tile, rot: b.rot } : { tile: -1, rot: 0 }));
const followersOf = (g: GameState) => g.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure ?? '' }));
const decodedBoard = (s: CastleState) => s.board.map(unpackCell).map((c) => ({ tile: c.tile, rot: c.rot }));
/** What the page reads back of the synced state, the other fields packed as numbers among them. */
const decoded = (s: CastleState, g: GameState) => ({
  board: decodedBoard(s), followers: s.followers.map(unpackFollower),
  towers: unpackTowers(s.towers, g.towers.length), walls: s.players.map((p) => unpackWall(p.wall)),
  remaining: remainingOf(tileSetOf(g).types.map((t) => t.count), s.board, s.discarded, s.tile, s.placed),
});
const expected = (g: GameState) => ({
  board: boardOf(g), followers: followersOf(g), towers: g.towers.map((t) => t !== null),
  walls: g.players.map((p) => p.wall.map((w) => w.kind)), remaining: remainingCounts(g),
});

test.each([false, true])('the decoded board follows the rules board through a random game (falcon: %s)', (falcon) => {
  let game = createGame({ seed: `sync-${falcon}`, falcon, variants: {} });
  const state = new CastleState();
  for (let i = 0; i < 2; i++) state.players.push(new PlayerState());
  const placed: number[] = [];
  syncState(state, game, 0);
  const encoder = new Encoder(state);
  const client = new Decoder(new CastleState());
  client.decode(encoder.encodeAll());
  encoder.discardChanges();
  let moves = 0, figures = 0;
  let rand = 7;
  while (game.step !== 'over') {
    const actions = legalActions(game);
    rand = (rand * 48271) % 2147483647;
    const action = actions[rand % actions.length];
    if (action.type === 'place') placed.push(action.cell);
    const r = applyAction(game, action);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    syncState(state, game, ++moves);
    client.decode(encoder.encode());
    encoder.discardChanges();
    expect(decoded(client.state, game)).toEqual(expected(game));
    if (moves === 30) {
      const late = new Decoder(new CastleState());
      late.decode(encoder.encodeAll());
      expect(decoded(late.state, game)).toEqual(expected(game));
    }
    if (game.followers.some((f) => f.figure)) figures++;
  }
  if (falcon) expect(figures).toBeGreaterThan(0); // kings and falconers went through the packing too
  // The page reads the tiles back in the order they were placed (it rebuilds the position from them).
  expect(unpackBoard(client.state.board).map((p) => p.cell)).toEqual(placed);
  expect(client.state.moves).toBe(moves);
});

test('the recent events: a client reads every event in order, and one that comes late the last 60', () => {
  const state = new CastleState();
  const encoder = new Encoder(state);
  const watching = new Decoder(new CastleState());
  watching.decode(encoder.encodeAll());
  encoder.discardChanges();
  const turn = (t: number): GameEvent => ({ type: 'turnStarted', seat: 0, turn: t });
  const read: number[] = [];
  let seen = 0;
  for (let t = 1; t <= 150; t += 3) {
    pushEvents(state, [turn(t), turn(t + 1), turn(t + 2)]);
    watching.decode(encoder.encode());
    encoder.discardChanges();
    const s = watching.state as CastleState;
    for (const text of newEvents(s.events, s.eventCount, seen)) read.push((JSON.parse(text) as { turn: number }).turn);
    seen = s.eventCount;
  }
  expect(read).toEqual(Array.from({ length: 150 }, (_, i) => i + 1));
  expect(state.events.length).toBe(RECENT_EVENTS);
  const late = new Decoder(new CastleState());
  late.decode(encoder.encodeAll());
  const s = late.state as CastleState;
  expect(newEvents(s.events, s.eventCount, 0).map((text) => (JSON.parse(text) as { turn: number }).turn))
    .toEqual(Array.from({ length: RECENT_EVENTS }, (_, i) => 150 - RECENT_EVENTS + i + 1));
});

test('the tiles to come, counted by the page: the set less the tiles placed, discarded and drawn', () => {
  const counts = [2, 1, 3];
  const board = [-1, 0 | (1 << 8), -1, 2 | (5 << 10)]; // one tile of type 0, one of type 2
  expect(remainingOf(counts, board, '', -1, -1)).toEqual([1, 1, 2]);
  expect(remainingOf(counts, board, '2,2', -1, -1)).toEqual([1, 1, 0]);
  expect(remainingOf(counts, board, '2', 1, -1)).toEqual([1, 0, 1]); // type 1 drawn, not placed yet
  expect(remainingOf(counts, board, '2', 2, 3)).toEqual([1, 1, 1]); // drawn and placed on cell 3: counted once
});
