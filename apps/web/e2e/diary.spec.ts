import type { PlanName } from '@cephalo/shared/plans';
import { DEMO_CONTACT_EMAIL, test as base, expect, mainNavigation, saveScreen } from './fixtures';
import { calendar, diaryForm, expectNoSidewaysScroll, isoDay, readableDay, saveEntryThroughApi, saveWindowScreen, setSlider } from './diary-helpers';

// Each journey writes the diary of a fresh patient of its own, so none depends on another's entries
// or their order. Nothing here saves today's entry.
const test = base.extend<{ plan: PlanName }>({
  // The plan of the journey's patient: Premium includes the diary; a describe may choose another.
  plan: ['Premium', { option: true }],
});
const WEATHER = { city: 'Belgrade', temperature: 21.3, humidity: 40, pressure: 1014, condition: 'Clear' };

/** The bearer token of the journey's own patient, for writing its diary through the API. */
let token: string;

test.beforeEach(async ({ page, loginAsNew, plan }) => {
  ({ token } = await loginAsNew('patient', { plan, agentId: 1 }));
  await page.evaluate((weather) => {
    window.localStorage.setItem('weatherDetails', JSON.stringify(weather));
    // A fresh weather_cache of the same weather, so the weather pill shows it instead of asking the
    // weather TEST DOUBLE (whose answer would replace weatherDetails).
    window.localStorage.setItem('weather_cache', JSON.stringify({ data: { ...weather, advice: [] }, timestamp: Date.now() }));
  }, WEATHER);
});

test('the diary opens with its defaults and shows the headache details only for a headache', async ({ page }) => {
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
  const form = diaryForm(page);
  await expect(form.date).toHaveValue(isoDay(0));
  // Dates in the future cannot be picked.
  await expect(form.date).toHaveAttribute('max', isoDay(0));
  await expect(form.headache.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(form.stress).toHaveAttribute('aria-valuenow', '1');
  await expect(form.sleepHours).toHaveValue('');
  await expect(page.getByText('Weather: Belgrade, 21 °C, Clear')).toBeVisible();
  for (const hidden of [form.headacheStart, form.headacheEnd, form.intensity, form.duration, form.painDescription, form.painLocation, form.symptom('Nausea')]) {
    await expect(hidden).toHaveCount(0);
  }
  await saveScreen(page, 'diary-form-no');

  await form.headache.getByRole('radio', { name: 'Yes' }).check();
  await expect(form.headacheStart).toBeVisible();
  await expect(form.headacheEnd).toBeVisible();
  await expect(form.intensity).toHaveAttribute('aria-valuenow', '1');
  await expect(form.duration).toBeVisible();
  await expect(form.painDescription).toBeVisible();
  await expect(form.painLocation).toBeVisible();
  for (const symptom of ['Nausea', 'Light sensitivity', 'Sound sensitivity', 'Aura', 'Visual disturbances']) {
    await expect(form.symptom(symptom)).not.toBeChecked();
  }
  await saveScreen(page, 'diary-form-yes');

  await form.headache.getByRole('radio', { name: 'No' }).check();
  await expect(form.headacheStart).toHaveCount(0);
  await expect(form.intensity).toHaveCount(0);

  // Sleep hours are required; nothing is sent without them.
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('Sleep hours is a required field')).toBeVisible();
  await expect(page).toHaveURL('/diary');
});

test('a day without headache is saved and shown on the calendar with its fields', async ({ page }) => {
  const day = isoDay(-2);
  await page.goto('/diary');
  const form = diaryForm(page);
  await form.date.fill(day);
  await form.sleepHours.fill('7.5');
  await setSlider(form.stress, 4);
  await form.mood.fill('Calm');
  await page.getByRole('button', { name: 'Save entry' }).click();

  await expect(page).toHaveURL(`/diary-history?month=${day.slice(0, 7)}`);
  await expect(page.getByRole('status').filter({ hasText: `Your entry for ${readableDay(day)} is saved.` })).toBeVisible();
  const event = calendar(page).diaryEvent(day);
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('Diary added');

  await event.click();
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(day)}` });
  await expect(modal).toBeVisible();
  const rows = modal.locator('dt');
  await expect(rows).toHaveText(['Date', 'Headache', 'Sleep hours', 'Stress level', 'Mood', 'Weather']);
  await expect(modal.locator('dd')).toHaveText([day, 'No', '7.5', '4 / 10', 'Calm', 'Belgrade, 21 °C, Clear']);
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
});

test('a headache day keeps its details, and the calendar modal lists them', async ({ page }) => {
  const day = isoDay(-3);
  await page.goto('/diary');
  const form = diaryForm(page);
  await form.date.fill(day);
  await form.headache.getByRole('radio', { name: 'Yes' }).check();
  await form.headacheStart.fill('07:30');
  await form.headacheEnd.fill('10:15');
  await setSlider(form.intensity, 6);
  await form.duration.fill('About 3 hours');
  await form.painLocation.fill('Left temple');
  await form.painDescription.fill('Throbbing');
  await form.symptom('Nausea').check();
  await form.symptom('Light sensitivity').check();
  await form.sleepHours.fill('6.2');
  await setSlider(form.stress, 7);
  await form.notes.fill('Skipped lunch');
  await page.getByRole('button', { name: 'Save entry' }).click();

  await expect(page).toHaveURL(`/diary-history?month=${day.slice(0, 7)}`);
  await calendar(page).diaryEvent(day).click();
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(day)}` });
  await expect(modal.locator('dt')).toHaveText([
    'Date',
    'Headache',
    'Headache start',
    'Headache end',
    'Headache intensity',
    'Headache duration',
    'Pain description',
    'Pain location',
    'Nausea',
    'Light sensitivity',
    'Sleep hours',
    'Stress level',
    'Notes',
    'Weather',
  ]);
  await expect(modal.locator('dd')).toHaveText([
    day,
    'Yes',
    '07:30',
    '10:15',
    '6 / 10',
    'About 3 hours',
    'Throbbing',
    'Left temple',
    'Yes',
    'Yes',
    '6.2',
    '7 / 10',
    'Skipped lunch',
    'Belgrade, 21 °C, Clear',
  ]);
  await saveWindowScreen(page, 'diary-modal');
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toBeHidden();
});

test('choosing a date that has an entry opens it for editing, and saving updates it', async ({ page }) => {
  const day = isoDay(-4);
  await saveEntryThroughApi(page.request, token, { input_date: day, headache: 'no', sleep_hours: 8, stress_level: 2, notes: 'First version' });

  await page.goto('/diary');
  const form = diaryForm(page);
  await expect(page.getByText(/Editing your entry/)).toHaveCount(0);
  await form.date.fill(day);
  await expect(page.getByText(`Editing your entry for ${readableDay(day)}`)).toBeVisible();
  await expect(form.sleepHours).toHaveValue('8');
  await expect(form.stress).toHaveAttribute('aria-valuenow', '2');
  await expect(form.notes).toHaveValue('First version');
  await saveScreen(page, 'diary-form-editing');

  await form.notes.fill('Second version');
  await form.sleepHours.fill('6.5');
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page).toHaveURL(`/diary-history?month=${day.slice(0, 7)}`);
  await expect(calendar(page).diaryEvent(day)).toHaveCount(1);
  await calendar(page).diaryEvent(day).click();
  const modal = page.getByRole('dialog', { name: `Diary entry, ${readableDay(day)}` });
  await expect(modal.getByText('Second version')).toBeVisible();
  await expect(modal.getByText('6.5', { exact: true })).toBeVisible();

  // Still one entry for the date on the server.
  const entries = (await (await page.request.get('/api/diaries/user/', { headers: { Authorization: `Bearer ${token}` } })).json()) as { input_date: string }[];
  expect(entries.filter((entry) => entry.input_date === day)).toHaveLength(1);
});

test('a date in the future is refused before anything is sent', async ({ page }) => {
  await page.goto('/diary');
  const form = diaryForm(page);
  await form.date.fill(isoDay(1));
  await form.sleepHours.fill('7');
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page.getByText('The date cannot be in the future')).toBeVisible();
  await expect(page).toHaveURL('/diary');
});

test('the diary fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/diary');
  const form = diaryForm(page);
  await form.headache.getByRole('radio', { name: 'Yes' }).check();
  await expect(form.intensity).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'diary-form-375');
});

test.describe('a plan without the diary', () => {
  test.use({ plan: 'Free' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/ai');
  });

  test('locks Diary and Calendar and shows the locked message instead of the form and the calendar', async ({ page }) => {
    const navigation = mainNavigation(page);
    for (const entry of ['Diary', 'Calendar']) {
      await expect(navigation.getByRole('button', { name: entry })).toHaveAttribute('aria-disabled', 'true');
      await expect(navigation.getByRole('link', { name: entry })).toHaveCount(0);
    }

    await page.goto('/diary');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Headache Diary' })).toBeVisible();
    await expect(page.getByText('The diary is not part of your plan')).toBeVisible();
    await expect(page.getByRole('main').getByText(`Contact ${DEMO_CONTACT_EMAIL}`)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Daily Headache Diary' })).toHaveCount(0);
    await saveScreen(page, 'diary-locked');

    await page.goto('/diary-history');
    await expect(page.getByRole('main').getByText(`Contact ${DEMO_CONTACT_EMAIL}`)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(0);
  });

  test('a plan stored at login that has since lost the diary locks the calendar when the server says so', async ({ page }) => {
    // As if the clinic changed the plan after this login: the stored plan still includes the diary,
    // so only GET /api/me (includes_diary false, read without redrawing the frame) can lock it.
    await page.evaluate(() => window.localStorage.setItem('plan', 'Premium'));
    await page.goto('/diary-history');
    await expect(page.getByText('The diary is not part of your plan')).toBeVisible();
    await expect(page.getByRole('main').getByText(`Contact ${DEMO_CONTACT_EMAIL}`)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(0);
    // The frame stores the server's plan again, and the navigation locks its entries.
    await expect(mainNavigation(page).getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-disabled', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('plan'))).toBe('Free');
  });
});
