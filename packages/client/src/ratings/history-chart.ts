// A player's rating in one pool after each of its recent games, as a line chart (SVG): oldest on
// the left, the band's lowest and highest ratings written at the left edge, one dot per game with
// its rating as a tip. One game is one dot with its rating beside it, no line and no band: nothing
// to read a trend into.
import { svgEl as svg } from '../dom';
import { t } from '../i18n/words';
import { ChartBox, historyScale } from './history-scale';
import { rounded } from './rating-words';

const BOX: ChartBox = { width: 320, height: 120, left: 52, right: 8, top: 8, bottom: 14 };
/** How far the axes stand off the plotted area, so that no dot sits on them. */
const OFF = 8;

/** A rating written left of the axis, level with height `y`. */
const label = (y: number, rating: number) => svg('text', { x: BOX.left - OFF - 5, y: y + 4, 'text-anchor': 'end' }, document.createTextNode(rounded(rating)));

/** The chart of `ratings`, the rating after each game, oldest first (at least one). */
export function historyChart(ratings: readonly number[]): SVGSVGElement {
  const { points, low, high } = historyScale(ratings, BOX);
  const axis = svg('path', { d: `M${BOX.left - OFF} ${BOX.top - 4}V${BOX.height - BOX.bottom + OFF}H${BOX.width - BOX.right}`, class: 'history-axis' });
  const labels = points.length > 1 ? [label(BOX.top, high), label(BOX.height - BOX.bottom, low)] : [label(points[0].y, points[0].rating)];
  const line = points.length > 1 ? [svg('polyline', { points: points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '), class: 'history-line' })] : [];
  const dots = points.map((p) => svg('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: 4, class: 'history-dot', 'data-testid': 'history-point' },
    svg('title', {}, document.createTextNode(rounded(p.rating)))));
  return svg('svg', { viewBox: `0 0 ${BOX.width} ${BOX.height}`, class: 'history-chart', role: 'img', 'aria-label': t('ratings.chart.label'), 'data-testid': 'history-chart' },
    axis, ...labels, ...line, ...dots);
}
