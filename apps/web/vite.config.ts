import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { appShellScrollClassNames } from './build/app-shell-scroll-class-names.ts';
import { compiledCatalogues } from './build/compiled-catalogues.ts';
import { mantineStableIds } from './build/mantine-stable-ids.ts';
import { scrollAreaMergeRefs } from './build/scroll-area-merge-refs.ts';
import { screenPages } from './build/screen-pages.ts';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts';
import { firstPaintPages } from './src/app/first-paint-pages.ts';

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

// Run from apps/web (npm workspaces do): the build lands in apps/web/dist, which the server serves.
// `npm run build` first renders the screens' first paint for Node (--ssr first-paint-render.tsx
// into .tmp/first-paint), then builds the app, whose pages take that markup (first-paint-pages.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), compiledCatalogues()]
    : [
        react(),
        // The interface's texts, one chunk per language and part, compiled for Lingui (decision 029).
        compiledCatalogues(),
        // Mantine's ids without the second render after mount (build/mantine-stable-ids.ts).
        mantineStableIds(),
        // ScrollArea without all of floating-ui for one hook (build/scroll-area-merge-refs.ts).
        scrollAreaMergeRefs(),
        // AppShell's sections without react-remove-scroll for one class name (build/app-shell-scroll-class-names.ts).
        appShellScrollClassNames(),
        // zod without its JSON Schema generator, which the browser never runs (build/zod-without-json-schema.ts).
        zodWithoutJsonSchema(),
        // pages/<screen>.html: index.html that fetches the screen's code from the start.
        screenPages(),
        // Each screen's page paints the screen, drawn by its components at build time, before any script runs.
        firstPaintPages(),
        // A .br and a .gz next to each text file: the server sends them as they are (@fastify/static
        // preCompressed), so no request pays for compressing, and brotli gets its best level once, here.
        compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//], logLevel: 'silent' }),
      ],
  build: isSsrBuild
    ? { emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which files each screen loads first: `npm run bench:web` reads it (dist/.vite/manifest.json).
        manifest: true,
        // Every browser the app supports knows modulepreload: the polyfill only cost the entry a scan
        // of the page's links at start (about 6 ms on this machine, 25 on a phone).
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Libraries change less often than screens: separate chunks stay cached between releases.
            // Only libraries every screen needs are grouped; the others (the calendar, Mantine's
            // components) follow the screens that import them, so /login does not download them.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
                // The voice recorder and its WAV encoder load only when someone speaks.
                {
                  name: 'recorder',
                  test: /node_modules[\\/](extendable-media-recorder|media-encoder-host|recorder-audio-worklet|standardized-audio-context|multi-buffer-data-view|subscribable-things|broker-factory|worker-factory|fast-unique-numbers|automation-events|rxjs-interop)/,
                  priority: 2,
                },
                // Everything the first download needs besides React, in one file: fewer round trips.
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
}));
