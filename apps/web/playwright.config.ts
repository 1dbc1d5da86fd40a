import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
// E2E_PORT lets two developers (or helpers) run the journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// E2E_WEB_DIST serves another build folder (`vite build --outDir ...`), so a build for one run
// does not change the files under another run.
const WEB_DIST = path.resolve(REPO_ROOT, process.env.E2E_WEB_DIST ?? 'apps/web/dist');
if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
  throw new Error('apps/web/dist is missing: run `npm run build` at the repository root before the browser tests.');
}

// Set once in the main process and inherited by the workers, so every process names the same
// fresh folder: each run starts from a newly seeded demo database.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`;

const inheritedEnv = Object.fromEntries(
  Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
);

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(REPO_ROOT, 'test-results/web-e2e'),
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: the server, one browser and two workers already keep both busy.
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: path.join(REPO_ROOT, 'playwright-report') }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system Chromium: `npx playwright install` cannot download a browser here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...inheritedEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      WEB_DIST_DIR: WEB_DIST,
      DEMO_SEED: 'true',
      // Every test signs in; the production limit would refuse the suite, not an attacker.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    },
  },
});
