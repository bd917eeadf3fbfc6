// Properties over many random games: whatever is played, the rules hold together.
import fc from 'fast-check';
import {
  Action, BASE_TILES, FALCON_TILES, FOLLOWERS_PER_PLAYER, GameState, Variants, applyAction, createGame, isOver,
  legalActions, publicView,
} from '../src';
import { actionKey, deepFreeze } from './helpers';

const TILE_COUNT = BASE_TILES.reduce((n, t) => n + t.count, 0);
const FALCON_TILE_COUNT = TILE_COUNT + FALCON_TILES.reduce((n, t) => n + t.count, 0);
const MAX_ACTIONS = 1000;

/** A small deterministic generator for the choices inside one game. */
function chooser(seed: number): (n: number) => number {
  let x = (seed >>> 0) || 1;
  return (n) => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x % n;
  };
}

/** An action that is probably not legal: random type and fields, near the legal ranges. */
function randomAction(pick: (n: number) => number, s: GameState): unknown {
  const seat = pick(3) === 0 ? 1 - s.toAct : s.toAct;
  switch (pick(5)) {
    case 0: return { seat, type: 'place', cell: pick(s.board.length), rot: pick(4) };
    case 1: return { seat, type: 'follower', piece: pick(4) === 0 ? null : pick(6) };
    case 2: return { seat, type: 'score', feature: pick(s.features.length + 2), double: pick(3) };
    case 3: return { seat, type: 'wall', kind: 1 };
    default: return [null, {}, 'x', { seat, type: 'place' }, { seat, type: 'follower', piece: -1 }][pick(5)];
  }
}

/**
 * Random play seldom reaches a corner tower, so some games start as if each player had already
 * taken one of each wall tile 1–3 (the towers keep the other kinds) and stood anywhere on the
 * track: extra turns, doubling and the choice of scoring order then come up often.
 */
function enriched(s: GameState, pick: (n: number) => number): GameState {
  const wall = [1, 2, 3].map((kind) => ({ kind, turn: 0 }));
  return {
    ...s,
    towers: s.towers.map((k) => (k !== null && k <= 3 ? null : k)),
    players: [{ ...s.players[0], score: pick(100), wall }, { ...s.players[1], score: pick(100), wall }],
  };
}

function checkGame(seed: string, choiceSeed: number, variants: Variants, enrich = false, falcon = false): void {
  const pick = chooser(choiceSeed);
  const start = createGame({ seed: `secret-${seed}`, variants, falcon });
  let s = deepFreeze(enrich ? enriched(start, pick) : start);
  let last = [0, 0];
  for (let n = 0; !isOver(s); n++) {
    if (n > MAX_ACTIONS) throw new Error('the game did not end');
    const legal = legalActions(s);
    expect(legal.length).toBeGreaterThan(0);
    const keys = new Set(legal.map(actionKey));

    // Nothing illegal is accepted, and refusals leave the state as it was.
    for (let i = 0; i < 3; i++) {
      const a = randomAction(pick, s);
      const r = applyAction(s, a as Action);
      expect([actionKey(a), r.ok]).toEqual([actionKey(a), keys.has(actionKey(a))]);
    }
    // No legal action is refused (a few besides the one played), on a frozen input.
    for (let i = 0; i < 2; i++) expect(applyAction(s, legal[pick(legal.length)]).ok).toBe(true);
    const r = applyAction(s, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
    s = deepFreeze(r.state);

    // Followers on the board and in the supply stay at 6 per player, and Falcon's king and falconer at 1.
    for (const seat of [0, 1] as const) {
      const p = s.players[seat];
      const onBoard = (figure?: string) => s.followers.filter((f) => f.seat === seat && f.figure === figure).length;
      expect(onBoard(undefined) + p.supply).toBe(FOLLOWERS_PER_PLAYER);
      expect([onBoard('king') + p.kings, onBoard('falconer') + p.falconers]).toEqual(falcon ? [1, 1] : [0, 0]);
    }
    // Scores never fall.
    const now = [s.players[0].score, s.players[1].score];
    expect(now[0] >= last[0] && now[1] >= last[1]).toBe(true);
    last = now;
  }
  // Every tile was placed or discarded; the state is plain JSON; the view keeps the secrets.
  expect(s.board.filter(Boolean).length + s.discarded.length).toBe(falcon ? FALCON_TILE_COUNT : TILE_COUNT);
  expect(JSON.parse(JSON.stringify(s))).toEqual(structuredClone(s)); // the hidden fit cache aside
  expect(JSON.stringify(publicView(s)).includes('secret-')).toBe(false);
  expect(legalActions(s)).toEqual([]);
}

describe('random games', () => {
  test('base game: legal actions are accepted, nothing else is, and every game ends soundly', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, {})), {
      numRuns: 60,
    });
  });

  test('with wall tiles 1–3 in hand and markers anywhere on the track', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, {}, true)), {
      numRuns: 40,
    });
  });

  test('Falcon: chapels, aeries, kings and falconers, 78 tiles in the Falcon castle of 95 cells', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, {}, false, true)), {
      numRuns: 40,
    });
  });

  test('Falcon with wall tiles in hand: doubling once at most, never beside a king', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, {}, true, true)), {
      numRuns: 30,
    });
  });

  test('Falcon with the gates variant: markers stop at gates', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, { gatesStopMarkers: true }, true, true)),
      { numRuns: 30 },
    );
  });

  test('with wall tiles taken at the end of the turn (house rule)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.nat(), (seed, c) => checkGame(seed, c, { wallTilesAtEndOfTurn: true })),
      { numRuns: 30 },
    );
  });
});
