import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_CONTACT_EMAIL = 'admin@demo.cephalo.test';
export const PATIENT_KEY = 'CEPHALO-DEMO-PATIENT';
export const DOCTOR_KEY = 'CEPHALO-DEMO-DOCTOR';

/** The seeded demo accounts (server started with DEMO_SEED=true); usernames are the e-mail's local part. */
export const DEMO_ACCOUNTS = {
  admin: { username: 'admin', email: 'admin@demo.cephalo.test', role: 'CLINIC_ADMIN' },
  doctor: { username: 'doctor1', email: 'doctor1@demo.cephalo.test', role: 'DOCTOR' },
  freePatient: { username: 'patient.free', email: 'patient.free@demo.cephalo.test', role: 'USER' },
  basicPatient: { username: 'patient.basic', email: 'patient.basic@demo.cephalo.test', role: 'USER' },
  premiumPatient: { username: 'patient.premium', email: 'patient.premium@demo.cephalo.test', role: 'USER' },
  // A second premium patient, so chat journeys that delete messages share no conversation with others.
  secondPremiumPatient: { username: 'patient2.premium', email: 'patient2.premium@demo.cephalo.test', role: 'USER' },
} as const;
export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;

const SCREENS_DIR = path.resolve(import.meta.dirname, '../../../.tmp/screens');

/** A unique suffix for accounts a test creates, so reruns and parallel workers never collide. */
export const uniqueSuffix = (): string => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const signInWithForm = async (page: Page, username: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.getByLabel('Email or Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

export const mainNavigation = (page: Page): Locator => page.getByRole('navigation', { name: 'Main navigation' });

/** The visible labels of the side navigation, in order. */
export const navigationLabels = async (page: Page): Promise<string[]> => {
  const items = mainNavigation(page).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((text) => text.trim());
};

export const readStorage = (page: Page, key: string): Promise<string | null> =>
  page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);

export const saveScreen = async (page: Page, name: string): Promise<void> => {
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
};

interface Fixtures {
  /**
   * Signs in through the API and stores the answer as the login screen would, then stays on
   * /login; tests that are about the login screen itself use signInWithForm instead.
   */
  loginAs: (account: DemoAccountName, options?: { agentId?: 1 | 2 }) => Promise<void>;
  failOnConsoleErrors: void;
}

// Chromium logs refused requests itself (a 401 on a wrong password is expected); those lines
// are not the app's console.error calls, which fail the test.
const isBrowserNetworkLog = (text: string) => text.startsWith('Failed to load resource');

export const test = base.extend<Fixtures>({
  failOnConsoleErrors: [
    async ({ page }, provide) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !isBrowserNetworkLog(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await provide();
      expect(errors, 'errors logged in the browser console').toEqual([]);
    },
    { auto: true },
  ],

  loginAs: async ({ page }, provide) => {
    await provide(async (account, options = {}) => {
      const response = await page.request.post('/api/token', {
        form: { username: DEMO_ACCOUNTS[account].username, password: DEMO_PASSWORD },
      });
      expect(response.status(), `demo login of ${account}`).toBe(200);
      const login = (await response.json()) as { access_token: string; role: string; plan: string; ai_assistants: number[] };
      await page.goto('/login');
      await page.evaluate(
        ({ login: answer, agentId }) => {
          window.localStorage.setItem('token', answer.access_token);
          window.localStorage.setItem('role', answer.role);
          window.localStorage.setItem('plan', answer.plan);
          window.localStorage.setItem('ai_assistants', JSON.stringify(answer.ai_assistants));
          if (agentId !== undefined) window.localStorage.setItem('agentId', String(agentId));
        },
        { login, agentId: options.agentId },
      );
    });
  },
});
