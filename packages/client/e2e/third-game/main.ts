// The page with the tests' third game added to its registry before it starts: the page's own entry
// (src/main.ts), loaded once the game is registered.
import { addGamePage } from '../../src/games/registry';
import { countPage } from './count-page';

addGamePage(countPage);
void import('../../src/main');
