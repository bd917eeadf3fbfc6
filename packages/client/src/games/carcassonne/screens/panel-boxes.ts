// The original Carcassonne's panel boxes that only show the state: the players (colour and mark,
// score, followers left), the drawn tile, the tiles still to come with their counts, and the score
// track of 50 spaces with each seat's laps.
import { carcFollowerSvg } from '../art/follower-svg';
import { CARC_SEATS } from '../art/palette';
import { CARC_PICTURES } from '../art/pictures';
import { carcassonneTileSvg } from '../art/tile-svg';
import { css, el, whenIdle } from '../../../dom';
import { t } from '../../../i18n/words';
import { carcTileWords } from '../logic/tile-words';
import { scoresOf } from '../logic/words';
import type { SyncedCarcassonne } from '@castle/protocol';
import { HandOver, awayNote, handOverBox } from '../../../screens/away-note';
import { colourOf } from '../../../art/seat-colours';
import { currentTileBox, playerRow, tilesToComeBox } from '../../../screens/state-boxes';

const urls = new Map<string, string>();
const svgUrl = (key: string, svg: () => string): string => {
  let u = urls.get(key);
  if (!u) urls.set(key, (u = `data:image/svg+xml;utf8,${encodeURIComponent(svg())}`));
  return u;
};

/** A tile as a picture (the board's art, closed frame), turned `rot` quarter turns clockwise. */
export function carcTileImage(letter: string, rot = 0, size = 48): HTMLImageElement {
  const src = svgUrl(`t${letter}/${rot}`, () => carcassonneTileSvg(CARC_PICTURES[letter], rot, { open: false, size: 100 }));
  const words = t('carcassonne.tileAlt', { tile: carcTileWords(letter) });
  return el('img', { src, width: String(size), height: String(size), alt: words, title: words });
}

/** A seat's follower as a small picture: its colour and its mark. */
export function followerImage(seat: number, size = 22, pose: 'standing' | 'lying' = 'standing'): HTMLImageElement {
  const wear = colourOf(seat);
  return el('img', { src: svgUrl(`f${wear}/${pose}`, () => carcFollowerSvg(wear, pose, 48)), width: String(size), height: String(size), alt: '', class: 'follower-icon' });
}

export function carcTileBox(letter: string, rot: number): HTMLElement {
  return currentTileBox(letter, rot, carcTileImage(letter, rot, 72));
}

export function carcTilesToCome(left: Record<string, number>, count: number): HTMLElement {
  const items = Object.entries(left).filter(([, n]) => n > 0).map(([l, n]) => ({ tile: l, image: carcTileImage(l, 0, 30), count: n }));
  return tilesToComeBox(items, count);
}

export function carcPlayersBox(s: SyncedCarcassonne, names: string[], mySeat: number | null, handOver: HandOver | null): HTMLElement {
  return el('div', {}, ...Array.from(s.players, (p, seat) => playerRow(p, seat, names[seat], { toAct: s.toAct === seat, mine: mySeat === seat }, [followerImage(seat), ' '], [
    awayNote(p, s.over ? null : s.awayLimit),
    el('div', { class: 'small' }, t('carcassonne.seat.line', { colour: CARC_SEATS[colourOf(seat)].name, count: p.supply })),
    handOverBox(p, seat, names[seat], s.awayLimit, mySeat, handOver),
  ])));
}

/** Where space k (0–49) of a track of 50 spaces lies: around a box of 15 by 10, clockwise from the top-left. */
function trackSpace(k: number): [number, number] {
  if (k < 15) return [k, 0];
  if (k < 25) return [14, k - 14];
  if (k < 40) return [14 - (k - 25), 11];
  return [0, 11 - (k - 39)];
}

/** Text put into an SVG's markup: a player's name may hold any character. */
const escapeXml = (t: string): string => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The score track: 50 spaces, each seat's marker on its score's space, with "+50" per lap. */
export function scoreTrack(scores: readonly number[], names: readonly string[]): HTMLElement {
  const U = 14, W = 15 * U, H = 12 * U;
  let cells = '';
  for (let k = 0; k < 50; k++) {
    const [x, y] = trackSpace(k);
    cells += `<rect x="${x * U + 0.5}" y="${y * U + 0.5}" width="${U - 1}" height="${U - 1}" fill="${k % 5 ? '#e8dcc2' : '#d2bf94'}" stroke="#6b5b45" stroke-width=".5"/>`;
    if (k % 5 === 0) cells += `<text x="${x * U + U / 2}" y="${y * U + U / 2 + 3}" font-size="${k % 10 ? 6.5 : 8}" font-weight="bold" text-anchor="middle" fill="#3a3024">${k}</text>`;
  }
  const markers = scores.map((score, seat) => {
    const [x, y] = trackSpace(score % 50), sameBefore = scores.slice(0, seat).filter((o) => o % 50 === score % 50).length;
    const r = U * 0.3, cx = x * U + U / 2 + sameBefore * 3 - 3, cy = y * U + U / 2 - sameBefore * 3 + 3;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${css(CARC_SEATS[colourOf(seat)].colour)}" stroke="#111" stroke-width="1"/>`;
  }).join('');
  // Inside the ring of spaces, each seat's marker and score in large type: readable on a phone even
  // where markers share a space.
  const line = Math.min(2 * U, (10 * U) / Math.max(scores.length, 1));
  const legend = scores.map((score, seat) => {
    const y = U + (10 * U - line * scores.length) / 2 + line * (seat + 0.5);
    const name = names[seat].length > 12 ? `${names[seat].slice(0, 11)}…` : names[seat];
    return `<circle cx="${2.2 * U}" cy="${y}" r="${U * 0.3}" fill="${css(CARC_SEATS[seat].colour)}" stroke="#111" stroke-width="1"/>`
      + `<text x="${2.9 * U}" y="${y + 4}" font-size="${Math.min(12, line * 0.7)}" fill="#f1ebe0" font-family="sans-serif">${escapeXml(name)} <tspan font-weight="bold">${score}</tspan></text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" >${cells}${legend}${markers}</svg>`;
  const laps = scores.map((score, seat) => (score >= 50 ? el('span', { class: 'lap', 'data-testid': `laps-${seat}` }, followerImage(seat, 16), ` ${names[seat]} +${Math.floor(score / 50) * 50}`) : null))
    .filter((x): x is HTMLSpanElement => x !== null);
  const img = el('img', { src: `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`, width: String(W), height: String(H), alt: t('carcassonne.panel.scoreTrack') });
  // The scores in words take the platform's list format: written once the first frame is drawn.
  whenIdle(() => { img.alt = t('carcassonne.scoreTrack.alt', { scores: scoresOf(names, scores) }); });
  const box = el('div', { class: 'score-track', 'data-testid': 'score-track', 'data-scores': scores.join(',') }, img);
  if (laps.length) box.append(el('div', { class: 'small' }, ...laps));
  return box;
}
