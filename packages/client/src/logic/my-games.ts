// The games played in this browser, for the start page's "Your games": each game's code, the seat
// held there and when it was first taken, kept in the browser's storage (no account), newest first,
// at most as many as one standings request answers. And how each stands, in words, from the
// server's answer (GET /api/standings).
import { GameStanding, STANDINGS_MAX, timeControlName } from '@castle/protocol';
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

const seatName = (names: readonly (string | null)[], seat: number) => names[seat] || `Player ${seat + 1}`;

function listed(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** `mine` as it stands, `s` the server's answer for its code. */
export function standingShown(mine: MyGame, s: GameStanding): StandingShown {
  if (!s.known) {
    return { kind: 'unknown', game: `Game ${mine.code}`, others: '', clock: '', words: 'The server no longer knows this game.', link: null };
  }
  const others = s.names.flatMap((n, i) => (i === mine.seat || n === null ? [] : [n]));
  const table = tableWords(s.game, s.names.length) && ` ${tableWords(s.game, s.names.length)}`;
  const base = {
    game: `${gameLine(s.game, s.options)}${table}`,
    others: others.length ? `with ${listed(others)}` : 'nobody else yet',
    clock: timeControlName(s.clock),
  };
  const seat = { href: `/g/${s.code}`, label: 'Open' }, replay = { href: `/g/${s.code}/replay`, label: 'Replay' };
  if (s.ending) {
    const scores = s.ending.scores.some((n) => n > 0) ? `, ${s.ending.scores.join('–')}` : '';
    return { ...base, kind: 'over', words: `Over: ${endingTitle(s.ending, s.names.map((n, i) => n ?? seatName(s.names, i)), mine.seat)}${scores}`, link: replay };
  }
  if (s.stopped) return { ...base, kind: 'stopped', words: `Closed: ${s.stopped}`, link: replay };
  if (s.computer[mine.seat]) return { ...base, kind: 'their-turn', words: 'The computer plays your seat now', link: { href: `/g/${s.code}?watch`, label: 'Watch' } };
  if (s.seatsFree > 0) return { ...base, kind: 'waiting', words: `Waiting for ${s.seatsFree === 1 ? 'a player' : `${s.seatsFree} players`}`, link: seat };
  if (s.toAct === mine.seat) return { ...base, kind: 'your-turn', words: 'Your turn', link: { ...seat, label: 'Play' } };
  return { ...base, kind: 'their-turn', words: s.toAct === null ? 'In play' : `${seatName(s.names, s.toAct)}'s turn`, link: seat };
}
