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
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
