import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:8080', changeOrigin: true } };

// Run from apps/web (npm workspaces do): the build lands in apps/web/dist, which the server serves.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than screens: separate chunks stay cached between releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            // The voice recorder and its WAV encoder load only when someone speaks.
            {
              name: 'recorder',
              test: /node_modules[\\/](extendable-media-recorder|media-encoder-host|recorder-audio-worklet|standardized-audio-context|multi-buffer-data-view|subscribable-things|broker-factory|worker-factory|fast-unique-numbers|automation-events|rxjs-interop)/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { proxy: apiProxy },
});
