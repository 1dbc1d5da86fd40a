import type { Page } from '@playwright/test';
import type { PlanName } from '@cephalo/shared/plans';
import { DEMO_ACCOUNTS, apiToken, createClinicAccount, expect, saveScreen, test, type LoginAsNew } from './fixtures';
import { expectNoSidewaysScroll, isoDay, saveEntryThroughApi } from './diary-helpers';
import { seedDiary } from './outcomes-helpers';
import { chooseOption } from './profile-helpers';

// Each journey has a fresh doctor of its own, so the list holds only the patients it made.
const OLDER_DAY = isoDay(-61);
const NEWER_DAY = isoDay(-60);
const RISK_REASON = 'Risk of medication overuse: 9 acute medication days in the last 28 days';

/** The wide screen's table of the triage list. */
const triageTable = (page: Page) => page.getByRole('table', { name: /^Last 28 days, up to today/ });
const patientCard = (page: Page, name: string) => page.getByRole('list', { name: 'Patients' }).getByRole('listitem').filter({ hasText: name });

/** Signs in a fresh doctor and gives them a fresh patient, whose diary the journey writes through the API. */
const newDoctorWithPatient = async (page: Page, loginAsNew: LoginAsNew, patient: { name: string; surname: string; plan?: PlanName }) => {
  const doctor = await loginAsNew('doctor', { name: 'Dana', surname: 'Reader' });
  return createClinicAccount(page.request, 'patient', { ...patient, doctorEmail: doctor.email });
};

/** Whether the element's top is within the first screen (no scrolling needed to see it). */
const isOnFirstScreen = async (page: Page, locator: ReturnType<Page['getByText']>) => {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

test('a doctor with many patients sees the one at risk of medication overuse first, with the reason, on a wide screen and a phone', async ({
  page,
  loginAsNew,
}) => {
  test.slow();
  // 26 patients: one more page than a page of 24 holds. By surname the one at risk is the very last.
  const doctor = await loginAsNew('doctor', { name: 'Mira', surname: 'Many' });
  const patients = [];
  for (let index = 1; index <= 26; index += 1) {
    patients.push(
      await createClinicAccount(page.request, 'patient', { name: 'Pat', surname: `Pager ${String(index).padStart(2, '0')}`, doctorEmail: doctor.email }),
    );
  }
  // A triptan every third day of the last 27: 9 days, within 2 of ICHD-3 8.2's 10.
  const atRisk = patients.at(-1)!;
  await seedDiary(page.request, await apiToken(page.request, atRisk.username, atRisk.password), { days: 27, migraineEvery: 3 });
  // Two calm patients who write every day: they need no attention and come after the silent ones.
  for (const calm of patients.slice(0, 2))
    await seedDiary(page.request, await apiToken(page.request, calm.username, calm.password), { days: 27, migraineEvery: 100 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/doctors/patients') asked.push(url.search);
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/patients');
  const table = triageTable(page);
  const names = table.getByRole('rowheader');
  await expect(names).toHaveCount(24);
  // Each patient once: no second list of cards beside the table.
  await expect(page.getByRole('list', { name: 'Patients' })).toHaveCount(0);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link', { name: 'Pat Pager 26', exact: true })).toBeVisible();
  const reason = firstRow.getByText(RISK_REASON);
  await expect(reason).toBeVisible();
  expect(await isOnFirstScreen(page, reason)).toBe(true);
  await expect(table.getByRole('columnheader', { name: 'Needs attention' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstRow.getByText('At risk', { exact: true })).toBeVisible();
  // Those who never wrote come before the calm ones, who come last.
  await expect(table.getByRole('row', { name: /Pat Pager 03/ }).getByText('No diary entries yet')).toBeVisible();
  await expect(page.getByText('Patients 1–24 of 26')).toBeVisible();
  await saveScreen(page, 'doctor-triage-1280');

  // Sorting and filtering happen on the server over all 26.
  const nameHeader = table.getByRole('columnheader', { name: 'Patient' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(names.first()).toHaveText(/^Pat Pager 01/);
  await page.getByRole('navigation', { name: 'Pages of the patient list' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(names).toHaveCount(2);
  await expect(names.last()).toHaveText(/^Pat Pager 26/);
  await chooseOption(page, page.getByRole('combobox', { name: 'Medication overuse' }), 'At risk or overuse');
  await expect(names).toHaveCount(1);
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search patients' });
  await search.fill('pager 07');
  await expect(page.getByText('No patient matches “pager 07”.')).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Medication overuse' }), 'Any');
  await expect(names).toHaveText([/^Pat Pager 07/]);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(names).toHaveCount(24);
  expect(asked.every((query) => /[?&]limit=24(&|$)/.test(query))).toBe(true);
  expect(asked).toContain('?offset=0&limit=24&sort=attention&direction=ascending');
  expect(asked).toContain('?offset=0&limit=24&sort=name&direction=ascending&overuse=at_risk_or_overuse');

  // On a phone: cards, the one at risk first, the reason on the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/patients');
  const firstCard = page.getByRole('list', { name: 'Patients' }).getByRole('listitem').first();
  await expect(firstCard.getByRole('heading', { name: 'Pat Pager 26' })).toBeVisible();
  await expect(triageTable(page)).toHaveCount(0);
  const cardReason = firstCard.getByText(RISK_REASON);
  await expect(cardReason).toBeVisible();
  expect(await isOnFirstScreen(page, cardReason)).toBe(true);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: 'test-results/doctor-triage-390-first-screen.png' });
  await saveScreen(page, 'doctor-triage-390');

  // Check diary leads to the patient's own page.
  await firstCard.getByRole('link', { name: 'Check diary of Pat Pager 26' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${atRisk.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Pager 26' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Needs attention' }).getByText(RISK_REASON)).toBeVisible();
});

test("a patient's page has its own address, and its diary headers show each day's headache; several cards open at once", async ({ page, loginAsNew }) => {
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Petra', surname: 'Cards' });
  const patientToken = await apiToken(page.request, patient.username, patient.password);
  await saveEntryThroughApi(page.request, patientToken, {
    input_date: OLDER_DAY,
    headache: 'yes',
    headache_intensity: 8,
    headache_start: '07:30',
    headache_end: '13:30',
    headache_pain_location: 'Both temples',
    medication_taken: 'Ibuprofen 400 mg',
    sleep_hours: 5.5,
    stress_level: 8,
  });
  await saveEntryThroughApi(page.request, patientToken, { input_date: NEWER_DAY, headache: 'no', sleep_hours: 7.5, stress_level: 2, mood: 'Rested' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Patients' })).toBeVisible();
  const row = triageTable(page).getByRole('row', { name: /Petra Cards/ });
  await expect(row.getByText(patient.email)).toBeVisible();
  // Only the doctor's own patients: the demo patients belong to the demo doctors.
  await expect(page.getByText(DEMO_ACCOUNTS.premiumPatient.email)).toHaveCount(0);
  await row.getByRole('link', { name: 'Check diary of Petra Cards' }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Petra Cards' })).toBeVisible();

  const readable = (day: string) =>
    new Date(`${day}T00:00:00`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const older = page.getByRole('button', { name: new RegExp(`^${readable(OLDER_DAY).replace(/ /, ',? ')}`) });
  const newer = page.getByRole('button', { name: new RegExp(`^${readable(NEWER_DAY).replace(/ /, ',? ')}`) });
  await expect(older).toContainText('Headache 8/10, 07:30-13:30 (6 h)');
  await expect(older).toContainText('Ibuprofen 400 mg');
  await expect(newer).toContainText('No headache');
  await expect(older).toHaveAttribute('aria-expanded', 'false');

  await newer.click();
  await older.click();
  await expect(newer).toHaveAttribute('aria-expanded', 'true');
  await expect(older).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Both temples')).toBeVisible();
  await expect(page.getByText('Rested')).toBeVisible();
  await saveScreen(page, 'doctor-patient-page-1280');

  // The address is the page: opened again it shows the same patient.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Petra Cards' })).toBeVisible();
  await page.getByRole('link', { name: 'All patients' }).click();
  await expect(page).toHaveURL(/\/patients$/);
});

test("another doctor's patient is not found", async ({ page, loginAsNew }) => {
  const doctor = await loginAsNew('doctor', { name: 'Olga', surname: 'Other' });
  const stranger = await createClinicAccount(page.request, 'patient', { name: 'Sara', surname: 'Stranger', doctorEmail: DEMO_ACCOUNTS.doctor.email });
  expect(doctor.email).not.toBe(DEMO_ACCOUNTS.doctor.email);
  await page.goto(`/patients/${stranger.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Patient not found' })).toBeVisible();
  await expect(page.getByText('Sara Stranger')).toHaveCount(0);
});

test('a patient without entries gets a calm sentence', async ({ page, loginAsNew }) => {
  // The free plan has no diary, so this patient never has entries.
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Frida', surname: 'Free', plan: 'Free' });
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByText('Frida Free has not written any diary entries yet.')).toBeVisible();
});

test('an empty patient list asks for a refresh', async ({ page, loginAsNew }) => {
  // A new doctor has no patients yet.
  await loginAsNew('doctor');
  await page.goto('/patients');
  await expect(page.getByText('Please refresh Patients list', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('the patient list and page fit a phone', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Pia', surname: 'Phone' });
  await page.goto('/patients');
  await expect(patientCard(page, 'Pia Phone')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'diary-doctor-375');
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a long diary comes 30 entries at a time, older ones on request', async ({ page, loginAsNew }) => {
  test.slow();
  // A patient with 35 days of diary (yesterday back).
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Paula', surname: 'Pager' });
  const patientToken = await apiToken(page.request, patient.username, patient.password);
  const days = Array.from({ length: 35 }, (_, index) => isoDay(-1 - index));
  for (const day of days) await saveEntryThroughApi(page.request, patientToken, { input_date: day, headache: 'no', sleep_hours: 7, stress_level: 3 });
  const pages: { limit: string | null; before: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/diaries/user/${patient.id}`) pages.push({ limit: url.searchParams.get('limit'), before: url.searchParams.get('before') });
  });

  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paula Pager' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Diary entries' }).getByRole('button', { name: /No headache$/ });
  const showOlder = page.getByRole('button', { name: 'Show older entries' });

  // The newest 30, newest first.
  await expect(cards).toHaveCount(30);
  await expect(showOlder).toBeVisible();

  // The rest, from below the oldest date shown; a page that is not full is the last.
  await showOlder.click();
  await expect(cards).toHaveCount(35);
  await expect(showOlder).toHaveCount(0);
  expect(pages).toEqual([
    { limit: '30', before: null },
    { limit: '30', before: days[29] },
  ]);
});
