import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium-args';

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
// The SMTP TEST DOUBLE of e2e/global-setup.ts listens here; E2E_SMTP_PORT keeps side-by-side runs apart.
process.env.E2E_SMTP_PORT ??= '2526';
// The weather TEST DOUBLE of e2e/weather-double-setup.ts listens here (E2E_WEATHER_PORT, likewise).
process.env.E2E_WEATHER_PORT ??= '2626';

const inheritedEnv = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));

export default defineConfig({
  testDir: './e2e',
  // One folder per port, so runs side by side do not delete each other's traces.
  outputDir: path.join(REPO_ROOT, `test-results/web-e2e-${PORT}`),
  globalSetup: ['./e2e/global-setup.ts', './e2e/weather-double-setup.ts'],
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores: the server, one browser and two workers already keep both busy.
  workers: process.env.CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: path.join(REPO_ROOT, 'playwright-report') }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace of every journey (kept only for failures) costs about a sixth of the
    // suite's time on two cores; a failure still leaves its screenshot and error context. Rerun
    // a failed journey with E2E_TRACE=1 to get its trace.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Mantine skips its transitions for people who ask for less motion (theme.ts); the journeys
    // ask too, so no click waits for a modal to finish sliding in.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // The service worker (decision 026) stays out of the journeys, so what each one sees and routes
    // comes from the server; offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // The system Chromium: `npx playwright install` cannot download a browser here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The compiled server, as production runs it (npm run build makes it before the browser tests).
    command: 'node --enable-source-maps apps/server/dist/server.js',
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
      MAIL_RATE_LIMIT_PER_MINUTE: '10000',
      // Answers stream quickly, yet still in several chunks the chat journeys can watch arrive.
      ASSISTANT_STREAM_DELAY_MS: '40',
      LOG_LEVEL: 'warn',
      // Mail goes to the SMTP TEST DOUBLE, with links back to this server (e2e/mail-inbox.ts).
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      PUBLIC_URL: BASE_URL,
      // Every verified patient with the diary in the plan and no entry today gets a reminder
      // (with its unsubscribe link) within seconds, whatever the hour of the run: the job looks
      // every three seconds, so the unsubscribe journey does not sit through a real minute.
      DIARY_REMINDER_HOUR: '0',
      DIARY_REMINDER_CHECK_MINUTES: '0.05',
      // Weather comes from the weather TEST DOUBLE (never the internet), uncached, so a journey
      // that switches the double's mode or weather sees the change at once.
      OPEN_METEO_BASE_URL: `http://127.0.0.1:${process.env.E2E_WEATHER_PORT}`,
      OPENWEATHER_API_KEY: '',
      WEATHER_CACHE_SECONDS: '0',
    },
  },
});
