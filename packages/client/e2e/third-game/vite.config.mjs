// The page built with the tests' third game (third-game.e2e.cjs builds it into THIRD_GAME_OUT): the
// page's own build, its index.html loading this folder's entry, which adds the game first.
import { mergeConfig } from 'vite';
import page from '../../vite.config.mjs';

function thirdGameEntry() {
  return {
    name: 'castle-third-game-entry',
    // Before the page's scripts are bundled, so that this entry is the one bundled.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes('/src/main.ts')) throw new Error('index.html no longer loads /src/main.ts');
        return html.replace('/src/main.ts', '/e2e/third-game/main.ts');
      },
    },
  };
}

// Never the page's own dist.
if (!process.env.THIRD_GAME_OUT) throw new Error('THIRD_GAME_OUT: the folder to build the page with the third game into');

export default mergeConfig(page, {
  build: { outDir: process.env.THIRD_GAME_OUT },
  plugins: [thirdGameEntry()],
});
