import { expect, mainNavigation, saveScreen, test } from './fixtures';
import { diaryForm, isoDay, readableDay, saveEntryThroughApi, tapCounter } from './diary-helpers';

// Issue 34, point 2: the diary form on a 390 px phone, by a fresh patient each time.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const draftKeys = (storage: Record<string, string>) => Object.keys(storage).filter((key) => key.startsWith('health:diary-draft:'));

test('a headache-free day is saved in 2 taps after the form opens, and the confirmation is in view', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  await page.goto('/diary');
  const form = diaryForm(page);
  await expect(form.sleepHours).toBeVisible();
  // Scrolled down, as after reading the form: the calendar must not open at this offset.
  await page.mouse.wheel(0, 600);

  const taps = tapCounter();
  await taps.tap(form.form.getByRole('button', { name: '7 h', exact: true }));
  await expect(form.sleepHours).toHaveValue('7');
  const save = form.form.getByRole('button', { name: 'Save entry' });
  // Save stays at the bottom of the window while the form scrolls.
  await expect(save).toBeInViewport();
  await taps.tap(save);

  const confirmation = page.getByRole('status').filter({ hasText: `Your entry for ${readableDay(isoDay(0))} is saved.` });
  await expect(confirmation).toBeInViewport();
  await expect(confirmation).toBeFocused();
  expect(taps.count, 'taps to save a headache-free day after the form opens').toBeLessThanOrEqual(3);
  expect(taps.count).toBe(2);
  const saved = await page.request.get(`/api/diaries/user/?from=${isoDay(0)}&to=${isoDay(0)}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(await saved.json()).toMatchObject([{ headache: 'no', sleep_hours: 7, stress_level: 1 }]);
  await saveScreen(page, 'diary-saved-390');
});

test('chips and "now" fill a headache day without typing; what was typed survives closing the app until saved or logout', async ({ page, loginAsNew }) => {
  const { token } = await loginAsNew('patient', { plan: 'Premium', agentId: 1 });
  await saveEntryThroughApi(page.request, token, { input_date: isoDay(-2), sleep_hours: 7, stress_level: 3, medication_taken: 'Sumatriptan 50 mg' });
  await page.goto('/diary');
  const form = diaryForm(page);
  await form.headache.getByRole('radio', { name: 'Yes' }).check();
  await form.form.getByRole('button', { name: 'Now for the start' }).tap();
  await expect(form.headacheStart).toHaveValue(/^\d{2}:\d{2}$/);
  await form.form.getByRole('button', { name: 'Left side' }).tap();
  await form.form.getByRole('button', { name: 'Temples' }).tap();
  await expect(form.painLocation).toHaveValue('Left side, Temples');
  await form.form.getByRole('button', { name: 'Left side' }).tap();
  await expect(form.painLocation).toHaveValue('Temples');
  await form.form.getByRole('button', { name: 'Throbbing' }).tap();
  await expect(form.painDescription).toHaveValue('Throbbing');
  await form.form.getByRole('button', { name: 'Sumatriptan 50 mg' }).tap();
  await expect(form.form.getByLabel('Medication taken')).toHaveValue('Sumatriptan 50 mg');
  await form.notes.fill('Started at work');
  await saveScreen(page, 'diary-form-chips-390');

  // Closing the app and opening it again: the answers are back, marked as not saved.
  await page.reload();
  await expect(form.form.getByText('What you typed before is back. It is not saved yet.')).toBeVisible();
  await expect(form.headache.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(form.painLocation).toHaveValue('Temples');
  await expect(form.notes).toHaveValue('Started at work');
  expect(draftKeys(await page.evaluate(() => ({ ...window.localStorage })))).toHaveLength(1);

  // Saving removes the draft.
  await form.form.getByRole('button', { name: '8 h', exact: true }).tap();
  await form.form.getByRole('button', { name: 'Save entry' }).tap();
  await expect(page).toHaveURL(/\/diary-history/);
  expect(draftKeys(await page.evaluate(() => ({ ...window.localStorage })))).toEqual([]);

  // A new draft (of yesterday) is removed at logout.
  await page.goto('/diary');
  await form.date.fill(isoDay(-1));
  await form.notes.fill('Not saved');
  await expect.poll(async () => draftKeys(await page.evaluate(() => ({ ...window.localStorage })))).toHaveLength(1);
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  await mainNavigation(page).getByRole('button', { name: 'Logout' }).tap();
  await expect(page).toHaveURL('/login');
  expect(draftKeys(await page.evaluate(() => ({ ...window.localStorage })))).toEqual([]);
});
