import { expect, mainNavigation, test } from './fixtures';
import {
  CHAT_FOOTER,
  WAITING_LABEL,
  askInChat,
  chatScreen,
  messageText,
  recordStreaming,
  saveView,
  sidewaysOverflow,
  streamingMoments,
  urgentAdvice,
} from './chat-helpers';

// Each journey has a fresh account of its own, so its conversation starts empty.

test('a premium patient asks a question and watches the answer stream in, with its references', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const screen = chatScreen(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
  await expect(screen.composer).toHaveAttribute('placeholder', 'Describe your symptoms...');
  await expect(screen.counter).toHaveText('0/140');
  await expect(page.getByText(CHAT_FOOTER, { exact: true })).toBeVisible();

  // The first question waits at the network until the waiting state has been seen, as on a slow line.
  let releaseQuestion: () => void = () => undefined;
  const questionHeld = new Promise<void>((resolve) => (releaseQuestion = resolve));
  await page.route('**/api/chat-stream', async (route) => {
    await questionHeld;
    await route.continue();
  });
  const shortQuestion = 'What is hypnic headache?';
  await screen.composer.fill(shortQuestion);
  await expect(screen.counter).toHaveText('4/140');
  await screen.composer.press('Enter');

  await expect(screen.question(shortQuestion)).toBeVisible();
  await expect(screen.question(shortQuestion)).toContainText('You');
  await expect(screen.composer).toHaveValue('');
  await expect(screen.send).toBeDisabled();
  await expect(screen.send).toHaveText('...');
  const shortAnswer = screen.lastAnswer;
  await expect(shortAnswer.getByRole('progressbar', { name: WAITING_LABEL })).toBeVisible();
  await saveView(page, 'chat-waiting');
  releaseQuestion();

  await expect(messageText(shortAnswer)).toContainText('This is general information, not a diagnosis.');
  await expect(shortAnswer.getByRole('progressbar')).toHaveCount(0);
  await expect(screen.send).toBeEnabled();
  await expect(screen.send).toHaveText('Send');
  await expect(shortAnswer.getByText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)).toBeVisible();
  // One entry with its sources stays under 40 words: shown as it is, not folded.
  await expect(shortAnswer.getByText('Hypnic headache – the headache that wakes you at night', { exact: true })).toBeVisible();
  await expect(shortAnswer.getByRole('link').first()).toBeVisible();
  await expect(shortAnswer.getByRole('button', { name: /references/ })).toHaveCount(0);
  await page.unroute('**/api/chat-stream');

  // The second answer is watched as it grows, chunk by chunk, while the send button waits.
  await recordStreaming(page);
  const answer = await askInChat(page, 'What is a migraine aura?');
  const moments = await streamingMoments(page);
  const lengths = moments.map((moment) => moment.length);
  expect(lengths.length, `lengths seen while streaming: ${lengths.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect([...lengths].sort((first, second) => first - second)).toEqual(lengths);
  expect(moments.every((moment) => moment.isSendDisabled && moment.sendLabel === '...')).toBe(true);
  await expect(messageText(answer)).toContainText('An aura is a set of temporary symptoms');

  // Three entries make more than 40 words of references: folded until asked for.
  const toggle = answer.getByRole('button', { name: 'Show references (3)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(answer.getByRole('link')).toHaveCount(0);
  await toggle.click();
  await expect(answer.getByRole('button', { name: 'Hide references' })).toHaveAttribute('aria-expanded', 'true');
  await expect(answer.getByText('Migraine with aura – criteria and what an aura is', { exact: true })).toBeVisible();
  const source = answer.getByRole('link').first();
  await expect(source).toBeVisible();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(source).toHaveAttribute('href', /^https:\/\//);
  await saveView(page, 'chat-answer-references', source);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveView(page, 'chat-desktop');

  // On a phone the whole conversation fits the width and the days are one tap away.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(source).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const daysToggle = screen.conversations.getByRole('button', { name: /Conversations/ });
  const today = screen.conversations.getByRole('button', { name: 'Today', exact: true });
  await expect(daysToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(today).toBeHidden();
  await saveView(page, 'chat-answer-375', answer.getByRole('button', { name: 'Request Clinical Validation' }));
  await daysToggle.click();
  await expect(today).toHaveAttribute('aria-current', 'true');
  await saveView(page, 'chat-days-open-375', daysToggle);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('an answer goes through the clinical validation states, approved five seconds after the request', async ({ page, loginAsNew }) => {
  await page.clock.install();
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const answer = await askInChat(page, 'Does caffeine help a headache?');
  await expect(answer.getByText('Caffeine – helper, trigger, and withdrawal headache', { exact: true })).toBeVisible();

  // From here the page's clock moves only when the test moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const control = answer.getByRole('button', { name: 'Request Clinical Validation' });
  await control.click();
  const pending = answer.getByRole('button', { name: 'Clinical Validation Pending' });
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAttribute('aria-disabled', 'true');
  await saveView(page, 'chat-validation-pending', pending);

  await page.clock.fastForward(4000);
  await expect(pending).toBeVisible();
  await page.clock.fastForward(1000);
  const validated = answer.getByRole('button', { name: 'Clinically Validated' });
  await expect(validated).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).toHaveCount(0);
  await saveView(page, 'chat-validation-done', validated);
});

test('a message that looks like HTML is shown as text and never runs', async ({ page, loginAsNew }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const markup = '<img src=x onerror=alert(1)>';
  const screen = chatScreen(page);
  await askInChat(page, markup);
  await expect(messageText(screen.question(markup))).toHaveText(markup);

  await page.reload();
  await expect(messageText(screen.question(markup))).toHaveText(markup);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('a doctor has the Chat, and a red-flag message is answered with urgent-care advice first', async ({ page, loginAsNew }) => {
  await loginAsNew('doctor', { agentId: 1 });
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Chat', exact: true })).toBeVisible();
  await expect(mainNavigation(page).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');

  const answer = await askInChat(page, 'The worst headache of my life came on in seconds');
  await expect(urgentAdvice(answer)).toContainText('Emergency: get help now');
  await expect(urgentAdvice(answer)).toContainText('These symptoms can be a sign of a serious condition. Call your local emergency number now');
  await expect(answer.getByText('Thunderclap headache – sudden severe headache is an emergency', { exact: true })).toBeVisible();
  await saveView(page, 'chat-red-flag', messageText(answer));
});
