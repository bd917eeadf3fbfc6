// Opening a game's link: ask the server what the game is first (unknown, finished, a seat free),
// then join it with the saved seat token, ask a visitor's name, watch, or show its replay.
import type { Room } from 'colyseus.js';
import type { GameInfo } from '@castle/protocol';
import { watcherName } from '../logic/chat';
import { takeFirstView } from '../logic/first-view';
import { savedToken } from '../logic/tokens';
import { getJson } from '../net';
import type { Screen } from '../router';
import { go, replace } from '../router';
import { aboutGame } from '../games/catalogue';
import { gamePage } from '../games/registry';
import { listOf } from '../i18n/format';
import { t } from '../i18n/words';
import { joinPrompt } from './join';
import { followRematch } from './rematch-link';
import { countdown, notice, refusedNotice, toStart, unknownGame } from './notice';
import { REFUSAL } from '@castle/protocol';

/** A screen that is only a page (nothing to close but a timer). */
const pageScreen = (stop: () => void = () => undefined): Screen => ({ close: stop });

export async function openGame(code: string, watch: boolean, created?: Room): Promise<Screen> {
  if (created) {
    // No await before attach (GamePage.load: the page that created the room loaded the game's page first).
    return gamePage(created.name).screen(code, false).attach(created);
  }
  // The page as the server sent it carries the game's info and state (logic/first-view.ts): no round trip.
  const first = takeFirstView<GameInfo>(code, document);
  let info: GameInfo | null;
  try {
    info = first?.info ?? await getJson<GameInfo>(`/api/games/${code}`);
  } catch (err) {
    if (refusedNotice(code, err)) return pageScreen();
    return unreachable(code, err as Error);
  }
  if (!info) {
    unknownGame(code);
    return pageScreen();
  }
  if (info.over && info.next) { void followRematch(code, info.next); return pageScreen(); }
  if (info.over) { replace(`/g/${code}/replay`); return pageScreen(); }
  if (info.abandoned && refusedNotice(code, { code: REFUSAL.ABANDONED_GAME, message: info.message ?? 'nobody played this game for a long time' })) return pageScreen();
  const token = savedToken(localStorage, code);
  const game = gamePage(info.game);
  await game.load();
  const screen = game.screen(code, watch && !token);
  // Shown while the page joins: the status and a picture of the board (for a player back with
  // a token and for a watcher; a visitor asked for a name sees the question first).
  if (first?.state && (token || watch)) screen.showFirst(first.state);
  if (token) return screen.join({ token });
  // A watcher is listed (watchers.ts on the server) and its chat lines shown by the name given on this site last, else as "Watcher n".
  if (watch) return screen.join({ spectate: true, name: watcherName(localStorage) });
  if (info.seatsFree > 0) {
    joinPrompt(info, (name) => void screen.join({ name }), () => go(`/g/${code}?watch`));
    return screen;
  }
  const taken = info.names.filter(Boolean);
  notice(t('notice.full.title'), t('notice.full.text', { seats: taken.length, code, names: listOf(taken as string[]) }),
    [{ label: t('notice.full.watch'), href: `/g/${code}?watch`, testid: 'watch' }, toStart()], 'full-game', aboutGame(info.game)?.choice().title ?? info.title);
  return pageScreen();
}

function unreachable(code: string, err: Error): Screen {
  const page = notice(t('notice.unreachable.title'), t('notice.unreachable.text', { code, problem: err.message }),
    [{ label: t('notice.unreachable.retry'), onClick: () => replace(location.pathname + location.search), testid: 'retry' }, toStart()], 'unreachable');
  const line = document.createElement('p');
  page.insertBefore(line, page.querySelector('.ways'));
  return pageScreen(countdown(5, line, (s) => t('notice.unreachable.countdown', { seconds: s }), () => replace(location.pathname + location.search)));
}
