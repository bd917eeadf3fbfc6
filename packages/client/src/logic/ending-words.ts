// How a game ended, in words, when the table ended it before the rules did (protocol ending.ts): a
// resignation, a claimed win, an abort, a first move that never came, a flag, nobody left but the
// computer. An end by score is the game's own banner.
import type { GameEnding } from '@castle/protocol';

const who = (names: readonly string[], s: number | null) => (s === null ? 'A player' : names[s] || `Player ${s + 1}`);

function list(names: readonly string[], seats: readonly number[]): string {
  const n = seats.map((s) => who(names, s));
  return n.length <= 1 ? n.join('') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** The banner's title, as `seat` (null: a watcher) sees it. */
export function endingTitle(e: GameEnding, names: readonly string[], seat: number | null): string {
  const won = seat !== null && e.winners.includes(seat);
  const winners = won ? 'You win' : `${list(names, e.winners)} ${e.winners.length > 1 ? 'share the win' : 'wins'}`;
  switch (e.end) {
    case 'aborted': return e.seat === seat ? 'You aborted the game' : `${who(names, e.seat)} aborted the game`;
    case 'notStarted': return 'The game did not start';
    case 'resigned': return e.seat === seat ? 'You resigned' : `${winners}: ${who(names, e.seat)} resigned`;
    case 'claimed': return `${winners}: ${who(names, e.seat)} left`;
    case 'time': return `${winners} on time`;
    case 'abandoned': return 'Nobody was left to play';
    case 'expired': return 'Nobody played this game';
    default: return winners;
  }
}

/** What happened, in a sentence anyone reads the same (the banner's line, the replay's result). */
export function endingSentence(e: GameEnding, names: readonly string[]): string {
  const by = who(names, e.seat), winners = list(names, e.winners), win = e.winners.length > 1 ? 'share the win' : 'wins';
  switch (e.end) {
    case 'aborted': return `${by} aborted the game before every player had moved: no result, nobody wins or loses.`;
    case 'notStarted': return `${by} did not make a first move in time: the game was aborted, with no result.`;
    case 'resigned': return `${by} resigned: ${winners} ${win}${e.winners.length > 1 ? ', ranked by the score when it ended' : ''}.`;
    case 'claimed': return `${by} left the game and did not come back in time: ${winners} claimed the win.`;
    case 'time': return `${by} ran out of time: ${winners} ${win}.`;
    case 'abandoned': return `${e.seat === null ? 'Every player had left' : `${by}, the last player at the table, ran out of time`}: with only the computer left, the game was ended there, with no result.`;
    case 'expired': return 'Nobody played this game for a long time, so it was closed for good, with no result.';
    default: return `${winners} ${win}.`;
  }
}
