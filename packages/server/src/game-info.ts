// What a page needs to know of a game before joining it (is a seat free, is it over), and a
// finished game's record: the answer of GET /api/games/<code>, which the game's page also carries
// (game-page.ts). Never the seed or a token.
import { matchMaker } from '@colyseus/core';
import type { GameInfo, Said, TimeControl } from '@castle/protocol';
import { NO_CLOCK, REFUSAL, parseTimeControl } from '@castle/protocol';
import { commitmentOf } from '@castle/game';
import { AbandonedGame, isAbandoned } from './abandon';
import { CODE_PATTERN } from './codes';
import { gameById } from './games';
import { findOutdated, knownOutdated } from './outdated';
import type { GameRecord, GameStore } from './store/store';

/** A game closed because nobody came once it was made (game-room.ts): no person ever took a seat. */
const NOBODY_CAME = 'nobody came to this game once it was made, so it was closed: start a new one';
const nobodySat = (g: GameRecord): boolean => g.actions.length === 0 && g.seats.every((s) => s.name === null || s.bot !== undefined);

/** The time control a game was stored with (none for games stored before clocks). */
export function storedControl(g: Pick<GameRecord, 'clock'>): TimeControl {
  const parsed = parseTimeControl(g.clock ?? undefined);
  return parsed.ok ? parsed.control : NO_CLOCK;
}

/** An answer: 200 with the info (and whether a process holds the game now, for the game's page,
 *  which then asks it for the state), or an error status with `{ code, message }`. */
export type InfoAnswer = { status: 200; body: GameInfo; live: boolean } | { status: 400 | 404 | 410; body: Said };

/** The lookup by code, against `store`; `held` says whether this process holds a game now. */
export function gameInfoLookup(store: GameStore, held: (code: string) => Promise<boolean>): (code: string) => Promise<InfoAnswer> {
  return async (raw) => {
    const code = raw.toUpperCase();
    if (!CODE_PATTERN.test(code)) return { status: 400, body: { code: REFUSAL.BAD_CODE, message: 'a game code is 5 letters and digits' } };
    const g = await store.load(code).catch(() => null);
    if (!g) return { status: 404, body: { code: REFUSAL.NOT_FOUND, params: { code }, message: `no game ${code}` } };
    // An unfinished game no process holds may be one whose stored moves no longer replay.
    const live = !g.result && Boolean(await matchMaker.getRoomById(code));
    const outdated = g.result ? null : knownOutdated(code) ?? (live ? null : findOutdated(g));
    if (outdated) return { status: 410, body: outdated.said() };
    const info: GameInfo = {
      code, game: g.game, title: gameById(g.game)?.title ?? g.game, over: g.result !== null, options: g.options, names: g.seats.map((s) => s.name),
      seatsFree: g.seats.filter((s) => s.token === null).length, createdAt: g.createdAt, clock: storedControl(g), ...(g.next ? { next: g.next } : {}),
      ...(g.secret ? { commitment: commitmentOf(g.secret) } : {}), ...(g.rated ? { rated: true as const } : {}),
      ...(await isAbandoned(store, g, held) ? { abandoned: true, message: nobodySat(g) ? NOBODY_CAME : new AbandonedGame().message } : { abandoned: false }),
    };
    return { status: 200, body: g.result ? { ...info, moves: g.actions, result: g.result, finishedAt: g.finishedAt } : info, live };
  };
}
