// The one public view of a game: what every client may see, the same for players and watchers.
// The server syncs it, the replay is made of it, the page reads it. Never the seed or the order of
// the stack: only how many of each tile are still to come, which anyone could count.
import { gridAt, kindIn, xOf, xyOf, yOf } from './grid';
import { ROLES, Role, SEGMENTS } from './segments';
import { TILE_KINDS } from './tiles';
import { supplyOf } from './turn';
import type { CarcEvent, CarcResult, CarcState, Step, XY } from './types';

export interface CarcView {
  seats: number;
  /** Turns begun (1 on the first). */
  turn: number;
  /** The seat to act, -1 once over. */
  toAct: number;
  step: Step;
  /** The drawn tile (public once drawn), null once over. */
  tile: string | null;
  /** Where this turn's tile lies during the follower step, else null. */
  placed: XY | null;
  /** Placed tiles in the order placed, the start tile first (rot: quarter turns clockwise). */
  tiles: { x: number; y: number; tile: string; rot: number }[];
  /** Followers on the board, in the order placed (farmers lie down: role 'farmer'). */
  followers: { seat: number; x: number; y: number; spot: string; role: Role }[];
  players: { score: number; supply: number }[];
  /** Tiles still in the stack (the drawn tile not counted). */
  tilesLeft: number;
  /** How many of each kind are still in the stack, by letter. */
  remaining: Record<string, number>;
  /** Tiles drawn that fitted nowhere and left the game, in order. */
  setAside: string[];
  result: CarcResult | null;
}

/** How many of each kind are still to come: public, unlike their order. */
export function remainingCounts(s: Pick<CarcState, 'stack' | 'next'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of TILE_KINDS) out[t.letter] = 0;
  for (let i = s.next; i < s.stack.length; i++) out[TILE_KINDS[s.stack[i]].letter]++;
  return out;
}

export function publicView(s: CarcState): CarcView {
  return {
    seats: s.seats,
    turn: s.turn,
    toAct: s.step === 'over' ? -1 : s.toAct,
    step: s.step,
    tile: s.tile >= 0 ? TILE_KINDS[s.tile].letter : null,
    placed: s.placed >= 0 ? xyOf(s.placed) : null,
    tiles: s.tiles.map((t) => ({ x: xOf(t >> 7), y: yOf(t >> 7), tile: TILE_KINDS[t & 31].letter, rot: (t >> 5) & 3 })),
    followers: s.men.map((m) => {
      const cell = m >> 7, seg = SEGMENTS[kindIn(gridAt(s.grid, cell))][(m >> 3) & 15];
      return { seat: m & 7, x: xOf(cell), y: yOf(cell), spot: seg.spot, role: ROLES[seg.kind] };
    }),
    players: s.scores.map((score, seat) => ({ score, supply: supplyOf(s, seat) })),
    tilesLeft: s.stack.length - s.next,
    remaining: remainingCounts(s),
    setAside: s.setAside.map((k) => TILE_KINDS[k].letter),
    result: s.result ? { scores: s.result.scores.slice(), winners: s.result.winners.slice() } : null,
  };
}

/** Every event is public here: a drawn tile is shown to all, and so is one set aside. */
export function publicEvents(events: readonly CarcEvent[]): CarcEvent[] {
  return events.slice();
}
