import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, saveScreen, test } from './fixtures';
import { chooseOption, expectNoSidewaysScroll } from './profile-helpers';

const DOCTOR1 = DEMO_ACCOUNTS.doctor.email;
const section = (page: Page, name: string) => page.getByRole('region', { name });
const editDialog = (page: Page) => page.getByRole('dialog', { name: 'Edit Profile' });

/** The value shown next to a label in a section's description list. */
const detail = (page: Page, sectionName: string, label: string) =>
  section(page, sectionName)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('a patient sees their details, their doctor, their clinic and what is left of the plan', async ({ page, loginAsNew }) => {
  const patient = await loginAsNew('patient', { name: 'Petra', surname: 'Details', doctorEmail: DOCTOR1 });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Petra Details' })).toBeVisible();
  await expect(detail(page, 'Personal details', 'Email')).toHaveText(patient.email);
  await expect(detail(page, 'Personal details', 'Username')).toHaveText(patient.username);
  await expect(detail(page, 'Your care', 'Doctor')).toHaveText('Mila Jovanović');
  await expect(detail(page, 'Your care', 'Clinic')).toHaveText('Cephalo Demo Clinic');
  const plan = section(page, 'Subscription plan');
  await expect(plan.getByText('Premium', { exact: true })).toBeVisible();
  // A new Premium patient has asked nothing yet: the whole monthly limit of 1000 is left.
  await expect(plan.getByText('Remaining chat usage: 1000 messages', { exact: true })).toBeVisible();
  // A patient's photo is shown, never uploaded (spec section 2).
  await expect(page.getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  await saveScreen(page, 'profile-patient');
});

test('a patient edits the profile, and the chat language is kept unless another is chosen', async ({ page, loginAsNew }) => {
  // A long journey: on two cores shared with the server and other workers it needs more time.
  test.slow();
  await loginAsNew('patient', { name: 'Nina', surname: 'Initial', doctorEmail: DOCTOR1 });
  await page.goto('/profile');
  // A new Premium patient has asked nothing yet: the whole monthly limit of 1000 is left.
  await expect(page.getByText('Remaining chat usage: 1000 messages', { exact: true })).toBeVisible();
  await expect(detail(page, 'Your care', 'Doctor')).toHaveText('Mila Jovanović');
  await expect(detail(page, 'Your care', 'Clinic')).toHaveText('Cephalo Demo Clinic');
  await expect(detail(page, 'Personal details', 'Phone')).toHaveText('Not added');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = editDialog(page);
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Nina');
  await expect(dialog.getByLabel('Chat language')).toHaveValue('English');
  await dialog.getByLabel('Surname').fill('Marković');
  await dialog.getByLabel('Phone number').fill('+381 11 123 4567');
  await dialog.getByLabel('Bio').fill('Migraine with aura since 2019.');
  await saveScreen(page, 'profile-edit-modal');

  const firstSave = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/profile'));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The language was not touched, so it is not sent and the server keeps it (spec section 4).
  expect((await firstSave).postDataJSON()).not.toHaveProperty('chat_answer_language');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Nina Marković' })).toBeVisible();
  await expect(detail(page, 'Personal details', 'Phone')).toHaveText('+381 11 123 4567');
  await expect(detail(page, 'Personal details', 'Bio')).toHaveText('Migraine with aura since 2019.');
  await expect(detail(page, 'Personal details', 'Chat language')).toHaveText('English');

  // A new language is saved, shown when the modal opens again, and still there after a reload.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await chooseOption(page, dialog.getByLabel('Chat language'), 'Spanish');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'Personal details', 'Chat language')).toHaveText('Spanish');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog.getByLabel('Chat language')).toHaveValue('Spanish');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(detail(page, 'Personal details', 'Chat language')).toHaveText('Spanish');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog.getByLabel('Chat language')).toHaveValue('Spanish');
  await dialog.getByLabel('Bio').fill('Aura first, then the headache.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'Personal details', 'Bio')).toHaveText('Aura first, then the headache.');
  await expect(detail(page, 'Personal details', 'Chat language')).toHaveText('Spanish');
});

test("a refused change keeps the modal open with the server's reason", async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { name: 'Ivo', surname: 'Refused', doctorEmail: DOCTOR1 });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = editDialog(page);
  // Any phone text is accepted (the form has no validation), but not beyond its length.
  await dialog.getByLabel('Phone number').fill('1'.repeat(41));
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The server's refusal shows under the field it concerns, in words.
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Phone number must be at most 40 characters');
  await expect(dialog.getByLabel('Phone number')).toBeFocused();
  await expect(dialog.getByText(/phone_number/)).toHaveCount(0);
  await saveScreen(page, 'profile-edit-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'Personal details', 'Phone')).toHaveText('Not added');
  // Opening again starts from the stored profile, without the old refusal.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog.getByLabel('Phone number')).toHaveValue('');
  await expect(dialog.getByLabel('Phone number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('a patient without a doctor is told so calmly, and the legacy None shows as empty', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { name: 'Olga', surname: 'Alone' });
  // Older data stored the text None for an absent value.
  await page.route('**/api/profile', async (route) => {
    const response = await route.fetch();
    const profile = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...profile, phone_number: 'None', bio: 'None', profile_photo_url: 'None' } });
  });
  const failedRequests: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedRequests.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/profile');
  await expect(detail(page, 'Your care', 'Doctor')).toHaveText('No doctor assigned yet');
  await expect(detail(page, 'Your care', 'Clinic')).not.toHaveText('');
  // Without a doctor, the doctor is not even asked for (no 404 in the console or the network log).
  expect(failedRequests).toEqual([]);
  await expect(detail(page, 'Personal details', 'Phone')).toHaveText('Not added');
  await expect(detail(page, 'Personal details', 'Bio')).toHaveText('Not added');
  await expect(page.getByText('None', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
});

test('the profile waits behind a skeleton, then fits a phone', async ({ page, loginAsNew }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  let releaseProfile: () => void = () => undefined;
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  await page.route('**/api/profile', async (route) => {
    await profileHeld;
    await route.continue();
  });
  await loginAsNew('patient', { name: 'Petra', surname: 'Skeleton' });
  await page.goto('/profile');
  await expect(page.getByLabel('Loading your profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  releaseProfile();
  await expect(page.getByRole('heading', { level: 2, name: 'Petra Skeleton' })).toBeVisible();
  await expect(page.getByText(/^Remaining chat usage: \d+ messages$/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'profile-patient-375');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(editDialog(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreen(page, 'profile-edit-modal-375');
});
