import { DEMO_ACCOUNTS, expect, saveScreen, test } from './fixtures';
import { askInChat, messageText } from './chat-helpers';
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

  // An ordinary question in Serbian: the short answer comes in Serbian, the full entry follows marked as English.
  const answer = await askInChat(page, 'Da li kafa može da izazove migrenu?');
  await expect(messageText(answer)).toContainText('Hvala vam na pitanju.');
  await expect(messageText(answer)).toContainText('Ostatak ovog odgovora je na engleskom jeziku.');
  await expect(messageText(answer)).toContainText(/kofein/i);
  await expect(messageText(answer)).not.toContainText('Odmah potražite hitnu medicinsku pomoć');

  // A red flag in Cyrillic: urgent care first, in Serbian.
  const urgent = await askInChat(page, 'Имам најгору главобољу у животу, дошла је изненада као удар грома');
  await expect(messageText(urgent)).toContainText('Ovi simptomi mogu biti znak ozbiljnog stanja.');
  const text = (await messageText(urgent).innerText()).trim();
  expect(text.startsWith('Ovi simptomi mogu biti znak ozbiljnog stanja.')).toBe(true);
  await saveScreen(page, 'chat-serbian');
});
