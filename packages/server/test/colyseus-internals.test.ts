// What the server relies on in Colyseus beyond its documented hooks (src/colyseus-internals.ts),
// checked against the installed Colyseus with a real server and real colyseus.js clients: an upgrade
// that changes any of it fails here, by name, before it fails anywhere else.
import { Client as RoomClient, Room as ClientRoom } from 'colyseus.js';
import { ClientState, Protocol, Room, matchMaker } from '@colyseus/core';
import type { Client } from '@colyseus/core';
import { WebSocketClient } from '@colyseus/ws-transport';
import Redis from 'ioredis';
import { WebSocket } from 'ws';
import { ArraySchema, Decoder, Encoder, Schema, type } from '@colyseus/schema';
import {
  GuardedRoom, aroundMatchmaker, colyseusUnpack, emptyChangesInPlace, fixSchemaStrings, payloadReadable, schemaEncodeEnds, redisClientsOf,
  schemaStringEncoder, sharedThrough,
} from '../src/colyseus-internals';
import { inProcessServer, redisServer, waitFor } from './harness';
import { needs } from './needs';

/** A room that records what the internals hand it. */
class ProbeRoom extends GuardedRoom<object> {
  static last: ProbeRoom | null = null;
  frames = 0;
  messages: unknown[] = [];
  asked: unknown[] = [];
  refuseAll = false;

  onCreate(): void {
    ProbeRoom.last = this;
    this.setSeatReservationTime(1); // a reservation never used frees its place soon, so no timer outlives the test
    this.onMessage('note', (_client, m) => { this.messages.push(m); });
  }

  protected onFrame(_client: Client, frame: Buffer, read: () => void): void {
    this.frames++;
    if (frame.length > 0) read();
  }

  protected admits(options: unknown): boolean {
    this.asked.push(options);
    return !this.refuseAll;
  }

  waiting(): unknown[] { return this.waitingReservations(); }
  pending(): number { return this.reservationsPending(); }
  keep(): void { this.keepListing(); }
}

let server: Awaited<ReturnType<typeof inProcessServer>>;
const calls: { method: string; first: unknown }[] = [];
beforeAll(async () => {
  server = await inProcessServer();
  matchMaker.defineRoomType('probe', ProbeRoom);
  aroundMatchmaker(async (method, args, next) => { calls.push({ method, first: args[0] }); return next(); });
});
afterAll(async () => { await server.shutdown(); });

test('the methods it extends are still there, with the arguments it passes on', () => {
  const proto = Room.prototype as unknown as Record<string, unknown>;
  expect(typeof proto._onMessage).toBe('function');
  expect(typeof proto._reserveSeat).toBe('function');
  expect((proto._reserveSeat as (...a: unknown[]) => unknown).length).toBeLessThanOrEqual(6);
  expect(typeof matchMaker.controller.invokeMethod).toBe('function');
});

test('every frame of a joined client passes through onFrame before its handler', async () => {
  const room: ClientRoom = await new RoomClient(server.url).create('probe', { hello: 1 });
  const probe = ProbeRoom.last!;
  const before = probe.frames;
  for (let i = 0; i < 3; i++) room.send('note', { i });
  await waitFor(() => probe.messages.length === 3, 5000, 'the notes');
  expect(probe.frames - before).toBeGreaterThanOrEqual(3);
  expect(probe.messages).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
  await room.leave();
});

test('a reservation asks admits with its join options, and is refused when it says no', async () => {
  const host: ClientRoom = await new RoomClient(server.url).create('probe', {});
  const probe = ProbeRoom.last!;
  const guest = await new RoomClient(server.url).joinById(host.roomId, { spectate: true, who: 'guest' });
  expect(probe.asked).toContainEqual({ spectate: true, who: 'guest' });
  probe.refuseAll = true;
  await expect(new RoomClient(server.url).joinById(host.roomId, { who: 'late' })).rejects.toBeTruthy();
  expect(probe.asked).toContainEqual({ who: 'late' });
  await guest.leave();
  await host.leave();
});

test('reservations not used yet are read with their options; a room standing down keeps its listing', async () => {
  const host: ClientRoom = await new RoomClient(server.url).create('probe', {});
  const probe = ProbeRoom.last!;
  const listing = await matchMaker.getRoomById(host.roomId);
  await matchMaker.reserveSeatFor(listing, { who: 'on the way' });
  expect(probe.waiting()).toContainEqual({ who: 'on the way' });
  expect(probe.pending()).toBeGreaterThanOrEqual(1);
  probe.keep();
  await probe.listing.remove();
  expect(await matchMaker.getRoomById(host.roomId)).toBeTruthy();
  await host.leave();
});

test('the matchmaker calls over HTTP pass through aroundMatchmaker with their method and room', async () => {
  const host: ClientRoom = await new RoomClient(server.url).create('probe', {});
  const guest = await new RoomClient(server.url).joinById(host.roomId, {});
  expect(calls).toContainEqual({ method: 'create', first: 'probe' });
  expect(calls).toContainEqual({ method: 'joinById', first: host.roomId });
  await guest.leave();
  await host.leave();
});

test('a payload is read with the msgpackr Colyseus reads it with, and one it cannot read is one Colyseus closes the socket for', async () => {
  expect(colyseusUnpack(Buffer.from([0x81, 0xa1, 0x61, 0x01]))).toEqual({ a: 1 });
  const frame = (payload: number[]) => Buffer.from([Protocol.ROOM_DATA, 0xa4, ...Buffer.from('note'), ...payload]);
  const truncated = frame([0x82, 0xa4, 0x74]);
  expect(payloadReadable(frame([0x81, 0xa1, 0x61, 0x01]))).toBe(true);
  expect(payloadReadable(frame([]))).toBe(true);
  expect(payloadReadable(truncated)).toBe(false);
  // Handed to Colyseus as it is (the probe reads every frame), the same frame closes its socket.
  const room: ClientRoom = await new RoomClient(server.url).create('probe', {});
  const closed = new Promise<number>((resolve) => room.onLeave(resolve));
  (room.connection as unknown as { send(data: Buffer): void }).send(truncated);
  expect(await closed).toBe(Protocol.WS_CLOSE_WITH_ERROR);
});

test('every message to a joined client goes out through WebSocketClient#raw; a joining one\'s wait in _enqueuedMessages; ws counts what it has not sent', async () => {
  const proto = WebSocketClient.prototype as unknown as { raw: (...a: unknown[]) => void };
  const raw = proto.raw;
  let sent = 0;
  proto.raw = function (this: unknown, ...a: unknown[]) { sent++; return raw.apply(this, a); };
  try {
    const room: ClientRoom = await new RoomClient(server.url).create('probe', {});
    let got = 0;
    room.onMessage('hello', () => { got++; });
    const probe = ProbeRoom.last!;
    sent = 0;
    probe.clients[0].send('hello', 1);
    probe.broadcast('hello', 2);
    await waitFor(() => got === 2, 5000, 'both messages');
    expect(sent).toBe(2);
    await room.leave();
  } finally {
    proto.raw = raw;
  }
  const joining = new WebSocketClient('s', { readyState: WebSocket.OPEN, send: () => { throw new Error('not while joining'); } } as unknown as WebSocket);
  expect(joining.state).toBe(ClientState.JOINING);
  joining.enqueueRaw(Buffer.alloc(10));
  expect(joining._enqueuedMessages).toHaveLength(1);
  expect(Object.getOwnPropertyDescriptor(WebSocket.prototype, 'bufferedAmount')?.get).toBeDefined();
});

needs('redis-server').describe('with several processes', () => {
  test('the presence and driver on Redis keep ioredis clients where sharedThrough finds them, each listened to for errors', async () => {
    const redis = await redisServer();
    const { presence, driver } = sharedThrough(redis.url);
    try {
      const clients = redisClientsOf(presence, driver);
      expect(clients).toHaveLength(3);
      for (const c of clients) {
        expect(c).toBeInstanceOf(Redis);
        expect(c.listenerCount('error')).toBeGreaterThan(0);
      }
    } finally {
      presence.shutdown();
      await driver.shutdown();
      await redis.stop();
    }
  });
});

class Strings extends Schema {
  @type(['string']) lines = new ArraySchema<string>();
  @type('uint16') after = 0;
}

describe('strings of exactly 255 bytes (colyseus/schema#216)', () => {
  const text = (bytes: number) => JSON.stringify({ line: 'é'.repeat(10) + 'x'.repeat(bytes - 31) });

  test('the library still writes their length as 0: when this fails, it was fixed upstream and fixSchemaStrings can go', () => {
    expect(Buffer.byteLength(text(255))).toBe(255);
    const bytes = Buffer.alloc(300), it = { offset: 0 };
    schemaStringEncoder(bytes, text(255), it);
    expect([bytes[0], bytes[1]]).toEqual([0xd9, 0]);
  });

  test('fixed, every length round-trips through an Encoder and the client\'s Decoder, and the next field is read right', () => {
    fixSchemaStrings();
    const state = new Strings(), encoder = new Encoder(state);
    const copy = new Strings(), decoder = new Decoder(copy);
    decoder.decode(encoder.encodeAll());
    for (const n of [254, 255, 256, 255]) {
      state.lines.push(text(n));
      state.after = n;
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(copy.lines[copy.lines.length - 1]).toBe(text(n));
      expect(copy.after).toBe(n);
    }
    expect(copy.lines.toArray()).toEqual(state.lines.toArray());
  });
});

class Boardish extends Schema {
  @type(['int32']) cells = new ArraySchema<number>();
  @type(['string']) lines = new ArraySchema<string>();
  @type('uint16') moves = 0;
}

describe('change tracking emptied in place after each patch (emptyChangesInPlace)', () => {
  test('the library still makes them anew (when this fails, look again at what emptyChangesInPlace replaces), and patched an array keeps its items copy', () => {
    expect(String(schemaEncodeEnds.endEncode)).toMatch(/this\.indexedOperations = \{\};\s*\/\/ clear changeset\s*this\[changeSetName\] = createChangeSet\(\);/);
    expect(String(schemaEncodeEnds.arrayEncodeEnd)).toMatch(/this\.tmpItems = this\.items\.slice\(\);\s*this\.deletedIndexes = \{\};/);
    emptyChangesInPlace();
    const state = new Boardish(), encoder = new Encoder(state);
    state.cells.push(1);
    encoder.encode();
    encoder.discardChanges();
    const items = (state.cells as unknown as { tmpItems: number[] }).tmpItems;
    state.cells.push(2);
    encoder.encode();
    encoder.discardChanges();
    expect((state.cells as unknown as { tmpItems: number[] }).tmpItems).toBe(items);
    expect(items).toEqual([1, 2]);
  });

  test('patched, random sets, pushes and pops round-trip through an Encoder and the client\'s Decoder, patch after patch', () => {
    emptyChangesInPlace();
    const state = new Boardish(), encoder = new Encoder(state);
    const copy = new Boardish(), decoder = new Decoder(copy);
    for (let i = 0; i < 90; i++) state.cells.push(-1);
    decoder.decode(encoder.encodeAll());
    encoder.discardChanges();
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n);
    for (let move = 0; move < 400; move++) {
      for (let k = random(3); k >= 0; k--) state.cells[random(90)] = random(1000);
      const r = random(10);
      if (r < 6) state.lines.push(`line ${move}`);
      else if (r < 8 && state.lines.length > 0) state.lines[random(state.lines.length)] = `again ${move}`;
      else if (state.lines.length > 0) state.lines.pop();
      state.moves = move;
      decoder.decode(encoder.encode());
      encoder.discardChanges();
      expect(copy.cells.toArray()).toEqual(state.cells.toArray());
      expect(copy.lines.toArray()).toEqual(state.lines.toArray());
      expect(copy.moves).toBe(move);
    }
    // A client joining late gets the whole state as it is.
    const late = new Boardish();
    new Decoder(late).decode(encoder.encodeAll());
    expect(late.cells.toArray()).toEqual(state.cells.toArray());
    expect(late.lines.toArray()).toEqual(state.lines.toArray());
  });
});
