// The page built with the tests' third game (third-game.e2e.cjs builds it into THIRD_GAME_OUT): the
// page's own build settings, from this folder.
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import page from '../../vite.config.mjs';

export default mergeConfig(page, {
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: fileURLToPath(new URL('../../public', import.meta.url)),
  build: { outDir: process.env.THIRD_GAME_OUT },
});
