// A compact text notation for the board, like FEN in chess: one line per castle row, one token
// per column. `#` outside the wall, `.` an empty cell, `<code><rot>` a tile (code from tiles.ts,
// rot = quarter turns clockwise), and `<code><rot>:<piece><w|b>` a tile with a follower of white
// (seat 0) or black (seat 1) on that piece, followed by K for a king or F for a falconer (Falcon).
// Pieces are numbered in reading order of the turned picture.
import { castleOf } from './castle';
import { tileSetOf } from './board';
import { find } from './draft';
import { PublicPosition, stateFromPublic } from './public';
import type { Action, Figure, GameState, Seat, Variants } from './types';

const OWNER = ['w', 'b'];
const FIGURE_LETTER: Record<Figure, string> = { king: 'K', falconer: 'F' };

export function toNotation(state: Pick<GameState, 'board' | 'followers' | 'options'>): string {
  const set = tileSetOf(state), castle = castleOf(state);
  const rows: string[] = [];
  for (let y = 0; y < castle.height; y++) {
    const tokens: string[] = [];
    for (let x = 0; x < castle.width; x++) {
      const c = castle.cellAt(x, y);
      const placed = c >= 0 ? state.board[c] : null;
      let t = c < 0 ? '#' : '.';
      if (placed) {
        t = set.types[placed.tile].code + placed.rot;
        const fo = state.followers.find((f) => f.cell === c);
        if (fo) t += `:${fo.piece}${OWNER[fo.seat]}${fo.figure ? FIGURE_LETTER[fo.figure] : ''}`;
      }
      tokens.push(t.padEnd(5));
    }
    rows.push(tokens.join(' ').trimEnd());
  }
  return rows.join('\n');
}

/**
 * An action in this notation, from the position before it (a record's text): a placement as the
 * board writes its tile (`<code><rot>`) and where (the column's letter and the row's number from the
 * north-west corner: `Q3 b4`); a follower as the board writes it on its tile (`:<piece>`, K a king,
 * F a falconer), `-` for none; a scoring by its feature (`score f12`, `x2` with a doubling wall tile);
 * a wall tile played.
 */
export function moveNotation(state: GameState, action: Action): string {
  switch (action.type) {
    case 'place': {
      const [x, y] = castleOf(state).cells[action.cell];
      const code = state.tile === null ? '?' : tileSetOf(state).types[state.tile].code;
      return `${code}${action.rot} ${String.fromCharCode(97 + x)}${y + 1}`;
    }
    case 'follower': return action.piece === null ? '-' : `:${action.piece}${action.figure ? FIGURE_LETTER[action.figure] : ''}`;
    case 'score': return `score f${action.feature}${action.double ? ` x${action.double + 1}` : ''}`;
    case 'wall': return 'wall';
  }
}

/** A position for tests and puzzles: the board in notation plus what the board cannot show. */
export interface Position {
  board: string;
  /** Code of the tile to place now. */
  tile: string;
  /** Codes of the tiles still to draw after it, in drawing order. Default: none (last turn). */
  stack?: string;
  toAct?: Seat;
  scores?: [number, number];
  /** Wall tiles held, as kinds; they count as taken before this turn. */
  wall?: [number[], number[]];
  /** Face-down wall tile kind on each of the 14 corner towers, or null. Default: none at all. */
  towers?: (number | null)[];
  /** Keeps, each on the house at a cell's piece. */
  keeps?: [{ cell: number; piece: number } | null, { cell: number; piece: number } | null];
  variants?: Variants;
  /** Play with the Falcon expansion's tiles and figures. */
  falcon?: boolean;
  /** Falcon aerie tokens held. */
  aeries?: [number, number];
}

export function fromNotation(pos: Position): GameState {
  const options = { falcon: pos.falcon ?? false };
  const set = tileSetOf({ options }), castle = castleOf({ options });
  const codeOf = (code: string): number => {
    const i = set.types.findIndex((t) => t.code === code);
    if (i < 0) throw new Error(`unknown tile code ${JSON.stringify(code)}`);
    return i;
  };
  const lines = pos.board.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('//'));
  if (lines.length !== castle.height) throw new Error(`the board needs ${castle.height} rows, got ${lines.length}`);

  const placements: PublicPosition['placements'] = [];
  const followers: PublicPosition['followers'] = [];
  lines.forEach((line, y) => {
    const tokens = line.split(/\s+/);
    if (tokens.length !== castle.width) throw new Error(`row ${y} needs ${castle.width} tokens`);
    tokens.forEach((tok, x) => {
      const c = castle.cellAt(x, y);
      if ((tok === '#') !== (castle.map[y][x] === '#')) throw new Error(`row ${y} column ${x}: "${tok}" does not match the castle`);
      if (tok === '#' || tok === '.') return;
      const m = /^([A-Za-z])([0-3])(?::(\d+)([wb])([KF])?)?$/.exec(tok);
      if (!m) throw new Error(`row ${y} column ${x}: cannot read "${tok}"`);
      placements.push({ cell: c, tile: codeOf(m[1]), rot: Number(m[2]) });
      if (m[3] !== undefined) {
        const figure = m[5] === 'K' ? 'king' : m[5] === 'F' ? 'falconer' : undefined;
        followers.push({ cell: c, piece: Number(m[3]), seat: (m[4] === 'w' ? 0 : 1) as Seat, ...(figure ? { figure } : {}) });
      }
    });
  });
  const s = stateFromPublic({
    falcon: pos.falcon, variants: pos.variants, placements, followers, tile: codeOf(pos.tile), toAct: pos.toAct ?? 0,
  });
  ([0, 1] as const).forEach((seat) => {
    const p = s.players[seat];
    if (p.supply < 0 || p.kings < 0 || p.falconers < 0) throw new Error(`seat ${seat} has no such follower left`);
    p.score = pos.scores?.[seat] ?? 0;
    p.aeries = pos.aeries?.[seat] ?? 0;
    p.wall = (pos.wall?.[seat] ?? []).map((kind) => ({ kind, turn: 0 }));
    const k = pos.keeps?.[seat];
    if (k) {
      const root = s.features[find(s.features, s.board[k.cell]!.f[k.piece])];
      p.keep = { feature: root.id, cell: k.cell, size: root.tiles.length };
    }
  });
  if (pos.towers) s.towers = pos.towers.slice();
  s.stack = (pos.stack ?? '').split('').filter((ch) => ch.trim()).map(codeOf).reverse();
  return s;
}
