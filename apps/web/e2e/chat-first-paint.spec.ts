import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { askThroughApi, browserTimeZone, chatScreen } from './chat-helpers';
import { holdTheAppBack, letTheAppRun } from './first-paint-helpers';

/**
 * Issue 14 (largest contentful paint of /ai on a phone): the chat page holds ChatScreen as the
 * build drew it (routes/ai.tsx, AiFirstPaint) and its script fills in the person's words and,
 * when today's conversation is empty, the greeting, before the app has loaded
 * (app/chat-first-paint.ts). Here the app's code is held back to see that paint, then the app
 * runs and must draw the same things in the same places.
 */
test.use({ viewport: { width: 412, height: 823 } });

const placeOf = async (locator: Locator) => {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
};

/** Where the screen's parts are, found in the same way in the page's paint and in the app. */
const placesIn = async (screen: Locator) => ({
  title: await placeOf(screen.getByRole('heading', { level: 1 })),
  agent: await placeOf(screen.locator('.mantine-Badge-root', { hasText: / Agent$/ }).filter({ visible: true })),
  banner: await placeOf(screen.getByRole('region', { name: 'Cookie consent' })),
  today: await placeOf(screen.getByRole('heading', { level: 2, name: 'Today' })),
  greeting: await placeOf(screen.getByRole('heading', { level: 3, name: /^Good (morning|afternoon|evening)$/ })),
  intro: await placeOf(screen.getByText('How are you feeling today?', { exact: false })),
  input: await placeOf(screen.getByRole('textbox', { name: 'Your message' })),
  footer: await placeOf(screen.locator('footer')),
});

test('an empty day: the page greets before the app runs, and the app greets in the same places', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { agentId: 1 });
  await holdTheAppBack(page);
  await page.goto('/ai');
  const frame = page.locator('[data-first-paint="chat"]');
  await expect(frame.locator('h3')).toHaveText(/^Good (morning|afternoon|evening)$/);
  await expect(frame.getByText('How are you feeling today?', { exact: false })).toHaveText(
    'How are you feeling today? Describe your symptoms or ask a question about headache and migraine, and the AI Assistant will answer with the sources it used.',
  );
  await expect(frame.locator('h1')).toHaveText('Companion');
  await expect(frame.locator('.mantine-Badge-root').filter({ visible: true })).toHaveText('Migraine Agent');
  await expect(frame.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  // A patient of the migraine agent whose plan has the diary logs an attack from the title row (issue 34).
  await expect(frame.getByRole('button', { name: 'Headache now' })).toBeVisible();
  const painted = { ...(await placesIn(frame)), headacheNow: await placeOf(frame.getByRole('button', { name: 'Headache now' })) };
  await letTheAppRun(page);
  const dayRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/questions-by-user/')) dayRequests.push(request.url());
  });
  await page.reload();
  const screen = chatScreen(page);
  await expect(screen.composer).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ questions used this month$/)).toBeVisible();
  const greeting = page.getByRole('heading', { level: 3 });
  await expect(greeting).toHaveText(/^Good (morning|afternoon|evening)$/);
  await expect(page.locator('[data-first-paint="chat"]')).toHaveCount(0);
  expect({ ...(await placesIn(page.locator('#root'))), headacheNow: await placeOf(page.getByRole('button', { name: 'Headache now' })) }).toEqual(painted);
  // The app started from the page's answer instead of asking for the day again.
  expect(dayRequests).toHaveLength(1);
});

test('a day with messages is never greeted by the page; an answered banner stays away', async ({ page, context, loginAsNew }) => {
  const account = await loginAsNew('doctor', { agentId: 2 });
  await context.addCookies([{ name: 'gdpr-consent', value: 'true', url: new URL('/', page.url()).href }]);
  await page.goto('/ai');
  const timeZone = await browserTimeZone(page);
  expect((await askThroughApi(page.request, account.token, { agentId: 2, message: 'Is forgetting names a sign of dementia?', timeZone })).status()).toBe(200);

  await holdTheAppBack(page);
  await page.reload();
  const frame = page.locator('[data-first-paint="chat"]');
  await expect(frame.locator('h1')).toHaveText('Chat');
  await expect(frame.locator('.mantine-Badge-root').filter({ visible: true })).toHaveText('Dementia Agent');
  await expect(frame.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Headache now' })).toHaveCount(0);
  // The answer has come once the app's hand-over holds it; the conversation's area stays empty.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cephaloChatFirstPaint?: { data?: unknown[] } }).cephaloChatFirstPaint?.data?.length))
    .toBe(1);
  await expect(frame.getByTestId('message-scroller')).toBeHidden();
  await expect(frame.locator('h3')).toBeHidden();

  await letTheAppRun(page);
  await page.reload();
  await expect(chatScreen(page).question('Is forgetting names a sign of dementia?')).toBeVisible();
});

test('a plan without the diary: the page paints no "Headache now", as the app draws none', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { plan: 'Basic', agentId: 1 });
  await holdTheAppBack(page);
  await page.goto('/ai');
  const frame = page.locator('[data-first-paint="chat"]');
  await expect(frame.locator('h1')).toHaveText('Companion');
  await expect(frame.getByRole('button', { name: 'Headache now' })).toHaveCount(0);
  const painted = await placeOf(frame.locator('.mantine-Badge-root', { hasText: / Agent$/ }).filter({ visible: true }));

  await letTheAppRun(page);
  await page.reload();
  await expect(page.locator('[data-first-paint="chat"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Headache now' })).toHaveCount(0);
  expect(await placeOf(page.locator('.mantine-Badge-root', { hasText: / Agent$/ }).filter({ visible: true }))).toEqual(painted);
});

test("a wide screen: the page paints the chat beside the navigation's place, where the app draws it", async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAsNew('patient', { agentId: 1 });
  await holdTheAppBack(page);
  await page.goto('/ai');
  const frame = page.locator('[data-first-paint="chat"]');
  await expect(frame.locator('h3')).toHaveText(/^Good (morning|afternoon|evening)$/);
  // The navigation's place is there, empty: its entries depend on who signed in.
  await expect(page.locator('#main-navigation')).toBeVisible();
  await expect(page.locator('#main-navigation')).toBeEmpty();
  const painted = await placesIn(frame);

  await letTheAppRun(page);
  await page.reload();
  await expect(page.getByText(/^\d+ of \d+ questions used this month$/)).toBeVisible();
  await expect(page.locator('#main-navigation')).not.toBeEmpty();
  expect(await placesIn(page.locator('#root'))).toEqual(painted);
});

test("the page's markup finds its styles: every class of the screen's CSS modules is in a stylesheet the page links", async ({ request }) => {
  // The build draws the markup in a server build of the components (first-paint-render.tsx) and
  // the browser's stylesheets come from the app's build: both must name a module's classes alike.
  const html = await (await request.get('/ai')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  const moduleClasses = [
    ...new Set([...root.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => /^_\w+_[a-z0-9]{5}_\d+$/.test(name))),
  ];
  expect(moduleClasses.length).toBeGreaterThan(10);
  const sheets = await Promise.all(
    [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(async (match) => (await request.get(match[1]!)).text()),
  );
  const css = sheets.join('\n');
  expect(moduleClasses.filter((name) => !css.includes(`.${name}`))).toEqual([]);
});
