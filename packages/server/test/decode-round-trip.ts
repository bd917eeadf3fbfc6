// The round trip every served game's decode must pass (its decode-<game>.test.ts calls it): on random
// games, every few moves, the view the page decodes from the state a real Colyseus Decoder received
// deep-equals the rules' public view; so does the view decoded from the state as JSON (the first
// view a game's page carries, for the first picture), and from a client that joins late (the whole
// state at once). The sync is the server's registered one (games.ts), the game's rules its definition.
import { Decoder, Encoder } from '@colyseus/schema';
import { seededRandom } from '@castle/rules';
import type { GameSchema } from '../src/schema';
import { servedGame } from '../src/games';
import { PlayerState } from '../src/schema';

export interface RoundTrip {
  /** The served game's id. */
  id: string;
  /** Game n's options and table size, drawn with `random` (each game its own). */
  table(n: number, random: () => number): { options: unknown; seats: number };
  /** The page's decode of a synced state (as received, or as JSON) into the game's public view. */
  decode(synced: unknown): unknown;
  games: number;
  every: number;
}

/** Game `n`'s positions every `every` moves (and the last): the rules' state, the state a client decoded and the server's encoder. */
function* playedThrough(t: RoundTrip, n: number): Generator<{ state: unknown; over: boolean; synced: GameSchema; encoder: Encoder }> {
  const { game, schema, sync } = servedGame(t.id);
  const random = seededRandom(`decode-${n}`);
  const { options, seats } = t.table(n, random);
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let state = game.create(parsed.options, `decode-${t.id}-${n}`, seats);
  const synced = schema();
  for (let i = 0; i < seats; i++) synced.players.push(new PlayerState());
  sync(synced, game.publicView(state));
  const encoder = new Encoder(synced), client = new Decoder(schema());
  client.decode(encoder.encodeAll());
  encoder.discardChanges();
  for (let moves = 1; !game.isOver(state); moves++) {
    const actions = game.legalActions(state);
    const r = game.apply(state, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    sync(synced, game.publicView(state));
    client.decode(encoder.encode());
    encoder.discardChanges();
    const over = game.isOver(state);
    if (moves % t.every === 0 || over) yield { state, over, synced: client.state as GameSchema, encoder };
  }
}

export function decodeRoundTrip(t: RoundTrip): void {
  const { game, schema } = servedGame(t.id);

  test(`the view decoded from the synced state equals the rules' public view (${t.games} random games, every ${t.every} moves)`, () => {
    let checked = 0, over = 0;
    for (let n = 0; n < t.games; n++) {
      for (const p of playedThrough(t, n)) {
        expect(t.decode(p.synced)).toEqual(game.publicView(p.state));
        checked++;
        if (p.over) over++;
      }
    }
    expect(over).toBe(t.games); // every game was decoded at its end too, result and all
    expect(checked).toBeGreaterThan(t.games * 5);
  });

  test('the view decoded from the synced state as JSON (the first view a game\'s page carries) equals the public view', () => {
    for (let n = 0; n < 20; n++) {
      for (const p of playedThrough(t, n)) expect(t.decode(JSON.parse(JSON.stringify(p.synced.toJSON())))).toEqual(game.publicView(p.state));
    }
  });

  test('a client that joins late (the whole state at once) decodes the same view', () => {
    for (let n = 0; n < 20; n++) {
      for (const p of playedThrough(t, n)) {
        const late = new Decoder(schema());
        late.decode(p.encoder.encodeAll());
        expect(t.decode(late.state)).toEqual(game.publicView(p.state));
      }
    }
  });
}
