// The original Carcassonne's synced state (SyncedCarcassonne, as the page receives it) back into the
// rules' own public view, as decode-castle.ts does for the Castle; the server's sync (server/src/games/
// carcassonne.ts) is its inverse. The rules come in as types only: the tile counts and the followers' roles the
// caller hands from @castle/carcassonne.
import type { CarcView, Role, Step } from '@castle/carcassonne';
import type { SyncedCarcassonne } from './synced';
import { unpackPlaneCell, unpackPlaneFollower, unpackPlaneTile } from './plane-codec';

/** The game data the decode reads: how many of each tile (by letter) the game holds, the start
 *  tile among them, and the role of a follower on a spot of a tile (a farmer lies down). */
export interface CarcTables {
  counts: Readonly<Record<string, number>>;
  role(tile: string, spot: string): Role;
}

export function decodeCarcassonne(s: SyncedCarcassonne, tables: CarcTables): CarcView {
  const tiles = [...s.tiles].map(unpackPlaneTile);
  const at = new Map(tiles.map((t) => [`${t.x},${t.y}`, t.tile]));
  const tile = s.tile >= 0 ? String.fromCharCode(65 + s.tile) : null;
  const placed = unpackPlaneCell(s.placed);
  const setAside = s.discarded ? s.discarded.split(',') : [];
  const remaining = { ...tables.counts };
  for (const t of [...tiles.map((p) => p.tile), ...setAside]) remaining[t]--;
  // The drawn tile has left the stack; once placed it is among the tiles already.
  if (tile && !placed) remaining[tile]--;
  const scores = s.players.map((p) => p.score), best = Math.max(...scores);
  return {
    seats: s.players.length,
    turn: s.turn,
    toAct: s.toAct,
    step: s.step as Step,
    tile,
    placed,
    tiles,
    followers: [...s.followers].map(unpackPlaneFollower).map((f) => ({ ...f, role: tables.role(at.get(`${f.x},${f.y}`) ?? '', f.spot) })),
    players: s.players.map((p) => ({ score: p.score, supply: p.supply })),
    tilesLeft: s.tilesLeft,
    remaining,
    setAside,
    // The rules' result (engine-io.ts): every seat with the best score wins.
    result: s.step === 'over' ? { scores, winners: scores.flatMap((p, seat) => (p === best ? [seat] : [])) } : null,
  };
}
