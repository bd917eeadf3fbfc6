// The board picture's arithmetic without Pixi: the camera (fit, zoom at a point, pan, limits),
// where "+N" labels go, and where follower rings stand.
import { BASE_SET, FALCON_SET } from '@castle/rules';
import { Camera } from '../src/view/camera';
import { hitsCircle, placeLabels } from '../src/view/label-layout';
import { centreCell, minSpacing, ringSpots } from '../src/games/castle/view/ring-spots';

describe('camera', () => {
  const world = { x: -10, y: -20, w: 200, h: 100 };
  const cam = () => { const c = new Camera(world); c.resize(400, 400); return c; };

  test('fit shows the whole world, centred', () => {
    const c = cam();
    expect(c.fitScale).toBe(2); // 400 / 200 wide
    const [x0, y0] = c.toScreen(world.x, world.y), [x1, y1] = c.toScreen(world.x + world.w, world.y + world.h);
    expect([x0, x1]).toEqual([0, 400]);
    expect((y0 + y1) / 2).toBe(200);
  });

  test('zooming at a point keeps the world point under it', () => {
    const c = cam();
    const before = c.toWorld(300, 180);
    c.zoomAt(300, 180, 2.5);
    expect(c.zoom).toBe(2.5);
    const [x, y] = c.toScreen(...before);
    expect(x).toBeCloseTo(300);
    expect(y).toBeCloseTo(180);
  });

  test('toWorld undoes toScreen after zoom and pan', () => {
    const c = cam();
    c.zoomAt(100, 100, 3);
    c.panBy(-37, 12);
    const [wx, wy] = c.toWorld(123, 321);
    const [sx, sy] = c.toScreen(wx, wy);
    expect(sx).toBeCloseTo(123);
    expect(sy).toBeCloseTo(321);
  });

  test('zoom stays between fit and the limit; fit cannot be panned', () => {
    const c = cam();
    c.zoomAt(200, 200, 0.2);
    expect(c.zoom).toBe(1);
    c.panBy(50, 50);
    expect([c.cx, c.cy]).toEqual([world.x + world.w / 2, world.y + world.h / 2]);
    c.zoomAt(200, 200, 1000);
    expect(c.zoom).toBe(c.maxZoom);
  });

  test('panning stops at the world edge', () => {
    const c = cam();
    c.zoomAt(200, 200, 4);
    c.panBy(100000, 0);
    // The world's left edge is at the screen's left edge, not beyond.
    expect(c.toScreen(world.x, 0)[0]).toBeCloseTo(0);
  });

  test('save and restore return to the same view', () => {
    const c = cam();
    c.zoomAt(50, 60, 2);
    const v = c.save();
    c.fit();
    expect(c.isFit).toBe(true);
    c.restore(v);
    expect(c.save()).toEqual(v);
  });
});

describe('+N labels', () => {
  const box = (p: [number, number], w: number, h: number) => ({ x: p[0], y: p[1], w, h });

  test('two labels for markers on one space overlap neither each other nor a marker', () => {
    const markers = [{ x: 100, y: 100, r: 8 }, { x: 100, y: 84, r: 8 }];
    const wants = markers.map((m) => ({ x: m.x, y: m.y, dx: 0, dy: 1, w: 30, h: 16 }));
    const [a, b] = placeLabels(wants, markers);
    const A = box(a, 30, 16), B = box(b, 30, 16);
    const apart = Math.abs(A.x - B.x) * 2 >= A.w + B.w || Math.abs(A.y - B.y) * 2 >= A.h + B.h;
    expect(apart).toBe(true);
    for (const m of markers) {
      expect(hitsCircle(A, m, 0)).toBe(false);
      expect(hitsCircle(B, m, 0)).toBe(false);
    }
  });

  test('a label goes the way it is pushed', () => {
    const [[x, y]] = placeLabels([{ x: 50, y: 50, dx: -1, dy: 0, w: 20, h: 10 }], [{ x: 50, y: 50, r: 5 }]);
    expect(x).toBeLessThan(50 - 5 - 10);
    expect(y).toBe(50);
  });
});

describe('follower rings', () => {
  test('every ring stands on its own piece, and spreading never brings rings closer', () => {
    for (const set of [BASE_SET, FALCON_SET]) {
      for (const rots of set.oriented) {
        for (const o of rots) {
          const pieces = o.pieces.map((p) => p.cells);
          if (pieces.length < 2) continue;
          const spots = ringSpots(pieces);
          spots.forEach((s, i) => expect(pieces[i]).toContain(s));
          expect(minSpacing(spots)).toBeGreaterThanOrEqual(minSpacing(pieces.map(centreCell)));
          expect(minSpacing(spots)).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  test('two pieces side by side get rings apart by more than one sub-cell', () => {
    // Left half and right half of a tile: centres would be two columns apart; spread, further.
    const left = [0, 1, 5, 6, 10, 11, 15, 16, 20, 21], right = [3, 4, 8, 9, 13, 14, 18, 19, 23, 24];
    expect(minSpacing(ringSpots([left, right]))).toBeGreaterThan(minSpacing([centreCell(left), centreCell(right)]));
  });
});
