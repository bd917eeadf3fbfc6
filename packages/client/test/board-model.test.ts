// One board model per game, made from the public view: what a watcher's page makes of the synced
// state (decoded) is what a replay's frame of the same position makes of its view, so play and
// replay draw one shape (games/castle/logic/board-model.ts, games/carcassonne/logic/board-model.ts).
import { Decoder, Encoder } from '@colyseus/schema';
import { applyAction, createGame, legalActions, publicView } from '@castle/carcassonne';
import { publicView as castleView } from '@castle/rules';
import { PlayerState } from '../../server/src/schema';
import { CarcassonneSchema, syncCarcassonne } from '../../server/src/games/carcassonne';
import { castleBoard, gameBoardModel } from '../src/games/castle/logic/board-model';
import { GameTurn } from '../src/games/castle/logic/game-turn';
import { planeBoard, planeModel } from '../src/games/carcassonne/logic/board-model';
import { SyncedTestGame } from './synced-game';

test.each([false, true])('the Castle: a watcher\'s board from the synced state is the replay\'s board from the view (Falcon: %s)', (falcon) => {
  const g = new SyncedTestGame(`model-${falcon}`, falcon);
  const watcher = new GameTurn(() => g.synced, () => false);
  for (let k = 0; k < 6; k++) {
    g.playOn(9);
    const lastMove = { cell: 3, follower: null, scored: [] };
    expect(gameBoardModel(g.synced, watcher, { lastMove, wallTaken: [] })).toMatchObject(castleBoard(castleView(g.state), lastMove));
  }
});

test('Carcassonne: a watcher\'s plane from the synced state is the replay\'s plane from the view', () => {
  let game = createGame({ seats: 3, seed: 'model' });
  const schema = new CarcassonneSchema();
  for (let i = 0; i < 3; i++) schema.players.push(new PlayerState());
  const encoder = new Encoder(schema), page = new Decoder(new CarcassonneSchema());
  for (let moves = 1; moves <= 60 && game.step !== 'over'; moves++) {
    const actions = legalActions(game);
    const r = applyAction(game, actions[(moves * 7) % actions.length]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    schema.moves = moves;
    syncCarcassonne(schema, publicView(game));
    page.decode(moves === 1 ? encoder.encodeAll() : encoder.encode());
    encoder.discardChanges();
    const last = { x: 0, y: 0 };
    if (moves % 10 === 0) expect(planeModel(page.state, null, last)).toEqual(planeBoard(publicView(game), last));
  }
});
