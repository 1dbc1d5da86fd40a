import { DEMO_ACCOUNTS, expect, saveScreen, test } from './fixtures';
import { askInChat, messageText, urgentAdvice } from './chat-helpers';
import { chooseOption } from './profile-helpers';

// A fresh patient of its own: the chat language is changed, so no shared demo account is touched.

test('a patient sets Serbian as the chat language and the assistant understands and answers in Serbian', async ({ page, loginAsNew }) => {
  test.slow();
  await loginAsNew('patient', { name: 'Jelena', surname: 'Srpski', doctorEmail: DEMO_ACCOUNTS.doctor.email });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await chooseOption(page, dialog.getByLabel('Chat language'), 'Serbian');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/home');
  await page.getByRole('button', { name: /Migraine Agent/ }).click();
  await expect(page).toHaveURL('/ai');

  // An ordinary question in Serbian: the whole answer comes in Serbian, with no English part.
  const answer = await askInChat(page, 'Da li kafa može da izazove migrenu?');
  await expect(messageText(answer)).toContainText(/kofein/i);
  await expect(messageText(answer)).toContainText('Ovo su opšte informacije, a ne dijagnoza.');
  await expect(messageText(answer)).not.toContainText('English');
  await expect(urgentAdvice(answer)).toHaveCount(0);

  // A red flag in Cyrillic: the emergency alert first, in Serbian.
  const urgent = await askInChat(page, 'Имам најгору главобољу у животу, дошла је изненада као удар грома');
  await expect(urgentAdvice(urgent)).toContainText('Ovi simptomi mogu biti znak ozbiljnog stanja.');
  await saveScreen(page, 'chat-serbian');
});
