// The replay page of any game, finished or live: its data asked of the server, a page that says so
// when it cannot be had, then the game's own replay view (games/<id>/, through the registry).
import { pageTitle } from '@castle/protocol';
import { wearColours } from '../art/seat-colours';
import { app, el } from '../dom';
import { gamePage } from '../games/registry';
import { getJson } from '../net';
import type { Screen } from '../router';
import { notice, refusedNotice, toStart, unknownGame } from './notice';

export async function replayScreen(code: string): Promise<Screen> {
  document.title = pageTitle(`Replay of game ${code}`);
  app().replaceChildren(el('main', { class: 'start', 'data-testid': 'replay-loading' }, el('p', {}, `Loading the replay of game ${code}…`)));
  let data: { game: string; colours?: number[] } | null;
  try {
    data = await getJson<{ game: string; colours?: number[] }>(`/api/games/${code}/replay`);
  } catch (err) {
    if (refusedNotice(code, err)) return { close: () => undefined };
    notice('This replay cannot be shown', `Game ${code} could not be loaded: ${(err as Error).message}.`,
      [{ label: 'Try again', href: `/g/${code}/replay`, testid: 'retry' }, toStart], 'replay-error');
    return { close: () => undefined };
  }
  if (!data) {
    unknownGame(code);
    return { close: () => undefined };
  }
  wearColours(data.colours ?? []); // as the game wore them
  return gamePage(data.game).replay(data);
}

