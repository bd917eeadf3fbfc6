// A record as text for people: a header, then one line per turn (a seat's actions until another
// seat acts) in the game's notation, with the points each seat scored in it. The header's words are
// the reader's language (RecordWords: the server words them from its catalogues); English here.
import type { AnyGame } from './definition';
import type { GameRecord, LeaveKind } from './record';

/** The words of a record's text, in one language. */
export interface RecordWords {
  /** "Carcassonne, game ABCDE". */
  title(game: string, code: string): string;
  /** "Options: {…}". */
  options(json: string): string;
  /** "Seats: 1. Ann  2. Bob (computer, easy)": one seat each, in seat order. */
  seats(seats: { name: string | null; computer: string | null }[]): string;
  /** A seat with no name in a turn's line: "Seat 2". */
  unnamed(seat: number): string;
  /** "Started …, finished …" (ISO 8601 times). */
  times(startedAt: string, finishedAt: string): string;
  /** "Ended: score; scores 40 – 38; won by Ann". */
  ended(end: string, scores: number[], winners: string[]): string;
  /** "Bob resigned after move 12: the computer plays the seat on". */
  left(name: string, how: LeaveKind, after: number): string;
}

const LEFT_WORDS: Record<LeaveKind, string> = { resigned: 'resigned', away: 'was away too long', time: 'ran out of time' };

/** The text's words in English: what an API user gets with no language asked for. */
export const ENGLISH_RECORD_WORDS: RecordWords = {
  title: (game, code) => `${game}, game ${code}`,
  options: (json) => `Options: ${json}`,
  seats: (seats) => `Seats: ${seats.map((s, i) => `${i + 1}. ${s.name ?? '(free)'}${s.computer ? ` (computer, ${s.computer})` : ''}`).join('  ')}`,
  unnamed: (seat) => `Seat ${seat + 1}`,
  times: (startedAt, finishedAt) => `Started ${startedAt}, finished ${finishedAt}`,
  ended: (end, scores, winners) => `Ended: ${end}; scores ${scores.join(' – ')}; ${winners.length ? `won by ${winners.join(' and ')}` : 'no winner'}`,
  left: (name, how, after) => `${name} ${LEFT_WORDS[how]} after move ${after}: the computer plays the seat on`,
};

const seatName = (r: GameRecord, seat: number, w: RecordWords): string => r.seats[seat]?.name ?? w.unnamed(seat);

function header(r: GameRecord, title: string, w: RecordWords): string[] {
  const result = r.result as { winners?: number[]; scores?: number[] };
  return [
    w.title(title, r.code),
    w.options(JSON.stringify(r.options)),
    w.seats(r.seats.map((s) => ({ name: s.name, computer: s.computer ?? null }))),
    w.times(r.startedAt, r.finishedAt),
    w.ended(r.end, result.scores ?? [], (result.winners ?? []).map((s) => seatName(r, s, w))),
  ];
}

/** The text of a record whose moves the rules take (checkRecord's), replayed with `game`, its words
 *  in `words`' language under the game's `title` in it. */
export function recordText(r: GameRecord, game: AnyGame, options: unknown, words: RecordWords = ENGLISH_RECORD_WORDS, title = game.title): string {
  const w = words;
  const lines = header(r, title, w);
  lines.push('');
  let state = game.create(options, r.seed, r.seats.length);
  type Turn = { seat: number; actions: string[]; before: number[] };
  let turn = null as Turn | null;
  let turns = 0;
  const close = (t: Turn | null) => {
    if (!t) return;
    const after = game.scores(state) as number[];
    const points = after.map((p, s) => [s, p - t.before[s]]).filter(([, d]) => d !== 0).map(([s, d]) => `${seatName(r, s, w)} ${d > 0 ? '+' : ''}${d}`);
    lines.push(`${++turns}. ${seatName(r, t.seat, w)}: ${t.actions.join(' ')}${points.length ? `  (${points.join(', ')})` : ''}`);
  };
  // A seat that left is told between turns, once the turn it left in is over.
  const left = [...(r.left ?? [])];
  const tellLeft = (moves: number) => {
    while (left.length && left[0].after <= moves) {
      const l = left.shift()!;
      lines.push(`   ${w.left(seatName(r, l.seat, w), l.how, l.after)}`);
    }
  };
  r.moves.forEach(({ action }, i) => {
    if (turn?.seat !== action.seat) {
      close(turn);
      tellLeft(i);
      turn = { seat: action.seat, actions: [], before: game.scores(state) as number[] };
    }
    turn.actions.push(game.moveNotation(state, action));
    const applied = game.apply(state, action);
    if (!applied.ok) throw new RangeError(`a record whose moves the rules refuse: ${applied.error.message}`);
    state = applied.state;
  });
  close(turn);
  tellLeft(r.moves.length);
  return `${lines.join('\n')}\n`;
}
