// The framework's floor, for the load test only: the same Colyseus server and transport as the game
// server (express beside it, WebSocketTransport with the same frame limit), and a room "castle" that
// plays the bots' protocol with no game behind it. It counts the moves in its schema state and hands
// the turn over; nothing is checked, stored or scored. `node dist/bare-server.js`, on PORT; a game
// ends after BARE_MOVES moves (the load test passes what a castle game took on average).
import * as http from 'http';
import express from 'express';
import { Client, Room, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Schema, type } from '@colyseus/schema';

export class BareState extends Schema {
  @type('uint16') moves = 0;
  /** Seat to act, -1 before the second seat is taken and once it is over. */
  @type('int8') toAct = -1;
  @type('boolean') over = false;
}

/** What the bots answer: one action, always the same. */
const ACTIONS = [{ type: 'count' }];

export class BareRoom extends Room<BareState> {
  maxClients = 2;
  private moves = Number(process.env.BARE_MOVES ?? 80);

  onCreate(): void {
    this.setState(new BareState());
    void this.setPrivate(true);
    this.onMessage('action', (client, m: { moves?: unknown }) => {
      const s = this.state;
      if (s.over || m?.moves !== s.moves || client.userData?.seat !== s.toAct) return;
      s.moves++;
      s.over = s.moves >= this.moves;
      s.toAct = s.over ? -1 : 1 - s.toAct;
      this.broadcastPatch(); // as the castle room does: the move shows at once
      this.sendActions();
    });
  }

  onJoin(client: Client): void {
    const seat = this.clients.length - 1;
    client.userData = { seat };
    client.send('seat', { seat });
    if (this.clients.length === 2) this.state.toAct = 0;
    this.sendActions();
  }

  private sendActions(): void {
    const s = this.state;
    const client = this.clients.find((c) => c.userData?.seat === s.toAct);
    client?.send('actions', { moves: s.moves, actions: ACTIONS });
  }
}

export async function startBareServer(port: number): Promise<void> {
  const app = express();
  app.get('/health', (_req, res) => void res.json({ ok: true }));
  const server = http.createServer(app);
  const gameServer = new Server({ transport: new WebSocketTransport({ server, maxPayload: 4 * 1024 }), greet: false, gracefullyShutdown: false });
  gameServer.define('castle', BareRoom);
  await gameServer.listen(port);
}

if (require.main === module) {
  startBareServer(Number(process.env.PORT ?? 2568)).catch((err) => { console.error(err); process.exit(1); });
}
