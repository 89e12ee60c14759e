import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacros } from './i18n/vite-macros';

// In development the API runs on its own port (npm run dev -w apps/server); Vite forwards /api and /uploads.
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // Lingui's macros first (i18n/vite-macros.ts), then React; lingui() compiles the .po catalogues the pages import.
  plugins: [linguiMacros(), react(), lingui()],
  server: { port: 5173, proxy: { '/api': api, '/uploads': api } },
  build: isSsrBuild
    ? {
        // The server renderer (src/entry-server.tsx, docs/decisions/2026-11-23-server-rendering.md), beside the
        // browser's build but never served (apps/server/src/http/static.ts ignores .ssr/). npm packages stay external.
        outDir: 'dist/.ssr',
        emptyOutDir: true,
        manifest: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the server reads it to hint each page's screen chunk (apps/server/src/modules/seo).
        manifest: true,
        rolldownOptions: {
          output: {
            // zod is only needed by the screens with forms: keep it in its own chunk so the home page never loads it.
            codeSplitting: {
              groups: [
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                {
                  // The small pieces several screens share (cards, states, page tags, messages, stock words, the
                  // catalogue's styles): one file instead of a handful, each of which would cost the first screen a
                  // request. Not what the entry itself imports (the spinner, text helpers, constants), which stays in it,
                  // so the two never import each other.
                  name: 'common',
                  includeDependenciesRecursively: false,
                  test: /[\\/]src[\\/]shared[\\/](?:ui[\\/](?:Breadcrumbs|ChipBar|PageMeta|Price|ProductCard|Reveal|States|Catalogue\.module)|lib[\\/]useAfterFirstPaint|api[\\/](?:errors|crops))|[\\/]packages[\\/]contract[\\/]src[\\/](?:messages|stock-words)\.ts$/,
                },
              ],
            },
          },
        },
      },
}));
