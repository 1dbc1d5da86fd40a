import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, mainNavigation, readStorage, saveScreen, test } from './fixtures';

// Issue 34, point 7: every screen of the registry passes axe-core's WCAG 2.0, 2.1 and 2.2 A and
// AA checks (target-size, 24 x 24 px taps, is in wcag22aa) in the light and the dark theme, on a
// 390 px phone and a 1280 px screen. The theme follows the system: the test asks as a system would.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Who = 'signed-out' | 'patient' | 'doctor' | 'admin';

/** Who opens each screen of app/screens.ts (its guard), and the address that shows it. */
const OPENED_BY: Record<string, { who: Who; address?: string }> = {
  '/login': { who: 'signed-out' },
  '/register/:requiredRole': { who: 'signed-out', address: '/register/patient' },
  '/forgot-password': { who: 'signed-out' },
  '/reset-password': { who: 'signed-out' },
  '/unsubscribe': { who: 'signed-out' },
  '/verify-email': { who: 'signed-out' },
  '/home': { who: 'patient' },
  '/ai': { who: 'patient' },
  '/diary': { who: 'patient' },
  '/diary-history': { who: 'patient' },
  '/profile': { who: 'patient' },
  '/doctors': { who: 'doctor' },
  '/patients': { who: 'doctor' },
  // A fresh doctor has no patient of their own: the page says the patient is not found.
  '/patients/:id': { who: 'doctor', address: '/patients/00000000-0000-4000-8000-000000000000' },
  '/clinic': { who: 'admin' },
  '/clinic-patients': { who: 'admin' },
  '/clinic-doctors': { who: 'admin' },
};

// The registry as the build wrote it (pages/screens.json, one page per screen of app/screens.ts):
// the journeys cannot load the app's modules, and a screen added there must be added above.
const WEB_DIST = path.resolve(import.meta.dirname, '../../..', process.env.E2E_WEB_DIST ?? 'apps/web/dist');
const REGISTRY: string[] = (JSON.parse(fs.readFileSync(path.join(WEB_DIST, 'pages/screens.json'), 'utf8')) as { path: string }[]).map((entry) => entry.path);

test('every screen of the registry is checked', () => {
  expect(Object.keys(OPENED_BY).sort()).toEqual([...REGISTRY].sort());
});

const violationsOn = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
};

const WHO: readonly Who[] = ['signed-out', 'patient', 'doctor', 'admin'];

for (const colorScheme of ['dark', 'light'] as const) {
  for (const width of [390, 1280]) {
    for (const who of WHO) {
      const screens = REGISTRY.filter((screenPath) => OPENED_BY[screenPath]?.who === who);
      test(`${who}: ${screens.length} screens pass WCAG 2.2 AA in the ${colorScheme} theme at ${width} px`, async ({ page, loginAs, loginAsNew }) => {
        test.setTimeout(20_000 * screens.length);
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
        if (who === 'patient') await loginAsNew('patient', { agentId: 1 });
        if (who === 'doctor') await loginAsNew('doctor', { agentId: 1 });
        if (who === 'admin') await loginAs('admin');
        const found: Record<string, unknown> = {};
        for (const screenPath of screens) {
          const address = OPENED_BY[screenPath]?.address ?? screenPath;
          await page.goto(address);
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
          const violations = await violationsOn(page);
          if (violations.length > 0) found[address] = violations;
          if (width === 390) await saveScreen(page, `a11y-${colorScheme}-${width}${address.replaceAll('/', '-')}`);
        }
        expect(found, 'WCAG 2.2 A and AA violations per screen').toEqual({});
      });
    }
  }
}

test('the appearance chosen in the profile wins over the system and outlives a logout', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/profile');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  const appearance = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();

  await appearance.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Logout keeps it: it is not health data.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await readStorage(page, 'color-scheme')).toBe('dark');

  // Back to System: the system's light setting is followed again.
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

// Issue 34, point 7: the page itself opens in the chosen scheme. The app's code is held back, so
// what is seen is the page's first paint alone (its small inline head script, packages/shared/src/color-scheme-first-paint.ts).
test('a dark choice, or a dark phone, paints the page dark before the app runs: no white flash at night', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.setItem('color-scheme', 'dark'));
  const backgroundOf = () => page.evaluate(() => window.getComputedStyle(document.body).backgroundColor);
  const html = page.locator('html');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark = await backgroundOf();
  // A dark page: each of its red, green and blue below a third.
  expect((dark.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 85)).toBe(true);

  // "System" on a dark phone: dark too; on a light one, light.
  await page.evaluate(() => window.localStorage.setItem('color-scheme', 'auto'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await backgroundOf()).not.toBe(dark);
});
