import path from 'node:path';
import { test as base, expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import type { PlanName } from '@cephalo/shared/plans';

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

export const readStorage = (page: Page, key: string): Promise<string | null> => page.evaluate((storageKey) => window.localStorage.getItem(storageKey), key);

/**
 * A full-page screenshot in .tmp/screens, for a person to look at (E2E_SCREENS=1); nothing checks
 * it, so the test command skips it: the 87 screenshots cost a sixth of the journeys' CPU time.
 */
export const saveScreen = async (page: Page, name: string): Promise<void> => {
  if (process.env.E2E_SCREENS !== '1') return;
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
};

interface LoginAnswer {
  access_token: string;
  role: string;
  plan: string;
  ai_assistants: number[];
}

/**
 * Signs in through the API and stores the answer where the login screen would. The page opens
 * the health check, a same-origin address that does not start the app: booting it only to leave
 * again cost each journey a second start of the web app. The journey then opens its screen.
 * Returns the bearer token, for preparing the account's data through the API.
 */
export const signInThroughApi = async (page: Page, username: string, password: string, options: { agentId?: 1 | 2 } = {}): Promise<string> => {
  const response = await page.request.post('/api/token', { form: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  const login = (await response.json()) as LoginAnswer;
  await page.goto('/api/health');
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
  return login.access_token;
};

/** A bearer token for preparing data through the API (a demo account's, unless a password is given). */
export const apiToken = async (request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> => {
  const response = await request.post('/api/token', { form: { username, password } });
  expect(response.status(), `API login of ${username}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

/** A new account of the demo clinic, made through the administrator's API for one journey alone. */
export interface ClinicAccount {
  id: string;
  email: string;
  username: string;
  password: string;
  name: string;
  surname: string;
}

/**
 * The administrator signs in once per worker for the builders: every login costs the server an
 * Argon2 verification, and nearly every journey builds its own account. A journey that ended the
 * administrator's sessions gets a new token (adminRequest retries once after a 401).
 */
let adminToken: Promise<string> | undefined;
const adminHeaders = async (request: APIRequestContext) => {
  adminToken ??= apiToken(request, DEMO_ACCOUNTS.admin.username).catch((error: unknown) => {
    adminToken = undefined;
    throw error;
  });
  return { Authorization: `Bearer ${await adminToken}` };
};
const adminRequest = async (request: APIRequestContext, send: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> => {
  const response = await send(await adminHeaders(request));
  if (response.status() !== 401) return response;
  adminToken = undefined;
  return send(await adminHeaders(request));
};

/** The id of a doctor of the demo clinic, found by e-mail. */
export const clinicDoctorId = async (request: APIRequestContext, email: string): Promise<string> => {
  const response = await adminRequest(request, (headers) => request.get('/api/admin-clinic/doctors', { headers }));
  expect(response.status()).toBe(200);
  const doctor = ((await response.json()) as { id: string; email: string }[]).find((member) => member.email === email);
  if (!doctor) throw new Error(`no clinic doctor with e-mail ${email}`);
  return doctor.id;
};

/**
 * Creates a patient or doctor of the demo clinic (verified, so it can sign in at once), so a
 * journey neither changes a demo account another journey reads nor waits for one to be free.
 */
export const createClinicAccount = async (
  request: APIRequestContext,
  kind: 'patient' | 'doctor',
  options: { name: string; surname: string; doctorEmail?: string; plan?: PlanName },
): Promise<ClinicAccount> => {
  const suffix = uniqueSuffix();
  const account = {
    email: `${kind}.${suffix}@example.test`,
    username: `${kind}_${suffix}`,
    password: 'secret-pass',
    name: options.name,
    surname: options.surname,
  };
  const doctorId = options.doctorEmail ? await clinicDoctorId(request, options.doctorEmail) : undefined;
  const response = await adminRequest(request, (headers) =>
    request.post(kind === 'patient' ? '/api/admin-clinic/users' : '/api/admin-clinic/doctors', {
      headers,
      data: { ...account, ...(kind === 'patient' ? { doctor_id: doctorId ?? null, plan: options.plan ?? 'Premium' } : {}) },
    }),
  );
  expect(response.status(), `creating the ${kind} ${account.email}`).toBe(201);
  return { ...account, id: ((await response.json()) as { id: string }).id };
};

/** A journey's own account, signed in on the page, with its bearer token for the API. */
export interface SignedInAccount extends ClinicAccount {
  token: string;
}

export interface NewAccountOptions {
  /** The names the screens show; a journey that reads them gives its own. */
  name?: string;
  surname?: string;
  /** A patient's plan (Premium unless said); a doctor always has Premium. */
  plan?: PlanName;
  /** A patient's doctor, by e-mail (none unless said). */
  doctorEmail?: string;
  /** The agent already chosen on this browser, as after the agent chooser. */
  agentId?: 1 | 2;
}

/**
 * Signs in a seeded demo account through the API (signInThroughApi): the clinic administrator,
 * whose API the builders use, or a demo login a journey is about. Other journeys sign in an
 * account of their own (loginAsNew), so none waits for or changes another's; tests that are
 * about the login screen itself use signInWithForm instead.
 */
export type LoginAs = (account: DemoAccountName, options?: { agentId?: 1 | 2 }) => Promise<void>;

/**
 * Creates a patient or doctor of the demo clinic for this journey alone (createClinicAccount)
 * and signs it in like loginAs; the journey then opens its screen.
 */
export type LoginAsNew = (kind: 'patient' | 'doctor', options?: NewAccountOptions) => Promise<SignedInAccount>;

interface Fixtures {
  loginAs: LoginAs;
  loginAsNew: LoginAsNew;
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
      await signInThroughApi(page, DEMO_ACCOUNTS[account].username, DEMO_PASSWORD, options);
    });
  },

  loginAsNew: async ({ page }, provide) => {
    await provide(async (kind, { agentId, name = 'Nova', surname = kind === 'patient' ? 'Patient' : 'Doctor', ...member } = {}) => {
      const account = await createClinicAccount(page.request, kind, { name, surname, ...member });
      const token = await signInThroughApi(page, account.username, account.password, { agentId });
      return { ...account, token };
    });
  },
});
