import { expect, saveScreen, test } from './fixtures';
import { downloadReport, scrollToTrends, seedDiary, trendsSection } from './outcomes-helpers';
import { isoDay } from './diary-helpers';

test('a patient downloads the report of the last 3 months as a PDF', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { name: 'Rosa', surname: 'Report' });
  await seedDiary(page.request, token, { days: 30, migraineEvery: 5 });
  const asked: { from: string | null; to: string | null; authorization: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/report.pdf')
      asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), authorization: request.headers().authorization });
  });

  await page.goto('/diary-history');
  await scrollToTrends(page);
  await expect(trendsSection(page).getByRole('button', { name: 'Download report (PDF)' })).toBeVisible();
  const report = await downloadReport(page);
  expect(report.head).toBe('%PDF-');
  expect(report.size).toBeGreaterThan(1000);
  expect(report.fileName).toMatch(/\.pdf$/);
  await expect(page.getByText(`The report has been downloaded as ${report.fileName}.`)).toBeVisible();
  // The last 3 months up to today, asked with the bearer token (a plain link would have none).
  expect(asked).toHaveLength(1);
  expect(asked[0]?.to).toBe(isoDay(0));
  // Three calendar months: from the first day of the month two months back (outcome-windows.ts).
  expect(asked[0]?.from).toMatch(/^\d{4}-\d{2}-01$/);
  expect(asked[0]?.authorization).toMatch(/^Bearer .+/);
  await saveScreen(page, 'outcomes-report-downloaded');
});

test('a chosen period is sent as from and to; a turned-round one cannot be asked', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { name: 'Pedro', surname: 'Period' });
  await page.goto('/diary-history');
  await scrollToTrends(page);
  const trends = trendsSection(page);
  await trends.getByRole('button', { name: 'Change period' }).click();
  await trends.getByLabel('From', { exact: true }).fill(isoDay(-10));
  await trends.getByLabel('To', { exact: true }).fill(isoDay(-20));
  await expect(trends.getByText('The start must not be after the end.')).toBeVisible();
  await expect(trends.getByRole('button', { name: 'Download report (PDF)' })).toBeDisabled();

  await trends.getByLabel('To', { exact: true }).fill(isoDay(-1));
  const requestPromise = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/report.pdf');
  const report = await downloadReport(page);
  const url = new URL((await requestPromise).url());
  expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([isoDay(-10), isoDay(-1)]);
  expect(report.head).toBe('%PDF-');
});
