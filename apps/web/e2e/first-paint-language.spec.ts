import type { Page } from '@playwright/test';
import { createClinicAccount, expect, saveScreen, test } from './fixtures';
import { holdTheAppBack, letTheAppRun } from './first-paint-helpers';

/**
 * Issue 36, point 6 (decision 029): the first paint shows the chosen language. The build draws
 * every page in each interface language; the server answers with the one the `interface_language`
 * cookie names (the app keeps it with the language it shows), else the browser's Accept-Language.
 * Here the app's code is held back to look at that paint, then the app runs and must draw the
 * same words in the same places, never passing through English.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PUBLIC_PAGES = ['/login', '/register/USER', '/forgot-password', '/reset-password', '/unsubscribe', '/verify-email'];
const SIGNED_IN_PAGES = ['/ai', '/home', '/diary-history', '/profile', '/patients', '/clinic'];

test("the server answers every page in the reader's language: the cookie's, else the Accept-Language's, a bad cookie ignored", async ({ request }) => {
  const htmlOf = async (url: string, headers: Record<string, string>) => {
    const response = await request.get(url, { headers });
    expect(response.status()).toBe(200);
    expect(response.headers().vary).toBe('accept-encoding, cookie, accept-language');
    return response.text();
  };
  for (const url of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
    expect(await htmlOf(url, { cookie: 'interface_language=sr', 'accept-language': 'en-US,en;q=0.9' }), url).toContain('<html lang="sr"');
    expect(await htmlOf(url, { 'accept-language': 'ja' }), url).toContain('<html lang="ja"');
    expect(await htmlOf(url, { cookie: 'interface_language=xx', 'accept-language': 'en-US' }), url).toContain('<html lang="en"');
  }
  expect(await htmlOf('/login', { cookie: 'interface_language=sr' })).toContain('>Пријавите се на свој налог</h1>');
  expect(await htmlOf('/login', { 'accept-language': 'ja-JP,ja;q=0.9' })).toContain('>アカウントにログイン</h1>');
  expect(await htmlOf('/login', { cookie: 'interface_language=../en', 'accept-language': 'xx' })).toContain('>Login to your account</h1>');
  expect(await htmlOf('/diary-history', { cookie: 'interface_language=sr' })).toContain('>Историја дневника</h1>');
  // The chat page: its drawn screen and the script that writes the person's words, both in Serbian.
  const chat = await htmlOf('/ai', { cookie: 'interface_language=sr' });
  expect(chat).toContain('aria-label="Сагласност за колачиће"');
  const script = /src="(\/assets\/chat-first-paint-\w+\.js)"/.exec(chat)?.[1] ?? '';
  expect(await (await request.get(script)).text()).toContain('"other":"Сапутник"');
});

/** The places of the login card's parts, found by their words in the language shown. */
const loginPlaces = (page: Page, words: { heading: string; intro: string; username: string; signIn: string }) =>
  Promise.all([
    page.getByRole('img', { name: 'Cephalo' }).first().boundingBox(),
    page.getByRole('heading', { level: 1, name: words.heading }).boundingBox(),
    page.getByText(words.intro).boundingBox(),
    page.getByLabel(words.username).boundingBox(),
    page.getByRole('button', { name: words.signIn }).boundingBox(),
  ]);

/** Records, from the page's start, every first-level heading the page shows (the first paint's, then the app's). */
const recordHeadings = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headingsSeen: seen });
    new MutationObserver(() => {
      // The chat's page holds its screen hidden until its script has written the person's words.
      const heading = [...document.querySelectorAll('h1')].find((element) => element.checkVisibility())?.textContent;
      if (heading && seen.at(-1) !== heading) seen.push(heading);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
const headingsSeen = (page: Page) => page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen);

const SERBIAN_LOGIN = {
  heading: 'Пријавите се на свој налог',
  intro: 'Добро дошли назад! Унесите своје податке.',
  username: 'Е-пошта или корисничко име',
  signIn: 'Пријави се',
};

test('a patient who chose Serbian reloads /login and /ai: the first paint is Serbian, and the app draws it in the same places', async ({ page }) => {
  const account = await createClinicAccount(page.request, 'patient', { name: 'Милица', surname: 'Јовић' });
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('sr');
  await expect(page.getByRole('heading', { level: 1, name: SERBIAN_LOGIN.heading })).toBeVisible();

  await holdTheAppBack(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(page.locator('#root > [inert]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: SERBIAN_LOGIN.heading })).toBeVisible();
  await expect(page.getByLabel('Језик')).toHaveValue('sr');
  const painted = await loginPlaces(page, SERBIAN_LOGIN);
  await saveScreen(page, 'first-paint-sr-login');

  await letTheAppRun(page);
  await recordHeadings(page);
  await page.reload();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: SERBIAN_LOGIN.heading })).toBeVisible();
  expect(await loginPlaces(page, SERBIAN_LOGIN)).toEqual(painted);
  // From the page's paint to the app's, Serbian all along.
  expect(await headingsSeen(page)).toEqual([SERBIAN_LOGIN.heading]);

  await page.getByLabel(SERBIAN_LOGIN.username).fill(account.username);
  await page.getByLabel('Лозинка', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: SERBIAN_LOGIN.signIn }).click();
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: /Агент за мигрену/ }).click();
  await expect(page).toHaveURL('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Сапутник' })).toBeVisible();

  await holdTheAppBack(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  const frame = page.locator('[data-first-paint="chat"]');
  await expect(frame.locator('h1')).toHaveText('Сапутник');
  await expect(frame.locator('.mantine-Badge-root').filter({ visible: true })).toHaveText('Агент за мигрену');
  await expect(frame.locator('h3')).toHaveText(/^(Добро јутро|Добар дан|Добро вече)$/);
  await expect(frame.getByText('Како се данас осећате?', { exact: false })).toContainText('главобоља и мигрена');
  await expect(frame.getByRole('region', { name: 'Сагласност за колачиће' })).toBeVisible();
  const chatPlaces = async (screen: typeof frame) =>
    Promise.all([
      screen.getByRole('heading', { level: 1 }).boundingBox(),
      screen.locator('.mantine-Badge-root').filter({ visible: true }).boundingBox(),
      screen.getByRole('heading', { level: 3 }).boundingBox(),
      screen.getByRole('region', { name: 'Сагласност за колачиће' }).boundingBox(),
    ]);
  const chatPainted = await chatPlaces(frame);
  await saveScreen(page, 'first-paint-sr-ai');

  await letTheAppRun(page);
  await page.reload();
  await expect(page.getByText(/^Искоришћено \d+ од \d+/)).toBeVisible();
  await expect(page.locator('[data-first-paint="chat"]')).toHaveCount(0);
  expect(await headingsSeen(page)).toEqual(['Сапутник']);
  expect(await chatPlaces(page.locator('#root'))).toEqual(chatPainted);
});

test.describe('a browser that asks for Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('gets /login painted in Japanese before the app runs, and the app keeps Japanese from then on', async ({ page, context }) => {
    const japanese = {
      heading: 'アカウントにログイン',
      intro: 'おかえりなさい。ログイン情報を入力してください。',
      username: 'メールアドレスまたはユーザー名',
      signIn: 'ログイン',
    };
    await holdTheAppBack(page);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: japanese.heading })).toBeVisible();
    const painted = await loginPlaces(page, japanese);
    await saveScreen(page, 'first-paint-ja-login');

    await letTheAppRun(page);
    await recordHeadings(page);
    await page.reload();
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(await loginPlaces(page, japanese)).toEqual(painted);
    expect(await headingsSeen(page)).toEqual([japanese.heading]);
    // The app keeps the language it shows for the next page's first paint.
    expect((await context.cookies()).find((cookie) => cookie.name === 'interface_language')).toMatchObject({ value: 'ja', sameSite: 'Lax', path: '/' });
  });

  test("gets the chat painted in Japanese, with the page script's Japanese words", async ({ page, loginAsNew }) => {
    await loginAsNew('patient', { agentId: 1 });
    await holdTheAppBack(page);
    await page.goto('/ai');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const frame = page.locator('[data-first-paint="chat"]');
    await expect(frame.locator('h1')).toHaveText('コンパニオン');
    await expect(frame.locator('.mantine-Badge-root').filter({ visible: true })).toHaveText('片頭痛エージェント');
    await expect(frame.locator('h3')).toHaveText(/^(おはようございます|こんにちは|こんばんは)$/);
    await expect(frame.getByRole('region', { name: 'Cookie の同意' })).toBeVisible();
    await saveScreen(page, 'first-paint-ja-ai');
  });
});
