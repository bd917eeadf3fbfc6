// The games played in this browser, for the start page's "Your games": each game's code, the seat
// held there and when it was first taken, kept in the browser's storage (no account), newest first,
// at most as many as one standings request answers. And how each stands, in words, from the
// server's answer (GET /api/standings).
import { GameStanding, STANDINGS_MAX } from '@castle/protocol';
import { listOf } from '../i18n/format';
import { t } from '../i18n/words';
import { clockName } from './clock-name';
import { endingTitle } from './ending-words';
import { gameLine, tableWords } from './game-words';
import type { KeyValue } from './key-value';

export interface MyGame {
  code: string;
  seat: number;
  /** When this browser first took the seat (ms). */
  at: number;
  /** The server said it is over (or no longer knows it): such games make room first. */
  done?: boolean;
}

const KEY = 'castle.games';

/** The games kept, newest first (anything unreadable in the storage is left out). */
export function myGames(store: KeyValue): MyGame[] {
  let kept: unknown;
  try { kept = JSON.parse(store.getItem(KEY) ?? '[]'); } catch { return []; }
  if (!Array.isArray(kept)) return [];
  return kept.filter((g): g is MyGame => !!g && typeof g.code === 'string' && /^[A-Z0-9]{5}$/.test(g.code) && Number.isInteger(g.seat) && typeof g.at === 'number')
    .sort((a, b) => b.at - a.at).slice(0, STANDINGS_MAX);
}

function keep(store: KeyValue, games: MyGame[]): void {
  try { store.setItem(KEY, JSON.stringify(games)); } catch { /* private mode: the list lasts this page only */ }
}

/** At most what one standings request answers: the oldest finished game makes room, else the
 *  oldest (a long game by correspondence outlasts many short ones). `games` newest first. */
function trimmed(games: MyGame[]): MyGame[] {
  const over = games.length - STANDINGS_MAX;
  if (over <= 0) return games;
  const done = games.filter((g) => g.done).slice(-over);
  const left = games.filter((g) => !done.includes(g));
  return left.slice(0, STANDINGS_MAX);
}

/** This browser holds `seat` of `code`: listed first when new; taken again, it keeps its place. */
export function rememberGame(store: KeyValue, code: string, seat: number, now = Date.now()): void {
  const games = myGames(store), known = games.find((g) => g.code === code);
  if (known?.seat === seat) return;
  keep(store, trimmed([{ code, seat, at: known?.at ?? now }, ...games.filter((g) => g.code !== code)]));
}

/** The server says these games are over, or no longer knows them. */
export function markDone(store: KeyValue, codes: readonly string[]): void {
  const games = myGames(store);
  if (games.every((g) => g.done || !codes.includes(g.code))) return;
  keep(store, games.map((g) => (codes.includes(g.code) ? { ...g, done: true } : g)));
}

/** Take one game off the list (its seat token stays: its link still finds the seat). */
export function forgetGame(store: KeyValue, code: string): void {
  keep(store, myGames(store).filter((g) => g.code !== code));
}

export function forgetAllGames(store: KeyValue): void {
  keep(store, []);
}

/** How a game stands for its player: the kind (for its look and tests), the words, where its link goes. */
export interface StandingShown {
  kind: 'your-turn' | 'their-turn' | 'waiting' | 'over' | 'stopped' | 'unknown';
  /** "Carcassonne, 3 players": which game. */
  game: string;
  /** "with Bob and Cy", the others at the table. */
  others: string;
  /** "10+5", "3 days a turn", "no clock". */
  clock: string;
  /** "Your turn", "Bob's turn", "You win, 52–47". */
  words: string;
  /** The seat while live, the replay once over; null for a game the server does not know. */
  link: { href: string; label: string } | null;
}

const seatName = (names: readonly (string | null)[], seat: number) => names[seat] || t('myGames.seat', { n: seat + 1 });

/** `mine` as it stands, `s` the server's answer for its code. */
export function standingShown(mine: MyGame, s: GameStanding): StandingShown {
  if (!s.known) {
    return { kind: 'unknown', game: t('myGames.game', { code: mine.code }), others: '', clock: '', words: t('myGames.unknown'), link: null };
  }
  const others = s.names.flatMap((n, i) => (i === mine.seat || n === null ? [] : [n]));
  const table = tableWords(s.game, s.names.length) && ` ${tableWords(s.game, s.names.length)}`;
  const base = {
    game: `${gameLine(s.game, s.options)}${table}`,
    others: others.length ? t('myGames.with', { names: listOf(others) }) : t('myGames.alone'),
    clock: clockName(s.clock),
  };
  const seat = { href: `/g/${s.code}`, label: t('myGames.open') }, replay = { href: `/g/${s.code}/replay`, label: t('myGames.replay') };
  if (s.ending) {
    const ending = endingTitle(s.ending, s.names.map((n, i) => n ?? seatName(s.names, i)), mine.seat);
    const words = s.ending.scores.some((n) => n > 0) ? t('myGames.overScores', { ending, scores: s.ending.scores.join('–') }) : t('myGames.over', { ending });
    return { ...base, kind: 'over', words, link: replay };
  }
  if (s.stopped) return { ...base, kind: 'stopped', words: t('myGames.closed', { reason: s.stopped }), link: replay };
  if (s.computer[mine.seat]) return { ...base, kind: 'their-turn', words: t('myGames.computerPlays'), link: { href: `/g/${s.code}?watch`, label: t('myGames.watch') } };
  if (s.seatsFree > 0) return { ...base, kind: 'waiting', words: t('myGames.waiting', { n: s.seatsFree }), link: seat };
  if (s.toAct === mine.seat) return { ...base, kind: 'your-turn', words: t('myGames.yourTurn'), link: { ...seat, label: t('myGames.play') } };
  return { ...base, kind: 'their-turn', words: s.toAct === null ? t('myGames.inPlay') : t('myGames.theirTurn', { name: seatName(s.names, s.toAct) }), link: seat };
}
