// The scores of every seat over the game as a line chart (SVG, drawn here: a few polylines need no
// chart library): one line a seat in its colour, the marked turns as dots on their seat's line at
// the move before which they were played, each a button to that turn.
import { svgEl as svg } from '../dom';
import { t } from '../i18n/words';

const W = 320, H = 160, LEFT = 28, BOTTOM = 16, TOP = 6, RIGHT = 6;

export interface ChartMark {
  move: number;
  seat: number;
  /** Its words for a screen reader and a pointer's tip. */
  label: string;
  pick(): void;
}

/** The chart of `scores` (after each move; index 0 before any) for seats coloured `colours`. */
export function scoreChart(scores: readonly (readonly number[])[], colours: readonly string[], marks: readonly ChartMark[]): SVGSVGElement {
  const moves = Math.max(1, scores.length - 1);
  const top = Math.max(10, ...scores.flat());
  const x = (move: number) => LEFT + ((W - LEFT - RIGHT) * move) / moves;
  const y = (points: number) => H - BOTTOM - ((H - BOTTOM - TOP) * points) / top;
  const axis = svg('path', { d: `M${LEFT} ${TOP}V${H - BOTTOM}H${W - RIGHT}`, class: 'review-axis' });
  const labels = [
    svg('text', { x: LEFT - 7, y: y(top) + 4, 'text-anchor': 'end' }, document.createTextNode(String(top))),
    svg('text', { x: LEFT - 7, y: H - BOTTOM + 3, 'text-anchor': 'end' }, document.createTextNode('0')),
    svg('text', { x: W - RIGHT, y: H - 3, 'text-anchor': 'end' }, document.createTextNode(t('review.chart.moves', { moves }))),
  ];
  const lines = colours.map((colour, seat) => svg('polyline', {
    points: scores.map((s, move) => `${x(move).toFixed(1)},${y(s[seat]).toFixed(1)}`).join(' '), stroke: colour, class: 'review-line', 'data-seat': seat,
  }));
  const dots = marks.map((m) => {
    const dot = svg('circle', {
      cx: x(m.move).toFixed(1), cy: y(scores[m.move][m.seat]).toFixed(1), r: 5, fill: colours[m.seat], class: 'review-dot',
      role: 'button', tabindex: 0, 'aria-label': m.label, 'data-testid': `review-dot-${m.move}`,
    }, svg('title', {}, document.createTextNode(m.label)));
    dot.addEventListener('click', m.pick);
    dot.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); m.pick(); } });
    return dot;
  });
  return svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'review-chart', role: 'group', 'aria-label': t('review.chart.label'), 'data-testid': 'review-chart' }, axis, ...labels, ...lines, ...dots);
}
