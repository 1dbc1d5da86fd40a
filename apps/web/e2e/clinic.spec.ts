import type { Page } from '@playwright/test';
import { expect, saveScreen, test, uniqueSuffix } from './fixtures';
import { chooseFile, chooseOption, expectNoSidewaysScroll, makePng } from './profile-helpers';

const clinicCard = (page: Page) => page.getByRole('region', { name: 'Cephalo Demo Clinic' });
const keysSection = (page: Page) => page.getByRole('region', { name: 'Registration keys' });
const keyRow = (page: Page, prefix: string) => keysSection(page).getByRole('table', { name: 'Registration keys' }).getByRole('row').filter({ hasText: prefix });

test('the administrator edits the clinic profile and sees the address block', async ({ page, loginAs }) => {
  const street = `Bulevar ${uniqueSuffix()} 12`;
  await loginAs('admin');
  await page.goto('/clinic');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Clinic Profile' })).toBeVisible();
  await expect(clinicCard(page)).toBeVisible();
  await saveScreen(page, 'clinic-profile');

  await clinicCard(page).getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Clinic Profile' });
  // The name stays: other journeys read it on the patients' profiles.
  await expect(dialog.getByLabel('Name')).toHaveValue('Cephalo Demo Clinic');
  await dialog.getByLabel('Phone number').fill('+381 11 400 500');
  await dialog.getByLabel('Website').fill('w'.repeat(301));
  await dialog.getByLabel('Address').fill(street);
  await dialog.getByLabel('Zip code').fill('11070');
  await dialog.getByLabel('City').fill('Novi Beograd');
  await dialog.getByLabel('State').fill('Belgrade District');
  await dialog.getByLabel('Country').fill('Serbia');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByLabel('Website')).toHaveAccessibleDescription('Website must be at most 300 characters');
  await saveScreen(page, 'clinic-edit-modal');

  // Any text is kept (no validation in the specification); only an address becomes a link.
  await dialog.getByLabel('Website').fill('see our Facebook page');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(clinicCard(page).getByText('see our Facebook page', { exact: true })).toBeVisible();
  await expect(clinicCard(page).getByRole('link', { name: 'see our Facebook page' })).toHaveCount(0);
  await clinicCard(page).getByRole('button', { name: 'Edit Profile' }).click();
  await dialog.getByLabel('Website').fill('cephalo-demo.example');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The clinic profile has been saved.')).toBeVisible();
  const address = clinicCard(page).locator('address');
  await expect(address).toHaveText([street, '11070 Novi Beograd', 'Belgrade District', 'Serbia'].join(''));
  await expect(clinicCard(page).getByRole('link', { name: 'cephalo-demo.example' })).toHaveAttribute('href', 'https://cephalo-demo.example');
  await expect(clinicCard(page).getByRole('link', { name: '+381 11 400 500' })).toBeVisible();
  await page.reload();
  await expect(clinicCard(page).locator('address')).toContainText(street);
});

test('the administrator updates and deletes the clinic photo', async ({ page, loginAs }) => {
  await loginAs('admin');
  await page.goto('/clinic');
  const group = page.getByRole('group', { name: 'Clinic photo' });
  await chooseFile(page, group.getByRole('button', { name: 'Update' }), { name: 'clinic.png', mimeType: 'image/png', buffer: makePng(96) });
  const photo = group.getByRole('img', { name: 'Clinic photo' });
  await expect(photo).toHaveAttribute('data-photo-path', /^\/uploads\/[0-9a-f-]+\.webp$/);
  // Fetched with the session into the page's memory: a plain request for the path is refused.
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect((await page.request.get((await photo.getAttribute('data-photo-path')) ?? '')).status()).toBe(401);
  await saveScreen(page, 'clinic-photo');
  await group.getByRole('button', { name: 'Delete' }).click();
  await expect(group.getByRole('img', { name: 'No clinic photo yet' })).toBeVisible();
});

test('a registration key is shown once, registers a patient in a fresh browser, and a revoked key stops working', async ({ page, loginAs, browser }) => {
  // A long journey: on two cores shared with the server and other workers it needs more time.
  test.slow();
  await loginAs('admin');
  await page.goto('/clinic');
  const section = keysSection(page);
  await section.getByRole('button', { name: 'Create registration key' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create registration key' });
  await expect(createDialog.getByLabel('Role')).toHaveValue('Patient');
  await chooseOption(page, createDialog.getByLabel('Plan'), 'Basic');
  await createDialog.getByLabel('Expires in (days)').fill('7');
  await createDialog.getByLabel('Number of uses').fill('1');
  await createDialog.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('dialog', { name: 'Registration key created' });
  const keyText = (await created.locator('pre').first().innerText()).trim();
  expect(keyText).toMatch(/^CPH-\w{20,}$/);
  await expect(created.locator('pre').nth(1)).toHaveText(`${new URL(page.url()).origin}/register/USER`);
  await expect(created.getByText('It is shown only this once.', { exact: false })).toBeVisible();
  await saveScreen(page, 'clinic-key-created');
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  const prefix = keyText.slice(0, 8);
  await expect(keyRow(page, prefix)).toContainText('Patient');
  await expect(keyRow(page, prefix)).toContainText('Basic');
  await expect(keyRow(page, prefix).getByText('Active')).toBeVisible();
  // The text itself is never listed again.
  await expect(page.getByText(keyText)).toHaveCount(0);

  // Someone who got the key registers on their own device.
  const baseURL = test.info().project.use.baseURL;
  const stranger = await browser.newContext(baseURL ? { baseURL } : {});
  const strangerPage = await stranger.newPage();
  const suffix = uniqueSuffix();
  await strangerPage.goto('/register/USER');
  await strangerPage.getByLabel('First name', { exact: true }).fill('Ivana');
  await strangerPage.getByLabel('Surname', { exact: true }).fill(`Invited${suffix}`);
  await strangerPage.getByLabel('Email', { exact: true }).fill(`invited.${suffix}@example.test`);
  await strangerPage.getByLabel('Username', { exact: true }).fill(`invited_${suffix}`);
  await strangerPage.getByLabel('Password', { exact: true }).fill('secret-pass');
  await strangerPage.getByLabel('Confirm Password', { exact: true }).fill('secret-pass');
  await strangerPage.getByLabel('Registration Key', { exact: true }).fill(keyText);
  await strangerPage.getByRole('button', { name: 'Register' }).click();
  await expect(strangerPage).toHaveURL('/login');
  await stranger.close();

  await page.reload();
  await expect(keyRow(page, prefix).getByText('Used up')).toBeVisible();

  // A second key, for doctors, is revoked after a confirmation.
  await section.getByRole('button', { name: 'Create registration key' }).click();
  await chooseOption(page, createDialog.getByLabel('Role'), 'Doctor');
  await createDialog.getByRole('button', { name: 'Create key' }).click();
  const doctorKey = (await created.locator('pre').first().innerText()).trim();
  await expect(created.locator('pre').nth(1)).toHaveText(/\/register\/DOCTOR$/);
  await created.getByRole('button', { name: 'Done' }).click();
  const doctorPrefix = doctorKey.slice(0, 8);
  await keyRow(page, doctorPrefix)
    .getByRole('button', { name: `Revoke doctor key ${doctorPrefix}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Revoke registration key?' });
  await expect(confirm).toContainText(doctorPrefix);
  await saveScreen(page, 'clinic-key-revoke');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(keyRow(page, doctorPrefix).getByText('Revoked')).toBeVisible();
  await expect(keyRow(page, doctorPrefix).getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expect(page.getByText(`The key starting ${doctorPrefix} has been revoked.`)).toBeVisible();
  await saveScreen(page, 'clinic-keys');

  const refused = await page.request.post('/api/register', {
    data: { email: `late.${suffix}@example.test`, username: `late_${suffix}`, password: 'secret-pass', register_key: doctorKey, role: 'DOCTOR' },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
});

test('the clinic screen fits a phone', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs('admin');
  await page.goto('/clinic');
  await expect(clinicCard(page)).toBeVisible();
  const keyCards = keysSection(page).getByRole('list', { name: 'Registration keys' });
  await expect(keyCards).toBeVisible();
  // The two demo keys start alike (CEPHALO-): each card and its button name the role.
  await expect(keyCards.getByText('CEPHALO-… · Patient', { exact: true })).toBeVisible();
  await expect(keyCards.getByText('CEPHALO-… · Doctor', { exact: true })).toBeVisible();
  await expect(keyCards.getByRole('button', { name: 'Revoke patient key CEPHALO-' })).toBeVisible();
  await expect(keyCards.getByRole('button', { name: 'Revoke doctor key CEPHALO-' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'clinic-profile-375');
});
