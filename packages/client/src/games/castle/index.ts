// The Castle's page parts: its screen (in the first script: the site's first game) and its replay.
import { GameScreen } from './screens/game';
import type { GamePage } from '../game-page';
import { castleOptionsForm } from './options-form';
import { castleAbout } from './about';

export const castlePage: GamePage = {
  ...castleAbout,
  optionsForm: castleOptionsForm,
  load: async () => undefined,
  screen: (code, watch) => new GameScreen(code, watch),
  helpText: async () => (await import('./help.md?raw')).default,
  rules: async () => (await import('@castle/rules')).castle,
  replay: async (data, tools) => new (await import('./replay')).ReplayView(data as import('./logic/replay').ReplayData, tools).show(),
};
