import { registerUnverifiedPatient, waitForSecondVerificationLink } from './account-helpers';
import { DEMO_ACCOUNTS, expect, mainNavigation, navigationLabels, readStorage, saveScreen, signInWithForm, test } from './fixtures';

test('the login screen reads as specified and links to sign-up and password help', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login to your account' })).toBeVisible();
  await expect(page.getByText('Welcome back! Please enter your details.')).toBeVisible();
  await expect(page).toHaveTitle(/Login to your account/);
  await saveScreen(page, 'login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/register/USER');
});

test('the login page is the login screen drawn at build time, and the app draws it in the same places', async ({ browser, page, request }) => {
  // Issue 14 and 33: the page holds the login card as its components draw it (app/first-paint-render.tsx),
  // so a phone shows it before the JavaScript arrives; the app's card must replace it without moving it.
  const html = await (await request.get('/login')).text();
  const root = html.slice(html.indexOf('<div id="root">'));
  for (const words of [
    'Login to your account</h1>',
    'Welcome back! Please enter your details.',
    '>Email or Username</label>',
    '>Password</label>',
    '>Sign in</span>',
    '>Forgot password?</a>',
    '>Sign up</a>',
  ]) {
    expect(root).toContain(words);
  }
  // Until the app runs, the copy takes no input (which the app's form would lose) and submits nothing.
  expect(root).toMatch(/^<div id="root"><div inert style="display:contents">/);

  const placesOf = async (screen: typeof page) =>
    Promise.all([
      screen.getByRole('img', { name: 'Cephalo' }).first().boundingBox(),
      screen.getByRole('heading', { level: 1, name: 'Login to your account' }).boundingBox(),
      screen.getByText('Welcome back! Please enter your details.').boundingBox(),
      screen.getByLabel('Email or Username').boundingBox(),
      screen.getByLabel('Password', { exact: true }).boundingBox(),
      screen.getByRole('button', { name: 'Sign in' }).boundingBox(),
      screen.getByRole('link', { name: 'Sign up' }).boundingBox(),
    ]);
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    const painted = await withoutScripts.newPage();
    await painted.goto('/login');
    await expect(painted.getByRole('heading', { level: 1, name: 'Login to your account' })).toBeVisible();
    await expect(painted.getByLabel('Email or Username')).toBeVisible();
    await expect(painted.locator('[inert]')).toHaveCount(1);
    const firstPaint = await placesOf(painted);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    // The app's own card: the inert copy is gone, and the form takes input.
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.getByLabel('Email or Username').fill('patient.free');
    await expect(page.getByLabel('Email or Username')).toHaveValue('patient.free');
    expect(await placesOf(page)).toEqual(firstPaint);
  } finally {
    await withoutScripts.close();
  }
});

test('login validation and a wrong password are explained', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email or Username')).toHaveAccessibleDescription('Email or Username is a required field');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password is a required field');

  await page.getByLabel('Email or Username').fill('patient.free');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 4 characters long.');

  await signInWithForm(page, 'patient.free', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(page).toHaveURL('/login');
  expect(await readStorage(page, 'token')).toBeNull();
});

test('an unreachable server gets the general message', async ({ page }) => {
  await page.route('**/api/token', (route) => route.abort('connectionrefused'));
  await page.goto('/login');
  await signInWithForm(page, 'patient.free');
  await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
});

test('a clinic administrator lands on the clinic with the clinic navigation', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.admin.email);
  await expect(page).toHaveURL('/clinic');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Clinic Profile' })).toBeVisible();
  expect(await navigationLabels(page)).toEqual(['Clinic', 'Patients', 'Doctors', 'Logout']);
  expect(await readStorage(page, 'role')).toBe('CLINIC_ADMIN');
});

test('a doctor lands on the agent chooser with the doctor navigation', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.doctor.username);
  await expect(page).toHaveURL('/home');
  expect(await navigationLabels(page)).toEqual(['Chat', 'Patients', 'Profile', 'Choose Agent', 'Logout']);
  // No agent is chosen yet on this browser, so the chat sends the doctor to the chooser first.
  await mainNavigation(page).getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL('/home');
  await page.getByRole('button', { name: /Migraine Agent/ }).click();
  await expect(page).toHaveURL('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
});

test('a patient lands on the agent chooser and the answer is stored as specified', async ({ page }) => {
  await page.goto('/login');
  await signInWithForm(page, DEMO_ACCOUNTS.freePatient.email);
  await expect(page).toHaveURL('/home');
  // No agent chosen yet, so no diary entries.
  expect(await navigationLabels(page)).toEqual(['Companion', 'Profile', 'Join Clinical Trial', 'Choose Agent', 'Logout']);
  expect(await readStorage(page, 'token')).toMatch(/\S{20,}/);
  expect(await readStorage(page, 'role')).toBe('USER');
  expect(await readStorage(page, 'plan')).toBe('Free');
  // The assistant ids, not the plan (decisions.md).
  expect(await readStorage(page, 'ai_assistants')).toBe('[1]');
});

for (const width of [1280, 390]) {
  test(`a patient whose e-mail is not verified gets a new link from the login screen (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const patient = await registerUnverifiedPatient(page.request);
    await page.goto('/login');
    await signInWithForm(page, patient.email, patient.password);
    await expect(page.getByRole('alert')).toHaveText('Please check your inputs and try again or verify user email.');
    const newLink = page.getByRole('region', { name: 'Get a new verification link' });
    // The address typed to log in is the one the link goes to.
    await expect(newLink.getByLabel('Email', { exact: true })).toHaveValue(patient.email);
    await newLink.getByRole('button', { name: 'Send a new link' }).click();
    await expect(newLink.getByRole('status')).toHaveText('If this address has an account that is not verified yet, a new verification link is on its way.');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scroll').toBeLessThanOrEqual(0);
    await saveScreen(page, `login-not-verified-${width}`);

    await page.goto(await waitForSecondVerificationLink(patient.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status')).toHaveText('You have successfully been verified your email');
    await page.getByRole('link', { name: 'Log in now' }).click();
    await signInWithForm(page, patient.email, patient.password);
    await expect(page).toHaveURL('/home');
  });
}

test('signing in with the username of an unverified account asks for the address of the new link', async ({ page }) => {
  const patient = await registerUnverifiedPatient(page.request);
  await page.goto('/login');
  await signInWithForm(page, patient.username, patient.password);
  const newLink = page.getByRole('region', { name: 'Get a new verification link' });
  await expect(newLink.getByLabel('Email', { exact: true })).toHaveValue('');
  await newLink.getByLabel('Email', { exact: true }).fill(patient.email);
  await newLink.getByRole('button', { name: 'Send a new link' }).click();
  await expect(newLink.getByRole('status')).toContainText('a new verification link is on its way');
  expect(await waitForSecondVerificationLink(patient.email)).toMatch(/\/verify-email\?verify_token=/);
});

test('a wrong password offers no new link: it tells nothing about the account', async ({ page }) => {
  const patient = await registerUnverifiedPatient(page.request);
  await page.goto('/login');
  await signInWithForm(page, patient.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await expect(page.getByRole('button', { name: 'Send a new link' })).toHaveCount(0);
});
