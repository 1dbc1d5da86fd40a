import { expect, saveScreen, test } from './fixtures';
import { CHAT_FOOTER, chatScreen } from './chat-helpers';

// Each journey has a fresh patient of its own, whose conversations start empty.

test.describe('the home area in Belgrade', () => {
  test.use({ timezoneId: 'Europe/Belgrade' });

  test('greets by the time of day while the day is still empty', async ({ page, loginAsNew }) => {
    await loginAsNew('patient', { plan: 'Basic', agentId: 2 });
    const greetings = [
      ['08:00', 'Good morning'],
      ['14:30', 'Good afternoon'],
      ['20:15', 'Good evening'],
    ] as const;
    for (const [time, greeting] of greetings) {
      await page.clock.setFixedTime(`2026-11-21T${time}:00+01:00`);
      await page.goto('/ai');
      await expect(page.getByRole('heading', { level: 3, name: greeting })).toBeVisible();
    }
    const screen = chatScreen(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
    await expect(screen.messages).toHaveCount(0);
    await expect(page.getByText(CHAT_FOOTER, { exact: true })).toBeVisible();
    await saveScreen(page, 'chat-home');
  });
});

test('the cookie banner asks once: an answer is kept in the gdpr-consent cookie for a year', async ({ page, context, loginAsNew }) => {
  await loginAsNew('patient', { agentId: 2 });
  await page.goto('/ai');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await saveScreen(page, 'chat-cookie-banner');
  await page.setViewportSize({ width: 375, height: 740 });
  await saveScreen(page, 'chat-cookie-banner-375');
  await page.setViewportSize({ width: 1280, height: 720 });

  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'gdpr-consent');
  expect(consent?.value).toBe('true');
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
  expect(Math.abs((consent?.expires ?? 0) - yearFromNow)).toBeLessThan(60 * 60);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Declining is an answer too.
  await context.clearCookies();
  await page.reload();
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === 'gdpr-consent')?.value).toBe('false');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('without a chosen agent the chat sends the user to choose one', async ({ page, loginAsNew }) => {
  await loginAsNew('patient');
  await page.goto('/ai');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Agent' })).toBeAttached();
});
