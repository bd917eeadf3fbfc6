// Events in words for the log: who scored what and why, wall tiles taken, tiles discarded. Each
// kind of event is one message of the catalogue (castle.log.…) with its parameters.
import { capitalised, seatWho } from '../../../logic/common-words';
import { t } from '../../../i18n/words';
import type { GameEvent } from '@castle/rules';
import type { TileCase } from './tile-words';

/** What wall tile `kind` does, in a few words. */
export const wallTileText = (kind: number): string => t(`castle.wall.${kind}`);

/** An event as a log line, or null for one the log does not show. `tileWords` names a tile with its
 *  article, in the form its use in the sentence asks for ("a path ending at a tower"). */
export function eventText(e: GameEvent, names: readonly string[], tileWords: (tile: number, use: TileCase) => string): string | null {
  const who = (seat: number) => seatWho(names, seat);
  switch (e.type) {
    case 'tilePlaced': return t('castle.log.tilePlaced', { who: who(e.seat), tile: tileWords(e.tile, 'object') });
    case 'followerPlaced': return t('castle.log.followerPlaced', { who: who(e.seat), figure: e.figure ?? 'none', role: e.role });
    case 'scored': return t('castle.log.scored', {
      who: who(e.seat), points: e.points, reason: e.reason === 'path-fountain' ? 'fountain' : e.reason, tiles: e.tiles,
      multiplier: e.multiplier, lost: e.lost, aeries: e.aeries,
    });
    case 'noScore': return e.reason === 'tie' ? t('castle.log.tie') : null;
    case 'wallTaken': return t('castle.log.wallTaken', { who: who(e.seat), kind: e.kind, text: wallTileText(e.kind) });
    case 'wallPlayed': return t('castle.log.wallPlayed', { who: who(e.seat), kind: e.kind, text: wallTileText(e.kind) });
    case 'keepMoved': return t('castle.log.keepMoved', { who: who(e.seat), size: e.size });
    case 'tileDiscarded': return t('castle.log.tileDiscarded', { tile: capitalised(tileWords(e.tile, 'subject')) });
    case 'extraTurn': return t('castle.log.extraTurn', { who: who(e.seat) });
    case 'final': return t('castle.log.final', { who: who(e.seat), points: e.points, reason: e.reason });
    case 'gameOver': return e.winner === null ? t('castle.log.draw', { score0: e.scores[0], score1: e.scores[1] })
      : t('castle.log.won', { who: who(e.winner), winner: e.scores[e.winner], loser: e.scores[1 - e.winner] });
    default: return null;
  }
}
