import type { Page } from '@playwright/test';
import { expect, mainNavigation, saveScreen, signInWithForm, test } from './fixtures';
import {
  expectLoginAfterThreeSeconds,
  isVerificationMail,
  holdClockAtMessage,
  newPatient,
  registerUnverifiedPatient,
  waitForSecondVerificationLink,
} from './account-helpers';
import { linkFrom, waitForMail } from './mail-inbox';

const signOutFromNavigation = async (page: Page) => {
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
};

test('a new patient opens the mailed link, verifies the e-mail and then signs in', async ({ page }) => {
  // The redirect three seconds after success is checked on Playwright's clock, not waited for.
  await page.clock.install();
  const patient = newPatient();
  await page.goto('/register/USER');
  await page.getByLabel('First name', { exact: true }).fill('Vera');
  await page.getByLabel('Surname', { exact: true }).fill('Verified');
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
  const verifiedAt = await holdClockAtMessage(page);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await saveScreen(page, 'account-verify-success');
  await expectLoginAfterThreeSeconds(page, verifiedAt);

  await signInWithForm(page, patient.email, patient.password);
  await expect(page).toHaveURL('/home');

  // The link works once; used again it only says what is left to do, and goes on to the login.
  await signOutFromNavigation(page);
  await page.goto(link);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is already verified. You can log in.');
  const usedAgainAt = await holdClockAtMessage(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send a new link' }), 'no new link for a verified address').toHaveCount(0);
  await saveScreen(page, 'account-verify-used');
  await expectLoginAfterThreeSeconds(page, usedAgainAt);
});

for (const width of [1280, 390]) {
  test(`a link that cannot work offers a new link, whose mail verifies (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const patient = await registerUnverifiedPatient(page.request);
    // A mail program cut the link short: the server does not know this token.
    await page.goto(patient.firstLink.slice(0, -6));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('This verification link is not valid. Ask for a new link with your e-mail address.');
    await expect(page.getByRole('button', { name: 'Verify' }), 'the same link cannot work on a second press').toBeDisabled();
    const newLink = page.getByRole('region', { name: 'Get a new verification link' });
    await expect(newLink).toBeVisible();

    await newLink.getByRole('button', { name: 'Send a new link' }).click();
    await expect(newLink.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Email is a required field');
    await newLink.getByLabel('Email', { exact: true }).fill(patient.email);
    await newLink.getByRole('button', { name: 'Send a new link' }).click();
    await expect(newLink.getByRole('status')).toHaveText('If this address has an account that is not verified yet, a new verification link is on its way.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
    await saveScreen(page, `account-verify-new-link-${width}`);

    await page.goto(await waitForSecondVerificationLink(patient.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status')).toHaveText('You have successfully been verified your email');
    await page.getByRole('link', { name: 'Log in now' }).click();
    await signInWithForm(page, patient.email, patient.password);
    await expect(page).toHaveURL('/home');
  });
}

test('an expired link offers a new link too', async ({ page }) => {
  const patient = await registerUnverifiedPatient(page.request);
  // The lifetime is 24 hours; the server's answer to an expired link (its API test expires one) stands in for the wait.
  await page.route('**/api/verify-email', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'This verification link has expired or was already used. Ask for a new link with your e-mail address.' }),
    }),
  );
  await page.goto(patient.firstLink);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('This verification link has expired or was already used. Ask for a new link with your e-mail address.');
  const newLink = page.getByRole('region', { name: 'Get a new verification link' });
  await newLink.getByLabel('Email', { exact: true }).fill(patient.email);
  await newLink.getByRole('button', { name: 'Send a new link' }).click();
  await expect(newLink.getByRole('status')).toContainText('a new verification link is on its way');
  await page.unroute('**/api/verify-email');
  await page.goto(await waitForSecondVerificationLink(patient.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('status')).toHaveText('You have successfully been verified your email');
});

test('without a token in the address the verify screen says so at once', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('Error while verifying.');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  // Not a dead end: a new link can be asked for right here.
  await expect(page.getByRole('region', { name: 'Get a new verification link' }).getByRole('button', { name: 'Send a new link' })).toBeEnabled();
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
