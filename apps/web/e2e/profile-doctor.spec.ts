import type { Page } from '@playwright/test';
import { expect, readStorage, saveScreen, test } from './fixtures';
import { chooseFile, expectNoSidewaysScroll, makePng } from './profile-helpers';

const detail = (page: Page, sectionName: string, label: string) =>
  page
    .getByRole('region', { name: sectionName })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const photoGroup = (page: Page) => page.getByRole('group', { name: 'Profile photo' });

test('a doctor sees the profile with clinic, plan and the password link', async ({ page, loginAsNew }) => {
  const doctor = await loginAsNew('doctor', { name: 'Mila', surname: 'Profile' });
  await page.goto('/doctors');
  await expect(page.getByRole('heading', { level: 1, name: 'Doctor profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mila Profile' })).toBeVisible();
  await expect(detail(page, 'Personal details', 'Email')).toHaveText(doctor.email);
  await expect(detail(page, 'Clinic and plan', 'Clinic')).toHaveText('Cephalo Demo Clinic');
  await expect(detail(page, 'Clinic and plan', 'Plan')).toHaveText('Premium');
  await expect(page.getByText(/^Remaining chat usage: \d+ messages$/)).toBeVisible();
  await expect(photoGroup(page).getByRole('button', { name: 'Update' })).toBeVisible();
  await saveScreen(page, 'profile-doctor');

  await page.getByRole('link', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/reset-password');
});

test('a doctor updates the photo, a file that is not an image is refused with its reason, and Delete brings the default back', async ({ page, loginAsNew }) => {
  // A long journey: on two cores shared with the server and other workers it needs more time.
  test.slow();
  await loginAsNew('doctor', { name: 'Petar', surname: 'Photo' });
  await page.goto('/doctors');
  const group = photoGroup(page);
  await expect(group.getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
  await expect(group.getByRole('button', { name: 'Delete' })).toBeDisabled();

  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/profile/photo') && response.request().method() === 'POST');
  await chooseFile(page, group.getByRole('button', { name: 'Update' }), { name: 'portrait.png', mimeType: 'image/png', buffer: makePng() });
  expect((await uploaded).status()).toBe(200);
  const photo = group.getByRole('img', { name: 'Profile photo' });
  await expect(photo).toHaveAttribute('data-photo-path', /^\/uploads\/[0-9a-f-]+\.webp$/);
  const photoPath = (await photo.getAttribute('data-photo-path')) ?? '';
  // The picture really loads, fetched with the session into the page's memory (a blob URL), and
  // the client keeps its path (spec section 3).
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  expect(await readStorage(page, 'profilePhoto')).toBe(photoPath);
  // Without the session the photo is not served, and no cache may keep it.
  const anonymous = await page.request.get(photoPath);
  expect(anonymous.status()).toBe(401);
  const token = await readStorage(page, 'token');
  const withSession = await page.request.get(photoPath, { headers: { authorization: `Bearer ${token}` } });
  expect(withSession.status()).toBe(200);
  expect(withSession.headers()['cache-control']).toBe('private, no-store');
  await saveScreen(page, 'profile-doctor-photo');

  // A text file named .png: the server refuses it, the old picture stays (spec section 8) and the reason shows.
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/profile/photo') && response.request().method() === 'POST');
  await chooseFile(page, group.getByRole('button', { name: 'Update' }), {
    name: 'not-a-picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('This is a text file, not a picture.\n'),
  });
  expect((await refused).status()).toBe(400);
  await expect(group.getByRole('button', { name: 'Update' })).toBeEnabled();
  await expect(photo).toHaveAttribute('data-photo-path', photoPath);
  await expect(group.getByRole('alert')).toHaveText('The file is not an image we can read. Please choose a JPEG, PNG, WebP or GIF picture.');
  await saveScreen(page, 'profile-doctor-photo-refused');
  await page.reload();
  await expect(photoGroup(page).getByRole('img', { name: 'Profile photo' })).toHaveAttribute('data-photo-path', photoPath);

  await photoGroup(page).getByRole('button', { name: 'Delete' }).click();
  await expect(photoGroup(page).getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
  await expect(photoGroup(page).getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(await readStorage(page, 'profilePhoto')).toBeNull();
  await page.reload();
  await expect(photoGroup(page).getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
});

test('a doctor edits the profile in the modal', async ({ page, loginAsNew }) => {
  await loginAsNew('doctor', { name: 'Vera', surname: 'Edit' });
  await page.goto('/doctors');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await dialog.getByLabel('Surname').fill('Edited');
  await dialog.getByLabel('Phone number').fill('+381 21 555 010');
  await dialog.getByLabel('Bio').fill('Neurologist, headache clinic on Tuesdays.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Vera Edited' })).toBeVisible();
  await expect(detail(page, 'Personal details', 'Phone')).toHaveText('+381 21 555 010');
  await page.reload();
  await expect(detail(page, 'Personal details', 'Bio')).toHaveText('Neurologist, headache clinic on Tuesdays.');
});

test('the doctor profile fits a phone', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAsNew('doctor', { name: 'Mila', surname: 'Phone' });
  await page.goto('/doctors');
  await expect(page.getByRole('heading', { level: 2, name: 'Mila Phone' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'profile-doctor-375');
});
