// The recent events (sync.ts pushEvents), a ring read back by the client's synced-events.ts. The
// board, followers, towers and the rest of the public view a client decodes: decode-*.test.ts.
import { Decoder, Encoder } from '@colyseus/schema';
import type { GameEvent } from '@castle/rules';
import { newEvents } from '../../client/src/logic/synced-events';
import { CastleSchema as CastleState } from '../src/games/castle';
import { RECENT_EVENTS, pushEvents } from '../src/sync';

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
