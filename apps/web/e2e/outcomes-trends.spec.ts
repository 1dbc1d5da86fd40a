import { format } from 'date-fns';
import { DEMO_ACCOUNTS, expect, saveScreen, test } from './fixtures';
import { expectNoSidewaysScroll } from './diary-helpers';
import { ownOutcomes, recentNumber, saveElementScreen, scrollToTrends, seedDiary, trendsChart, trendsSection } from './outcomes-helpers';

test('a patient with months of diary sees the trends chart and numbers, then adds a treatment', async ({ page, loginAsNew }) => {
  test.slow();
  const { token } = await loginAsNew('patient', { name: 'Tara', surname: 'Trends', doctorEmail: DEMO_ACCOUNTS.doctor.email });
  // 100 days back, a migraine every 4th day; days 50-75 ago left empty, so a month has gaps.
  await seedDiary(page.request, token, { days: 100, migraineEvery: 4, skip: (daysAgo) => daysAgo >= 50 && daysAgo <= 75 });
  const outcomes = await ownOutcomes(page.request, token);
  const recent = outcomes.window_28_days;
  expect(recent.migraine_days).toBeGreaterThan(4);

  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/diary-history');
  // Below the month grid, the trends (their code and chart.js with them) wait until scrolled near.
  await expect(page.getByRole('table', { name: format(new Date(), 'MMMM yyyy') })).toBeVisible();
  await expect(trendsSection(page)).toHaveCount(0);
  expect(scripts.filter((script) => script.includes('trends-chart') || script.includes('outcome-parts'))).toEqual([]);
  await scrollToTrends(page);
  const trends = trendsSection(page);
  await expect(trends.getByRole('heading', { level: 2, name: 'Trends' })).toBeAttached();
  await expect(recentNumber(page, 'Migraine days')).toHaveText(String(recent.migraine_days));
  await expect(await trendsChart(page)).toBeVisible();
  expect(scripts.filter((script) => script.includes('trends-chart'))).toHaveLength(1);

  // The last 28 days as the API counts them, and the overuse status in words.
  await expect(recentNumber(page, 'Migraine days')).toHaveText(String(recent.migraine_days));
  await expect(recentNumber(page, 'Headache days')).toHaveText(String(recent.headache_days));
  await expect(recentNumber(page, 'Acute medication days')).toHaveText(String(recent.acute_medication_days));
  await expect(recentNumber(page, 'Days recorded')).toHaveText(`${recent.days_with_entry} of ${recent.days_counted}`);
  await expect(trends.getByText(/medication overuse|No acute medication days/i)).toBeVisible();

  // A month with gaps is named under the chart.
  const gapMonth = outcomes.months.find((month) => month.days_counted > 0 && month.days_with_entry / month.days_counted < 0.8 && month.days_with_entry > 0);
  expect(gapMonth, 'a month with gaps in the seeded diary').toBeDefined();
  const gapLabel = format(new Date(`${gapMonth?.month ?? ''}-01T00:00:00`), 'MMM yyyy');
  await expect(trends.getByText(new RegExp(`${gapLabel}: ${gapMonth?.days_with_entry} of ${gapMonth?.days_counted} days recorded`))).toBeVisible();

  // The same numbers as a table, for anyone who opens it.
  await trends.getByRole('button', { name: 'Show the numbers as a table' }).click();
  const table = trends.getByRole('table', { name: 'Monthly numbers' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const last = outcomes.months.at(-2);
  if (!last) throw new Error('no months');
  const lastRow = table.getByRole('row', { name: new RegExp(`^${format(new Date(`${last.month}-01T00:00:00`), 'MMM yyyy')} `) });
  await expect(lastRow.getByRole('cell')).toHaveText([
    String(last.migraine_days),
    String(last.headache_days),
    String(last.acute_medication_days),
    `${last.days_with_entry} of ${last.days_counted}`,
  ]);
  await saveScreen(page, 'outcomes-trends-calendar');

  // A treatment from the picker on the profile.
  await page.goto('/profile');
  const treatments = page.getByRole('region', { name: 'Preventive treatments' });
  await treatments.getByRole('button', { name: 'Add treatment' }).click();
  await treatments.getByRole('combobox', { name: 'Medicine' }).fill('Propr');
  await page.getByRole('option', { name: 'Propranolol' }).click();
  await treatments.getByRole('button', { name: 'Save treatment' }).click();
  await expect(treatments.getByText('Propranolol has been added.')).toBeVisible();
  await expect(treatments.getByRole('list', { name: 'Treatments' }).getByRole('listitem')).toHaveText([/Propranolol.*still taken/]);
  await saveScreen(page, 'outcomes-treatment-added');

  // Back on the calendar: the start is marked and the response is too early to read.
  await page.goto('/diary-history');
  await scrollToTrends(page);
  await expect(trends.getByText(`Dashed line: treatment started (Propranolol, ${format(new Date(), 'MMM yyyy')}).`)).toBeVisible();
  await expect(trends.getByText(/^Too early: response is read in months 2-3 of treatment/)).toBeVisible();
  await saveScreen(page, 'outcomes-trends-with-treatment');
  await saveElementScreen(trends, 'outcomes-trends-section');
});

test("the server's refusal of a treatment shows under its field", async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { name: 'Rita', surname: 'Refused' });
  await page.route('**/api/treatments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { detail: 'The treatment is not valid', errors: [{ field: 'started_on', message: 'started_on must not be in the future' }] },
        })
      : route.fallback(),
  );
  await page.goto('/profile');
  const treatments = page.getByRole('region', { name: 'Preventive treatments' });
  await treatments.getByRole('button', { name: 'Add treatment' }).click();
  await treatments.getByRole('combobox', { name: 'Medicine' }).fill('Riboflavin 400 mg');
  await treatments.getByRole('button', { name: 'Save treatment' }).click();
  await expect(treatments.getByLabel('Started on')).toHaveAccessibleDescription(/started_on must not be in the future/);
  await expect(treatments.getByText('The treatment was not saved')).toHaveCount(0);
});

test('the trends fit a phone 390 px wide', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { name: 'Pia', surname: 'Phone' });
  await seedDiary(page.request, token, { days: 40, migraineEvery: 3 });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/diary-history');
  await scrollToTrends(page);
  await expect(await trendsChart(page)).toBeVisible();
  await expect(recentNumber(page, 'Migraine days')).not.toHaveText('0');
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'outcomes-trends-390');
  await saveElementScreen(trendsSection(page), 'outcomes-trends-section-390');
});
