import { addMonths, differenceInCalendarDays, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek, subMonths } from 'date-fns';
import type { Locator, Page } from '@playwright/test';
import { aDiaryEntry } from '@cephalo/shared/testing/diary-entry-builder';
import { expect, saveScreen, test } from './fixtures';
import { calendar, expectNoSidewaysScroll, isoDay, monthLabel, openCalendarMonth, readableDay, saveEntryThroughApi, saveWindowScreen } from './diary-helpers';

const BRAND_GREEN = 'rgb(30, 127, 73)';
const FORECAST_RED = 'rgb(201, 42, 42)';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The bearer token of the journey's own patient, for writing its diary through the API. */
let token: string;

test.beforeEach(async ({ loginAsNew }) => {
  ({ token } = await loginAsNew('patient', { agentId: 1 }));
});

test('the calendar is a month view from Monday, with arrows and no view switcher', async ({ page }) => {
  const now = new Date();
  await page.goto('/diary-history');
  const parts = calendar(page);
  await expect(parts.month).toHaveText(format(now, 'MMMM yyyy'));

  // The calendar's own headers (the trends table below it has columns too).
  const headers = page.locator('.rbc-month-view').getByRole('columnheader');
  await expect(headers).toHaveCount(7);
  for (const [index, weekday] of WEEKDAYS.entries()) await expect(headers.nth(index)).toContainText(weekday);
  await expect(headers.first()).toContainText('🌙');

  for (const view of ['Month', 'Week', 'Work Week', 'Day', 'Agenda']) {
    await expect(page.getByRole('button', { name: view, exact: true })).toHaveCount(0);
  }
  await expect(page.locator('.rbc-toolbar')).toHaveCount(0);

  await parts.previous.click();
  await expect(parts.month).toHaveText(format(subMonths(now, 1), 'MMMM yyyy'));
  await expect(page).toHaveURL(`/diary-history?month=${format(subMonths(now, 1), 'yyyy-MM')}`);
  await parts.next.click();
  await parts.next.click();
  await expect(parts.month).toHaveText(format(addMonths(now, 1), 'MMMM yyyy'));
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(parts.month).toHaveText(format(now, 'MMMM yyyy'));
});

test('diary days are green "Diary added" events that open their entry', async ({ page }) => {
  const day = isoDay(-6);
  await saveEntryThroughApi(page.request, token, {
    input_date: day,
    headache: 'yes',
    headache_intensity: 5,
    headache_pain_location: 'Forehead',
    sleep_hours: 6.8,
    stress_level: 5,
    medication_taken: 'Paracetamol 500 mg',
  });

  await openCalendarMonth(page, day);
  const event = calendar(page).diaryEvent(day);
  await expect(event).toContainText('Diary added');
  await expect(page.locator('.calendar-event--diary').filter({ has: event })).toHaveCSS('background-color', BRAND_GREEN);
  await saveScreen(page, 'diary-calendar');

  // Keyboard: the event is a button.
  await event.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(day)}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Pain location')).toBeVisible();
  await expect(modal.getByText('Forehead')).toBeVisible();
  await expect(modal.getByText('Medication taken')).toBeVisible();
  await expect(modal.getByText('Paracetamol 500 mg')).toBeVisible();
  await expect(modal.getByText('Notes')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
});

test('with two weeks of diary the next five days carry a red "NN% Headache" forecast that explains itself', async ({ page }) => {
  // Below 14 diary days the forecast is not yet the patient's own and says so
  // (calendar-headache-forecast.spec.ts).
  for (let back = 13; back >= 0; back -= 1)
    await saveEntryThroughApi(page.request, token, { input_date: isoDay(-back), headache: 'no', sleep_hours: 7, stress_level: 4 });
  const expectedDays = [1, 2, 3, 4, 5].map(isoDay);
  await page.goto('/diary-history');
  const forecasts = calendar(page).forecastEvents();
  await expect(forecasts.first()).toBeVisible();

  // The month view also shows the first days of the next month; go on only if some are missing.
  const seen = new Map<string, string>();
  const collect = async () => {
    for (const label of await forecasts.all()) seen.set((await label.getAttribute('data-date')) ?? '', (await label.innerText()).trim());
  };
  await collect();
  if (!expectedDays.every((day) => seen.has(day))) {
    await calendar(page).next.click();
    await expect(calendar(page).month).toHaveText(monthLabel(isoDay(5)));
    await expect(forecasts.first()).toBeVisible();
    await collect();
  }
  expect([...seen.keys()].sort()).toEqual(expectedDays);
  for (const title of seen.values()) expect(title).toMatch(/^\d{1,3}% Headache$/);

  const first = forecasts.first();
  await expect(page.locator('.calendar-event--headache-forecast').first()).toHaveCSS('background-color', FORECAST_RED);
  await first.click();
  const dialog = page.getByRole('dialog', { name: /^Headache forecast, / });
  await expect(dialog.getByText(/^\d{1,3}% chance of a headache$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the calendar fits a phone', async ({ page }) => {
  const day = isoDay(-7);
  await saveEntryThroughApi(page.request, token, { input_date: day, headache: 'no', sleep_hours: 7, stress_level: 3 });
  await page.setViewportSize({ width: 375, height: 812 });
  await openCalendarMonth(page, day);
  await expect(page.getByRole('columnheader').first()).toContainText('Mon');
  await expect(calendar(page).diaryEvent(day)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'diary-calendar-375');

  await calendar(page).diaryEvent(day).click();
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(day)}` });
  await expect(modal.getByText('Sleep hours')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectInsideViewport(page, modal);
  await saveWindowScreen(page, 'diary-modal-375');
  // The close icon at the top, in reach without scrolling to the Close button.
  await modal.getByRole('button', { name: 'Close diary entry' }).click();
  await expect(modal).toBeHidden();
});

/** The element's box lies within the window (a phone must not have to scroll sideways to reach it). */
const expectInsideViewport = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(box!.y).toBeGreaterThanOrEqual(0);
};

test('a day with more events than fit shows them in a 200px popup', async ({ page }) => {
  // More entries on one day than the API can hold (one per date), so the list is answered here.
  const day = isoDay(-1);
  const entry = (id: string) => aDiaryEntry({ id, input_date: day, sleep_hours: 7, stress_level: 2 });
  await page.route(
    (url) => url.pathname === '/api/diaries/user/',
    (route) => route.fulfill({ json: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((letter) => entry(`00000000-0000-4000-8000-00000000000${letter}`)) }),
  );
  await openCalendarMonth(page, day);
  const more = page.getByRole('button', { name: /^\+\d+ more$/ });
  await expect(more).toBeVisible();
  await more.click();
  const popup = page.getByRole('dialog', { name: readableDay(day), exact: true });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: `Diary added, ${readableDay(day)}` })).toHaveCount(7);
  expect((await popup.boundingBox())?.width).toBe(200);
  await saveScreen(page, 'diary-calendar-popup');
  // An event opens its entry (made up here, so it reads as not found); the popup gives way to it.
  await popup
    .getByRole('button', { name: `Diary added, ${readableDay(day)}` })
    .first()
    .click();
  const entryModal = page.getByRole('dialog', { name: /^Diary entry/ });
  await expect(entryModal).toBeVisible();
  await expect(popup).toBeHidden();
  await entryModal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(entryModal).toBeHidden();

  // On a phone the popup stays inside the screen, whichever weekday it belongs to, and has a close icon.
  await page.setViewportSize({ width: 390, height: 844 });
  await more.click();
  await expect(popup).toBeVisible();
  await expectInsideViewport(page, popup);
  await saveWindowScreen(page, 'diary-calendar-popup-390');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
});

/** The days a month grid with weeks from Monday shows, adjacent months' days included. */
const gridDays = (month: Date) => {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  return { from: format(first, 'yyyy-MM-dd'), to: format(last, 'yyyy-MM-dd'), first, last, weeks: (differenceInCalendarDays(last, first) + 1) / 7 };
};

test('the calendar asks only for the days of the month it shows, month after month', async ({ page }) => {
  // Every diary list the page asks for.
  const asked: { from: string | null; to: string | null; url: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/diaries/user/') asked.push({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), url: url.href });
  });
  const parts = calendar(page);
  const dayNumbers = page.locator('.rbc-month-view .rbc-date-cell');

  /** The grid shows `month`, and the page asked for exactly the grid's first to last day. */
  const expectMonthShownAndAsked = async (month: Date) => {
    const grid = gridDays(month);
    await expect(parts.month).toHaveText(format(month, 'MMMM yyyy'));
    // The grid itself: its weeks, its first and its last day (of the adjacent months when they show).
    await expect(page.locator('.rbc-month-view .rbc-month-row')).toHaveCount(grid.weeks);
    await expect(dayNumbers.first()).toHaveText(format(grid.first, 'd'));
    await expect(dayNumbers.last()).toHaveText(format(grid.last, 'd'));
    await expect
      .poll(() => asked.filter((range) => range.from === grid.from && range.to === grid.to).length, { message: `asked for ${grid.from} to ${grid.to}` })
      .toBeGreaterThan(0);
    return grid;
  };

  const now = new Date();
  await page.goto('/diary-history');
  const shown = [await expectMonthShownAndAsked(now)];
  // Back two months, then forward past the current month, then back to today.
  const steps = [
    { button: parts.previous, offset: -1 },
    { button: parts.previous, offset: -2 },
    { button: parts.next, offset: -1 },
    { button: parts.next, offset: 0 },
    { button: parts.next, offset: 1 },
    { button: parts.next, offset: 2 },
  ];
  for (const { button, offset } of steps) {
    await button.click();
    shown.push(await expectMonthShownAndAsked(addMonths(now, offset)));
  }
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expectMonthShownAndAsked(now);

  expect(asked.length, 'diary requests').toBeGreaterThan(0);
  for (const range of asked) {
    expect(range.from, `a request without a range: ${range.url}`).not.toBeNull();
    expect(
      shown.some((grid) => grid.from === range.from && grid.to === range.to),
      `${range.url} asks for the days of a grid that was shown`,
    ).toBe(true);
  }
});
