import type { Page } from '@playwright/test';
import { DOCTOR_KEY, createClinicAccount, expect, saveScreen, test, uniqueSuffix } from './fixtures';
import { chooseOption, expectChosen, expectNoSidewaysScroll } from './profile-helpers';

const row = (page: Page, table: string, email: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: email });
/** The clinic's lists come a page at a time: a journey finds its own members by searching. */
const searchFor = (page: Page, list: 'doctors' | 'patients', text: string) => page.getByRole('searchbox', { name: `Search ${list}` }).fill(text);

test("the administrator adds a doctor, adds a patient with that doctor, then changes the patient's doctor and plan", async ({ page, loginAs }) => {
  // A long journey: on two cores shared with the server and other workers it needs more time.
  test.slow();
  const suffix = uniqueSuffix();
  const doctor = { email: `dora.${suffix}@example.test`, username: `dora_${suffix}`, name: 'Dora', surname: `Doctor${suffix}` };
  const patient = { email: `pavo.${suffix}@example.test`, username: `pavo_${suffix}`, name: 'Pavo', surname: `Patient${suffix}` };
  const doctorName = `${doctor.name} ${doctor.surname}`;
  const patientName = `${patient.name} ${patient.surname}`;

  await loginAs('admin');
  await page.goto('/clinic-doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctors' })).toBeVisible();
  await searchFor(page, 'doctors', 'jovanovic');
  await expect(row(page, 'Doctors', 'doctor1@demo.cephalo.test')).toContainText('Jovanović');
  await page.getByRole('button', { name: 'Add new doctor' }).click();
  const doctorDialog = page.getByRole('dialog', { name: 'Add new doctor' });
  await expect(doctorDialog.getByLabel('Doctor')).toHaveCount(0);
  await doctorDialog.getByLabel('Email').fill(doctor.email);
  await doctorDialog.getByLabel('Username').fill(doctor.username);
  await doctorDialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-pass');
  await doctorDialog.getByLabel('Name', { exact: true }).fill(doctor.name);
  await doctorDialog.getByLabel('Surname').fill(doctor.surname);
  await doctorDialog.getByLabel('Phone number').fill('+381 11 222 333');
  await doctorDialog.getByLabel('Bio').fill('Headache specialist.');
  await saveScreen(page, 'clinic-add-doctor-modal');
  await doctorDialog.getByRole('button', { name: 'Add doctor' }).click();
  await expect(doctorDialog).toBeHidden();
  await expect(page.getByText(`${doctorName} has been added.`)).toBeVisible();
  await searchFor(page, 'doctors', doctor.surname);
  await expect(row(page, 'Doctors', doctor.email)).toContainText('+381 11 222 333');
  await expect(page.getByText('1 doctor', { exact: true })).toBeVisible();
  await saveScreen(page, 'clinic-doctors');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  await page.getByRole('button', { name: 'Add new patient' }).click();
  const patientDialog = page.getByRole('dialog', { name: 'Add new patient' });
  await patientDialog.getByLabel('Email').fill(patient.email);
  await patientDialog.getByLabel('Username').fill(patient.username);
  await patientDialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-pass');
  await patientDialog.getByLabel('Name', { exact: true }).fill(patient.name);
  await patientDialog.getByLabel('Surname').fill(patient.surname);
  await chooseOption(page, patientDialog.getByLabel('Doctor'), doctorName);
  await expect(patientDialog.getByLabel('Plan')).toHaveValue('Premium');
  await chooseOption(page, patientDialog.getByLabel('Plan'), 'Basic');
  await saveScreen(page, 'clinic-add-patient-modal');
  await patientDialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(patientDialog).toBeHidden();
  await expect(page.getByText(`${patientName} has been added.`)).toBeVisible();

  await searchFor(page, 'patients', patient.username);
  const patientRow = row(page, 'Patients', patient.email);
  await expect(patientRow).toContainText(patient.username);
  await expectChosen(patientRow.getByLabel(`Plan of ${patientName}`), 'Basic');
  const doctorSelect = patientRow.getByLabel(`Doctor of ${patientName}`);
  await expectChosen(doctorSelect, doctorName);

  await chooseOption(page, doctorSelect, 'Luka Novak');
  await expect(page.getByText(`${patientName}'s doctor is now Luka Novak.`)).toBeVisible();
  await saveScreen(page, 'clinic-patients');

  // An upgrade brings the diary and more questions; it is saved at once, like the doctor.
  await chooseOption(page, patientRow.getByLabel(`Plan of ${patientName}`), 'Premium');
  await expect(page.getByText(`${patientName} is now on the Premium plan.`)).toBeVisible();
  await page.reload();
  await searchFor(page, 'patients', patient.email);
  await expectChosen(row(page, 'Patients', patient.email).getByLabel(`Doctor of ${patientName}`), 'Luka Novak');
  await expectChosen(row(page, 'Patients', patient.email).getByLabel(`Plan of ${patientName}`), 'Premium');
  const signedIn = await page.request.post('/api/token', { form: { username: patient.username, password: 'secret-pass' } });
  expect(((await signedIn.json()) as { plan: string }).plan).toBe('Premium');
});

test("the add modal checks the required fields and shows the server's refusal", async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/clinic-patients');
  await page.getByRole('button', { name: 'Add new patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new patient' });
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is a required field');
  await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription('Username is a required field');

  await dialog.getByLabel('Email').fill('patient.premium@demo.cephalo.test');
  await dialog.getByLabel('Username').fill(`taken_${uniqueSuffix()}`);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-pass');
  // A field the server refuses: its message, in words, under that field (no alert).
  await dialog.getByLabel('Name', { exact: true }).fill('N'.repeat(101));
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name must be at most 100 characters');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Name', { exact: true }).fill('Nina');
  await dialog.getByRole('button', { name: 'Add patient' }).click();
  await expect(dialog.getByRole('alert')).toContainText('already');
  await saveScreen(page, 'clinic-add-patient-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the patient list becomes cards on a phone, and the doctor can still be changed', async ({ page, loginAs }) => {
  const patient = await createClinicAccount(page.request, 'patient', { name: 'Mali', surname: `Phone${uniqueSuffix()}` });
  const patientName = `${patient.name} ${patient.surname}`;
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs('admin');
  await page.goto('/clinic-patients');
  // At most a page of cards (24), however many patients the journeys have added to the demo clinic.
  await expect(page.getByRole('list', { name: 'Patients' }).getByRole('listitem')).not.toHaveCount(0);
  expect(await page.getByRole('list', { name: 'Patients' }).getByRole('listitem').count()).toBeLessThanOrEqual(24);
  await searchFor(page, 'patients', patient.surname);
  const card = page.getByRole('list', { name: 'Patients' }).getByRole('listitem').filter({ hasText: patient.email });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table', { name: 'Patients' })).toBeHidden();
  await expectChosen(card.getByLabel(`Doctor of ${patientName}`), 'No doctor');
  await chooseOption(page, card.getByLabel(`Doctor of ${patientName}`), 'Mila Jovanović');
  await expect(page.getByText(`${patientName}'s doctor is now Mila Jovanović.`)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'clinic-patients-375');

  await page.goto('/clinic-doctors');
  await expect(page.getByRole('list', { name: 'Doctors' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'clinic-doctors-375');
});

test('the doctor picker marks a doctor who cannot sign in yet (e-mail not verified)', async ({ page, loginAs }) => {
  const suffix = uniqueSuffix();
  const unverifiedEmail = `unverified.doctor.${suffix}@example.test`;
  // Registered with the clinic's doctor key, but the verification link was never opened.
  const registered = await page.request.post('/api/register', {
    data: { email: unverifiedEmail, username: `unverified_doctor_${suffix}`, password: 'secret-pass', register_key: DOCTOR_KEY, role: 'DOCTOR' },
  });
  expect(registered.ok()).toBe(true);
  const patient = await createClinicAccount(page.request, 'patient', { name: 'Vera', surname: `Picker${suffix}` });
  await loginAs('admin');
  await page.goto('/clinic-patients');
  await searchFor(page, 'patients', patient.surname);
  const doctorChoice = row(page, 'Patients', patient.email).getByLabel(`Doctor of ${patient.name} ${patient.surname}`);
  await expect(doctorChoice.getByRole('option', { name: `${unverifiedEmail} (cannot sign in yet)`, exact: true })).toBeAttached();
  await expect(doctorChoice.getByRole('option', { name: 'Mila Jovanović', exact: true })).toBeAttached();
});

test('an empty list says what to do next', async ({ page, loginAs }) => {
  await page.route(/\/api\/admin-clinic\/doctors(\?|$)/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: [], headers: { 'x-total-count': '0' } }) : route.continue(),
  );
  await loginAs('admin');
  await page.goto('/clinic-doctors');
  await expect(page.getByText('No doctors yet', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add new doctor' })).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Search doctors' })).toHaveCount(0);
  await saveScreen(page, 'clinic-doctors-empty');
});

test("the clinic's patients come a page at a time, and the search looks through all of them on the server", async ({ page, loginAs }) => {
  test.slow();
  // 25 patients the search alone finds: one more than a page holds. Their surnames give the order.
  const family = `Pagerfam${uniqueSuffix().replace(/\W/g, '')}`;
  const patients = [];
  for (let index = 1; index <= 25; index += 1)
    patients.push(await createClinicAccount(page.request, 'patient', { name: 'Nia', surname: `${family} ${String(index).padStart(2, '0')}` }));
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/admin-clinic/users') asked.push(url.search);
  });
  await loginAs('admin');
  await page.goto('/clinic-patients');
  const table = page.getByRole('table', { name: 'Patients' });
  const rows = table.getByRole('row').filter({ hasText: family });
  const pages = page.getByRole('navigation', { name: 'Pages of the patient list' });
  await expect(pages).toBeVisible();

  await searchFor(page, 'patients', family.toLowerCase());
  await expect(page.getByText('Patients 1–24 of 25')).toBeVisible();
  await expect(rows).toHaveCount(24);
  await expect(rows.first()).toContainText(`${family} 01`);
  await saveScreen(page, 'clinic-patients-searched');
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${family} 25`);
  await expect(page.getByText('Patients 25–25 of 25')).toBeVisible();
  // The doctor can be chosen on the second page too, and stays chosen there.
  const last = `Nia ${family} 25`;
  await chooseOption(page, rows.first().getByLabel(`Doctor of ${last}`), 'Luka Novak');
  await expect(page.getByText(`${last}'s doctor is now Luka Novak.`)).toBeVisible();
  await expectChosen(rows.first().getByLabel(`Doctor of ${last}`), 'Luka Novak');

  await searchFor(page, 'patients', `${family} 07`);
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  await expect(pages).toHaveCount(0);
  await searchFor(page, 'patients', `${family}nobody`);
  await expect(page.getByText(`No patient matches “${family}nobody”.`)).toBeVisible();

  // Every ask of the screen was for one page, searched by the server.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((query) => /^\?offset=\d+&limit=24(&search=.*)?$/.test(query))).toBe(true);
  expect(asked).toContain(`?offset=24&limit=24&search=${encodeURIComponent(family.toLowerCase())}`);
  expect(patients).toHaveLength(25);
});
