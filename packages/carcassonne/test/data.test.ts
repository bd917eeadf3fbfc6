// The 72 land tiles as data: the rulebook's letters and counts, and each picture's parts hold together.
import { PORTS, SEGMENTS, SIG, TILE_KINDS, createGame, kindOf, publicView } from '../src';

const total = (f: (t: (typeof TILE_KINDS)[number]) => number) => TILE_KINDS.reduce((n, t) => n + f(t), 0);

describe('the land tiles', () => {
  test('72 land tiles of 24 kinds A–X, with the rulebook\'s counts', () => {
    expect(TILE_KINDS.map((t) => `${t.letter}${t.count}`).join(' ')).toBe(
      'A2 B4 C1 D4 E5 F2 G1 H3 I2 J3 K3 L3 M2 N3 O2 P3 Q1 R3 S2 T1 U8 V9 W4 X1',
    );
    expect(total((t) => t.count)).toBe(72);
  });

  test('10 pennants (C 1, F 2, M 2, O 2, Q 1, S 2) and 6 cloisters (A 2, B 4)', () => {
    expect(total((t) => t.count * t.cities.filter((c) => c.pennant).length)).toBe(10);
    expect(total((t) => (t.cloister ? t.count : 0))).toBe(6);
  });

  test.each(TILE_KINDS.map((t) => [t.letter, t]))('%s: each city edge has one city, each road edge one road, each half edge of a field or road edge one field', (_, t) => {
    const sides = ['N', 'E', 'S', 'W'];
    sides.forEach((side, d) => {
      const onCity = t.cities.filter((c) => c.sides.includes(side as 'N')).length;
      const onRoad = t.roads.filter((r) => r.sides.includes(side as 'N')).length;
      expect([side, onCity, onRoad]).toEqual([side, t.edges[d] === 'C' ? 1 : 0, t.edges[d] === 'R' ? 1 : 0]);
      for (const half of [`${side}1`, `${side}2`]) {
        const fields = t.fields.filter((f) => f.halves.includes(half as 'N1')).length;
        expect([half, fields]).toEqual([half, t.edges[d] === 'C' ? 0 : 1]);
      }
    });
    for (const f of t.fields) for (const c of f.cities) expect(t.cities[c]).toBeDefined();
  });

  test('the pictures a reader might get wrong: D, J, K, O, P, H, I, F, G, L, W, X, A, S, T', () => {
    const borders = (letter: string) => TILE_KINDS[kindOf(letter)].fields.map((f) => f.cities.length);
    expect(borders('D')).toEqual([1, 0]); // the field beside the city borders it; the far one does not
    for (const l of ['J', 'K', 'O', 'P']) expect(borders(l)).toEqual([1, 0]); // inside the curve: no city
    expect(TILE_KINDS[kindOf('H')].fields[0].cities).toEqual([0, 1]); // two caps, one field between
    expect(TILE_KINDS[kindOf('I')].fields[0].cities).toEqual([0, 1]);
    expect(borders('F')).toEqual([1, 1]);
    expect(borders('G')).toEqual([1, 1]);
    for (const l of ['L', 'W', 'X']) expect(TILE_KINDS[kindOf(l)].roads.every((r) => r.sides.length === 1)).toBe(true);
    expect(TILE_KINDS[kindOf('A')].fields).toHaveLength(1);
    expect(borders('S')).toEqual([1, 1]);
    expect(borders('T')).toEqual([1, 1]);
  });

  test('spot ids are the tile data\'s names: cities c1…, roads r1…, fields f1…, and the cloister', () => {
    expect(SEGMENTS[kindOf('D')].map((s) => s.spot)).toEqual(['c1', 'r1', 'f1', 'f2']);
    expect(SEGMENTS[kindOf('A')].map((s) => s.spot)).toEqual(['r1', 'f1', 'cloister']);
    expect(SEGMENTS[kindOf('X')].map((s) => s.spot)).toEqual(['r1', 'r2', 'r3', 'r4', 'f1', 'f2', 'f3', 'f4']);
  });

  test('turning a tile a quarter clockwise moves each edge and half edge on by one side', () => {
    const d = kindOf('D');
    // D: city N, road E W, field S. Turned once: city E, road S N, field W.
    const edges = (rot: number) => [0, 1, 2, 3].map((side) => '.CRF'[(SIG[d * 4 + rot] >> (2 * side)) & 3]).join('');
    expect([edges(0), edges(1), edges(2), edges(3)]).toEqual(['CRFR', 'RCRF', 'FRCR', 'RFRC']);
    // The field beside the city (f1, local 2: E1 W2) lies on S1 and N2 once turned (ports 6 and 2),
    // the far field (f2, local 3) on N1 and S2 (ports 0 and 8).
    expect([PORTS[d * 4 + 1][6], PORTS[d * 4 + 1][2], PORTS[d * 4 + 1][0], PORTS[d * 4 + 1][8]]).toEqual([2, 2, 3, 3]);
  });

  test('the start tile D lies face up, north up, at the centre; the other 71 are the stack', () => {
    const s = createGame({ seats: 2, seed: 'start' });
    const view = publicView(s);
    expect(view.tiles[0]).toEqual({ x: 0, y: 0, tile: 'D', rot: 0 });
    expect(s.stack).toHaveLength(71);
    expect(view.tilesLeft + 1 + view.setAside.length).toBe(71); // the drawn tile is the one more
    expect(Object.values(view.remaining).reduce((a, b) => a + b, 0)).toBe(view.tilesLeft);
  });
});
