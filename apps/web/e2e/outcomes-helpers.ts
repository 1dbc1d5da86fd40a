import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { aDiaryInput } from '@cephalo/shared/testing/diary-entry-builder';
import { expect } from './fixtures';
import { isoDay, saveEntryThroughApi } from './diary-helpers';

/**
 * A migraine day as the outcomes count it (docs/decisions/013): a headache treated with a
 * triptan, of 7 hours, one-sided and throbbing, with nausea.
 */
const migraineDay = (date: string) =>
  aDiaryInput({
    input_date: date,
    headache: 'yes',
    headache_start: '08:00',
    headache_end: '15:00',
    headache_intensity: 7,
    headache_pain_description: 'Throbbing',
    headache_pain_location: 'Left side',
    headache_associated_symptoms_nausea: true,
    medication_taken: 'Sumatriptan 50 mg',
    sleep_hours: 6,
    stress_level: 6,
  });

/** A mild headache with a simple painkiller: a headache day and an acute medication day, not a migraine day. */
const tensionDay = (date: string) =>
  aDiaryInput({ input_date: date, headache: 'yes', headache_intensity: 3, medication_taken: 'Ibuprofen 400 mg', sleep_hours: 7, stress_level: 4 });

const calmDay = (date: string) => aDiaryInput({ input_date: date, headache: 'no', sleep_hours: 7.5, stress_level: 3 });

/**
 * Writes a diary for the days before today (yesterday back `days` days) through the API: a
 * migraine day every `migraineEvery` days (a number, or one per day back for a changing load), a painkiller day every 9th, calm days between, and
 * no entries for the days `skip` names (a month with gaps).
 */
export async function seedDiary(
  request: APIRequestContext,
  token: string,
  { days, migraineEvery, skip = () => false }: { days: number; migraineEvery: number | ((daysAgo: number) => number); skip?: (daysAgo: number) => boolean },
): Promise<void> {
  const entries = Array.from({ length: days }, (_, index) => index + 1)
    .filter((daysAgo) => !skip(daysAgo))
    .map((daysAgo) => {
      const date = isoDay(-daysAgo);
      const every = typeof migraineEvery === 'number' ? migraineEvery : migraineEvery(daysAgo);
      return daysAgo % every === 0 ? migraineDay(date) : daysAgo % 9 === 0 ? tensionDay(date) : calmDay(date);
    });
  // A few at a time: quicker than one by one, and kind to the two shared cores.
  for (let start = 0; start < entries.length; start += 6) {
    await Promise.all(entries.slice(start, start + 6).map((entry) => saveEntryThroughApi(request, token, entry)));
  }
}

/** The outcomes the API gives the patient, to compare the screen with. */
export async function ownOutcomes(request: APIRequestContext, token: string) {
  const response = await request.get('/api/outcomes?months=12', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    months: { month: string; migraine_days: number; headache_days: number; acute_medication_days: number; days_with_entry: number; days_counted: number }[];
    window_28_days: { migraine_days: number; headache_days: number; acute_medication_days: number; days_with_entry: number; days_counted: number };
  };
}

/** The trends section of a page. */
export const trendsSection = (page: Page) => page.getByRole('region', { name: 'Trends' });

/** The chart of the trends section, brought into view: it loads only when near the window. */
export const trendsChart = async (page: Page): Promise<Locator> => {
  await trendsSection(page).getByRole('heading', { name: 'Trends' }).scrollIntoViewIfNeeded();
  return trendsSection(page).getByRole('img', { name: /^Bar chart of migraine days, headache days and acute medication days per month from / });
};

/** The value of one of the "Last 28 days" tiles. */
export const recentNumber = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Last 28 days' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

/** Clicks "Download report (PDF)" and gives the saved file's name and first bytes. */
export async function downloadReport(page: Page): Promise<{ fileName: string; head: string; size: number }> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const download = await downloadPromise;
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  return { fileName: download.suggestedFilename(), head: file.subarray(0, 5).toString('latin1'), size: file.length };
}

/** Clicks "Download report (PDF)" and gives the report's text as pdftotext reads it. */
export async function downloadReportText(page: Page): Promise<string> {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download report (PDF)' }).click();
  const download = await downloadPromise;
  const file = path.resolve(import.meta.dirname, '../../../.tmp/screens', `report-${Date.now()}-${process.pid}.pdf`);
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** A screenshot of one part of the page (the chart at full size), next to the saveScreen ones. */
export const saveElementScreen = async (locator: Locator, name: string): Promise<void> => {
  await locator.screenshot({ path: path.resolve(import.meta.dirname, '../../../.tmp/screens', `${name}.png`) });
};

/**
 * Scrolls to the end of the calendar page: the trends below the month grid load only when they
 * come near the window (issue 14), so a journey brings them into view as a person would.
 */
export const scrollToTrends = async (page: Page): Promise<void> => {
  // Again while the page still grows (the month grid arrives after the first scroll, say).
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(trendsSection(page)).toBeAttached({ timeout: 1_000 });
  }).toPass();
};
