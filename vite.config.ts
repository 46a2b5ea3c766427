import path from 'node:path';
import { defineConfig } from 'vite';

// The renderer is loaded from disk by Electron and served by the web host, so every asset
// path is relative. Vite 8 transforms TS/JSX with oxc; no React plugin is needed for a build.
const root = path.resolve(import.meta.dirname, 'renderer');

export default defineConfig({
  root,
  base: './',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist', 'renderer'),
    emptyOutDir: true,
  },
});
