// The Castle's replay without drawing: the moves in words for the log, and what on the board a
// frame's move touched (to mark it). Which frame is shown is replay-cursor.ts, every game's.
import type { CastleReplay, ReplayFrame } from './castle-api';
import { t } from '../../../i18n/words';
import { eventText } from './words';
import type { TileCase } from './tile-words';

/** What GET /api/games/:code/replay answers for a game of the Castle. */
export type ReplayData = CastleReplay;

/** One line of the log per move: its number and what happened, in words. */
export interface LogLine {
  frame: number;
  text: string;
}

export function moveLog(frames: readonly ReplayFrame[], names: readonly (string | null)[], tileName: (tile: number, use: TileCase) => string): LogLine[] {
  const who = names.map((n, seat) => n || t('castle.player', { n: seat + 1 }));
  return frames.slice(1).map((f, i) => {
    const words = f.events.map((e) => eventText(e, who, tileName)).filter((line): line is string => !!line);
    // Choices that leave no event of their own still are moves.
    if (f.action?.type === 'follower' && f.action.piece === null) words.unshift(t('castle.log.noFollower', { who: who[f.action.seat] }));
    if (f.action?.type === 'score' && !words.length) words.push(t('castle.log.choseScore', { who: who[f.action.seat] }));
    return { frame: i + 1, text: words.join(' ') || t('castle.log.moved', { who: who[f.action?.seat ?? 0] }) };
  });
}

/** What a frame's move touched on the board: the tile placed, the follower put, features completed. */
export interface ShownMove {
  placed: number | null;
  follower: { cell: number; piece: number } | null;
  completed: number[];
}

export function shownMove(frame: ReplayFrame): ShownMove {
  const move: ShownMove = { placed: null, follower: null, completed: [] };
  for (const e of frame.events) {
    if (e.type === 'tilePlaced') move.placed = e.cell;
    else if (e.type === 'followerPlaced') move.follower = { cell: e.cell, piece: e.piece };
    else if (e.type === 'featureCompleted') move.completed.push(...e.cells.filter((c) => !move.completed.includes(c)));
  }
  return move;
}
