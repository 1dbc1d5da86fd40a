import { expect, saveScreen, test } from './fixtures';
import { createVerifiedPatient, expectLoginAfterThreeSeconds, holdClockAtMessage, isDiaryReminderMail } from './account-helpers';
import { linkFrom, waitForMail } from './mail-inbox';

test('a patient stops the diary reminders with the link of a reminder e-mail', async ({ page }) => {
  // The redirect three seconds after success is checked on Playwright's clock, not waited for.
  await page.clock.install();
  // The reminder job looks every three seconds (DIARY_REMINDER_CHECK_MINUTES in playwright.config.ts).
  const patient = await createVerifiedPatient(page.request);

  const reminder = await waitForMail(patient.email, isDiaryReminderMail, { timeoutMs: 20_000 });
  const link = linkFrom(reminder, '/unsubscribe');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, 'account-unsubscribe');

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You have successfully been unsubscribed');
  const unsubscribedAt = await holdClockAtMessage(page);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  await saveScreen(page, 'account-unsubscribe-success');
  await expectLoginAfterThreeSeconds(page, unsubscribedAt);

  // The same link again (the next old reminder in the inbox): it says what is true now.
  await page.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('This address is already unsubscribed. You get no reminder e-mails.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, 'account-unsubscribe-twice');
});

test('without a token in the address the unsubscribe screen says so at once', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(page.getByRole('alert')).toHaveText('Error while unsubscribing.');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
  await saveScreen(page, 'account-unsubscribe-no-token');
});

test('an unknown token gets the server explanation; failures get the specification texts', async ({ page }) => {
  await page.goto(`/unsubscribe?unsubscribe_token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is invalid or expired.');
  await saveScreen(page, 'account-unsubscribe-refused');

  await page.route('**/api/unsubscribe', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while unsubscribing, please try again.');

  await page.unroute('**/api/unsubscribe');
  await page.route('**/api/unsubscribe', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error while unsubscribing, please try again.');
});
