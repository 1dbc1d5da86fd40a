import { apiToken, createClinicAccount, expect, saveScreen, test } from './fixtures';
import { downloadReportText, saveElementScreen, seedDiary, trendsChart, trendsSection } from './outcomes-helpers';

test('the list, the patient page and the PDF report give the same numbers of the last 28 days', async ({ page, loginAsNew }) => {
  test.slow();
  // A doctor of this journey alone, with three patients of different loads.
  const doctor = await loginAsNew('doctor', { name: 'Dora', surname: 'Sorter' });
  const heavy = await createClinicAccount(page.request, 'patient', { name: 'Hana', surname: 'Heavy', doctorEmail: doctor.email });
  const light = await createClinicAccount(page.request, 'patient', { name: 'Lena', surname: 'Light', doctorEmail: doctor.email });
  await createClinicAccount(page.request, 'patient', { name: 'Quinn', surname: 'Quiet', doctorEmail: doctor.email });
  // Crafted so the windows matter: a migraine day every other day in the last 28 days (days 2..28
  // back: 14), every sixth day before; a 30-day count would take day 29 and 30 too.
  await seedDiary(page.request, await apiToken(page.request, heavy.username, heavy.password), {
    days: 60,
    migraineEvery: (daysAgo) => (daysAgo <= 28 ? 2 : daysAgo <= 30 ? 1 : 6),
  });
  await seedDiary(page.request, await apiToken(page.request, light.username, light.password), { days: 30, migraineEvery: 6 });

  const listed = await page.request.get('/api/doctors/patients', { headers: { Authorization: `Bearer ${doctor.token}` } });
  const heavyNumbers = ((await listed.json()) as { id: string; migraine_days_28: number; acute_medication_days_28: number; days_with_entry_28: number }[]).find(
    (item) => item.id === heavy.id,
  )!;
  // Days 1..27 back are in the window: the even ones, 2..26, are 13 migraine days (30 days would count 16).
  expect(heavyNumbers.migraine_days_28).toBe(13);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/patients');
  const table = page.getByRole('table', { name: /^Last 28 days, up to today/ });
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  // Overuse (triptans on more than 10 days) comes first, with the reason.
  const heavyRow = table.getByRole('row').nth(1);
  await expect(heavyRow.getByRole('link', { name: 'Hana Heavy', exact: true })).toBeVisible();
  await expect(heavyRow.getByText(`Medication overuse: ${heavyNumbers.acute_medication_days_28} acute medication days in the last 28 days`)).toBeVisible();
  const cells = heavyRow.getByRole('cell');
  // The migraine days with the trend beside them (said in words to a screen reader).
  await expect(cells.nth(1)).toHaveText(new RegExp(`^${heavyNumbers.migraine_days_28}More migraine days than the 28 days before$`));
  await expect(cells.nth(2)).toHaveText(`${heavyNumbers.acute_medication_days_28}Overuse`);
  await expect(cells.nth(4)).toHaveText(`${heavyNumbers.days_with_entry_28} of 28`);

  const migraineHeader = table.getByRole('columnheader', { name: 'Migraine days' });
  await migraineHeader.getByRole('button').click();
  await expect(migraineHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader')).toHaveText([/^Hana Heavy/, /^Lena Light/, /^Quinn Quiet/]);
  await saveScreen(page, 'outcomes-doctor-list-sorted');

  await heavyRow.getByRole('link', { name: 'Hana Heavy', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${heavy.id}$`));
  const summary = page.getByRole('region', { name: 'Last 28 days' }).first();
  await expect(summary.getByText('Migraine days', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText(String(heavyNumbers.migraine_days_28));
  // The trends' own last-28-days tiles count the same window.
  await expect(await trendsChart(page)).toBeVisible();
  const trends = trendsSection(page);
  await expect(
    trends.getByRole('region', { name: 'Last 28 days' }).getByText('Migraine days', { exact: true }).locator('xpath=following-sibling::*[1]'),
  ).toHaveText(String(heavyNumbers.migraine_days_28));
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

  // The PDF names the clinic, the doctor, the patient and the period, and counts the same 28 days.
  const text = await downloadReportText(page);
  expect(text).toMatch(/Clinic: \S/);
  expect(text).toContain('Doctor: Dora Sorter');
  expect(text).toContain('Patient: Hana Heavy');
  expect(text).toMatch(/Period: 1 \w+ \d{4} to \d{1,2} \w+ \d{4}/);
  const words = (sentence: string) => sentence.split(' ').join('\\s+');
  expect(text).toMatch(
    new RegExp(
      `Last\\s+28\\s+days\\s+\\([^)]*\\):\\s+${words(`${heavyNumbers.migraine_days_28} migraine days, ${heavyNumbers.acute_medication_days_28} acute medication days`)}`,
    ),
  );
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
  await page.getByRole('link', { name: 'Check diary of Sven Stopped' }).click();
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
