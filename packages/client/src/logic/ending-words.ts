// How a game ended, in words, when the table ended it before the rules did (protocol ending.ts): a
// resignation, a claimed win, an abort, a first move that never came, a flag, nobody left but the
// computer. An end by score is the game's own banner.
import type { GameEnding } from '@castle/protocol';
import { listOf } from '../i18n/format';
import { t } from '../i18n/words';

const who = (names: readonly string[], s: number | null) => (s === null ? t('end.aPlayer') : names[s] || t('common.player', { n: s + 1 }));

/** The winners, as every message about them takes them: their names in a list, and how many. */
const winnersOf = (e: GameEnding, names: readonly string[]) => ({ winners: listOf(e.winners.map((s) => who(names, s))), count: e.winners.length });

/** The banner's title, as `seat` (null: a watcher) sees it. */
export function endingTitle(e: GameEnding, names: readonly string[], seat: number | null): string {
  const won = seat !== null && e.winners.includes(seat);
  const result = won ? t('end.youWin') : t('end.wins', winnersOf(e, names));
  const by = who(names, e.seat);
  switch (e.end) {
    case 'aborted': return e.seat === seat ? t('end.title.youAborted') : t('end.title.aborted', { who: by });
    case 'notStarted': return t('end.title.notStarted');
    case 'resigned': return e.seat === seat ? t('end.title.youResigned') : t('end.title.resigned', { result, who: by });
    case 'claimed': return t('end.title.claimed', { result, who: by });
    case 'time': return won ? t('end.title.youWinOnTime') : t('end.title.time', winnersOf(e, names));
    case 'abandoned': return t('end.title.abandoned');
    case 'expired': return t('end.title.expired');
    default: return result;
  }
}

/** What happened, in a sentence anyone reads the same (the banner's line, the replay's result). */
export function endingSentence(e: GameEnding, names: readonly string[]): string {
  const by = who(names, e.seat), winners = winnersOf(e, names);
  switch (e.end) {
    case 'aborted': return t('end.says.aborted', { who: by });
    case 'notStarted': return t('end.says.notStarted', { who: by });
    case 'resigned': return t('end.says.resigned', { who: by, ...winners });
    case 'claimed': return t('end.says.claimed', { who: by, winners: winners.winners });
    case 'time': return t('end.says.time', { who: by, ...winners });
    case 'abandoned': return e.seat === null ? t('end.says.allLeft') : t('end.says.lastLeft', { who: by });
    case 'expired': return t('end.says.expired');
    default: return t('end.says.won', winners);
  }
}
