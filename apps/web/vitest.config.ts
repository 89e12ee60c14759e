import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './i18n/vite-macros';

export default defineConfig({
  // The Lingui config named by its path: a run started elsewhere (the mutation config, from the repository's root)
  // finds it too.
  plugins: [
    linguiMacros(),
    react(),
    lingui({ configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) }),
  ],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Patience, not a speed check: on a loaded machine (CI beside other work) a screen's first render with its
    // lazily compiled modules took over the default 5 s.
    testTimeout: 20_000,
    // Two files at a time even on a two-core machine, where vitest's default is one.
    maxWorkers: 2,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
