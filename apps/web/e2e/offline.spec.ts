import type { Page } from '@playwright/test';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { diaryForm, isoDay, readableDay, saveEntryThroughApi } from './diary-helpers';
import { expect, saveScreen, test } from './fixtures';

// Issue 34, point 6: installable, and the app shell opens without a connection after one visit.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'allow' });

/** The paths the service worker keeps. */
const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const requests = (await Promise.all(names.map(async (name) => (await caches.open(name)).keys()))).flat();
    return requests.map((request) => new URL(request.url).pathname);
  });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
  shortcuts: { name: string; url: string }[];
}

test('the manifest is served and valid, its icons exist, and the service worker registers', async ({ page }) => {
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({ name: 'Cephalo', start_url: '/', display: 'standalone', theme_color: '#1e7f49' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((candidate) => candidate.sizes === size && candidate.type === 'image/png' && candidate.purpose !== 'maskable');
    expect(icon, `a ${size} PNG icon`).toBeDefined();
    const image = await page.request.get(icon?.src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.shortcuts).toContainEqual(expect.objectContaining({ name: 'Headache now', url: '/diary?attack=now' }));

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  const registered = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
  expect(registered).toMatch(/\/sw\.js$/);
});

test('after one visit the diary opens without a connection, and the service worker keeps no API answer', async ({ page, context, loginAsNew }) => {
  await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save entry' })).toBeVisible();
  await saveScreen(page, 'offline-diary-390');

  const keptAddresses = await page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });
  expect(keptAddresses).toContain('/diary');
  expect(keptAddresses.some((address) => address.startsWith('/assets/'))).toBe(true);
  expect(keptAddresses.filter((address) => address.startsWith('/api'))).toEqual([]);
  await context.setOffline(false);
});

test('a headache logged offline waits on the device and is sent once when the connection returns', async ({ page, context, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  const today = isoDay(0);
  const entriesOfToday = async () => {
    const response = await page.request.get(`/api/diaries/user/?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as DiaryEntry[];
  };
  // Every attack the page sent that the server answered, and those that never reached it.
  const answered: number[] = [];
  let unreachable = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/diaries/attacks') answered.push(response.status());
  });
  page.on('requestfailed', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/diaries/attacks') unreachable += 1;
  });

  await page.goto('/diary');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  // The sheet's code is fetched once the screen is idle, and kept.
  await expect.poll(async () => (await keptFiles(page)).some((file) => /^\/assets\/attack-sheet-.*\.js$/.test(file))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();

  await page.getByRole('button', { name: 'Headache now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Headache now' });
  await sheet.getByRole('button', { name: 'Intensity 6 of 10' }).click();
  await sheet.getByRole('button', { name: 'Save headache' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('status').getByText('You are offline. The headache is kept on this device and sent when you are back online.')).toBeVisible();
  const waiting = page.getByLabel('Saved on this device');
  await expect(waiting.getByText('Waiting to be sent')).toBeVisible();
  await expect(waiting.getByText(/^Headache on .*, intensity 6 of 10\.$/)).toBeVisible();
  await saveScreen(page, 'offline-attack-waiting-390');
  expect(unreachable).toBe(1);
  expect(answered).toEqual([]);
  expect(await entriesOfToday()).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect.poll(entriesOfToday).toEqual([expect.objectContaining({ input_date: today, headache: 'yes', headache_intensity: 6, headache_end: null })]);
  expect(answered).toEqual([200]);

  // A new start sends nothing again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'It ended' })).toBeVisible();
  expect(answered).toEqual([200]);
  expect(await entriesOfToday()).toHaveLength(1);
});

test('an attack logged offline can end offline too: both wait, then go in order, and the day holds its start and end', async ({
  page,
  context,
  loginAsNew,
}) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  const today = isoDay(0);
  const entriesOfToday = async () => {
    const response = await page.request.get(`/api/diaries/user/?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as DiaryEntry[];
  };
  const answered: string[] = [];
  page.on('response', (response) => {
    const address = new URL(response.url()).pathname;
    if (response.request().method() === 'POST' && address.startsWith('/api/diaries/attacks')) answered.push(`${address} ${response.status()}`);
  });

  await page.goto('/diary');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await expect.poll(async () => (await keptFiles(page)).some((file) => /^\/assets\/attack-sheet-.*\.js$/.test(file))).toBe(true);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Headache now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Headache now' });
  await sheet.getByRole('button', { name: 'Intensity 5 of 10' }).click();
  await sheet.getByRole('button', { name: 'Save headache' }).click();
  await expect(sheet).toBeHidden();

  // The attack is only on this device, and it can end there.
  await page.getByRole('button', { name: 'It ended' }).click();
  await expect(
    page.getByRole('status').getByText(/^You are offline\. The end at \d\d:\d\d is kept on this device and sent when you are back online\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'It ended' })).toHaveCount(0);
  const waiting = page.getByLabel('Saved on this device');
  await expect(waiting.getByText(/^Headache on .*, intensity 5 of 10\.$/)).toBeVisible();
  await expect(waiting.getByText(/^The headache of .* ended at \d\d:\d\d\.$/)).toBeVisible();
  await saveScreen(page, 'offline-attack-ended-waiting-390');
  expect(answered).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect
    .poll(entriesOfToday)
    .toEqual([expect.objectContaining({ headache: 'yes', headache_intensity: 5, headache_end: expect.stringMatching(/^\d\d:\d\d$/) })]);
  expect(answered).toEqual(['/api/diaries/attacks 200', '/api/diaries/attacks/end 200']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Headache now' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'It ended' })).toHaveCount(0);
  expect(answered).toHaveLength(2);
});

test('an attack the server refuses when it is sent stays on the device with the reason, until the patient discards it', async ({
  page,
  context,
  loginAsNew,
}) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  await page.goto('/diary');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await expect.poll(async () => (await keptFiles(page)).some((file) => /^\/assets\/attack-sheet-.*\.js$/.test(file))).toBe(true);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Headache now' }).click();
  const sheet = page.getByRole('dialog', { name: 'Headache now' });
  await sheet.getByRole('button', { name: 'Intensity 4 of 10' }).click();
  await sheet.getByRole('button', { name: 'Save headache' }).click();
  const waiting = page.getByLabel('Saved on this device');
  await expect(waiting.getByText('Waiting to be sent')).toBeVisible();

  // The server refuses it (as it would a day that can no longer take it): the answer stands in for it.
  let refusals = 0;
  await page.route('**/api/diaries/attacks', async (route) => {
    refusals += 1;
    await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ detail: 'input_date cannot be in the future' }) });
  });
  await context.setOffline(false);
  await expect(waiting.getByRole('alert')).toHaveText('This entry could not be sent: input_date cannot be in the future');
  await expect(waiting.getByText('Not sent')).toBeVisible();
  await saveScreen(page, 'offline-attack-refused-390');
  expect(refusals).toBe(1);

  // Not sent again at the next start; Discard removes it from the device.
  await page.reload();
  await expect(waiting.getByRole('alert')).toBeVisible();
  expect(refusals).toBe(1);
  await waiting.getByRole('button', { name: 'Discard' }).click();
  await expect(waiting).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('health:offline-queue'))).toBeNull();
  const today = isoDay(0);
  const days = await page.request.get(`/api/diaries/user/?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await days.json()).toEqual([]);
});

test('a diary entry saved offline waits on the device and is sent once when the connection returns', async ({ page, context, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  const yesterday = isoDay(-1);
  const entriesOf = async (date: string) => {
    const response = await page.request.get(`/api/diaries/user/?from=${date}&to=${date}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as DiaryEntry[];
  };
  const answered: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/diaries') answered.push(response.status());
  });

  await page.goto('/diary');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await context.setOffline(true);
  await page.reload();
  const form = diaryForm(page);
  await form.date.fill(yesterday);
  await form.form.getByRole('button', { name: '7 h', exact: true }).click();
  await form.notes.fill('Written on the train');
  await form.form.getByRole('button', { name: 'Save entry' }).click();
  const waiting = page.getByLabel('Saved on this device');
  await expect(waiting.getByText('Waiting to be sent')).toBeVisible();
  await expect(waiting.getByText(`Diary entry for ${readableDay(yesterday)}.`)).toBeVisible();
  await saveScreen(page, 'offline-entry-waiting-390');
  expect(answered).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0);
  await expect.poll(() => entriesOf(yesterday)).toEqual([expect.objectContaining({ input_date: yesterday, sleep_hours: 7, notes: 'Written on the train' })]);
  expect([200, 201]).toContain(answered[0]);
  expect(answered).toHaveLength(1);
});

test('an entry saved offline for a day written elsewhere since is not sent over it: the patient is told and decides', async ({ page, context, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  const day = isoDay(-2);
  await page.goto('/diary');
  await expect(page.locator('html')).toHaveAttribute('data-offline-ready', 'true');
  await context.setOffline(true);
  await page.reload();
  const form = diaryForm(page);
  await form.date.fill(day);
  await form.form.getByRole('button', { name: '6 h', exact: true }).click();
  await form.form.getByRole('button', { name: 'Save entry' }).click();
  const waiting = page.getByLabel('Saved on this device');
  await expect(waiting.getByText('Waiting to be sent')).toBeVisible();

  // Meanwhile the day is written on another device.
  await saveEntryThroughApi(page.request, token, { input_date: day, sleep_hours: 8, stress_level: 2, notes: 'From the other phone' });
  await context.setOffline(false);
  await expect(waiting.getByRole('alert')).toHaveText(
    `This entry could not be sent: your diary already has an entry for ${day}, saved since. Open that day to change it, then discard this one.`,
  );
  const response = await page.request.get(`/api/diaries/user/?from=${day}&to=${day}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await response.json()).toEqual([expect.objectContaining({ sleep_hours: 8, notes: 'From the other phone' })]);
});
