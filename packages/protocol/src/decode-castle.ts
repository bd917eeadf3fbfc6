// The Castle's synced state (SyncedCastle, as the page receives it: live, or written into its page)
// back into the rules' own public view, the one shape the page draws from (live play, the replay's
// frames and the first picture alike). The server's sync (games/castle.ts) is its inverse; a round-trip test plays
// random games through both. The rules come in as types only: what the decode needs of the game's
// data (the tile set's counts, the towers) its caller hands it from @castle/rules.
import type { CastleView, Step } from '@castle/rules';
import type { SyncedCastle } from './synced';
import { unpackBoard, unpackFollower, unpackTowers, unpackWall } from './codec';

/** The game data the decode reads, with or without the Falcon: how many of each tile type the set
 *  holds, and how many tower spaces the castle has. */
export type CastleSets = (falcon: boolean) => { counts: readonly number[]; towerSpaces: number };

export function decodeCastle(s: SyncedCastle, sets: CastleSets): CastleView {
  const set = sets(s.falcon);
  const placements = unpackBoard(s.board);
  const discarded = s.discarded ? s.discarded.split(',').map(Number) : [];
  const scores = s.players.map((p) => p.score);
  return {
    options: { falcon: s.falcon, variants: JSON.parse(s.variants) as CastleView['options']['variants'] },
    turn: s.turn,
    toAct: s.toAct,
    step: s.step as Step,
    tile: s.tile,
    placed: s.placed,
    extraTurn: s.extraTurn,
    placements,
    followers: [...s.followers].map(unpackFollower).map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure as 'king' | 'falconer' } : {}) })),
    players: s.players.map((p) => ({
      score: p.score, supply: p.supply, kings: p.kings, falconers: p.falconers, aeries: p.aeries,
      wall: unpackWall(p.wall), keepCell: p.keepCell, keepSize: p.keepSize,
    })),
    towers: unpackTowers(s.towers, set.towerSpaces),
    tilesLeft: s.tilesLeft,
    remaining: remainingOf(set.counts, placements, discarded, s.placed < 0 ? s.tile : -1),
    discarded,
    // The rules' result (final.ts): the higher score wins, equal scores draw.
    result: s.step === 'over' ? { scores: [scores[0], scores[1]], winner: scores[0] === scores[1] ? null : scores[0] > scores[1] ? 0 : 1 } : null,
  };
}

/** How many of each tile type are still to come: the set's counts less the tiles on the board, the
 *  discarded ones and the one drawn and not placed yet (-1 for none). */
function remainingOf(counts: readonly number[], placements: readonly { tile: number }[], discarded: readonly number[], drawn: number): number[] {
  const left = counts.slice();
  for (const p of placements) left[p.tile]--;
  for (const t of discarded) left[t]--;
  if (drawn >= 0) left[drawn]--;
  return left;
}
