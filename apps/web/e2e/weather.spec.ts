import { expect, mainNavigation, saveScreen, test } from './fixtures';
import { askInChat, chatScreen } from './chat-helpers';
import { calendar, diaryForm, expectNoSidewaysScroll, isoDay, monthLabel, saveWindowScreen } from './diary-helpers';
import {
  BELGRADE,
  DEFAULT_WEATHER,
  allowPosition,
  forgetCachedWeather,
  homeWeather,
  readJsonStorage,
  saveElementScreen,
  weatherDouble,
  weatherPill,
} from './weather-helpers';

// Every journey here reads the weather TEST DOUBLE (e2e/weather-double-setup.ts); those that change
// its weather or mode put it back afterwards, since the other spec files share it.
test.afterEach(async ({ request }) => {
  await weatherDouble.reset(request);
});

const BLUE_TEMPERATURE = 'rgb(25, 113, 194)';

test('with the position allowed the pill shows the weather of Belgrade, on every screen with the navigation', async ({
  page,
  context,
  loginAsNew,
  request,
}) => {
  await allowPosition(context);
  await loginAsNew('patient', { agentId: 1 });
  const currentCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/weather/current')) currentCalls.push(sent.url());
  });

  await page.goto('/ai');
  const pill = weatherPill(page);
  await expect(pill.city).toHaveText('Belgrade');
  await expect(pill.temperature).toHaveText('21 °C');
  await expect(pill.condition).toHaveText(DEFAULT_WEATHER.condition);
  await expect(pill.icon('Clouds')).toBeVisible();
  await saveElementScreen(pill.pill, 'weather-pill');
  await saveScreen(page, 'weather-pill-page');

  // The browser's position went to the server, rounded to about a kilometre.
  expect(new URL(currentCalls[0] ?? 'http://x/').searchParams.get('lat')).toBe('44.80');
  expect(new URL(currentCalls[0] ?? 'http://x/').searchParams.get('lon')).toBe('20.46');
  const asked = await weatherDouble.requests(request);
  expect(asked.some((call) => call.query.latitude === '44.8' && call.query.longitude === '20.46')).toBe(true);

  // Local storage keeps what the pill shows (spec section 3).
  expect(await readJsonStorage(page, 'weatherDetails')).toEqual({ city: 'Belgrade', ...DEFAULT_WEATHER });
  expect(await readJsonStorage<string[]>(page, 'weatherAdvice')).toEqual([]);
  const cached = await readJsonStorage<{ data: { city: string }; timestamp: number }>(page, 'weather_cache');
  expect(cached?.data.city).toBe('Belgrade');
  expect(Math.abs(Date.now() - (cached?.timestamp ?? 0))).toBeLessThan(60_000);

  // The same pill on the diary, the calendar and the profile; the weather is asked once.
  for (const [link, heading] of [
    ['Diary', 'Daily Headache Diary'],
    ['Calendar', 'Diary history'],
    ['Profile', 'Profile'],
  ] as const) {
    await mainNavigation(page).getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(pill.city).toHaveText('Belgrade');
  }
  // A reload within 10 minutes reads weather_cache and asks nothing.
  await page.reload();
  await expect(pill.city).toHaveText('Belgrade');
  expect(currentCalls).toHaveLength(1);
});

test('without the position (denied) the pill shows New York', async ({ page, context, loginAsNew }) => {
  await context.clearPermissions();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await loginAsNew('patient', { agentId: 1 });
  const currentCall = page.waitForRequest((sent) => sent.url().includes('/api/weather/current'));
  await page.goto('/ai');
  expect(new URL((await currentCall).url()).searchParams.get('city')).toBe('New York');
  const pill = weatherPill(page);
  await expect(pill.city).toHaveText(/^New York/);
  await expect(pill.temperature).toHaveText('21 °C');
  // Only logged: no message for the user.
  expect(warnings.some((text) => text.startsWith('Geolocation failed'))).toBe(true);
});

test('the pill picks its icon from the condition: rain, then a clear sky', async ({ page, context, loginAsNew, request }) => {
  await allowPosition(context);
  await loginAsNew('patient', { agentId: 1 });
  await weatherDouble.setConditions(request, { weatherCode: 63, temperature: 12.6 });
  await page.goto('/ai');
  const pill = weatherPill(page);
  await expect(pill.condition).toHaveText('Rain');
  await expect(pill.temperature).toHaveText('13 °C');
  await expect(pill.icon('Rain')).toBeVisible();
  await expect(pill.icon('Clear sky')).toHaveCount(0);
  await saveElementScreen(pill.pill, 'weather-pill-rain');

  await weatherDouble.setConditions(request, { weatherCode: 0, temperature: 27.2 });
  await forgetCachedWeather(page);
  await page.reload();
  await expect(pill.condition).toHaveText('Clear');
  await expect(pill.temperature).toHaveText('27 °C');
  await expect(pill.icon('Clear sky')).toBeVisible();
  await expect(pill.icon('Rain')).toHaveCount(0);
  await saveElementScreen(pill.pill, 'weather-pill-clear');
});

test('the advice dropdown lists the advice with the migraine agent and is disabled with the dementia agent', async ({ page, context, loginAsNew, request }) => {
  await allowPosition(context);
  // Very low pressure, humid and rainy: three pieces of advice.
  await weatherDouble.setConditions(request, { weatherCode: 63, pressure: 1003, humidity: 85 });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/diary-history');
  const pill = weatherPill(page);
  await expect(pill.condition).toHaveText('Rain');
  await expect(pill.adviceButton).toBeEnabled();
  await expect(pill.adviceButton).toHaveAccessibleName('Weather advice (3)');

  await pill.adviceButton.click();
  const dropdown = page.getByRole('dialog', { name: 'Weather advice (3)' });
  await expect(dropdown).toBeVisible();
  const advice = dropdown.getByRole('listitem');
  await expect(advice).toHaveCount(3);
  await expect(advice.nth(0)).toContainText('Air pressure is very low today.');
  await expect(advice.nth(1)).toContainText('The air is humid.');
  await expect(advice.nth(2)).toContainText('It is a rainy day.');
  expect(await readJsonStorage<string[]>(page, 'weatherAdvice')).toHaveLength(3);
  await saveWindowScreen(page, 'weather-dropdown-open');
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  // With the dementia agent the button stays, disabled, with the reason for keyboard users.
  await page.evaluate(() => window.localStorage.setItem('agentId', '2'));
  await page.goto('/ai');
  await expect(pill.condition).toHaveText('Rain');
  await expect(pill.adviceButton).toBeDisabled();
  await expect(pill.adviceButton).toHaveAccessibleDescription('Weather advice comes with the Migraine Agent');
  await saveElementScreen(pill.pill, 'weather-pill-advice-disabled');
  await pill.adviceButton.click({ force: true });
  await expect(page.getByRole('dialog', { name: /Weather advice/ })).toHaveCount(0);
});

test.describe('the chat home in Belgrade', () => {
  test.use({ timezoneId: 'Europe/Belgrade' });

  test('greets by the time of day with the weather and its advice', async ({ page, context, loginAsNew, request }) => {
    await allowPosition(context);
    await weatherDouble.setConditions(request, { temperature: 27.8 });
    // A new patient's migraine conversation is empty, so the home area shows.
    await loginAsNew('patient', { plan: 'Basic', agentId: 1 });
    for (const [time, greeting] of [
      ['08:00', 'Good morning'],
      ['14:30', 'Good afternoon'],
      ['20:15', 'Good evening'],
    ] as const) {
      await page.clock.setFixedTime(`${isoDay(0)}T${time}:00+01:00`);
      await page.goto('/ai');
      await expect(page.getByRole('heading', { level: 3, name: greeting })).toBeVisible();
      const home = homeWeather(page);
      await expect(home.city).toHaveText('Belgrade');
      await expect(home.temperature).toHaveText('28 °C');
      await expect(home.condition).toHaveText('Partly cloudy');
      await expect(home.advice).toHaveCount(1);
      await expect(home.advice.first()).toContainText('It is warm today.');
    }
    // Tall enough for the greeting, the weather and its advice above the input that stays at the bottom.
    await page.setViewportSize({ width: 1280, height: 1000 });
    await saveWindowScreen(page, 'weather-home');
  });
});

test('the calendar shows the noon temperature of each forecast day in blue, and the forecast uses the position', async ({ page, context, loginAsNew }) => {
  await allowPosition(context);
  await loginAsNew('patient', { agentId: 1 });
  const prediction = page.waitForRequest((sent) => sent.url().includes('/api/predict/diaries'));
  await page.goto('/diary-history');
  const predictionUrl = new URL((await prediction).url());
  expect([predictionUrl.searchParams.get('lat'), predictionUrl.searchParams.get('lon')]).toEqual(['44.80', '20.46']);

  const temperatures = page.locator('.event-label').filter({ hasText: /^-?\d+℃/ });
  await expect(temperatures.first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Colours of the calendar' }).getByText('Temperature')).toBeVisible();

  // The double's day swings 4 °C around 21.4 °C, so its noon is 24.2 °C. Its forecast runs from
  // today to five days on, on the place's clock.
  const seen = new Map<string, string>();
  const collect = async () => {
    for (const label of await temperatures.all())
      seen.set((await label.getAttribute('data-date')) ?? '', (await label.locator('.event-title-long').innerText()).trim());
  };
  await collect();
  const nextDays = [1, 2, 3, 4, 5].map(isoDay);
  if (!nextDays.every((day) => seen.has(day))) {
    await calendar(page).next.click();
    await expect(calendar(page).month).toHaveText(monthLabel(isoDay(5)));
    await expect(temperatures.first()).toBeVisible();
    await collect();
  }
  for (const day of nextDays) expect(seen.get(day), `temperature of ${day}`).toBe('24℃');
  await expect(page.locator('.calendar-event--temperature').first()).toHaveCSS('background-color', BLUE_TEMPERATURE);
  const cachedForecast = await readJsonStorage<{ data: { list: unknown[] }; timestamp: number }>(page, 'five_day_weather_cache');
  expect(cachedForecast?.data.list.length).toBeGreaterThan(0);

  // A temperature opens nothing.
  await temperatures.first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/diary-history');
  await expect(temperatures.first()).toBeVisible();
  await saveScreen(page, 'weather-calendar');
});

test('when the weather service is down the pill reads N/A, the home panel says so once, and the rest still works', async ({
  page,
  context,
  loginAsNew,
  request,
}) => {
  await allowPosition(context);
  await weatherDouble.setMode(request, 'unavailable');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // A new patient: its migraine conversation is still empty, so the home area shows.
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const pill = weatherPill(page);
  await expect(pill.city).toHaveText('N/A');
  await expect(pill.temperature).toHaveText('N/A');
  await expect(pill.condition).toHaveText('N/A');
  await expect(pill.icon('Weather')).toBeVisible();
  const home = homeWeather(page);
  await expect(home.panel.getByText('Weather unavailable', { exact: true })).toHaveCount(1);
  await expect(home.panel.getByText('N/A')).toHaveCount(0);
  await saveScreen(page, 'weather-unavailable-home');
  expect(await readJsonStorage(page, 'weatherDetails')).toBeNull();

  // The chat still answers; the message goes without weather.
  const sent = page.waitForRequest((call) => call.url().endsWith('/api/chat-stream') && call.method() === 'POST');
  const answer = await askInChat(page, 'Does cold weather make migraine worse when the weather service is down?');
  expect((await sent).postDataJSON()).not.toHaveProperty('weather');
  await expect(answer).toBeVisible();

  // The calendar shows the headache forecast without temperatures, and only logs the failure.
  await mainNavigation(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(calendar(page).month).toBeVisible();
  await expect(
    page
      .locator('.event-label')
      .filter({ hasText: /^(\d{1,3}% Headache|Not enough diary yet)/ })
      .first(),
  ).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.startsWith('Failed to fetch 5 day weather data'))).toBe(true);
  await expect(page.locator('.event-label').filter({ hasText: /℃/ })).toHaveCount(0);
  await expect(pill.city).toHaveText('N/A');
});

test('each chat message carries the weather snapshot the pill shows', async ({ page, context, loginAsNew }) => {
  await allowPosition(context);
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  await expect(weatherPill(page).city).toHaveText('Belgrade');
  const sent = page.waitForRequest((call) => call.url().endsWith('/api/chat-stream') && call.method() === 'POST');
  await askInChat(page, 'Can the weather in my city set off a migraine?');
  const body = (await sent).postDataJSON() as { message: string; ai_assistant_id: number; weather?: Record<string, unknown> };
  expect(body.ai_assistant_id).toBe(1);
  expect(body.weather).toEqual({ city: 'Belgrade', ...DEFAULT_WEATHER });
  await expect(chatScreen(page).lastAnswer).toBeVisible();
});

test('a new diary entry stores the weather the pill fetched', async ({ page, context, loginAsNew }) => {
  await allowPosition(context);
  await loginAsNew('patient', { agentId: 1 });
  // A first visit: nothing stored yet, the pill's answer fills it in.
  expect(await readJsonStorage(page, 'weatherDetails')).toBeNull();
  await page.goto('/diary');
  const form = diaryForm(page);
  await expect(page.getByText('Weather: Belgrade, 21 °C, Partly cloudy')).toBeVisible();
  await form.date.fill(isoDay(-3));
  await form.sleepHours.fill('7.5');
  const saved = page.waitForRequest((call) => call.url().endsWith('/api/diaries') && call.method() === 'POST');
  await page.getByRole('button', { name: 'Save entry' }).click();
  expect(((await saved).postDataJSON() as { weather: unknown }).weather).toEqual({ city: 'Belgrade', ...DEFAULT_WEATHER });
  await expect(page).toHaveURL(/\/diary-history/);
});

test('on a 375 px phone the pill lives in the navigation drawer', async ({ page, context, loginAsNew }) => {
  await allowPosition(context, BELGRADE);
  await page.setViewportSize({ width: 375, height: 740 });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const pill = weatherPill(page);
  await expect(pill.pill).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(pill.pill).toBeInViewport();
  await expect(pill.city).toHaveText('Belgrade');
  await expect(pill.adviceButton).toBeEnabled();
  await expectNoSidewaysScroll(page);
  await saveWindowScreen(page, 'weather-drawer-375');
  await pill.adviceButton.click();
  await expect(page.getByRole('dialog', { name: /^Weather advice/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveWindowScreen(page, 'weather-drawer-375-advice');
});

test('the navigation stays in place while the weather loads, so a tap on Logout is not moved onto the entry above', async ({ page, context, loginAsNew }) => {
  await allowPosition(context, BELGRADE);
  await loginAsNew('patient', { agentId: 1 });
  await forgetCachedWeather(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/weather/current?*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ai');
  const logout = mainNavigation(page).getByRole('button', { name: 'Logout' });
  // The frame's navigation bar (AppShell.Navbar), which holds the pill above the entries.
  await expect(page.locator('#main-navigation').getByRole('status', { name: 'Loading the weather' })).toBeVisible();
  const whileLoading = await logout.boundingBox();
  release();
  await expect(weatherPill(page).city).toHaveText('Belgrade');
  expect(await logout.boundingBox()).toEqual(whileLoading);
});
