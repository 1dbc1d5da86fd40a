import { DOCTOR_KEY, PATIENT_KEY, expect, saveScreen, signInWithForm, test, uniqueSuffix } from './fixtures';
import type { Page } from '@playwright/test';

interface Registration {
  /** The names asked beside the specification's fields (issue 35). */
  name?: string;
  surname?: string;
  email: string;
  username: string;
  password: string;
  confirmation?: string;
  key: string;
}

const fillRegistration = async (page: Page, form: Registration) => {
  await page.getByLabel('First name', { exact: true }).fill(form.name ?? 'Reg');
  await page.getByLabel('Surname', { exact: true }).fill(form.surname ?? 'Istration');
  await page.getByLabel('Email', { exact: true }).fill(form.email);
  await page.getByLabel('Username', { exact: true }).fill(form.username);
  await page.getByLabel('Password', { exact: true }).fill(form.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(form.confirmation ?? form.password);
  await page.getByLabel('Registration Key', { exact: true }).fill(form.key);
};

const newPatient = (): Registration => {
  const suffix = uniqueSuffix();
  return {
    name: 'Nina',
    surname: `Newcomer${suffix}`,
    email: `new.patient.${suffix}@example.test`,
    username: `patient_${suffix}`,
    password: 'secret-pass',
    key: PATIENT_KEY,
  };
};

test('a patient registers with the clinic key and their names, is asked to verify the e-mail before signing in, and the clinic sees the name', async ({
  page,
  loginAs,
}) => {
  const patient = newPatient();
  await page.goto('/register/USER');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await saveScreen(page, 'register');

  // Hold the request so the busy label can be seen, as a person on a slow line would.
  let releaseRequest: () => void = () => undefined;
  const requestHeld = new Promise<void>((resolve) => (releaseRequest = resolve));
  await page.route('**/api/register', async (route) => {
    await requestHeld;
    await route.continue();
  });

  await fillRegistration(page, patient);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  releaseRequest();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('status')).toContainText('Account created');

  await signInWithForm(page, patient.username, patient.password);
  await expect(page.getByRole('alert')).toHaveText('Please check your inputs and try again or verify user email.');
  await expect(page).toHaveURL('/login');

  // The clinic's patient list names the new patient (not "–"), as given at registration.
  await loginAs('admin');
  await page.goto('/clinic-patients');
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(patient.username);
  const row = page.getByRole('table', { name: 'Patients' }).getByRole('row').filter({ hasText: patient.email });
  await expect(row).toContainText(`${patient.name} ${patient.surname}`);
});

test('the registration form names each invalid field in the words of the specification', async ({ page }) => {
  await page.goto('/register/USER');
  await page.getByRole('button', { name: 'Register' }).click();

  for (const label of ['First name', 'Surname', 'Email', 'Username', 'Password', 'Confirm Password']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription('Required');
  }
  // The key is checked by the server only.
  await expect(page.getByLabel('Registration Key')).not.toHaveAttribute('aria-invalid', 'true');

  await fillRegistration(page, { email: 'not-an-email', username: 'abc', password: 'abc', confirmation: 'abd', key: '' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Invalid email');
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription('Too Short!');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Too Short!');
  await expect(page.getByLabel('Confirm Password', { exact: true })).toHaveAccessibleDescription('Passwords must match');
  await expect(page).toHaveURL('/register/USER');
  await saveScreen(page, 'register-invalid');

  // Everything else right but no key: the server's refusal shows under the key, in words.
  await fillRegistration(page, { ...newPatient(), key: '' });
  await page.getByRole('button', { name: 'Register' }).click();
  const key = page.getByLabel('Registration Key', { exact: true });
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/Enter a registration key/);
  await expect(key).toBeFocused();
  await expect(page.getByText(/register_key/)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreen(page, 'register-key-missing');
});

test('the server refusals are shown in the alert box', async ({ page }) => {
  await page.goto('/register/USER');
  await fillRegistration(page, { ...newPatient(), key: 'NOT-A-REAL-KEY' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid registration key.');

  // A taken address is not revealed: the screen goes on as for a new account (the owner is mailed instead).
  await fillRegistration(page, { ...newPatient(), email: 'patient.premium@demo.cephalo.test' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toHaveCount(0);
  await expect(page).toHaveURL('/login');

  // A patient key cannot open a doctor account.
  await page.goto('/register/DOCTOR');
  await fillRegistration(page, newPatient());
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText('This registration key cannot register a DOCTOR account.');
  await expect(page).toHaveURL('/register/DOCTOR');
  await saveScreen(page, 'register-refused');
});

test('a doctor registers on the doctor page with the doctor key', async ({ page }) => {
  await page.goto('/register/DOCTOR');
  await fillRegistration(page, { ...newPatient(), key: DOCTOR_KEY });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login');
});

test('an unknown role in the address offers the patient registration instead', async ({ page }) => {
  await page.goto('/register/NURSE');
  await expect(page.getByText('This registration link is not valid.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a patient account' }).click();
  await expect(page).toHaveURL('/register/USER');
  await page.getByRole('link', { name: 'Already have an account? Login' }).click();
  await expect(page).toHaveURL('/login');
});
