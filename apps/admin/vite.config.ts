import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is built apart from the storefront and served by the same server at /admin: none of its code can
// reach the storefront's bundles. In development the API runs on its own port (npm run dev -w apps/server).
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': api } },
  build: { outDir: 'dist', emptyOutDir: true },
});
