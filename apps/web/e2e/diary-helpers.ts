import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { DiaryInputBody } from '@cephalo/shared/testing/diary-entry-builder';
import { expect } from './fixtures';

/** yyyy-MM-dd of today plus `offset` days, in the zone of the test run (the browser's zone too). */
export const isoDay = (offset: number): string => format(addDays(new Date(), offset), 'yyyy-MM-dd');

/** "12 May 2025", as the diary screens name a date. */
export const readableDay = (isoDate: string): string => format(new Date(`${isoDate}T00:00:00`), 'd MMMM yyyy');

export const monthLabel = (isoDate: string): string => format(new Date(`${isoDate}T00:00:00`), 'MMMM yyyy');

const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Saves an entry through the API (for journeys about reading entries, not about the form). */
export const saveEntryThroughApi = async (request: APIRequestContext, token: string, entry: DiaryInputBody): Promise<{ id: string }> => {
  const response = await request.post('/api/diaries', {
    headers: { Authorization: `Bearer ${token}`, 'x-time-zone': TIME_ZONE },
    data: entry,
  });
  expect([200, 201], `saving the entry of ${entry.input_date}`).toContain(response.status());
  return (await response.json()) as { id: string };
};

/** The calendar's parts, found as a person would find them. */
export const calendar = (page: Page) => ({
  month: page.getByRole('heading', { level: 2 }).first(),
  previous: page.getByRole('button', { name: 'Previous month' }),
  next: page.getByRole('button', { name: 'Next month' }),
  diaryEvent: (isoDate: string): Locator => page.getByRole('button', { name: `Diary added, ${readableDay(isoDate)}`, exact: true }),
  forecastEvents: (): Locator => page.locator('.event-label').filter({ hasText: /^\d{1,3}% Headache/ }),
});

export const openCalendarMonth = async (page: Page, isoDate: string): Promise<void> => {
  await page.goto(`/diary-history?month=${isoDate.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 2, name: monthLabel(isoDate) })).toBeVisible();
};

/** The form's fields, by their labels. */
export const diaryForm = (page: Page) => {
  const form = page.getByRole('form', { name: 'Daily Headache Diary' });
  return {
    form,
    date: form.getByRole('textbox', { name: 'Date', exact: true }),
    headache: form.getByRole('radiogroup', { name: 'Headache' }),
    headacheStart: form.getByLabel('Headache start'),
    headacheEnd: form.getByLabel('Headache end'),
    intensity: form.getByRole('slider', { name: 'Headache intensity' }),
    duration: form.getByLabel('Headache duration'),
    painDescription: form.getByLabel('Pain description'),
    painLocation: form.getByLabel('Pain location'),
    symptom: (name: string) => form.getByRole('checkbox', { name }),
    sleepHours: form.getByLabel('Sleep hours'),
    sleepQuality: form.getByLabel('Sleep quality'),
    stress: form.getByRole('slider', { name: 'Stress level' }),
    mood: form.getByLabel('Mood'),
    notes: form.getByLabel('Notes'),
  };
};

/** Moves a 1 to 10 slider to `value` with the keyboard, as a keyboard user would. */
export const setSlider = async (slider: Locator, value: number): Promise<void> => {
  await slider.focus();
  await slider.press('Home');
  for (let step = 1; step < value; step += 1) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
};

/** No sideways scrolling: the page is no wider than the window. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, 'page width').toBeLessThanOrEqual(widths.window);
};

/** A screenshot of the window only: a full-page one cuts an open modal apart. */
export const saveWindowScreen = async (page: Page, name: string): Promise<void> => {
  // Transitions are run to their end, so a modal that is still fading in is shown as it settles.
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../../../.tmp/screens', `${name}.png`), animations: 'disabled' });
};

/** Taps as a patient does, and counts them: the figure issue 34 asks for (taps to log an attack, to save a day). */
export const tapCounter = () => {
  let taps = 0;
  return {
    tap: async (target: Locator) => {
      taps += 1;
      await target.tap();
    },
    get count() {
      return taps;
    },
  };
};
