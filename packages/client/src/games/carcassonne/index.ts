// Carcassonne's page parts: its screen, a chunk of its own (screens/loader.ts), and its replay.
import type { CarcReplayData } from './screens/replay';
import { carcassonnePage, loadCarcassonnePage } from './screens/loader';
import type { GamePage } from '../game-page';
import type { GameAbout } from '../game-about';
import { carcassonneOptionsForm } from './options-form';
import { carcassonneAbout } from './about';

/** Its help page in each language (locales/<lang>.md), a chunk of its own each. */
const HELP = import.meta.glob<string>('./locales/*.md', { query: '?raw', import: 'default' });

const parts: Omit<GamePage, keyof GameAbout> = {
  optionsForm: carcassonneOptionsForm,
  load: loadCarcassonnePage,
  screen: (code, watch) => {
    const page = carcassonnePage();
    if (!page) throw new Error('Carcassonne\'s page is not loaded yet');
    return new page.CarcGameScreen(code, watch);
  },
  helpText: (lang) => HELP[`./locales/${lang}.md`]!(),
  rules: async () => (await import('@castle/carcassonne')).carcassonne,
  replay: async (data, tools) => new (await import('./screens/replay')).CarcReplayView(data as CarcReplayData, tools).show(),
};

/** Its about and its page parts in one: the about's words are getters, copied as getters (a spread
 *  would read them now, before any catalogue is loaded). */
export const carcassonneGamePage: GamePage = Object.defineProperties(parts, Object.getOwnPropertyDescriptors(carcassonneAbout)) as typeof parts & GameAbout;
