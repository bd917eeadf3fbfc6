// The rules are compiled from source into the bundle (ESM, only what is used).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { alias: { '@castle/rules': fileURLToPath(new URL('../rules/src/index.ts', import.meta.url)) } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
