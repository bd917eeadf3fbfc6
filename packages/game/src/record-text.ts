// A record as text for people: a header, then one line per turn (a seat's actions until another
// seat acts) in the game's notation, with the points each seat scored in it.
import type { AnyGame } from './definition';
import type { GameRecord, LeaveKind } from './record';

const LEFT_WORDS: Record<LeaveKind, string> = { resigned: 'resigned', away: 'was away too long', time: 'ran out of time' };

const seatName = (r: GameRecord, seat: number): string => r.seats[seat]?.name ?? `Seat ${seat + 1}`;

function header(r: GameRecord, game: AnyGame): string[] {
  const result = r.result as { winners?: number[]; scores?: number[] };
  const winners = (result.winners ?? []).map((s) => seatName(r, s));
  return [
    `${game.title}, game ${r.code}`,
    `Options: ${JSON.stringify(r.options)}`,
    `Seats: ${r.seats.map((s, i) => `${i + 1}. ${s.name ?? '(free)'}${s.computer ? ` (computer, ${s.computer})` : ''}`).join('  ')}`,
    `Started ${r.startedAt}, finished ${r.finishedAt}`,
    `Ended: ${r.end}; scores ${(result.scores ?? []).join(' – ')}; ${winners.length ? `won by ${winners.join(' and ')}` : 'no winner'}`,
  ];
}

/** The text of a record whose moves the rules take (checkRecord's), replayed with `game`. */
export function recordText(r: GameRecord, game: AnyGame, options: unknown): string {
  const lines = header(r, game);
  lines.push('');
  let state = game.create(options, r.seed, r.seats.length);
  type Turn = { seat: number; actions: string[]; before: number[] };
  let turn = null as Turn | null;
  let turns = 0;
  const close = (t: Turn | null) => {
    if (!t) return;
    const after = game.scores(state) as number[];
    const points = after.map((p, s) => [s, p - t.before[s]]).filter(([, d]) => d !== 0).map(([s, d]) => `${seatName(r, s)} ${d > 0 ? '+' : ''}${d}`);
    lines.push(`${++turns}. ${seatName(r, t.seat)}: ${t.actions.join(' ')}${points.length ? `  (${points.join(', ')})` : ''}`);
  };
  // A seat that left is told between turns, once the turn it left in is over.
  const left = [...(r.left ?? [])];
  const tellLeft = (moves: number) => {
    while (left.length && left[0].after <= moves) {
      const l = left.shift()!;
      lines.push(`   ${seatName(r, l.seat)} ${LEFT_WORDS[l.how]} after move ${l.after}: the computer plays the seat on`);
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
