import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './apps/web/build/compiled-catalogues.ts';

export default defineConfig({
  test: {
    // Two cores: one PGlite instance per worker is plenty.
    maxWorkers: 2,
    projects: [
      {
        // The web app's catalogues as the build serves them (apps/web/src/i18n, decision 029).
        plugins: [compiledCatalogues()],
        test: {
          name: 'shared',
          // The assistant evaluation indexes the whole knowledge base: seconds on a busy machine.
          testTimeout: 30_000,
          // Pure functions, no module mocks: one import of the knowledge base and lexicons per worker.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'packages/*/eval/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker imports the server's modules (and builds the knowledge index) once for all
          // its files instead of once per file: about 40 % of this project's time. Each file still
          // gets its own app on a clean database (test-app.ts; on PGlite the worker's previous
          // file's database, reset to the migrated base); no test mocks a module.
          isolate: false,
          testTimeout: 30_000,
          // Opening a file's database waited over a minute in one CI run on a slow day (every
          // step of the test command at once on two cores); a hung hook still fails.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
