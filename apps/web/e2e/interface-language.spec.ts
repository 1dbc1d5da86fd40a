import type { Page } from '@playwright/test';
import { apiToken, createClinicAccount, DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from './fixtures';
import { isoDay, saveEntryThroughApi } from './diary-helpers';

// Issue 36: the interface in the patient's language, chosen once on the login screen.
const serbianDate = (isoDate: string) =>
  new Intl.DateTimeFormat('sr', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${isoDate}T00:00:00`));
const serbianMonth = (isoDate: string) => new Intl.DateTimeFormat('sr', { month: 'long', year: 'numeric' }).format(new Date(`${isoDate}T00:00:00`));

/** Set on the page's window: gone after a reload, so its presence says the page was not loaded again. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocumentMark: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocumentMark' in window);

test('a patient picks Serbian on the login screen and reads the calendar in Serbian (Cyrillic); the choice survives a reload', async ({ page }) => {
  const account = await createClinicAccount(page.request, 'patient', { name: 'Милица', surname: 'Јовић' });
  const today = isoDay(0);
  const token = await apiToken(page.request, account.username, account.password);
  await saveEntryThroughApi(page.request, token, {
    input_date: today,
    headache: 'yes',
    headache_intensity: 6,
    stress_level: 3,
    sleep_hours: 7,
  });

  await page.goto('/login');
  // The page's first paint is English and inert; the picker answers once the app runs.
  await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible();
  await markDocument(page);
  await page.getByLabel('Language').selectOption('sr');

  // Applied at once, in the same page: no reload.
  await expect(page.getByRole('heading', { name: 'Пријавите се на свој налог' })).toBeVisible();
  await expect(page.getByText('Добро дошли назад! Унесите своје податке.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  expect(await isSameDocument(page)).toBe(true);

  // The form's own messages are Serbian too (zod's English through the catalogue).
  await page.getByRole('button', { name: 'Пријави се' }).click();
  await expect(page.getByText('Е-пошта или корисничко име је обавезно поље')).toBeVisible();

  await page.getByLabel('Е-пошта или корисничко име').fill(account.username);
  await page.getByLabel('Лозинка', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Пријави се' }).click();
  await expect(page).toHaveURL('/home');
  expect(await isSameDocument(page)).toBe(true);

  // The calendar: heading, month and weekday names from Intl, the day's entry named by its Serbian date.
  await page.goto(`/diary-history?month=${today.slice(0, 7)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Историја дневника' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: serbianMonth(today) })).toBeVisible();
  await expect(page.getByRole('columnheader').first()).toContainText('понедељак');
  const entry = page.getByRole('button', { name: `Дневник попуњен, ${serbianDate(today)}`, exact: true });
  await expect(entry).toBeVisible();
  // "28. новембар 2026.": day, month name and year in the Serbian order.
  expect(serbianDate(today)).toMatch(/^\d{1,2}\. [а-ш]+ \d{4}\.$/);
  await entry.click();
  const dialog = page.getByRole('dialog', { name: `Унос у дневник, ${serbianDate(today)}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Јачина главобоље')).toBeVisible();
  await dialog.getByRole('button', { name: 'Затвори', exact: true }).click();

  // Kept on the device: a reload shows Serbian again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Историја дневника' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Додај унос у дневник' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');

  // Linked by default: the chat answers in the language picked for the screens.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
      return ((await response.json()) as { chat_answer_language: string }).chat_answer_language;
    })
    .toBe('Serbian');
});

/** Picks Serbian on the login screen and signs in with its form, in Serbian. */
const signInInSerbian = async (page: Page, username: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('sr');
  await page.getByLabel('Е-пошта или корисничко име').fill(username);
  await page.getByLabel('Лозинка', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Пријави се' }).click();
};

// Decision 030: their e-mails, the server's messages and the doctor's PDF report follow the account's language.
test('a doctor who picks Serbian on the login screen has it saved for what the server writes them', async ({ page }) => {
  const doctor = await createClinicAccount(page.request, 'doctor', { name: 'Марко', surname: 'Петровић' });
  await signInInSerbian(page, doctor.username, doctor.password);
  await expect(page).toHaveURL('/home');
  const token = await apiToken(page.request, doctor.username, doctor.password);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/doctors', { headers: { Authorization: `Bearer ${token}` } })).json()) as { interface_language: string })
          .interface_language,
    )
    .toBe('sr');
});

test('a doctor picks Serbian in the profile: the screens switch at once and the server keeps it', async ({ page, loginAsNew }) => {
  const doctor = await loginAsNew('doctor', { name: 'Јована', surname: 'Ђорђевић' });
  await page.goto('/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor profile' })).toBeVisible();
  await markDocument(page);
  await page.getByRole('region', { name: 'Language' }).getByLabel('Language').selectOption('sr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor profile' })).toBeHidden();
  expect(await isSameDocument(page)).toBe(true);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/doctors', { headers: { Authorization: `Bearer ${doctor.token}` } })).json()) as { interface_language: string })
          .interface_language,
    )
    .toBe('sr');
});

test('a clinic administrator who picks Serbian on the login screen has it saved too, without a profile of their own', async ({ page }) => {
  const token = await apiToken(page.request, DEMO_ACCOUNTS.admin.username);
  const language = async () =>
    ((await (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).json()) as { interface_language: string })
      .interface_language;
  try {
    await signInInSerbian(page, DEMO_ACCOUNTS.admin.username, DEMO_PASSWORD);
    await expect(page).toHaveURL('/clinic');
    await expect.poll(language).toBe('sr');
  } finally {
    // The demo administrator is shared with the other journeys.
    await page.request.put('/api/me/interface-language', { headers: { Authorization: `Bearer ${token}` }, data: { interface_language: 'en' } });
  }
});
