// The words of a turn's step and the marks of the final scoring, without a browser: no key named
// where there is no keyboard, no word about turning a tile that fits one way only, and a field's
// outline drawn around the area its cells cover.
import { followerHint, placeHint } from '../src/logic/turn-words';
import { PLANE_CELL as C, outlineEdges } from '../src/games/carcassonne/view/plane-geometry';

describe('the step hints', () => {
  test('with a keyboard, the keys are named', () => {
    expect(placeHint(false, { keys: true, canTurn: false })).toContain('arrow keys');
    expect(placeHint(true, { keys: true, canTurn: true })).toMatch(/\(or R\).*\(Enter\)/);
    expect(followerHint(true, { keys: true, canTurn: false })).toContain('Esc takes the tile back');
  });

  test('on a touch screen, no key is named', () => {
    const words = [placeHint(false, { keys: false, canTurn: false }), placeHint(true, { keys: false, canTurn: true }), placeHint(true, { keys: false, canTurn: false }), followerHint(true, { keys: false, canTurn: false })];
    for (const w of words) expect(w).not.toMatch(/\((R|Enter|Esc|or R)\)|arrow keys|Esc/);
  });

  test('a tile that fits one way only gets no word about turning it', () => {
    expect(placeHint(true, { keys: true, canTurn: false })).not.toMatch(/turn/i);
    expect(placeHint(true, { keys: true, canTurn: true })).toMatch(/to turn it/);
  });
});

describe('the outline of a field', () => {
  test('one cell: its four sides', () => {
    expect(outlineEdges([{ x: 0, y: 0 }])).toEqual([[0, 0, C, 0], [C, 0, C, C], [0, C, C, C], [0, 0, 0, C]]);
  });

  test('two cells side by side: six sides, none between them', () => {
    const edges = outlineEdges([{ x: 0, y: 0 }, { x: 1, y: 0 }]);
    expect(edges).toHaveLength(6);
    expect(edges).not.toContainEqual([C, 0, C, C]);
  });

  test('a cell named twice is outlined once', () => {
    expect(outlineEdges([{ x: 2, y: 3 }, { x: 2, y: 3 }])).toHaveLength(4);
  });
});
