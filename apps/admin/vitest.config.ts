import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The console's screens in jsdom, as the storefront's are (apps/web/vitest.config.ts): Testing Library beside each
// screen, the API answered by a fake fetch (src/test/render.tsx).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Patience, not a speed check: on a loaded machine (CI beside other work) a screen's first render with its
    // lazily compiled modules took over the default 5 s.
    testTimeout: 20_000,
    // Two files at a time even on a two-core machine, where vitest's default is one.
    maxWorkers: 2,
  },
});
