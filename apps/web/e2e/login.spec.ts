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
