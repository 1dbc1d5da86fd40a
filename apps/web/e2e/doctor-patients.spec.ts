import type { Page } from '@playwright/test';
import type { PlanName } from '@cephalo/shared/plans';
import { DEMO_ACCOUNTS, apiToken, createClinicAccount, expect, saveScreen, test, type LoginAsNew } from './fixtures';
import { expectNoSidewaysScroll, isoDay, saveEntryThroughApi } from './diary-helpers';
import { seedDiary } from './outcomes-helpers';

// Each journey has a fresh doctor of its own, so the list holds only the patients it made.
const OLDER_DAY = isoDay(-61);
const NEWER_DAY = isoDay(-60);

const patientCard = (page: Page, email: string) => page.getByRole('list', { name: 'Patients' }).getByRole('listitem').filter({ hasText: email });

/** Signs in a fresh doctor and gives them a fresh patient, whose diary the journey writes through the API. */
const newDoctorWithPatient = async (page: Page, loginAsNew: LoginAsNew, patient: { name: string; surname: string; plan?: PlanName }) => {
  const doctor = await loginAsNew('doctor', { name: 'Dana', surname: 'Reader' });
  return createClinicAccount(page.request, 'patient', { ...patient, doctorEmail: doctor.email });
};

test("a doctor reads a patient's diary as cards, one open at a time", async ({ page, loginAsNew }) => {
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Petra', surname: 'Cards' });
  const patientToken = await apiToken(page.request, patient.username, patient.password);
  await saveEntryThroughApi(page.request, patientToken, {
    input_date: OLDER_DAY,
    headache: 'yes',
    headache_intensity: 8,
    headache_pain_location: 'Both temples',
    sleep_hours: 5.5,
    stress_level: 8,
  });
  await saveEntryThroughApi(page.request, patientToken, { input_date: NEWER_DAY, headache: 'no', sleep_hours: 7.5, stress_level: 2, mood: 'Rested' });

  await page.goto('/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Patients' })).toBeVisible();
  const card = patientCard(page, patient.email);
  await expect(card.getByRole('heading', { name: 'Petra Cards' })).toBeVisible();
  // Only the doctor's own patients: the demo patients belong to the demo doctors.
  await expect(page.getByText(DEMO_ACCOUNTS.premiumPatient.email)).toHaveCount(0);
  await expect(page.getByText(DEMO_ACCOUNTS.secondPremiumPatient.email)).toHaveCount(0);

  await card.getByRole('button', { name: 'Check diary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Petra Cards' })).toBeVisible();
  const newer = page.getByRole('button', { name: `Date: ${NEWER_DAY}`, exact: true });
  const older = page.getByRole('button', { name: `Date: ${OLDER_DAY}`, exact: true });
  await expect(newer).toHaveAttribute('aria-expanded', 'false');
  await expect(older).toHaveAttribute('aria-expanded', 'false');

  await newer.click();
  await expect(newer).toHaveAttribute('aria-expanded', 'true');
  const newerPanel = page.getByRole('region', { name: `Date: ${NEWER_DAY}` });
  await expect(newerPanel.getByText('Mood')).toBeVisible();
  await expect(newerPanel.getByText('Rested')).toBeVisible();
  await expect(newerPanel.getByText('Headache start')).toHaveCount(0);

  await older.click();
  await expect(older).toHaveAttribute('aria-expanded', 'true');
  await expect(newer).toHaveAttribute('aria-expanded', 'false');
  const olderPanel = page.getByRole('region', { name: `Date: ${OLDER_DAY}` });
  await expect(olderPanel.getByText('Both temples')).toBeVisible();
  await expect(olderPanel.getByText('8 / 10').first()).toBeVisible();
  await saveScreen(page, 'diary-doctor-cards');

  await older.click();
  await expect(older).toHaveAttribute('aria-expanded', 'false');
});

test('a patient without entries gets a calm sentence', async ({ page, loginAsNew }) => {
  // The free plan has no diary, so this patient never has entries.
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Frida', surname: 'Free', plan: 'Free' });
  await page.goto('/patients');
  await patientCard(page, patient.email).getByRole('button', { name: 'Check diary' }).click();
  await expect(page.getByText('Frida Free has not written any diary entries yet.')).toBeVisible();
});

test('an empty patient list asks for a refresh', async ({ page, loginAsNew }) => {
  // A new doctor has no patients yet.
  await loginAsNew('doctor');
  await page.goto('/patients');
  await expect(page.getByText('Please refresh Patients list', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
});

test('the patient list fits a phone', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const patient = await newDoctorWithPatient(page, loginAsNew, { name: 'Pia', surname: 'Phone' });
  await page.goto('/patients');
  await expect(patientCard(page, patient.email)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'diary-doctor-375');
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

  await page.goto('/patients');
  await patientCard(page, patient.email).getByRole('button', { name: 'Check diary' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Paula Pager' })).toBeVisible();
  const cards = page.getByRole('button', { name: /^Date: \d{4}-\d{2}-\d{2}$/ });
  const showOlder = page.getByRole('button', { name: 'Show older entries' });

  // The newest 30, newest first.
  await expect(cards).toHaveCount(30);
  await expect(cards.first()).toHaveAccessibleName(`Date: ${days[0]}`);
  await expect(cards.last()).toHaveAccessibleName(`Date: ${days[29]}`);
  await expect(showOlder).toBeVisible();
  await saveScreen(page, 'diary-doctor-paging');

  // The rest, from below the oldest date shown; a page that is not full is the last.
  await showOlder.click();
  await expect(cards).toHaveCount(35);
  await expect(cards.last()).toHaveAccessibleName(`Date: ${days[34]}`);
  await expect(showOlder).toHaveCount(0);
  expect(pages).toEqual([
    { limit: '30', before: null },
    { limit: '30', before: days[29] },
  ]);
});

test('a doctor with many patients pages, sorts and searches the whole list on the server', async ({ page, loginAsNew }) => {
  test.slow();
  // 26 patients: one more page than a page of 24 holds. Surnames give the list's order.
  const doctor = await loginAsNew('doctor', { name: 'Mira', surname: 'Many' });
  const surnames = Array.from({ length: 26 }, (_, index) => `Pager ${String(index + 1).padStart(2, '0')}`);
  const patients = [];
  for (const surname of surnames) patients.push(await createClinicAccount(page.request, 'patient', { name: 'Pat', surname, doctorEmail: doctor.email }));
  // The last by surname has migraine days: sorting by them must bring her from page 2 to the top.
  const last = patients.at(-1)!;
  await seedDiary(page.request, await apiToken(page.request, last.username, last.password), { days: 10, migraineEvery: 2 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/doctors/patients') asked.push(url.search);
  });

  await page.goto('/patients');
  const table = page.getByRole('table', { name: 'Last 30 days' });
  const names = table.getByRole('rowheader');
  const cards = page.getByRole('list', { name: 'Patients' }).getByRole('heading', { level: 3 });
  const pages = page.getByRole('navigation', { name: 'Pages of the patient list' });
  await expect(names).toHaveCount(24);
  await expect(names.first()).toHaveText('Pat Pager 01');
  await expect(cards).toHaveCount(24);
  await expect(page.getByText('Patients 1–24 of 26')).toBeVisible();
  await saveScreen(page, 'doctor-patients-paged');

  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(names).toHaveText(['Pat Pager 25', 'Pat Pager 26']);
  await expect(cards).toHaveText(['Pat Pager 25', 'Pat Pager 26']);
  await expect(page.getByText('Patients 25–26 of 26')).toBeVisible();

  // Most migraine days first over all 26, from the first page again.
  const migraineHeader = table.getByRole('columnheader', { name: 'Migraine days' });
  await migraineHeader.getByRole('button').click();
  await expect(migraineHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names.first()).toHaveText('Pat Pager 26');
  await expect(names).toHaveCount(24);
  await expect(page.getByText('Patients 1–24 of 26')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search patients' });
  await search.fill('pager 07');
  await expect(names).toHaveText(['Pat Pager 07']);
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  await expect(pages).toHaveCount(0);
  await search.fill('nobody');
  await expect(page.getByText('No patient matches “nobody”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(names).toHaveCount(24);
  await saveScreen(page, 'doctor-patients-searched-back');

  // Every ask was for one page, sorted and searched by the server.
  expect(asked.every((query) => /[?&]limit=24(&|$)/.test(query))).toBe(true);
  expect(asked).toContain('?offset=24&limit=24');
  expect(asked).toContain('?offset=0&limit=24&sort=migraine_days_30&direction=descending&search=pager%2007');
});
