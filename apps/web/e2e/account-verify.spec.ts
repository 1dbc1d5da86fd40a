import { expect, saveScreen, signInWithForm, test } from './fixtures';
import { expectLoginAfterThreeSeconds, isVerificationMail, newPatient } from './account-helpers';
import { linkFrom, waitForMail } from './mail-inbox';

test('a new patient opens the mailed link, verifies the e-mail and then signs in', async ({ page }) => {
  const patient = newPatient();
  await page.goto('/register/USER');
  await page.getByLabel('Email', { exact: true }).fill(patient.email);
  await page.getByLabel('Username', { exact: true }).fill(patient.username);
  await page.getByLabel('Password', { exact: true }).fill(patient.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(patient.password);
  await page.getByLabel('Registration Key', { exact: true }).fill('CEPHALO-DEMO-PATIENT');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login');

  // Not verified yet: the login answers 400 (decisions.md, Accounts).
  await signInWithForm(page, patient.username, patient.password);
  await expect(page.getByRole('alert')).toHaveText('Please check your inputs and try again or verify user email.');

  const mail = await waitForMail(patient.email, isVerificationMail);
  expect(mail.html).toContain('Verify my e-mail');
  const link = linkFrom(mail, '/verify-email');
  expect(new URL(link).origin, 'the link points at the address people open (PUBLIC_URL)').toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verification' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, 'account-verify');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText('You have successfully been verified your email');
  const verifiedAt = Date.now();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await saveScreen(page, 'account-verify-success');
  await expectLoginAfterThreeSeconds(page, verifiedAt);

  await signInWithForm(page, patient.email, patient.password);
  await expect(page).toHaveURL('/home');

  // The link works once: the second use gets the server's explanation.
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This verification link is invalid, used or expired. Log in to get a new one, or register again.',
  );
  await expect(page.getByRole('status')).toHaveCount(0);
  await saveScreen(page, 'account-verify-used');
  await page.waitForTimeout(3_500);
  await expect(page, 'a refusal stays on the screen').toHaveURL(/\/verify-email\?verify_token=/);
});

test('without a token in the address the verify screen says so at once', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('Error while verifying.');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await saveScreen(page, 'account-verify-no-token');
});

test('an unreachable server and a refusal without detail get the specification texts', async ({ page }) => {
  await page.route('**/api/verify-email', (route) => route.abort('connectionrefused'));
  await page.goto('/verify-email?verify_token=some-token-from-a-mail');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while verifying, please try again.');

  await page.unroute('**/api/verify-email');
  await page.route('**/api/verify-email', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Error while verifying, please try again.');
});
