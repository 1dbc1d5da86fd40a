import zlib from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, uniqueSuffix } from './fixtures';

/** A new account of the demo clinic, made through the administrator's API for one journey alone. */
export interface ClinicAccount {
  id: string;
  email: string;
  username: string;
  password: string;
  name: string;
  surname: string;
}

export const apiToken = async (request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> => {
  const response = await request.post('/api/token', { form: { username, password } });
  expect(response.status(), `API login of ${username}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
};

const adminHeaders = async (request: APIRequestContext) => ({
  Authorization: `Bearer ${await apiToken(request, DEMO_ACCOUNTS.admin.username)}`,
});

/** The id of a doctor of the demo clinic, found by e-mail. */
export const clinicDoctorId = async (request: APIRequestContext, email: string): Promise<string> => {
  const response = await request.get('/api/admin-clinic/doctors', { headers: await adminHeaders(request) });
  expect(response.status()).toBe(200);
  const doctor = ((await response.json()) as { id: string; email: string }[]).find((member) => member.email === email);
  if (!doctor) throw new Error(`no clinic doctor with e-mail ${email}`);
  return doctor.id;
};

/**
 * Creates a patient or doctor of the demo clinic (verified, so it can sign in at once). Journeys
 * that change a profile use such an account, so no demo account another spec reads is changed.
 */
export const createClinicAccount = async (
  request: APIRequestContext,
  kind: 'patient' | 'doctor',
  options: { name: string; surname: string; doctorEmail?: string; plan?: 'Free' | 'Basic' | 'Premium' },
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
  const response = await request.post(kind === 'patient' ? '/api/admin-clinic/users' : '/api/admin-clinic/doctors', {
    headers: await adminHeaders(request),
    data: { ...account, ...(kind === 'patient' ? { doctor_id: doctorId ?? null, plan: options.plan ?? 'Premium' } : {}) },
  });
  expect(response.status(), `creating the ${kind} ${account.email}`).toBe(201);
  return { ...account, id: ((await response.json()) as { id: string }).id };
};

/** Signs in through the API and stores the answer as the login screen would, then stays on /login. */
export const signInAs = async (page: Page, username: string, password: string): Promise<void> => {
  const response = await page.request.post('/api/token', { form: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  const login = (await response.json()) as { access_token: string; role: string; plan: string; ai_assistants: number[] };
  await page.goto('/login');
  await page.evaluate((answer) => {
    window.localStorage.setItem('token', answer.access_token);
    window.localStorage.setItem('role', answer.role);
    window.localStorage.setItem('plan', answer.plan);
    window.localStorage.setItem('ai_assistants', JSON.stringify(answer.ai_assistants));
  }, login);
};

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
};

/** A small real PNG (a green-to-blue gradient), made here so the test needs no fixture file. */
export const makePng = (size = 64): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x += 1) rows.push(40, 120 + Math.round((x / size) * 100), 80 + Math.round((y / size) * 150));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Picks a file through the page's own file chooser, as a person would after clicking the button. */
export const chooseFile = async (page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> => {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
};

/** Chooses an option of a Mantine Select by the field's label. */
export const chooseOption = async (page: Page, field: Locator, option: string): Promise<void> => {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
};

/** No sideways scrolling: the page is no wider than the window. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
};
