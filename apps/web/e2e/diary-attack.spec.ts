import type { APIRequestContext, Page } from '@playwright/test';
import type { DiaryEntry } from '@cephalo/shared/diary';
import { expect, saveScreen, test } from './fixtures';
import { isoDay, saveEntryThroughApi, saveWindowScreen, tapCounter } from './diary-helpers';

// Issue 34, point 1: a headache logged in a few taps, on a phone, by a fresh patient each time.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const entryOf = async (request: APIRequestContext, token: string, date: string): Promise<DiaryEntry | undefined> => {
  const response = await request.get(`/api/diaries/user/?from=${date}&to=${date}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as DiaryEntry[])[0];
};

/**
 * The page's clock stands still at a time of today at least two hours after midnight, so "1 h
 * ago" is today whenever the journey runs (the server checks only the date, which is the same).
 */
const holdTodaysClock = async (page: Page): Promise<Date> => {
  const now = new Date();
  const earliest = new Date(now);
  earliest.setHours(2, 0, 0, 0);
  const held = now < earliest ? earliest : now;
  held.setSeconds(0, 0);
  await page.clock.setFixedTime(held);
  return held;
};
const hhmm = (moment: Date) => `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;

test('a headache logged from the chat in 4 taps, ended later, and a second attack of the day merged into the entry', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  // A medicine of an earlier day, offered as a chip.
  await saveEntryThroughApi(page.request, token, { input_date: isoDay(-3), sleep_hours: 7, stress_level: 3, medication_taken: 'Ibuprofen 400 mg' });
  const now = await holdTodaysClock(page);
  const oneHourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const today = isoDay(0);

  await page.goto('/ai');
  const headacheNow = page.getByRole('button', { name: 'Headache now' });
  await expect(headacheNow).toBeVisible();
  await expect(page.getByRole('button', { name: 'It ended' })).toHaveCount(0);
  await saveScreen(page, 'attack-chat-390');

  const first = tapCounter();
  await first.tap(headacheNow);
  const sheet = page.getByRole('dialog', { name: 'Headache now' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Now', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await first.tap(sheet.getByRole('button', { name: '1 h ago' }));
  await first.tap(sheet.getByRole('button', { name: 'Intensity 7 of 10' }));
  await saveWindowScreen(page, 'attack-sheet-390');
  await first.tap(sheet.getByRole('button', { name: 'Save headache' }));
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('status').getByText(`Headache saved in your diary for today, from ${hhmm(oneHourAgo)}.`)).toBeVisible();
  expect(first.count, 'taps to log an attack from the chat').toBeLessThanOrEqual(4);
  expect(first.count).toBe(4);
  expect(await entryOf(page.request, token, today)).toMatchObject({
    headache: 'yes',
    headache_start: hhmm(oneHourAgo),
    headache_end: null,
    headache_intensity: 7,
    sleep_hours: null,
    stress_level: null,
  });

  // "It ended" is there while the attack is open, and closes it.
  const ended = page.getByRole('button', { name: 'It ended' });
  await ended.tap();
  await expect(page.getByRole('status').getByText(`Saved: the headache ended at ${hhmm(now)}.`)).toBeVisible();
  await expect(ended).toHaveCount(0);
  expect(await entryOf(page.request, token, today)).toMatchObject({ headache_start: hhmm(oneHourAgo), headache_end: hhmm(now) });

  // A second attack of the day, now, with the recent medicine and a symptom: also 4 taps.
  const second = tapCounter();
  await second.tap(headacheNow);
  await second.tap(sheet.getByRole('button', { name: 'Intensity 9 of 10' }));
  await second.tap(sheet.getByRole('button', { name: 'Ibuprofen 400 mg' }));
  await second.tap(sheet.getByRole('button', { name: 'Save headache' }));
  await expect(sheet).toBeHidden();
  expect(second.count).toBe(4);
  // Merged, not lost: the first start, the highest intensity, the medicine; open again until it ends.
  await expect(page.getByRole('button', { name: 'It ended' })).toBeVisible();
  expect(await entryOf(page.request, token, today)).toMatchObject({
    headache: 'yes',
    headache_start: hhmm(oneHourAgo),
    headache_end: null,
    headache_intensity: 9,
    medication_taken: 'Ibuprofen 400 mg',
  });
  await saveScreen(page, 'attack-chat-open-390');
});

test('the calendar and /diary?attack=now offer it too; the diary form then opens the day to complete', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  await holdTodaysClock(page);
  await page.goto('/diary-history');
  await expect(page.getByRole('button', { name: 'Headache now' })).toBeVisible();
  await saveScreen(page, 'attack-calendar-390');

  // The address the installed app's shortcut opens: the sheet is open at once.
  await page.goto('/diary?attack=now');
  const sheet = page.getByRole('dialog', { name: 'Headache now' });
  await expect(sheet).toBeVisible();
  // Asked once: a reload opens the form, not the sheet again.
  await expect(page).toHaveURL('/diary');
  await sheet.getByRole('button', { name: 'Save headache' }).tap();
  await expect(sheet.getByRole('alert')).toHaveText('Please choose how strong the headache is.');
  await sheet.getByRole('button', { name: 'Intensity 5 of 10' }).tap();
  await sheet.getByRole('button', { name: 'Forehead' }).tap();
  await sheet.getByRole('button', { name: 'Nausea' }).tap();
  await sheet.getByRole('button', { name: 'Save headache' }).tap();
  await expect(sheet).toBeHidden();
  expect(await entryOf(page.request, token, isoDay(0))).toMatchObject({
    headache_intensity: 5,
    headache_pain_location: 'Forehead',
    headache_associated_symptoms_nausea: true,
  });

  // The form shows the day the attack began, with sleep still to fill in.
  const form = page.getByRole('form', { name: 'Daily Headache Diary' });
  await expect(form.getByText(/Editing your entry for/)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(form.getByLabel('Pain location')).toHaveValue('Forehead');
  await expect(form.getByLabel('Sleep hours')).toHaveValue('');
});

test('a plan without the diary shows no "Headache now"', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { plan: 'Basic', agentId: 1 });
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Headache now' })).toHaveCount(0);
});
