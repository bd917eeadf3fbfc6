// The Castle's page parts: its screen (in the first script: the site's first game) and its replay.
import { GameScreen } from './screens/game';
import type { GamePage } from '../game-page';
import { castleOptionsForm } from './options-form';
import { castleAbout } from './about';

/** Its help page in each language (locales/<lang>.md), a chunk of its own each. */
const HELP = import.meta.glob<string>('./locales/*.md', { query: '?raw', import: 'default' });

// The about's words are getters, read when shown: the page inherits them rather than copying them
// (a spread would read them once, at import, before any catalogue is loaded).
export const castlePage: GamePage = Object.assign(Object.create(castleAbout) as typeof castleAbout, {
  optionsForm: castleOptionsForm,
  load: async () => undefined,
  screen: (code, watch) => new GameScreen(code, watch),
  helpText: (lang) => HELP[`./locales/${lang}.md`]!(),
  rules: async () => (await import('@castle/rules')).castle,
  replay: async (data, tools) => new (await import('./replay')).ReplayView(data as import('./logic/replay').ReplayData, tools).show(),
} satisfies Omit<GamePage, keyof typeof castleAbout>);
