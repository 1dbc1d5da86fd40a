import { expect, test } from './fixtures';
import { askThroughApi, browserTimeZone, chatScreen, saveView, sidewaysOverflow } from './chat-helpers';

// Each journey has a fresh patient of its own, so its conversations hold only what it asks.

test('a message and then the whole day are deleted after confirmation, and stay deleted', async ({ page, loginAsNew, request }) => {
  const { token } = await loginAsNew('patient', { agentId: 1 });
  const timeZone = await browserTimeZone(page);
  const first = 'Can alcohol trigger migraine?';
  const second = 'Does drinking water help with headaches?';
  for (const message of [first, second]) {
    expect((await askThroughApi(request, token, { agentId: 1, message, timeZone })).status()).toBe(200);
  }

  await page.goto('/ai');
  const screen = chatScreen(page);
  await expect(screen.question(first)).toBeVisible();
  await expect(screen.question(second)).toBeVisible();
  await expect(screen.conversations.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute('aria-current', 'true');

  // Cancel keeps the message.
  await screen.question(first).getByRole('button', { name: 'Delete message' }).click();
  const messageDialog = page.getByRole('dialog', { name: 'Delete message' });
  await expect(messageDialog).toContainText('Delete this question and its answer?');
  await expect(messageDialog).toHaveCSS('opacity', '1');
  await saveView(page, 'chat-delete-message');
  await messageDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(messageDialog).toBeHidden();
  await expect(screen.question(first)).toBeVisible();

  await screen.question(first).getByRole('button', { name: 'Delete message' }).click();
  await messageDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(messageDialog).toBeHidden();
  await expect(screen.question(first)).toHaveCount(0);
  await expect(screen.answers).toHaveCount(1);
  await expect(screen.question(second)).toBeVisible();
  await page.reload();
  await expect(screen.question(second)).toBeVisible();
  await expect(screen.question(first)).toHaveCount(0);

  await screen.conversations.getByRole('button', { name: 'Delete conversation of Today' }).click();
  const dayDialog = page.getByRole('dialog', { name: 'Delete conversation' });
  await expect(dayDialog).toContainText('Delete all messages of Today?');
  await dayDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dayDialog).toBeHidden();
  await expect(screen.messages).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: /^Good (morning|afternoon|evening)$/ })).toBeVisible();
  await expect(screen.conversations.getByRole('button', { name: 'Delete conversation of Today' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: /^Good (morning|afternoon|evening)$/ })).toBeVisible();
  await expect(screen.question(second)).toHaveCount(0);
});

test.describe('on a phone far east of the date line', () => {
  // The browser's day is today on Kiritimati (UTC+14); a question dated on UTC-12 falls one or
  // two days earlier, which gives the list an earlier day without waiting for tomorrow.
  test.use({ timezoneId: 'Pacific/Kiritimati', viewport: { width: 375, height: 740 } });

  test('an earlier day is opened from the folded list, read, and deleted', async ({ page, loginAsNew, request }) => {
    const { token } = await loginAsNew('patient', { agentId: 2 });
    const earlier = 'What are the early signs of dementia?';
    const later = 'How can I support my memory day to day?';
    expect((await askThroughApi(request, token, { agentId: 2, message: earlier, timeZone: 'Etc/GMT+12' })).status()).toBe(200);
    expect((await askThroughApi(request, token, { agentId: 2, message: later, timeZone: 'Pacific/Kiritimati' })).status()).toBe(200);

    await page.goto('/ai');
    const screen = chatScreen(page);
    await expect(screen.question(later)).toBeVisible();
    await expect(screen.question(earlier)).toHaveCount(0);

    const daysToggle = screen.conversations.getByRole('button', { name: /Conversations/ });
    await expect(daysToggle).toContainText('Today');
    await daysToggle.click();
    const dayButtons = screen.conversations.getByRole('listitem').getByRole('button', { name: /^(?!Delete)/ });
    await expect(dayButtons).toHaveCount(2);
    await expect(dayButtons.first()).toHaveText('Today');
    await expect(dayButtons.first()).toHaveAttribute('aria-current', 'true');
    const earlierLabel = (await dayButtons.nth(1).innerText()).trim();
    expect(earlierLabel).not.toBe('Today');
    await saveView(page, 'chat-days-375');

    await dayButtons.nth(1).click();
    await expect(daysToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(daysToggle).toContainText(earlierLabel);
    await expect(page.getByRole('heading', { level: 2, name: earlierLabel })).toBeVisible();
    await expect(screen.question(earlier)).toBeVisible();
    await expect(screen.question(later)).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await daysToggle.click();
    await screen.conversations.getByRole('button', { name: `Delete conversation of ${earlierLabel}` }).click();
    const dayDialog = page.getByRole('dialog', { name: 'Delete conversation' });
    await expect(dayDialog).toContainText(`Delete all messages of ${earlierLabel}?`);
    await expect(dayDialog).toHaveCSS('opacity', '1');
    await saveView(page, 'chat-delete-day-375');
    await dayDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dayDialog).toBeHidden();
    await expect(screen.question(later)).toBeVisible();
    await expect(screen.conversations.getByRole('button', { name: earlierLabel, exact: true })).toHaveCount(0);

    await page.reload();
    await expect(screen.question(later)).toBeVisible();
    await daysToggle.click();
    await expect(dayButtons).toHaveCount(1);
  });
});
