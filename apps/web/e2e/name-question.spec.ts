import { createVerifiedPatient } from './account-helpers';
import { expect, saveScreen, signInThroughApi, test } from './fixtures';

test('an account without a name is asked once after login: "Not now" ends it, and an answer is kept', async ({ page }) => {
  const declining = await createVerifiedPatient(page.request, { isNameless: true });
  await signInThroughApi(page, declining.username, declining.password);
  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'What is your name?' });
  await expect(dialog).toBeVisible();
  await saveScreen(page, 'name-question');
  // Both names are needed to save.
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Surname')).toHaveAccessibleDescription('Enter your surname');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  // Asked once: after a reload (the profile has loaded, so GET /api/me has answered too) no question.
  const meAnswered = page.waitForResponse((response) => response.url().endsWith('/api/me'));
  await page.reload();
  await meAnswered;
  await expect(page.getByText(declining.email).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const answering = await createVerifiedPatient(page.request, { isNameless: true });
  await signInThroughApi(page, answering.username, answering.password);
  await page.goto('/profile');
  await dialog.getByLabel('First name').fill('Nadia');
  await dialog.getByLabel('Surname').fill('Named');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nadia Named').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Nadia Named').first()).toBeVisible();
  await expect(dialog).toBeHidden();
});
