import { expect, readStorage, saveScreen, signInWithForm, test } from './fixtures';
import { createVerifiedPatient, expectLoginAfterThreeSeconds, holdClockAtMessage } from './account-helpers';

test('a signed-in patient changes the password with the current one', async ({ page }) => {
  // The redirect three seconds after success is checked on Playwright's clock, not waited for.
  await page.clock.install();
  const patient = await createVerifiedPatient(page.request);
  const newPassword = 'changed-pass';

  await page.goto('/login');
  await signInWithForm(page, patient.username, patient.password);
  await expect(page).toHaveURL('/home');

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await saveScreen(page, 'account-change-password');

  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('Current password is a required field');

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is not correct.');
  expect(await readStorage(page, 'token'), 'a refused change keeps the session').not.toBeNull();
  await saveScreen(page, 'account-change-password-wrong');

  await page.getByLabel('Current password').fill(patient.password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset successfully');
  const changedAt = await holdClockAtMessage(page);
  // The server ended every session: the stored one is gone too.
  expect(await readStorage(page, 'token')).toBeNull();
  await saveScreen(page, 'account-change-password-success');
  await expectLoginAfterThreeSeconds(page, changedAt);

  await signInWithForm(page, patient.username, patient.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await signInWithForm(page, patient.username, newPassword);
  await expect(page).toHaveURL('/home');
});

test('a signed-out visitor without a reset link is asked to log in first', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('note')).toContainText('Log in first to change your password.');
  await saveScreen(page, 'account-change-password-signed-out');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/login');

  // On a phone the form fits without sideways scrolling (decisions.md, Look and feel).
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto('/reset-password');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await saveScreen(page, 'account-change-password-phone');
  await page.getByRole('link', { name: 'Get a reset e-mail' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('the password screen links back to the profile', async ({ page, loginAsNew }) => {
  await loginAsNew('patient');
  await page.goto('/reset-password');
  await page.getByRole('link', { name: 'Back to Profile' }).click();
  await expect(page).toHaveURL('/profile');
});

test('a mismatch is caught on the signed-in change as well, before any request', async ({ page, loginAsNew }) => {
  const patient = await loginAsNew('patient');
  let calls = 0;
  await page.route('**/api/reset-password', async (route) => {
    calls += 1;
    await route.abort();
  });
  await page.goto('/reset-password');
  await page.getByLabel('Current password').fill(patient.password);
  await page.getByLabel('New password', { exact: true }).fill('one-pass');
  await page.getByLabel('Confirm new password').fill('other-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  expect(calls).toBe(0);
});
