// "Review this game" on the replay page of a finished game (fetched or opened from disk): the
// hindsight review made in a Web Worker on the player's asking (it costs the computer's CPU), its
// progress, a stop and a going on, the review kept in this browser and shown at once when the game
// is opened again; what it is, in plain words; the scores over the game as a chart and every
// reviewed turn in a table, the costliest marked, each a way to the board before it with the best
// turn found lit.
import type { ReviewedTurn } from '@castle/bot';
import type { CheckedRecord } from '@castle/game';
import { el } from '../dom';
import { t } from '../i18n/words';
import { ChartMark, scoreChart } from './review-chart';
import { markedTurns } from './review-marks';
import type { ReviewAsk, ReviewSays } from './review-messages';
import { KeptReview, keepReview, keptReview, reviewKey } from './review-store';

/** What the replay page lends the review: its seats' names and colours, and its board. */
export interface ReviewedPage {
  readonly names: readonly string[];
  seatColour(seat: number): string;
  /** The board before the record's move `frame`, with `turn` (a whole turn's actions) lit. */
  showTurn(frame: number, turn: readonly unknown[]): void;
}

/** A reviewed turn's value as the table shows it: one decimal. */
const points = (v: number) => Math.round(v * 10) / 10;

export interface ReviewPanel {
  element: HTMLElement;
  /** The replay page is shown: its names, colours and board are the review's from now on. */
  attach(page: ReviewedPage): void;
  close(): void;
}

/** The panel of a checked record's game, drawn once the replay page is attached. */
export function reviewPanel(checked: Extract<CheckedRecord, { ok: true }>): ReviewPanel {
  const { record } = checked;
  const game = { game: record.game, options: checked.options, seed: record.seed, seats: record.seats.length, actions: record.moves.map((m) => m.action) };
  const start = el('button', { type: 'button', 'data-testid': 'review-start' }, t('review.start'));
  const stop = el('button', { type: 'button', 'data-testid': 'review-stop', hidden: '' }, t('review.stop'));
  const progress = el('p', { class: 'small', 'aria-live': 'polite', 'data-testid': 'review-progress' });
  const shown = el('p', { class: 'small', 'aria-live': 'polite', 'data-testid': 'review-shown' });
  const chart = el('div', { class: 'review-chart-box' });
  const totals = el('ul', { class: 'review-totals small', 'data-testid': 'review-totals' });
  const table = el('div', { class: 'review-table-box' });
  const element = el('section', { class: 'review', 'data-testid': 'review' },
    el('h2', {}, t('review.title')),
    el('p', { class: 'small review-honest', 'data-testid': 'review-honest' }, t('review.honest')),
    el('p', { class: 'ways' }, start, stop), progress, chart, totals, shown, table,
    el('p', { class: 'small', 'data-testid': 'review-meaning' }, t('review.meaning')));
  let key: string | null = null, review: KeptReview | null = null, worker: Worker | null = null, closed = false;
  let page: ReviewedPage | null = null;

  const name = (seat: number) => page?.names[seat] ?? '';
  let shownMove = -1;
  const show = (turn: ReviewedTurn) => {
    page?.showTurn(turn.move, turn.best);
    shown.textContent = t('review.shown', { move: turn.move + 1, name: name(turn.seat), best: turn.bestText });
    shownMove = turn.move;
    draw();
  };

  function draw(): void {
    if (!review || !page) return;
    const r = review, p = page, marked = markedTurns(r.turns), colours = r.scores[0].map((_, seat) => p.seatColour(seat));
    const marks: ChartMark[] = r.turns.flatMap((turn, i) => (marked.has(i)
      ? [{ move: turn.move, seat: turn.seat, label: t('review.mark', { name: name(turn.seat), move: turn.move + 1, loss: points(turn.loss) }), pick: () => show(turn) }] : []));
    chart.replaceChildren(scoreChart(r.scores, colours, marks));
    totals.replaceChildren(...r.scores[0].map((_, seat) => {
      const mine = r.turns.filter((turn) => turn.seat === seat);
      return el('li', {}, el('span', { class: 'swatch', style: `background:${colours[seat]}` }), ' ',
        t('review.seatTotal', { name: name(seat), loss: points(mine.reduce((sum, turn) => sum + turn.loss, 0)), turns: mine.length }));
    }));
    const head = el('tr', {}, ...['review.table.move', 'review.table.player', 'review.table.played', 'review.table.best', 'review.table.loss'].map((k) => el('th', { scope: 'col' }, t(k))));
    const rows = r.turns.map((turn, i) => {
      const go = el('button', { type: 'button', class: 'review-go', 'data-testid': `review-turn-${turn.move}`, 'aria-label': t('review.show', { move: turn.move + 1 }) },
        `${marked.has(i) ? '★ ' : ''}${turn.move + 1}`);
      go.onclick = () => show(turn);
      const same = turn.bestText === turn.playedText;
      if (turn.move === shownMove) go.setAttribute('aria-current', 'true');
      return el('tr', { class: `${marked.has(i) ? 'marked' : ''}${turn.move === shownMove ? ' shown' : ''}`, 'data-testid': marked.has(i) ? 'review-marked' : 'review-row' },
        el('td', {}, go), el('td', {}, name(turn.seat)),
        el('td', {}, turn.playedText, el('br'), el('span', { class: 'small' }, t('review.value', { value: points(turn.playedValue) }))),
        el('td', {}, same ? t('review.same') : turn.bestText, el('br'), el('span', { class: 'small' }, t('review.value', { value: points(turn.bestValue) }))),
        el('td', { class: 'review-loss', 'data-loss': String(turn.loss) }, t('review.loss', { loss: points(turn.loss) })));
    });
    table.replaceChildren(el('table', { class: 'review-table', 'data-testid': 'review-table' }, el('thead', {}, head), el('tbody', {}, ...rows)));
  }

  function state(words: string, running: boolean): void {
    progress.textContent = words;
    stop.hidden = !running;
    start.hidden = running || (!!review && review.turns.length === review.points.length);
    start.textContent = review?.turns.length ? t('review.resume') : t('review.start');
  }

  function stopped(): void {
    worker?.terminate();
    worker = null;
    if (review) state(t('review.progress.stopped', { done: review.turns.length, total: review.points.length }), false);
  }

  function hear(said: ReviewSays): void {
    if (said.type === 'plan') {
      review = { scores: said.scores, points: said.points, turns: review?.turns ?? [] };
      if (review.points.length) state(t('review.progress.running', { done: review.turns.length, total: review.points.length }), true);
      else { worker?.terminate(); worker = null; state(t('review.progress.none'), false); start.hidden = true; }
    } else if (said.type === 'turn' && review) {
      review.turns[said.index] = said.turn;
      state(t('review.progress.running', { done: review.turns.length, total: review.points.length }), true);
    } else if (said.type === 'done' && review) {
      worker = null;
      state(t('review.progress.done', { total: review.points.length }), false);
    } else if (said.type === 'failed') {
      worker?.terminate();
      worker = null;
      console.warn('the review stopped:', said.message); // the browser's own words, for whoever debugs it
      state(t('review.failed'), false);
    }
    if (review && key) keepReview(key, review);
    draw();
  }

  start.onclick = () => {
    if (worker) return;
    const w = (worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' }));
    // What a worker stopped had said already is not heard: the table stays as the stop left it.
    w.onmessage = (e: MessageEvent<ReviewSays>) => { if (!closed && w === worker) hear(e.data); };
    w.onerror = (e) => { if (w === worker) hear({ type: 'failed', message: e.message }); };
    const ask: ReviewAsk = { ...game, from: review?.turns.length ?? 0 };
    w.postMessage(ask);
    state(t('review.progress.starting'), true);
  };
  stop.onclick = stopped;

  // A review kept in this browser is shown as soon as its key is known.
  void reviewKey(game).then((k) => {
    key = k;
    const kept = keptReview(k);
    if (closed || !kept || review) return;
    review = kept;
    state(kept.turns.length === kept.points.length ? t('review.progress.kept', { total: kept.points.length }) : t('review.progress.stopped', { done: kept.turns.length, total: kept.points.length }), false);
    draw();
  }).catch(() => undefined); // no SubtleCrypto (a page not served over HTTPS or localhost): nothing kept

  return {
    element,
    attach(shown) { page = shown; draw(); },
    close() { closed = true; worker?.terminate(); worker = null; },
  };
}
