// The Castle's replay without drawing: the moves in words for the log, and what on the board a
// frame's move touched (to mark it). Which frame is shown is replay-cursor.ts, every game's.
import type { CastleReplay, ReplayFrame } from './castle-api';
import { eventText } from './words';

/** What GET /api/games/:code/replay answers for a game of the Castle. */
export type ReplayData = CastleReplay;

/** One line of the log per move: its number and what happened, in words. */
export interface LogLine {
  frame: number;
  text: string;
}

export function moveLog(frames: readonly ReplayFrame[], names: readonly (string | null)[], tileName: (t: number) => string): LogLine[] {
  const who = names.map((n, seat) => n || `Player ${seat + 1}`);
  return frames.slice(1).map((f, i) => {
    const words = f.events.map((e) => eventText(e, who, tileName)).filter((t): t is string => !!t);
    // Choices that leave no event of their own still are moves.
    if (f.action?.type === 'follower' && f.action.piece === null) words.unshift(`${who[f.action.seat]} placed no follower.`);
    if (f.action?.type === 'score' && !words.length) words.push(`${who[f.action.seat]} chose what scores first.`);
    return { frame: i + 1, text: words.join(' ') || `${who[f.action?.seat ?? 0]} moved.` };
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
