// A player's rating in one pool after each of its recent games, as a line chart (SVG): oldest on
// the left, the band's lowest and highest ratings written at the left edge, one dot per game with
// its rating as a tip. One game is one dot and no line: nothing to read a trend into.
import { svgEl as svg } from '../dom';
import { t } from '../i18n/words';
import { ChartBox, historyScale } from './history-scale';
import { rounded } from './rating-words';

const BOX: ChartBox = { width: 320, height: 120, left: 40, right: 8, top: 8, bottom: 8 };

const text = (x: number, y: number, words: string) => svg('text', { x, y, 'text-anchor': 'end' }, document.createTextNode(words));

/** The chart of `ratings`, the rating after each game, oldest first (at least one). */
export function historyChart(ratings: readonly number[]): SVGSVGElement {
  const { points, low, high } = historyScale(ratings, BOX);
  const axis = svg('path', { d: `M${BOX.left} ${BOX.top}V${BOX.height - BOX.bottom}H${BOX.width - BOX.right}`, class: 'history-axis' });
  const labels = [text(BOX.left - 5, BOX.top + 8, rounded(high)), text(BOX.left - 5, BOX.height - BOX.bottom, rounded(low))];
  const line = points.length > 1 ? [svg('polyline', { points: points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '), class: 'history-line' })] : [];
  const dots = points.map((p) => svg('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: 4, class: 'history-dot', 'data-testid': 'history-point' },
    svg('title', {}, document.createTextNode(rounded(p.rating)))));
  return svg('svg', { viewBox: `0 0 ${BOX.width} ${BOX.height}`, class: 'history-chart', role: 'img', 'aria-label': t('ratings.chart.label'), 'data-testid': 'history-chart' },
    axis, ...labels, ...line, ...dots);
}
