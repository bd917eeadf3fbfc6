// The tests' third game (@castle/test-kit's countGame) as the page names it: what a new game brings
// to the page's catalogue (games/<id>/about.ts for a game of the site's own).
// The rules by path, not through @castle/test-kit's index (Node's helpers): the browser test's bundle imports this too.
import { countGame, CountOptions } from '../../test-kit/src/count-game';
import { GameAbout, defaults } from '../src/games/game-about';

const target = (options: unknown) => (options as CountOptions).target;

export const countAbout: GameAbout = {
  id: countGame.id,
  shortName: () => 'Count to ten',
  name: (options) => (target(options) === 10 ? 'Count to ten' : `Count to ${target(options)}`),
  variants: () => [],
  options: (options) => (target(options) === 10 ? [] : [`a target of ${target(options)}`]),
  defaults: () => defaults(countGame.parseOptions(undefined)),
  choice: () => ({ title: 'Count to ten', line: 'Add 1 or 2 in turn: who reaches ten wins.' }),
  helpPath: '/help/count',
  helpTitle: () => 'Count to ten',
  // Its searcher is optional, and it has none.
  peopleOnly: true,
};
