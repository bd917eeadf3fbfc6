// Carcassonne's decode (@castle/protocol decodeCarcassonne, with the page's data from the rules) is
// the inverse of the server's sync: on random games of 2 to 5 seats, every few moves, the view the
// page decodes from the state a real Colyseus Decoder received deep-equals the rules' public view,
// and so does the view decoded from the state as JSON (the first view a game's page carries).
import { Decoder, Encoder } from '@colyseus/schema';
import { CarcState, applyAction, createGame, legalActions, publicView } from '@castle/carcassonne';
import { seededRandom } from '@castle/rules';
import { decodeCarcassonne } from '@castle/protocol';
import { carcTables } from '../../client/src/games/carcassonne/logic/public-view';
import { CarcassonneSchema, PlayerState } from '../src/schema';
import { syncCarcassonne } from '../src/sync-carcassonne';

const GAMES = 200;
const EVERY = 7;

/** Game `n`'s positions every EVERY moves (and the last), each with the state a client decoded and the server's encoder. */
function* playedThrough(n: number): Generator<{ game: CarcState; synced: CarcassonneSchema; encoder: Encoder }> {
  const random = seededRandom(`decode-${n}`);
  const seats = 2 + (n % 4);
  let game = createGame({ seats, seed: `decode-carcassonne-${n}` });
  const state = new CarcassonneSchema();
  for (let i = 0; i < seats; i++) state.players.push(new PlayerState());
  syncCarcassonne(state, publicView(game));
  const encoder = new Encoder(state), client = new Decoder(new CarcassonneSchema());
  client.decode(encoder.encodeAll());
  encoder.discardChanges();
  for (let moves = 1; game.step !== 'over'; moves++) {
    const actions = legalActions(game);
    const r = applyAction(game, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    syncCarcassonne(state, publicView(game));
    client.decode(encoder.encode());
    encoder.discardChanges();
    if (moves % EVERY === 0 || game.step === 'over') yield { game, synced: client.state, encoder };
  }
}

test(`the view decoded from the synced state equals the rules' public view (${GAMES} random games, every ${EVERY} moves)`, () => {
  let checked = 0, over = 0;
  for (let n = 0; n < GAMES; n++) {
    for (const { game, synced } of playedThrough(n)) {
      expect(decodeCarcassonne(synced, carcTables)).toEqual(publicView(game));
      checked++;
      if (game.step === 'over') over++;
    }
  }
  expect(over).toBe(GAMES); // every game was decoded at its end too, result and all
  expect(checked).toBeGreaterThan(GAMES * 5);
});

test('the view decoded from the synced state as JSON (the first view a game\'s page carries) equals the public view', () => {
  for (let n = 0; n < 20; n++) {
    for (const { game, synced } of playedThrough(n)) expect(decodeCarcassonne(JSON.parse(JSON.stringify(synced.toJSON())), carcTables)).toEqual(publicView(game));
  }
});

test('a client that joins late (the whole state at once) decodes the same view', () => {
  for (let n = 0; n < 20; n++) {
    for (const { game, encoder } of playedThrough(n)) {
      const late = new Decoder(new CarcassonneSchema());
      late.decode(encoder.encodeAll());
      expect(decodeCarcassonne(late.state, carcTables)).toEqual(publicView(game));
    }
  }
});
