// A game's name and its options in players' words, for the pages that list or describe a game
// before it is opened (the start page's lists, the join prompt): each game's own words are in its
// folder (games/<id>/about.ts), read through the catalogue, so a page never asks which game it has.
import { TimeControl, clockText, timeControlName } from '@castle/protocol';
import { aboutGame } from '../games/catalogue';
import { t } from '../i18n/words';

/** The game's name, with the expansion played: "The Castle with the Falcon". */
export function gameName(game: string, options: unknown): string {
  return aboutGame(game)?.name(options) ?? game;
}

/** The game's name and its variants, as a list shows a game: "The Castle (gates stop markers)". */
export function gameLine(game: string, options: unknown): string {
  const variants = aboutGame(game)?.variants(options) ?? [];
  const name = gameName(game, options);
  return variants.length ? t('game.withVariants', { game: name, variants: variants.join(', ') }) : name;
}

/** The table's size where the game has several: "for 3 players"; empty for a game of one size. */
export function tableWords(game: string, seats: number): string {
  return aboutGame(game)?.sized ? t('game.forPlayers', { seats }) : '';
}

/** The options chosen, in words; empty for the game as it comes. */
export function optionWords(game: string, options: unknown): string[] {
  return aboutGame(game)?.options(options) ?? [];
}

/** A time control as people write it, in the language shown: "10+5", "3 days a turn", "no clock". */
export function controlName(tc: TimeControl): string {
  if (tc.kind === 'live') return timeControlName(tc);
  return tc.kind === 'correspondence' ? t('clock.days', { days: tc.days }) : t('clock.none');
}

const HOUR_MS = 3_600_000, DAY_MS = 24 * HOUR_MS;

/** A clock as the page shows it: "4:05", "0:09.3" below 10 s; past a day, days and hours in the
 *  language shown ("2d 5h", "2 T. 5 Std.", "2 j 5 h"). */
export function clockFace(ms: number): string {
  return ms >= DAY_MS ? t('clock.daysHours', { days: Math.floor(ms / DAY_MS), hours: Math.floor((ms % DAY_MS) / HOUR_MS) }) : clockText(ms);
}

/** A time control as the join prompt says it: "10+5: 10 minutes each, 5 seconds added a turn". */
export function clockWords(tc: TimeControl): string {
  if (tc.kind === 'live') return t('game.clockLive', { control: controlName(tc), minutes: tc.minutes, increment: tc.increment });
  if (tc.kind === 'correspondence') return t('game.clockDays', { control: controlName(tc), days: tc.days });
  return t('game.noClock');
}
