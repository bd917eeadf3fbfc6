// The Castle's decode (@castle/protocol decodeCastle, with the page's data from the rules) is the
// inverse of the server's sync: on random games, every few moves, the view the page decodes from
// the state a real Colyseus Decoder received deep-equals the rules' public view, and so does the
// view decoded from the state as JSON (the game's page carries it, for the first picture).
import { Decoder, Encoder } from '@colyseus/schema';
import { GameState, applyAction, createGame, legalActions, publicView, seededRandom } from '@castle/rules';
import { decodeCastle } from '@castle/protocol';
import { castleSets } from '../../client/src/games/castle/logic/public-view';
import { CastleSchema, PlayerState } from '../src/schema';
import { syncCastle } from '../src/sync';

const GAMES = 200;
const EVERY = 5;

/** Game `n`'s positions every EVERY moves (and the last), each with the state a client decoded and the server's encoder. */
function* playedThrough(n: number): Generator<{ game: GameState; synced: CastleSchema; encoder: Encoder }> {
  const random = seededRandom(`decode-${n}`);
  let game = createGame({
    seed: `decode-castle-${n}`, falcon: n % 2 === 1,
    variants: { wallTilesAtEndOfTurn: random() < 0.5, gatesStopMarkers: n % 2 === 1 && random() < 0.5 },
  });
  const state = new CastleSchema();
  for (let i = 0; i < 2; i++) state.players.push(new PlayerState());
  syncCastle(state, publicView(game));
  const encoder = new Encoder(state), client = new Decoder(new CastleSchema());
  client.decode(encoder.encodeAll());
  encoder.discardChanges();
  for (let moves = 1; game.step !== 'over'; moves++) {
    const actions = legalActions(game);
    const r = applyAction(game, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(r.error.message);
    game = r.state;
    syncCastle(state, publicView(game));
    client.decode(encoder.encode());
    encoder.discardChanges();
    if (moves % EVERY === 0 || game.step === 'over') yield { game, synced: client.state, encoder };
  }
}

test(`the view decoded from the synced state equals the rules' public view (${GAMES} random games, every ${EVERY} moves)`, () => {
  let checked = 0, over = 0;
  for (let n = 0; n < GAMES; n++) {
    for (const { game, synced } of playedThrough(n)) {
      expect(decodeCastle(synced, castleSets)).toEqual(publicView(game));
      checked++;
      if (game.step === 'over') over++;
    }
  }
  expect(over).toBe(GAMES); // every game was decoded at its end too, result and all
  expect(checked).toBeGreaterThan(GAMES * 5);
});

test('the view decoded from the synced state as JSON (the first view a game\'s page carries) equals the public view', () => {
  for (let n = 0; n < 20; n++) {
    for (const { game, synced } of playedThrough(n)) expect(decodeCastle(JSON.parse(JSON.stringify(synced.toJSON())), castleSets)).toEqual(publicView(game));
  }
});

test('a client that joins late (the whole state at once) decodes the same view', () => {
  for (let n = 0; n < 20; n++) {
    for (const { game, encoder } of playedThrough(n)) {
      const late = new Decoder(new CastleSchema());
      late.decode(encoder.encodeAll());
      expect(decodeCastle(late.state, castleSets)).toEqual(publicView(game));
    }
  }
});
