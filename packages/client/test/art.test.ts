// The tile and symbol pictures (art/): well-formed SVG for every tile of both sets, seat colours
// used for the players' pieces only, turned pictures drawn differently, and a palette whose colours
// stay apart under the three common colour-vision deficiencies.
import { BASE_CASTLE, BASE_TILES, FALCON_CASTLE, FALCON_TILES, rotatePicture } from '@castle/rules';
import { hex } from '../src/art/colour';
import { FEATURE_COLOURS, MARK_COLOURS, SEAT_COLOURS } from '../src/games/castle/art/palette';
import { FALCON_SYMBOLS, SYMBOLS, symbolSvg } from '../src/games/castle/art/symbol-svg';
import { tileSvg } from '../src/games/castle/art/tile-svg';
import { VISIONS, distance } from './colour-vision';
import { colours, malformed } from './svg-check';

const TILES = [...BASE_TILES, ...FALCON_TILES];

describe('the checker itself', () => {
  test('finds broken documents', () => {
    const ok = '<svg xmlns="http://www.w3.org/2000/svg"><defs><pattern id="a"/></defs><rect fill="url(#a)"/></svg>';
    expect(malformed(ok)).toBeNull();
    expect(malformed(ok.replace('</defs>', ''))).not.toBeNull();
    expect(malformed(ok.replace('<rect fill', '<rect x="1" x="2" fill'))).not.toBeNull();
    expect(malformed(ok.replace('url(#a)', 'url(#b)'))).not.toBeNull();
    expect(malformed(ok.replace('fill="url', 'fill=url'))).not.toBeNull();
    expect(malformed(ok + '<g/>')).not.toBeNull();
  });
});

describe('tiles', () => {
  test.each(TILES.map((t) => [t.code, t.name, t.picture] as const))('tile %s (%s) is a well-formed SVG', (_code, _name, picture) => {
    expect(malformed(tileSvg(picture))).toBeNull();
    expect(malformed(tileSvg(picture, { open: false, size: 64 }))).toBeNull();
  });

  test('every start space strip is a well-formed SVG five sub-cells long and one deep', () => {
    for (const s of [...BASE_CASTLE.starts, ...FALCON_CASTLE.starts]) {
      const svg = tileSvg([s.strip], { size: 250 });
      expect(malformed(svg)).toBeNull();
      expect(svg).toMatch(/viewBox="0 0 100 20" width="250" height="50"/);
    }
  });

  test('no tile uses a seat colour, or one that looks like it, in any colour vision', () => {
    // Markets and fountains were once the seats' orange and blue; now no colour of any tile may be
    // mistaken for a seat's.
    for (const t of TILES) {
      for (const c of colours(tileSvg(t.picture))) {
        for (const seat of SEAT_COLOURS) {
          for (const v of VISIONS) {
            const d = distance(c, seat, v);
            expect({ tile: t.code, colour: hex(c), seat: hex(seat), vision: v, far: d >= 12 || d }).toEqual({ tile: t.code, colour: hex(c), seat: hex(seat), vision: v, far: true });
          }
        }
      }
    }
  });

  test('markets and fountains are drawn in their own colours', () => {
    const market = tileSvg(['CCCCC', 'CCCCC', 'CCMCC', 'CCCCC', 'CCCCC']), fountain = tileSvg(['CCPCC', 'CCPCC', 'CCFCC', 'CCPCC', 'CCPCC']);
    const plainCourt = tileSvg(['CCCCC', 'CCCCC', 'CCCCC', 'CCCCC', 'CCCCC']), plainPath = tileSvg(['CCPCC', 'CCPCC', 'CCPCC', 'CCPCC', 'CCPCC']);
    expect(colours(market)).toContain(MARK_COLOURS.market);
    expect(colours(plainCourt)).not.toContain(MARK_COLOURS.market);
    expect(colours(fountain)).toContain(MARK_COLOURS.fountain);
    expect(colours(plainPath)).not.toContain(MARK_COLOURS.fountain);
  });

  test('a turned picture is drawn differently exactly when it differs (the art is not symmetric by accident)', () => {
    let asymmetric = 0;
    for (const t of TILES) {
      let p = [...t.picture];
      for (let r = 1; r < 4; r++) {
        p = rotatePicture(p);
        const same = p.join() === t.picture.join();
        if (!same) asymmetric++;
        expect({ tile: t.code, r, drawnAlike: tileSvg(p) === tileSvg(t.picture) }).toEqual({ tile: t.code, r, drawnAlike: same });
      }
    }
    expect(asymmetric).toBeGreaterThan(100);
  });

  test('sub-cells of one feature are one shape: one filled outline per ground, whatever its size', () => {
    // A tile of one court fills it with a single path of 25 squares, not 25 shapes with seams.
    const svg = tileSvg(['CCCCC', 'CCCCC', 'CCCCC', 'CCCCC', 'CCCCC']);
    expect(svg.match(/fill="url\(#court\)"/g)).toHaveLength(1);
    const d = /<path d="([^"]*)" fill="url\(#court\)"/.exec(svg)![1];
    expect(d.match(/M/g)).toHaveLength(25);
  });

  test('a letter that is not a tile letter is refused with a sentence', () => {
    expect(() => tileSvg(['CCXCC'])).toThrow(/Unknown tile letter "X"/);
    expect(() => tileSvg(['CC', 'CCC'])).toThrow(/rows of one length/);
  });
});

describe('symbols', () => {
  test.each([...SYMBOLS])('%s is a well-formed SVG for either seat', (kind) => {
    for (const seat of [0, 1]) expect(malformed(symbolSvg(kind, seat))).toBeNull();
  });

  test('only the players\' pieces carry a seat colour, and each only its own', () => {
    const pieces = ['keep', 'follower', 'merchant', 'king', 'falconer'];
    for (const kind of SYMBOLS) {
      for (const seat of [0, 1]) {
        const used = colours(symbolSvg(kind, seat));
        expect({ kind, seat, own: used.includes(SEAT_COLOURS[seat]) }).toEqual({ kind, seat, own: pieces.includes(kind) });
        expect({ kind, seat, other: used.includes(SEAT_COLOURS[1 - seat]) }).toEqual({ kind, seat, other: false });
      }
    }
  });

  test('the Falcon symbols are among the symbols', () => {
    for (const k of FALCON_SYMBOLS) expect(SYMBOLS).toContain(k);
  });
});

describe('palette under colour-vision deficiencies', () => {
  const MIN = 15; // ΔE 1976: 2 is just noticeable; 15 is told apart at a glance
  const seats = { 'seat 0': SEAT_COLOURS[0], 'seat 1': SEAT_COLOURS[1] };
  const grounds = { ...FEATURE_COLOURS };
  const marks = { market: MARK_COLOURS.market, fountain: MARK_COLOURS.fountain };
  /** Pairs a player must tell apart: the seats from each other and from everything a follower stands
   *  on; the grounds from each other (they lie side by side); each mark from every ground. */
  const pairs: [string, number, string, number][] = [];
  const all = { ...grounds, ...marks };
  pairs.push(['seat 0', seats['seat 0'], 'seat 1', seats['seat 1']]);
  for (const [s, sc] of Object.entries(seats)) for (const [k, c] of Object.entries(all)) pairs.push([s, sc, k, c]);
  const g = Object.entries(grounds);
  g.forEach(([a, ac], i) => g.slice(i + 1).forEach(([b, bc]) => pairs.push([a, ac, b, bc])));
  for (const [m, mc] of Object.entries(marks)) for (const [k, c] of g) pairs.push([m, mc, k, c]);

  test.each([...VISIONS])('with %s every pair a player must tell apart stays apart', (vision) => {
    for (const [a, ac, b, bc] of pairs) {
      expect({ a, b, apart: distance(ac, bc, vision) >= MIN }).toEqual({ a, b, apart: true });
    }
  });

  test('the simulator sees each deficiency: it merges a pair the other visions tell apart, and keeps greys', () => {
    const merged = { protanopia: [0xcc3333, 0x556b2f], deuteranopia: [0xcc3333, 0x669933], tritanopia: [0x3366cc, 0x4a8a8a] } as const;
    for (const [vision, [a, b]] of Object.entries(merged)) {
      for (const v of VISIONS) {
        const d = distance(a, b, v);
        expect({ pair: vision, v, merged: d < MIN }).toEqual({ pair: vision, v, merged: v === vision });
      }
    }
    for (const v of VISIONS) expect(distance(0x808080, 0x808080, v)).toBe(0);
    for (const v of VISIONS) expect(distance(0x404040, 0xc0c0c0, v)).toBeGreaterThan(40);
  });
});
