// Events in words for the log: who scored what and why, wall tiles taken, tiles discarded.
import { capitalised, plural, seatWho } from '../../../logic/common-words';
import type { GameEvent, Role, ScoreReason } from '@castle/rules';

const FINAL: Record<string, string> = {
  keep: 'the larger keep (the largest empty area)',
  court: 'a court',
  wall4: 'wall tile 4, an unfinished path',
  wall5: 'wall tile 5, an unfinished tower',
  wall6: 'wall tile 6, an unfinished house',
  wall9: 'wall tile 9',
  aeries: 'the most aerie tokens (the largest empty area)',
};

export const WALL_TILE_TEXT: Record<number, string> = {
  1: 'another turn, played during the game',
  2: 'doubles a completed tower',
  3: 'doubles a completed house',
  4: 'scores an unfinished path at the end',
  5: 'scores an unfinished tower at the end',
  6: 'scores an unfinished house at the end',
  7: '4 per market on one court at the end',
  8: 'keep counts 2 tiles larger at the end',
  9: '5 points at the end',
};

/** Where each role stands, for "placed a herald on the path" (a king or falconer stands as one). */
const WHERE: Record<Role, string> = { herald: 'on the path', knight: 'on the tower', squire: 'in the house', merchant: 'on the court', preacher: 'in the chapel' };
/** What each scoring counts, in words. */
const SCORED: Record<ScoreReason, (tiles: string) => string> = {
  path: (t) => `a path of ${t}`,
  'path-fountain': (t) => `a path of ${t} with a fountain`,
  tower: (t) => `a tower of ${t}`,
  house: (t) => `a house of ${t}`,
  chapel: (t) => `a chapel of ${t}`,
};

/** An event as a log line, or null for one the log does not show. `tileWords` names a tile with its
 *  article ("a path ending at a tower"). */
export function eventText(e: GameEvent, names: readonly string[], tileWords: (t: number) => string): string | null {
  const who = (seat: number) => seatWho(names, seat);
  switch (e.type) {
    case 'tilePlaced': return `${who(e.seat)} placed ${tileWords(e.tile)}.`;
    case 'followerPlaced': return `${who(e.seat)} placed a ${e.figure ?? e.role} ${WHERE[e.role]}.`;
    case 'scored': {
      const times = e.multiplier > 1 ? `, times ${e.multiplier}` : '';
      const aeries = e.aeries ? `, and took ${plural(e.aeries, 'aerie token')}` : '';
      const lost = e.lost ? ` (${e.lost} lost at a gate)` : '';
      return `${who(e.seat)} scored ${plural(e.points, 'point')} for ${SCORED[e.reason](plural(e.tiles, 'tile'))}${times}${lost}${aeries}.`;
    }
    case 'noScore': return e.reason === 'tie' ? 'A completed feature scored nothing: its followers were tied.' : null;
    case 'wallTaken': return `${who(e.seat)} took wall tile ${e.kind} (${WALL_TILE_TEXT[e.kind]}).`;
    case 'wallPlayed': return `${who(e.seat)} played wall tile ${e.kind} (${WALL_TILE_TEXT[e.kind]}).`;
    case 'keepMoved': return `${who(e.seat)}'s keep moved to a house of ${plural(e.size, 'tile')}.`;
    case 'tileDiscarded': return `${capitalised(tileWords(e.tile))} fitted nowhere and left the game.`;
    case 'extraTurn': return `${who(e.seat)} takes another turn.`;
    case 'final': return `${who(e.seat)} scored ${plural(e.points, 'point')} for ${FINAL[e.reason] ?? e.reason}.`;
    case 'gameOver': return e.winner === null ? `The game ends in a draw, ${e.scores[0]} to ${e.scores[1]}.` : `${who(e.winner)} wins, ${e.scores[e.winner]} to ${e.scores[1 - e.winner]}.`;
    default: return null;
  }
}
