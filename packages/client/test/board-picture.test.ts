// The board as a picture (view/castle-picture.ts, view/plane-picture.ts), shown while the canvas
// starts: a well-formed SVG document with every placed tile in its picture and turn, every keep and
// follower in its seat's colour, fitted as the canvas fits the board; and the first view a game's
// page carries (logic/first-view.ts), read once and only for its own game.
import { BASE_CASTLE, FALCON_CASTLE } from '@castle/rules';
import { hex } from '../src/art/colour';
import { SEAT_COLOURS } from '../src/games/castle/art/palette';
import { CARC_SEAT_COLOURS } from '../src/games/carcassonne/art/palette';
import { gameBoardModel } from '../src/games/castle/logic/board-model';
import { EventLog } from '../src/games/castle/logic/event-log';
import { takeFirstView } from '../src/logic/first-view';
import { GameTurn } from '../src/games/castle/logic/game-turn';
import { EMPTY_PLANE, PlaneModel } from '../src/games/carcassonne/logic/plane-model';
import { worldOf } from '../src/games/castle/view/board-geometry';
import { castlePicture } from '../src/games/castle/view/castle-picture';
import { planePicture } from '../src/games/carcassonne/view/plane-picture';
import { planeWorld } from '../src/games/carcassonne/view/plane-geometry';
import { malformed } from './svg-check';
import { SyncedTestGame } from './synced-game';

/** The groups that place a picture (a tile or a start strip) in the world: turned about their centre. */
const placedPictures = (svg: string) => [...svg.matchAll(/<g transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\((\d+)\)/g)].map((m) => m.slice(1).map(Number));
const viewBox = (svg: string) => /viewBox="([^"]+)"/.exec(svg)![1].split(' ').map(Number);

describe('the Castle\'s board as a picture', () => {
  test.each([false, true])('every placed tile in its cell and turn, keeps and followers in seat colours (Falcon: %s)', (falcon) => {
    const g = new SyncedTestGame(`picture-${falcon}`, falcon);
    g.playOn(50);
    const castle = falcon ? FALCON_CASTLE : BASE_CASTLE;
    const m = gameBoardModel(g.synced, new GameTurn(() => g.synced, () => false), new EventLog());
    const svg = castlePicture(m, castle);
    expect(malformed(svg)).toBeNull();
    const w = worldOf(castle);
    expect(viewBox(svg)).toEqual([w.x, w.y, w.w, w.h].map((v) => Math.round(v * 100) / 100));
    // One picture per start strip, then one per placed tile, centred in its cell and turned as placed.
    const placed = m.board.flatMap((b, id) => (b.tile >= 0 ? [[(castle.cells[id][0] + 0.5) * 60, (castle.cells[id][1] + 0.5) * 60, b.rot * 90]] : []));
    expect(placed.length).toBeGreaterThan(10);
    expect(placedPictures(svg)).toEqual([...castle.starts.map((s) => expect.arrayContaining([s.side % 2 ? 90 : 0])), ...placed]);
    for (const seat of [0, 1]) {
      const outlined = svg.split(`fill="${hex(SEAT_COLOURS[seat])}" stroke=`).length - 1;
      expect([seat, outlined]).toEqual([seat, m.followers.filter((f) => f.seat === seat).length + m.keeps.filter((k) => k.seat === seat).length]);
    }
  });

  test('a tile placed is a picture more; nothing is drawn of anyone\'s words', () => {
    const g = new SyncedTestGame('picture-more', false, ['<b>Ann</b>', 'Bob & co']);
    const turn = new GameTurn(() => g.synced, () => false);
    const before = castlePicture(gameBoardModel(g.synced, turn, new EventLog()), BASE_CASTLE);
    g.playOn(2, (s) => s.step === 'place' && s.turn > 1);
    const after = castlePicture(gameBoardModel(g.synced, turn, new EventLog()), BASE_CASTLE);
    expect(placedPictures(after).length).toBe(placedPictures(before).length + 1);
    expect(after).not.toMatch(/Ann|Bob/);
  });
});

describe('Carcassonne\'s table as a picture', () => {
  const m: PlaneModel = {
    ...EMPTY_PLANE, seats: 3,
    tiles: [{ x: 0, y: 0, tile: 'D', rot: 0 }, { x: 1, y: 0, tile: 'E', rot: 1 }, { x: 0, y: -1, tile: 'V', rot: 2 }],
    followers: [{ x: 1, y: 0, seat: 2, spot: 'c1', role: 'knight' }, { x: 0, y: 0, seat: 0, spot: 'f1', role: 'farmer' }],
  };

  test('every tile in its cell, followers standing or lying in their seats\' colours, fitted as the canvas fits the table', () => {
    const svg = planePicture(m, 800, 600);
    expect(malformed(svg)).toBeNull();
    const w = planeWorld(m.tiles, 800, 600);
    expect(viewBox(svg)).toEqual([w.x, w.y, w.w, w.h].map((v) => Math.round(v * 100) / 100));
    expect([...svg.matchAll(/<g transform="translate\((-?\d+) (-?\d+)\) scale\(0\.6\)">/g)].map((x) => [Number(x[1]), Number(x[2])])).toEqual([[0, 0], [60, 0], [0, -60]]);
    expect([...svg.matchAll(/data-seat="(\d)" data-pose="(\w+)"/g)].map((x) => [Number(x[1]), x[2]])).toEqual([[2, 'standing'], [0, 'lying']]);
    expect(svg).toContain(`fill="${hex(CARC_SEAT_COLOURS[2])}"`);
  });

  test('a tile turned is drawn turned', () => {
    const turned = planePicture({ ...m, tiles: [{ ...m.tiles[0], rot: 1 }], followers: [] }, 800, 600);
    expect(turned).not.toBe(planePicture({ ...m, tiles: [m.tiles[0]], followers: [] }, 800, 600));
  });
});

describe('the first view a game\'s page carries', () => {
  const doc = (text: string | null) => {
    let removed = false;
    const element = text === null ? null : { textContent: text, remove: () => { removed = true; } };
    return { getElementById: (id: string) => (id === 'first-view' ? element : null), removed: () => removed };
  };
  const view = { code: 'K7QXA', info: { code: 'K7QXA', game: 'castle' }, state: { game: 'castle', moves: 3 } };

  test('is read once, for its own game only, and taken out of the page', () => {
    // Each module instance reads once: a fresh one per case.
    jest.isolateModules(() => {
      const d = doc(JSON.stringify(view));
      const take: typeof takeFirstView = require('../src/logic/first-view').takeFirstView;
      expect(take('k7qxa', d)).toMatchObject({ code: 'K7QXA', state: { moves: 3 } });
      expect(d.removed()).toBe(true);
      expect(take('K7QXA', d)).toBeNull();
    });
    jest.isolateModules(() => {
      const take: typeof takeFirstView = require('../src/logic/first-view').takeFirstView;
      expect(take('AAAAA', doc(JSON.stringify(view)))).toBeNull();
    });
    jest.isolateModules(() => {
      const take: typeof takeFirstView = require('../src/logic/first-view').takeFirstView;
      expect(take('K7QXA', doc('{"code":'))).toBeNull();
    });
    jest.isolateModules(() => {
      const take: typeof takeFirstView = require('../src/logic/first-view').takeFirstView;
      expect(take('K7QXA', doc(null))).toBeNull();
    });
  });
});
