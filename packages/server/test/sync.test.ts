// The synced board and followers as a client decodes them and the page reads them (packed as one
// number each: packed.ts, read back by the client's synced-board.ts), move by move and for a client
// joining late.
import { Decoder, Encoder } from '@colyseus/schema';
import { GameState, applyAction, createGame, legalActions } from '@castle/rules';
import { unpackCell, unpackFollower } from '../../client/src/logic/synced-board';
import { CastleState, PlayerState } from '../src/schema';
import { syncState } from '../src/sync';

const boardOf = (g: GameState) => g.board.map((b) => (b ? { tile: b.tile, rot: b.rot } : { tile: -1, rot: 0 }));
const followersOf = (g: GameState) => g.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, figure: f.figure ?? '' }));
const decodedBoard = (s: CastleState) => s.board.map(unpackCell).map((c) => ({ tile: c.tile, rot: c.rot }));
const decoded = (s: CastleState) => ({ board: decodedBoard(s), followers: s.followers.map(unpackFollower) });
const expected = (g: GameState) => ({ board: boardOf(g), followers: followersOf(g) });

test.each([false, true])('the decoded board follows the rules board through a random game (falcon: %s)', (falcon) => {
  let game = createGame({ seed: `sync-${falcon}`, falcon, variants: {} });
  const state = new CastleState();
  for (let i = 0; i < 2; i++) state.players.push(new PlayerState());
  const placedAt: number[] = [];
  syncState(state, game, 0, placedAt);
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
    if (action.type === 'place') placedAt[action.cell] = moves;
    const r = applyAction(game, action);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    syncState(state, game, ++moves, placedAt);
    client.decode(encoder.encode());
    encoder.discardChanges();
    expect(decoded(client.state)).toEqual(expected(game));
    if (moves === 30) {
      const late = new Decoder(new CastleState());
      late.decode(encoder.encodeAll());
      expect(decoded(late.state)).toEqual(expected(game));
    }
    if (game.followers.some((f) => f.figure)) figures++;
  }
  if (falcon) expect(figures).toBeGreaterThan(0); // kings and falconers went through the packing too
  const placed = client.state.board.map(unpackCell).filter((c) => c.tile >= 0);
  expect(placed.map((c) => c.placedAt).sort((a, b) => a - b)).toEqual(placedAt.filter((n) => n !== undefined).sort((a, b) => a - b));
});
