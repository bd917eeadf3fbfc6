// The replay viewer's logic: stepping through frames, the moves in words, what a frame's move marks.
import { replayFrames } from '@castle/game';
import { Action, BASE_SET, GameState, applyAction, castle, createGame, isOver, legalActions } from '@castle/rules';
import { ReplayCursor, positionText } from '../src/logic/replay-cursor';
import { moveLog, shownMove } from '../src/games/castle/logic/replay';

/** A whole game, each seat taking a follower whenever one is offered (so the log has them). */
function wholeGame(seed: string): Action[] {
  let s: GameState = createGame({ seed });
  const actions: Action[] = [];
  while (!isOver(s)) {
    const legal = legalActions(s);
    const a = legal.find((x) => x.type === 'follower' && x.piece !== null && actions.length % 3 === 0) ?? legal[actions.length % legal.length];
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    actions.push(a);
  }
  return actions;
}

const actions = wholeGame('client-replay');
const { frames } = replayFrames(castle, { falcon: false, variants: {} }, 'client-replay', 2, actions);
const tileName = (t: number) => `a ${BASE_SET.types[t].name}`;

describe('stepping', () => {
  test('opens on the last move; first, previous, next, last stay in range', () => {
    const c = new ReplayCursor(actions.length);
    expect(c.index).toBe(actions.length);
    expect(c.atEnd).toBe(true);
    expect(c.next()).toBe(false);
    expect(c.index).toBe(actions.length);
    expect(c.previous()).toBe(true);
    expect(c.index).toBe(actions.length - 1);
    expect(c.first()).toBe(true);
    expect([c.index, c.atStart]).toEqual([0, true]);
    expect(c.previous()).toBe(false);
    expect(c.index).toBe(0);
    expect(c.next()).toBe(true);
    expect(c.index).toBe(1);
    expect(c.last()).toBe(true);
    expect(c.index).toBe(actions.length);
  });

  test('a jump is clamped into range; nonsense goes to the start', () => {
    const c = new ReplayCursor(10, 4);
    expect(c.index).toBe(4);
    c.go(99);
    expect(c.index).toBe(10);
    c.go(-3);
    expect(c.index).toBe(0);
    c.go(6.7);
    expect(c.index).toBe(6);
    c.go(Number.NaN);
    expect(c.index).toBe(0);
  });

  test('Left, Right, Home and End step; other keys are not the replay\'s', () => {
    const c = new ReplayCursor(5);
    expect(c.key('ArrowLeft')).toBe(true);
    expect(c.index).toBe(4);
    expect(c.key('Home')).toBe(true);
    expect(c.index).toBe(0);
    expect(c.key('ArrowRight')).toBe(true);
    expect(c.index).toBe(1);
    expect(c.key('End')).toBe(true);
    expect(c.index).toBe(5);
    expect(c.key('Enter')).toBeNull();
    expect(c.index).toBe(5);
  });

  test('a game with no move yet has one frame', () => {
    const c = new ReplayCursor(0);
    expect([c.index, c.atStart, c.atEnd, c.next(), c.previous()]).toEqual([0, true, true, false, false]);
  });

  test('the position in words', () => {
    expect(positionText(12, 97)).toBe('Move 12 of 97');
    expect(positionText(0, 97)).toBe('Start: 97 moves to come');
  });
});

describe('the log', () => {
  // Made once the catalogue is loaded (test/english.ts's beforeAll runs first).
  let log: ReturnType<typeof moveLog> = [];
  beforeAll(() => { log = moveLog(frames, ['Ann', null], tileName); });

  test('one line per move, numbered by its frame', () => {
    expect(log).toHaveLength(actions.length);
    expect(log.map((l) => l.frame)).toEqual(actions.map((_, i) => i + 1));
    expect(log.every((l) => l.text.length > 0)).toBe(true);
  });

  test('each line says who did what, by name (or the seat for a nameless player)', () => {
    actions.forEach((a, i) => {
      const who = a.seat === 0 ? 'Ann' : 'Player 2';
      if (a.type === 'place') expect(log[i].text).toContain(`${who} placed ${tileName((frames[i].view.tile))}.`);
      if (a.type === 'follower' && a.piece === null) expect(log[i].text).toContain(`${who} placed no follower.`);
      if (a.type === 'follower' && a.piece !== null) expect(log[i].text).toMatch(new RegExp(`${who} placed a (herald|knight|squire|merchant|preacher)`));
    });
  });

  test('the last line has the final scoring and the winner', () => {
    const last = log[log.length - 1].text;
    const over = frames[frames.length - 1].events.find((e) => e.type === 'gameOver');
    expect(over).toBeDefined();
    expect(last).toMatch(/(wins|draw), \d+ to \d+\.$/);
  });
});

describe('what a frame marks', () => {
  test('a placement marks its cell; a follower its piece; frame 0 nothing', () => {
    expect(shownMove(frames[0])).toEqual({ placed: null, follower: null, completed: [] });
    actions.forEach((a, i) => {
      const m = shownMove(frames[i + 1]);
      if (a.type === 'place') expect(m.placed).toBe(a.cell);
      else expect(m.placed).toBeNull();
      if (a.type === 'follower' && a.piece !== null) expect(m.follower).toEqual({ cell: frames[i].view.placements.at(-1)!.cell, piece: a.piece });
      if (a.type === 'follower' && a.piece === null) expect(m.follower).toBeNull();
    });
  });

  test('completed features mark their cells, each once', () => {
    const completing = frames.filter((f) => f.events.some((e) => e.type === 'featureCompleted'));
    expect(completing.length).toBeGreaterThan(0);
    for (const f of completing) {
      const cells = shownMove(f).completed;
      expect(new Set(cells).size).toBe(cells.length);
      for (const e of f.events) if (e.type === 'featureCompleted') for (const c of e.cells) expect(cells).toContain(c);
    }
  });
});
