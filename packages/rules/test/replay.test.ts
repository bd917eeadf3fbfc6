// Replays: every position of a game from its options, seed and actions, with nothing secret in it.
import fc from 'fast-check';
import { Frame, replayFrames as replayOf } from '@castle/game';
import {
  Action, CastleView, GameEvent, GameState, Variants, applyAction, castle, createGame, isOver, legalActions, remainingCounts,
} from '../src';

type ReplayFrame = Frame<Action, GameEvent, CastleView>;

/** The Castle's replay, through the one replay written for every game. */
const replayFrames = (o: { falcon?: boolean; variants?: Variants }, seed: string, actions: Action[]): ReplayFrame[] =>
  replayOf(castle, { falcon: o.falcon ?? false, variants: o.variants ?? {} }, seed, 2, actions).frames;

interface Played {
  actions: Action[];
  states: GameState[];
  events: GameEvent[][];
}

/** A whole game with choices from a small deterministic generator; every state and its events. */
function playGame(seed: string, choice: number, falcon = false, variants: Variants = {}): Played {
  let x = (choice >>> 0) || 1;
  const pick = (n: number) => { x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; };
  let s = createGame({ seed, falcon, variants });
  const out: Played = { actions: [], states: [s], events: [[]] };
  while (!isOver(s)) {
    const legal = legalActions(s);
    const a = legal[pick(legal.length)];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.actions.push(a);
    out.states.push(s);
    out.events.push(r.events);
  }
  return out;
}

/** What the frame must show, read from the state itself. */
function expectedView(s: GameState) {
  return {
    options: s.options,
    turn: s.turn,
    placed: s.placed,
    extraTurn: s.extraTurn,
    result: s.result,
    followers: s.followers.map((f) => ({ seat: f.seat, cell: f.cell, piece: f.piece, ...(f.figure ? { figure: f.figure } : {}) })),
    players: s.players.map((p) => ({
      score: p.score, supply: p.supply, kings: p.kings, falconers: p.falconers, aeries: p.aeries,
      wall: p.wall.map((w) => w.kind), keepCell: p.keep?.cell ?? -1, keepSize: p.keep?.size ?? 0,
    })),
    towers: s.towers.map((t) => t !== null),
    tile: s.tile ?? -1,
    toAct: s.step === 'over' ? -1 : s.toAct,
    step: s.step,
    tilesLeft: s.stack.length,
    remaining: remainingCounts(s),
    discarded: s.discarded,
  };
}

/** Each frame is the library's public view of the same position; tiles are listed in the order placed. */
function checkFrames(p: Played, frames: ReplayFrame[]): void {
  expect(frames).toHaveLength(p.actions.length + 1);
  frames.forEach((f, k) => {
    const { placements, ...rest } = f.view;
    expect(rest).toEqual(expectedView(p.states[k]));
    expect(f.action).toEqual(k === 0 ? null : p.actions[k - 1]);
    // The board: the same tiles, each placed once, the new one (if any) last.
    const board = p.states[k].board.flatMap((b, cell) => (b ? [{ cell, tile: b.tile, rot: b.rot }] : []));
    expect([...placements].sort((a, b) => a.cell - b.cell)).toEqual(board);
    if (k > 0) expect(placements.slice(0, frames[k - 1].view.placements.length)).toEqual(frames[k - 1].view.placements);
    if (k > 0) expect(placements.slice(0, frames[k - 1].view.placements.length)).toEqual(frames[k - 1].view.placements);
    const placed = p.events[k].find((e) => e.type === 'tilePlaced');
    if (placed && placed.type === 'tilePlaced') expect(placements[placements.length - 1]).toEqual({ cell: placed.cell, tile: placed.tile, rot: placed.rot });
    // The action's events, less a drawn tile that is not the one shown.
    const tile = p.states[k].tile;
    expect(f.events).toEqual(p.events[k].filter((e) => e.type !== 'tileDrawn' || e.tile === tile));
  });
}

/** Every wall tile kind (a numeric `kind`) anywhere in a frame's JSON: the type of the event holding it. */
function kindsIn(frame: ReplayFrame): string[] {
  const found: string[] = [];
  const walk = (x: unknown, owner: string): void => {
    if (Array.isArray(x)) x.forEach((y) => walk(y, owner));
    else if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>;
      const here = typeof o.type === 'string' ? o.type : owner;
      for (const [k, v] of Object.entries(o)) { if (k === 'kind' && typeof v === 'number') found.push(here); walk(v, here); }
    }
  };
  walk(frame, 'frame');
  return found;
}

describe('replayFrames', () => {
  const seed = 'replay-secret-seed-42';
  const game = playGame(seed, 7);
  const frames = replayFrames({ falcon: false, variants: {} }, seed, game.actions);

  test('frame 0 is the position before any action, and each frame the one after its action', () => {
    checkFrames(game, frames);
    expect(frames[0]).toMatchObject({ action: null, events: [], view: { placements: [], toAct: 0, step: 'place' } });
  });

  test('the last frame is the game over, with its final scoring and result', () => {
    const last = frames[frames.length - 1];
    const end = game.states[game.states.length - 1];
    expect(last.view).toMatchObject({ toAct: -1, step: 'over', tile: -1 });
    expect(last.view.players.map((p) => p.score)).toEqual(end.result!.scores);
    const over = last.events.find((e) => e.type === 'gameOver');
    expect(over).toEqual({ type: 'gameOver', scores: end.result!.scores, winner: end.result!.winner });
    expect(last.events.filter((e) => e.type === 'final').length).toBeGreaterThan(0);
  });

  test('no frame holds the seed, the stack or a face-down wall tile', () => {
    const text = JSON.stringify(frames);
    expect(text).not.toContain(seed);
    expect(text).not.toMatch(/"(seed|stack)"/);
    for (const f of frames) {
      expect(f.view.towers.every((t) => typeof t === 'boolean')).toBe(true);
      // A wall tile's kind is named only once it is face up: taken, played (the action and its event), or scored at the end.
      expect(kindsIn(f).every((owner) => ['wallTaken', 'wallPlayed', 'wall', 'final'].includes(owner))).toBe(true);
      // The only tile drawn named is the tile to place, which everyone sees.
      for (const e of f.events) if (e.type === 'tileDrawn') expect(e.tile).toBe(f.view.tile);
    }
    // The game did draw tiles that only the later frames show.
    expect(game.events.flat().some((e) => e.type === 'tileDrawn')).toBe(true);
  });

  test('a record the rules refuse is named, not replayed past', () => {
    const bad = [...game.actions.slice(0, 3), { ...game.actions[3], seat: 1 - game.actions[3].seat } as Action];
    expect(() => replayFrames({}, seed, bad)).toThrow(/action 3 was refused/);
  });

  test('a game in progress: as many frames as actions so far, the last one its current position', () => {
    const part = game.actions.slice(0, 25);
    const now = replayFrames({}, seed, part);
    expect(now).toHaveLength(26);
    expect(now[25].view).toEqual(frames[25].view);
    expect(now[25].view.tile).toBe(game.states[25].tile ?? -1);
  });
});

describe('replays of random games', () => {
  const variants = fc.constantFrom<[boolean, Variants]>(
    [false, {}], [false, { wallTilesAtEndOfTurn: true }], [true, {}], [true, { gatesStopMarkers: true }],
  );
  test('every frame is the public view of its position, and the seed is never in it', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), variants, (s, c, [falcon, v]) => {
      const seed = `secret-${s}`;
      const game = playGame(seed, c, falcon, v);
      const frames = replayFrames({ falcon, variants: v }, seed, game.actions);
      checkFrames(game, frames);
      expect(JSON.stringify(frames)).not.toContain(seed);
      for (const f of frames) expect(kindsIn(f).every((o) => ['wallTaken', 'wallPlayed', 'wall', 'final'].includes(o))).toBe(true);
    }), { numRuns: 12 });
  });
});
