// A Colyseus client written by hand, for tests that need what colyseus.js cannot do: connect from a
// chosen loopback address (`localAddress`), send any frame, stop reading. It reserves a place over
// HTTP as colyseus.js does, opens the room's WebSocket and answers its JOIN_ROOM; the messages the
// room sends are decoded as they come (type and msgpack body) and their bytes counted.
import * as http from 'http';
import { createRequire } from 'module';
import { WebSocket } from 'ws';
import { decode } from '@colyseus/schema';
import { colyseusUnpack } from '../src/colyseus-internals';

const JOIN_ROOM = 10, ERROR = 11, ROOM_DATA = 13;
/** msgpack as Colyseus packs it (its own msgpackr, as colyseus.js does). */
type Packr = new (o: object) => { pack(v: unknown): Uint8Array };
const packer = new (createRequire(require.resolve('@colyseus/core'))('@colyseus/msgpackr') as { Packr: Packr }).Packr({ useRecords: false });

export interface RawRoom {
  ws: WebSocket;
  roomId: string;
  messages: { type: string | number; body: unknown }[];
  /** Bytes of every frame received. */
  bytes: number;
  /** The close code, once closed. */
  closed: Promise<number>;
  send(type: string, body?: unknown): void;
  /** Messages of that type received so far. */
  of(type: string): unknown[];
}

/** A matchmaker request over HTTP from `localAddress`: its status and JSON answer. */
export function matchmake(port: number, method: string, room: string, options: unknown, localAddress?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(options);
    const req = http.request({
      host: '127.0.0.1', port, path: `/matchmake/${method}/${room}`, method: 'POST', localAddress, agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      let data = '';
      res.on('data', (d) => { data += d; });
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(data) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A ROOM_DATA frame as colyseus.js sends it: the type, then the body packed (none if undefined). */
export function dataFrame(type: string, packedBody: number[] = []): Buffer {
  const t = Buffer.from(type, 'utf8');
  return Buffer.from([ROOM_DATA, 0xa0 | t.length, ...t, ...packedBody]);
}

/**
 * Join a room (`join`, `joinById`, `create`...) from `localAddress`. Rejects with `{ code, message }`
 * when the matchmaker refuses it (HTTP) or the room refuses it on connecting (an ERROR frame). With
 * `answerJoin: false` it never answers the room's JOIN_ROOM: the room keeps it joining.
 */
export async function rawJoin(port: number, method: string, room: string, options: unknown = {}, localAddress = '127.0.0.1', { answerJoin = true } = {}): Promise<RawRoom> {
  const seat = await matchmake(port, method, room, options, localAddress);
  if (seat.status !== 200) throw Object.assign(new Error(seat.body.message ?? seat.body.error), { code: seat.body.code, status: seat.status });
  const { sessionId, room: { processId, roomId } } = seat.body as { sessionId: string; room: { processId: string; roomId: string } };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/${processId}/${roomId}?sessionId=${sessionId}`, { localAddress });
  const messages: RawRoom['messages'] = [];
  const raw: RawRoom = {
    ws, roomId, messages, bytes: 0,
    closed: new Promise<number>((resolve) => ws.once('close', (code: number) => resolve(code))),
    send: (type, body) => {
      const packed = body === undefined ? [] : [...packer.pack(body)];
      ws.send(dataFrame(type, packed));
    },
    of: (type) => messages.filter((m) => m.type === type).map((m) => m.body),
  };
  await new Promise<void>((resolve, reject) => {
    ws.on('message', (data: Buffer) => {
      raw.bytes += data.length;
      if (data[0] === JOIN_ROOM) {
        if (answerJoin) ws.send(Buffer.from([JOIN_ROOM]));
        resolve();
      } else if (data[0] === ERROR) {
        const it = { offset: 1 };
        const code = decode.number(data, it);
        reject(Object.assign(new Error(decode.string(data, it)), { code }));
      } else if (data[0] === ROOM_DATA) {
        const it = { offset: 1 };
        const type = decode.stringCheck(data, it) ? decode.string(data, it) : decode.number(data, it);
        messages.push({ type, body: data.length > it.offset ? colyseusUnpack(data.subarray(it.offset)) : undefined });
      }
    });
    ws.once('error', reject);
    ws.once('close', (code) => reject(Object.assign(new Error(`closed before joining (${code})`), { code })));
  });
  return raw;
}
