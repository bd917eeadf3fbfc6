// The computer's turns in a game: when the seat to act is the computer's, its turn is thought in a
// worker thread (bot-pool.ts) from the public view and the seat's offer, and handed to the room
// after a short readable pause; once per move, again after a restart (the room reopens the game
// and asks), and again a little later if the thinking failed.
import type { BotTurn, Level } from '@castle/bot';
import { botPauseMs, think } from './bot-pool';
import { log } from './log';
import type { GameSession } from './session';

/** After a failed thought, when to try again. */
const RETRY_MS = 2000;

export class ComputerTurns {
  /** The move count the computer is thinking at, -1 when it is not. */
  private thinkingAt = -1;
  private stopped = false;

  /** `play(moves, seat, turn)`: take the turn if the game is still at `moves` (the room's queue). */
  constructor(private session: GameSession, private play: (moves: number, seat: number, turn: BotTurn) => void) {}

  /** If the computer is to act, start thinking (once per move). */
  next(): void {
    const bot = this.session.botToAct();
    const offer = bot && this.session.turnOffer();
    if (!bot || !offer || this.stopped || this.thinkingAt === this.session.moves) return;
    const moves = (this.thinkingAt = this.session.moves);
    const started = Date.now();
    const request = {
      game: this.session.game.id, view: this.session.view(), seat: bot.seat, actions: offer.actions, hints: offer.hints,
      level: bot.level as Level, seed: `${this.session.code}/${moves}`,
    };
    think(request)
      .then(async (turn) => {
        const wait = botPauseMs() - (Date.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (!this.stopped) this.play(moves, bot.seat, turn);
      })
      .catch((err) => {
        if (this.stopped) return; // the room or the server is closing: nothing to try again
        log.error('the computer could not think: trying again', { code: this.session.code, moves, err });
        setTimeout(() => { if (this.thinkingAt === moves) this.thinkingAt = -1; this.next(); }, RETRY_MS);
      });
  }

  /** The room is closing: no more turns. */
  stop(): void {
    this.stopped = true;
  }
}
