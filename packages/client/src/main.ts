// The page's entry: which screen an address shows. Links within the site change pages without a
// reload, through history, so Back and Forward work.
import { chosenLanguage } from './i18n/language';
import { LOCALE_FILES } from './i18n/locale-files';
import { loadLanguage, setLocaleFiles, t } from './i18n/words';
import { go, route, setOpener } from './router';
import { notice, toStart } from './screens/notice';
import { openGame } from './screens/open-game';
import { startPage } from './screens/start';

// The page's words in its language, fetched beside the first screen's parts; nothing is shown before.
setLocaleFiles(LOCALE_FILES);
const words = loadLanguage(chosenLanguage());

setOpener(async (page, room) => {
  await words;
  switch (page.page) {
    case 'start': return startPage();
    case 'game': return openGame(page.code, page.watch, room);
    case 'replay': return (await import('./screens/replay')).replayScreen(page.code);
    case 'record': return (await import('./screens/replay')).recordScreen();
    case 'help': await (await import('./screens/help')).helpPage(page.game); return null;
    case 'shuffle': await (await import('./shuffle/shuffle-page')).shufflePage(); return null;
    case 'leaderboard': await (await import('./ratings/leaderboard-page')).leaderboardPage(page.pool); return null;
    case 'player': await (await import('./ratings/player-page')).playerPage(page.id); return null;
    case 'bad-link':
      notice(t('notice.badLink.title'), t('notice.badLink.text'), [toStart()], 'bad-link');
      return null;
    case 'not-found':
      notice(t('notice.notFound.title'), t('notice.notFound.text', { path: page.path }), [toStart()], 'not-found');
      return null;
  }
});

// Same-site links go through the router (no reload); others, new tabs and modified clicks do not.
document.addEventListener('click', (e) => {
  const a = (e.target as HTMLElement).closest?.('a');
  if (!a || a.target || a.hasAttribute('download') || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const url = new URL(a.href, location.href);
  if (url.origin !== location.origin) return;
  e.preventDefault();
  if (url.pathname + url.search !== location.pathname + location.search) go(url.pathname + url.search);
});

void route();
