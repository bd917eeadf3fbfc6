// A rematch, asked for by each seat after the end: stored by the session, then each seated client is
// sent its own way into the new game (the code and its new token, to it alone). A rematch made is a
// game created: it counts against CREATE_PER_MINUTE for the address of the seat whose ask made it.
import type { Client } from '@colyseus/core';
import { REFUSAL, TO_CLIENT } from '@castle/protocol';
import { log } from '../log';
import type { GameSchema } from '../schema';
import { type GameSession, refusal } from '../session';
import { roomConfig } from './base-room';

/** What of the game's room a rematch needs. */
export interface RematchRoom {
  roomId: string;
  session: GameSession;
  state: GameSchema;
  seatOf(client: Client): number | null;
  /** The client holding each seat, where one is connected. */
  seatedClients(): (Client | undefined)[];
  refuse(client: Client, code: string, message: string, params?: Record<string, string | number>): void;
  /** The client's address, as the limits per address count it. */
  addressOf(client: Client): string;
}

/** A seat asks for a rematch; once every seat has, each seated client gets its way in. */
export async function askRematch(room: RematchRoom, client: Client, message: unknown): Promise<void> {
  const seat = room.seatOf(client);
  let r;
  try {
    r = await room.session.askRematch(seat, message, () => {
      const wait = roomConfig().limiters.creates.take(room.addressOf(client));
      return wait ? refusal(REFUSAL.TOO_MANY_CREATES, `too many games created from this address: try again in ${wait} s`, { retryAfter: wait }) : null;
    });
  } catch (err) {
    log.error('rematch not stored', { code: room.roomId, err });
    return room.refuse(client, REFUSAL.STORE_FAILED, 'the rematch could not be saved; nothing changed, try again');
  }
  if (!r.ok) return room.refuse(client, r.code, r.message, r.params);
  syncRematch(room);
  const next = room.session.rematch;
  if (!next || room.state.next) return;
  room.state.next = next.code;
  room.seatedClients().forEach((c, s) => { if (c) sendRematch(room.session, c, s); });
  log.info('rematch', { code: room.roomId, next: next.code });
}

/** A seat takes its ask back ("rematchWithdraw"), or turns down another's ("rematchDecline"): every
 *  page sees who said no. Nothing stored: the asks live in the room, as the asks themselves. */
export function answerRematch(room: RematchRoom, client: Client, message: unknown, answer: 'withdraw' | 'decline'): void {
  const seat = room.seatOf(client);
  const r = answer === 'withdraw' ? room.session.withdrawRematch(seat, message) : room.session.declineRematch(seat, message);
  if (!r.ok) return room.refuse(client, r.code, r.message, r.params);
  syncRematch(room);
  log.info(`rematch ${answer === 'withdraw' ? 'withdrawn' : 'declined'}`, { code: room.roomId, seat });
}

/** Each seat's ask and no, as the session has them, into the synced state (the computer's seats,
 *  which always accept, are not shown asking). */
function syncRematch(room: RematchRoom): void {
  const s = room.session;
  room.state.players.forEach((p, seat) => {
    p.rematch = s.rematchAsked[seat] && !s.botOf(seat);
    p.rematchNo = s.rematchNo[seat];
  });
}

/** A seat's own way into the rematch, once it exists (a seat coming back after it was made, too). */
export function sendRematch(session: GameSession, client: Client, seat: number): void {
  const next = session.rematch;
  if (next) client.send(TO_CLIENT.rematch, { code: next.code, token: next.tokens[seat] });
}
