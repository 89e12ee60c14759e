import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The console's screens in jsdom, as the storefront's are (apps/web/vitest.config.ts): Testing Library beside each
// screen, the API answered by a fake fetch (src/test/render.tsx).
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
