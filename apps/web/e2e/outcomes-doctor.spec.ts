import { apiToken, createClinicAccount, expect, saveScreen, test } from './fixtures';
import { downloadReport, saveElementScreen, seedDiary, trendsChart, trendsSection } from './outcomes-helpers';

test('a doctor sorts the patients by migraine days, opens one with the chart, adds a treatment and downloads the report', async ({ page, loginAsNew }) => {
  test.slow();
  // A doctor of this journey alone, with three patients of different loads.
  const doctor = await loginAsNew('doctor', { name: 'Dora', surname: 'Sorter' });
  const heavy = await createClinicAccount(page.request, 'patient', { name: 'Hana', surname: 'Heavy', doctorEmail: doctor.email });
  const light = await createClinicAccount(page.request, 'patient', { name: 'Lena', surname: 'Light', doctorEmail: doctor.email });
  await createClinicAccount(page.request, 'patient', { name: 'Quinn', surname: 'Quiet', doctorEmail: doctor.email });
  await seedDiary(page.request, await apiToken(page.request, heavy.username, heavy.password), {
    days: 60,
    migraineEvery: (daysAgo) => (daysAgo <= 30 ? 2 : 6),
  });
  await seedDiary(page.request, await apiToken(page.request, light.username, light.password), { days: 30, migraineEvery: 6 });

  const listed = await page.request.get('/api/doctors/patients', { headers: { Authorization: `Bearer ${doctor.token}` } });
  const heavyNumbers = ((await listed.json()) as { id: string; migraine_days_30: number; acute_medication_days_30: number }[]).find(
    (item) => item.id === heavy.id,
  );
  expect(heavyNumbers?.migraine_days_30).toBeGreaterThanOrEqual(14);

  await page.goto('/patients');
  const table = page.getByRole('table', { name: 'Last 30 days' });
  const names = () => table.getByRole('rowheader');
  await expect(names()).toHaveCount(3);

  const migraineHeader = table.getByRole('columnheader', { name: 'Migraine days' });
  await expect(migraineHeader).toHaveAttribute('aria-sort', 'none');
  await migraineHeader.getByRole('button').click();
  await expect(migraineHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(names()).toHaveText(['Hana Heavy', 'Lena Light', 'Quinn Quiet']);
  const heavyRow = table.getByRole('row', { name: /Hana Heavy/ });
  await expect(heavyRow.getByRole('cell').first()).toHaveText(String(heavyNumbers?.migraine_days_30));
  await expect(heavyRow.getByRole('cell').nth(1)).toHaveText(`${heavyNumbers?.acute_medication_days_30}Overuse`);
  // A triptan every other day: over the ICHD-3 8.2 limit of 10 days.
  await expect(heavyRow.getByText('Overuse', { exact: true })).toBeVisible();
  // Three times the migraine days of the 30 days before: the arrow up, said in words.
  await expect(heavyRow.getByRole('cell').nth(2)).toHaveText('More migraine days than the 30 days before');
  await expect(table.getByRole('row', { name: /Quinn Quiet/ }).getByRole('cell')).toHaveText(['0', '0', /No trend yet$/, '0 of 30']);
  // The cards below follow the same order.
  await expect(page.getByRole('list', { name: 'Patients' }).getByRole('heading', { level: 3 })).toHaveText(['Hana Heavy', 'Lena Light', 'Quinn Quiet']);

  await migraineHeader.getByRole('button').click();
  await expect(migraineHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(names()).toHaveText(['Quinn Quiet', 'Lena Light', 'Hana Heavy']);
  await saveScreen(page, 'outcomes-doctor-list-sorted');

  await table.getByRole('button', { name: 'Open Hana Heavy' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Diary of Hana Heavy' })).toBeVisible();
  const trends = trendsSection(page);
  await expect(await trendsChart(page)).toBeVisible();
  await expect(trends.getByText(/^Medication overuse pattern \(ICHD-3 8\.2\): triptans on \d+ days \(limit 10\)/)).toBeVisible();

  // The doctor records a treatment for the patient.
  const treatments = page.getByRole('region', { name: 'Preventive treatments' });
  await treatments.getByRole('button', { name: 'Add treatment' }).click();
  await treatments.getByRole('combobox', { name: 'Medicine' }).fill('Erenumab');
  await treatments.getByRole('button', { name: 'Save treatment' }).click();
  await expect(treatments.getByText('Erenumab has been added.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Headache disability (MIDAS)' }).getByText('No MIDAS score yet.')).toBeVisible();
  await saveScreen(page, 'outcomes-doctor-patient');
  await saveElementScreen(trends, 'outcomes-doctor-trends');

  const report = await downloadReport(page);
  expect(report.head).toBe('%PDF-');
  expect(report.fileName).toMatch(/\.pdf$/);
});

test("the doctor corrects, stops and deletes a patient's treatment", async ({ page, loginAsNew }) => {
  const doctor = await loginAsNew('doctor', { name: 'Dirk', surname: 'Stopper' });
  const patient = await createClinicAccount(page.request, 'patient', { name: 'Sven', surname: 'Stopped', doctorEmail: doctor.email });
  const token = await apiToken(page.request, patient.username, patient.password);
  const created = await page.request.post('/api/treatments', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Topiramat', started_on: '2026-01-15' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/patients');
  await page.getByRole('table', { name: 'Last 30 days' }).getByRole('button', { name: 'Open Sven Stopped' }).click();
  const treatments = page.getByRole('region', { name: 'Preventive treatments' });
  await expect(treatments.getByText('Started 15 January 2026, still taken')).toBeVisible();

  // A mistyped name and start date are corrected in place; the treatment keeps its id and response.
  await treatments.getByRole('button', { name: 'Change Topiramat' }).click();
  const change = page.getByRole('dialog', { name: 'Change Topiramat' });
  await expect(change.getByRole('combobox', { name: 'Medicine' })).toHaveValue('Topiramat');
  await expect(change.getByLabel('Started on')).toHaveValue('2026-01-15');
  await change.getByLabel('Started on').fill('2026-04-01');
  await change.getByLabel('Stopped on').fill('2026-03-01');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(change.getByText('The stop date must not be before the start')).toBeVisible();
  await saveScreen(page, 'outcomes-treatment-change');
  await change.getByLabel('Stopped on').fill('');
  await change.getByLabel('Started on').fill('2026-01-05');
  await change.getByRole('combobox', { name: 'Medicine' }).fill('Topiramate');
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(treatments.getByText('The changes to Topiramate have been saved.')).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(treatments.getByText('Started 5 January 2026, still taken')).toBeVisible();
  const stored = await page.request.get('/api/treatments', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await stored.json()) as { id: string; name: string; started_on: string }[]).map(({ id, name, started_on }) => ({ id, name, started_on }))).toEqual([
    { id: ((await created.json()) as { id: string }).id, name: 'Topiramate', started_on: '2026-01-05' },
  ]);

  await treatments.getByRole('button', { name: 'Stop Topiramate' }).click();
  const stop = page.getByRole('dialog', { name: 'Stop Topiramate' });
  await stop.getByLabel('Stopped on').fill('2026-04-30');
  await stop.getByRole('button', { name: 'Stop treatment' }).click();
  await expect(treatments.getByText('Started 5 January 2026, stopped 30 April 2026')).toBeVisible();

  await treatments.getByRole('button', { name: 'Delete Topiramate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Topiramate?' });
  await confirm.getByRole('button', { name: 'Delete treatment' }).click();
  await expect(treatments.getByText('Topiramate has been deleted.')).toBeVisible();
  await expect(treatments.getByText('No preventive treatments recorded yet.')).toBeVisible();
});
