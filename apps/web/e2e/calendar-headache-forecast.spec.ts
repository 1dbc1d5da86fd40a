import type { Page } from '@playwright/test';
import { expect, saveScreen, test } from './fixtures';
import { calendar, expectNoSidewaysScroll, isoDay, openCalendarMonth, readableDay, saveEntryThroughApi, saveWindowScreen } from './diary-helpers';

// Issue 34, points 4 and 5: the calendar shows which days hurt, and the forecast is honest about
// what it knows and explains itself. On a phone, where patients look at it.

/** The bearer token of the journey's own patient, for writing its diary through the API. */
let token: string;

test.beforeEach(async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  ({ token } = await loginAsNew('patient', { agentId: 1 }));
});

const forecastButton = (page: Page, isoDate: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\d{1,3}% Headache|Not enough diary yet), ${readableDay(isoDate)}$`) });

test('a patient with a few diary days sees each day’s headache without opening it', async ({ page }) => {
  const days = [
    { day: isoDay(-3), entry: { headache: 'yes' as const, headache_intensity: 7 }, badge: '7', words: 'Headache, intensity 7' },
    { day: isoDay(-2), entry: { headache: 'no' as const }, badge: '', words: 'No headache' },
    { day: isoDay(-1), entry: { headache: 'yes' as const, headache_intensity: 3 }, badge: '3', words: 'Headache, intensity 3' },
  ];
  for (const { day, entry } of days) await saveEntryThroughApi(page.request, token, { input_date: day, sleep_hours: 7, stress_level: 4, ...entry });

  for (const { day, badge, words } of days) {
    await openCalendarMonth(page, day);
    const event = calendar(page).diaryEvent(day);
    // The title stays the specification's, the headache comes with it: a number and a bolt
    // (struck out for none) that can be seen, the same in words for a screen reader.
    await expect(event).toBeVisible();
    await expect(event).toHaveAccessibleDescription(words);
    const mark = event.locator('.headache-badge');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText(badge);
    await expect(mark.locator('svg')).toHaveClass(badge ? /tabler-icon-bolt(?!-off)/ : /tabler-icon-bolt-off/);
  }
  const legend = page.getByRole('list', { name: 'How to read the calendar' });
  await expect(legend).toContainText('Headache, intensity 1 to 10');
  await expect(legend).toContainText('No headache');
  await expect(legend).toContainText('Tap a forecast to see why');
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'calendar-headache-days-390');

  // Three days are not yet enough for a forecast of the patient's own, and the calendar says so.
  await page.goto('/diary-history');
  await expect(page.getByText('Not enough diary yet for your own forecast')).toBeVisible();
  await expect(page.getByText(/it becomes yours after 14 diary days, and you have 3\./)).toBeVisible();
  // The entry itself still opens from its event.
  await openCalendarMonth(page, days[0]!.day);
  await calendar(page).diaryEvent(days[0]!.day).click();
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(days[0]!.day)}` });
  await expect(modal.getByText('Headache intensity')).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
});

test('a patient without a diary sees an honest forecast that explains itself', async ({ page }) => {
  const tomorrow = isoDay(1);
  await openCalendarMonth(page, tomorrow);
  const forecast = forecastButton(page, tomorrow);
  await expect(forecast).toHaveAccessibleName(`Not enough diary yet, ${readableDay(tomorrow)}`);
  // No population number passed off as the patient's.
  await expect(page.getByRole('button', { name: /% Headache,/ })).toHaveCount(0);
  // The phone's short title.
  await expect(forecast.locator('.event-title-short')).toBeVisible();
  await expect(forecast.locator('.event-title-short')).toHaveText('?%');
  await expect(page.getByText(/you have 0\./)).toBeVisible();
  await saveScreen(page, 'calendar-no-diary-390');

  await forecast.click();
  const dialog = page.getByRole('dialog', { name: /^Headache forecast, / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Not enough diary yet', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('With no diary yet, there is only the number typical for people with migraine: 25% on any day.');
  await expect(dialog).toContainText('That is not yet yours.');
  await expect(dialog).toContainText('Nothing in your diary or the weather moved it by a whole point.');
  await expect(dialog.getByRole('heading', { name: 'How sure it is: Not yet yours' })).toBeVisible();
  await expect(dialog).toContainText('Based on 0 diary days. It becomes your own forecast from 14 diary days.');
  await expectNoSidewaysScroll(page);
  await saveWindowScreen(page, 'forecast-explanation-no-diary-390');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // A desktop cell has room for the words.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(forecast.locator('.event-title-long')).toBeVisible();
  await expect(forecast.locator('.event-title-long')).toHaveText('Not enough diary yet');
  await saveScreen(page, 'calendar-no-diary-1280');
});

test('with two weeks of diary the forecast is the patient’s own, and says what raised it', async ({ page }) => {
  for (let back = 13; back >= 1; back -= 1) {
    const headache = back % 5 === 0 ? { headache: 'yes' as const, headache_intensity: 5 } : {};
    await saveEntryThroughApi(page.request, token, { input_date: isoDay(-back), sleep_hours: 7, stress_level: 4, ...headache });
  }
  await saveEntryThroughApi(page.request, token, { input_date: isoDay(0), headache: 'yes', headache_intensity: 8, sleep_hours: 3, stress_level: 4 });
  const tomorrow = isoDay(1);
  await openCalendarMonth(page, tomorrow);
  const forecast = forecastButton(page, tomorrow);
  await expect(forecast).toHaveAccessibleName(new RegExp(`^\\d{1,3}% Headache, ${readableDay(tomorrow)}$`));
  await expect(page.getByText('Not enough diary yet for your own forecast')).toHaveCount(0);

  await forecast.click();
  const dialog = page.getByRole('dialog', { name: /^Headache forecast, / });
  await expect(dialog.getByText(/^\d{1,3}% chance of a headache$/)).toBeVisible();
  await expect(dialog).toContainText(/A headache is expected on about \d+ in 10 days like it\./);
  await expect(dialog).toContainText(/On a usual day your chance is \d{1,3}%\./);
  // The model's own contributions: today's headache and short night raised tomorrow's chance.
  await expect(dialog.getByRole('listitem').filter({ hasText: /^A headache today: raised it by \d+ points?$/ })).toBeVisible();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: /^3 h of sleep logged today \(your usual is about [\d.]+ h\): raised it by \d+ points?$/ }),
  ).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'How sure it is: Somewhat sure' })).toBeVisible();
  await expect(dialog).toContainText('Based on 14 diary days.');
  await saveWindowScreen(page, 'forecast-explanation-390');
  await dialog.getByRole('button', { name: 'Close forecast' }).click();
  await expect(dialog).toBeHidden();
});
