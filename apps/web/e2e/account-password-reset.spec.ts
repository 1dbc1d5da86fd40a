import { expect, saveScreen, signInWithForm, test } from './fixtures';
import { createVerifiedPatient, expectLoginAfterThreeSeconds, holdClockAtMessage, isPasswordResetMail } from './account-helpers';
import { linkFrom, waitForMail } from './mail-inbox';

test('a patient who forgot the password gets a mailed link and chooses a new one', async ({ page }) => {
  // The redirect three seconds after success is checked on Playwright's clock, not waited for.
  await page.clock.install();
  const patient = await createVerifiedPatient(page.request);
  const newPassword = 'second-pass';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await saveScreen(page, 'account-forgot-password');

  // Hold the request so the busy label can be seen, as a person on a slow line would.
  let releaseRequest: () => void = () => undefined;
  const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
  await page.route('**/api/forgot-password', async (route) => {
    await requestHeld;
    await route.continue();
  });
  await page.getByLabel('Email').fill(patient.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  releaseRequest();
  await expect(page.getByRole('status')).toHaveText('Reset password email sent.');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await saveScreen(page, 'account-forgot-password-sent');

  const link = linkFrom(await waitForMail(patient.email, isPasswordResetMail), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  // The link stands in for the current password.
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('The new password must be more than 4 characters.');

  const resetCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reset-password-email')) resetCalls.push(request.url());
  });
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
  expect(resetCalls, 'a mismatch is caught before any request').toEqual([]);
  await saveScreen(page, 'account-reset-mismatch');

  // The server holds the length rule and says why; the link stays usable.
  await page.getByLabel('New password', { exact: true }).fill('abcd');
  await page.getByLabel('Confirm new password').fill('abcd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The new password must be at least 5 characters long.');

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset successfully');
  const resetAt = await holdClockAtMessage(page);
  await saveScreen(page, 'account-reset-success');
  await expectLoginAfterThreeSeconds(page, resetAt);

  await signInWithForm(page, patient.username, patient.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await signInWithForm(page, patient.username, newPassword);
  await expect(page).toHaveURL('/home');

  // A reset link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-pass');
  await page.getByLabel('Confirm new password').fill('third-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid, used or expired. Please ask for a new one.');
  await saveScreen(page, 'account-reset-used-link');
});

test('the forgot-password screen checks the address and reports each outcome as specified', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/forgot-password');
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('type', 'email');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(email).toHaveAccessibleDescription('Email is a required field');
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(email).toHaveAccessibleDescription('Invalid email');

  // An unknown address gets the same answer as a known one: nobody learns who has an account.
  await email.fill('nobody.at.all@example.test');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status')).toHaveText('Reset password email sent.');

  await page.route('**/api/forgot-password', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ detail: 'Too many requests' }) }),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error sending email');
  await expect(page.getByRole('status')).toHaveCount(0);
  await saveScreen(page, 'account-forgot-password-error');

  // A network failure shows nothing; it is only logged.
  await page.unroute('**/api/forgot-password');
  await page.route('**/api/forgot-password', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect.poll(() => warnings.some((text) => text.includes('password reset e-mail could not be requested'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('the e-mailed reset reports an unreachable server and a refusal without detail', async ({ page }) => {
  await page.goto('/reset-password?reset_token=a-token-from-a-mail');
  await page.getByLabel('New password', { exact: true }).fill('fresh-pass');
  await page.getByLabel('Confirm new password').fill('fresh-pass');

  await page.route('**/api/reset-password-email', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred during password reset.');

  await page.unroute('**/api/reset-password-email');
  await page.route('**/api/reset-password-email', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error resetting password');
});
