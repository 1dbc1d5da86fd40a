import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: one PGlite instance per worker is plenty.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          // The assistant evaluation indexes the whole knowledge base: seconds on a busy machine.
          testTimeout: 30_000,
          include: ['packages/*/src/**/*.test.ts', 'packages/*/eval/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
