// The tests' third game's page parts, as a game's games/<id>/index.ts gives them: its words
// (test/count-about.ts), an options form (the target), its help text, its rules (a record of it opens from disk). It has no screen: the page's
// shared screens list it and open its help; the server plays it (server/test/third-game.test.ts).
import { countGame } from '../../../test-kit/src/count-game';
import { el } from '../../src/dom';
import type { GamePage, OptionsForm } from '../../src/games/game-page';
import { countAbout } from '../../test/count-about';

function countOptionsForm(): OptionsForm {
  const target = el('input', { type: 'number', min: '3', max: '99', value: '10', 'data-testid': 'count-target', 'aria-label': 'Target' });
  return {
    element: el('fieldset', { class: 'options', 'data-testid': 'count-options' }, el('legend', {}, 'Options'), el('label', {}, 'Count to ', target)),
    chosen: () => countGame.parseOptions({ target: Number(target.value) }),
    seats: () => 2,
    onSeats: () => undefined,
  };
}

const noScreen = (): never => { throw new Error('Count to ten has no screen in the tests'); };

export const countPage: GamePage = {
  ...countAbout,
  optionsForm: countOptionsForm,
  load: async () => undefined,
  screen: noScreen,
  helpText: async (_lang: string) => '# How to play Count to ten\n\nTwo players take turns adding 1 or 2 to a counter that starts at 0. Whoever brings it to ten wins.\n',
  replay: noScreen,
  rules: async () => countGame,
};
