import { expect, test } from './fixtures';
import { askThroughApi, askInChat, browserTimeZone, chatScreen, messageText, saveView } from './chat-helpers';

// Each journey has a fresh Free patient of its own, whose month starts with all 20 questions.

const words = (count: number, prefix = 'word') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`).join(' ');

test('the counter follows the words and the draft holds at 140, typed or pasted', async ({ page, loginAsNew, context }) => {
  await loginAsNew('patient', { plan: 'Free', agentId: 1 });
  await page.goto('/ai');
  const screen = chatScreen(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chat-stream')) sent.push(request.url());
  });

  // An empty message is not sent, by button or by Enter.
  await screen.send.click();
  await screen.composer.fill('   ');
  await screen.composer.press('Enter');
  await expect(screen.messages).toHaveCount(0);

  // Shift+Enter starts a new line instead of sending.
  await screen.composer.fill('');
  await screen.composer.pressSequentially('Pain behind my eye');
  await screen.composer.press('Shift+Enter');
  await screen.composer.pressSequentially('since Monday');
  await expect(screen.composer).toHaveValue('Pain behind my eye\nsince Monday');
  await expect(screen.counter).toHaveText('6/140');
  expect(sent).toEqual([]);

  // Typing: 150 words in one go keep their first 140, and further words are ignored.
  await screen.composer.fill(words(150));
  await expect(screen.counter).toHaveText('140/140');
  await expect(screen.composer).toHaveValue(words(140));
  await screen.composer.press('End');
  await screen.composer.pressSequentially(' more words');
  await expect(screen.counter).toHaveText('140/140');
  expect((await screen.composer.inputValue()).trimEnd()).toBe(words(140));
  await saveView(page, 'chat-counter-full', screen.counter);

  // Pasting 150 words into an empty draft keeps the first 140.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await screen.composer.fill('');
  await expect(screen.counter).toHaveText('0/140');
  await page.evaluate((text) => navigator.clipboard.writeText(text), words(150, 'pasted'));
  await screen.composer.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(screen.counter).toHaveText('140/140');
  await expect(screen.composer).toHaveValue(words(140, 'pasted'));
  expect(sent).toEqual([]);
});

test('beyond the free plan limit the reason is shown in the AI bubble', async ({ page, loginAsNew, request }) => {
  const { token } = await loginAsNew('patient', { plan: 'Free', agentId: 1 });
  const timeZone = await browserTimeZone(page);
  // Use up the month's 20 questions through the API.
  let answered = 0;
  for (;;) {
    const response = await askThroughApi(request, token, { agentId: 1, message: 'Hello', timeZone });
    if (response.status() === 403) break;
    expect(response.status()).toBe(200);
    answered += 1;
    expect(answered, 'the free plan never refused').toBeLessThanOrEqual(20);
  }
  // A new Free patient has the whole month's 20 questions.
  expect(answered).toBe(20);

  await page.goto('/ai');
  const screen = chatScreen(page);
  await expect(page.getByText('20 of 20 questions used this month')).toBeVisible();
  const answer = await askInChat(page, 'Is it safe to take ibuprofen every day?');
  await expect(messageText(answer)).toHaveText(/^You have used all 20 questions of your Free plan this month\. Your questions renew on \d{4}-\d{2}-\d{2}\.$/);
  await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).toHaveCount(0);
  await expect(screen.composer).toBeEditable();
  await saveView(page, 'chat-plan-limit', screen.composer);
});
