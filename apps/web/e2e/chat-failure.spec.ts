import type { Page, Request } from '@playwright/test';
import { expect, test, type LoginAsNew } from './fixtures';
import { breakNextChatStream, chatScreen, messageText, questionsCounted, saveView, sidewaysOverflow, storedQuestions } from './chat-helpers';

// Each journey has a fresh patient of its own, so what is counted and stored is its alone.

const FAILED = 'The answer could not be completed. Please try again.';

const localToday = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

/** A fresh patient in the chat of the Migraine Agent, and its bearer token for checking the server. */
const openChatAsNewPatient = async (page: Page, loginAsNew: LoginAsNew, chatLanguage?: string) => {
  const { token } = await loginAsNew('patient', { name: 'Retry', surname: 'Asker', agentId: 1 });
  if (chatLanguage) {
    const changed = await page.request.put('/api/profile', { headers: { Authorization: `Bearer ${token}` }, data: { chat_answer_language: chatLanguage } });
    expect(changed.status()).toBe(200);
  }
  await page.goto('/ai');
  await expect(chatScreen(page).composer).toBeVisible();
  return token;
};

/** Every chat-stream request the page sends from now on. */
const recordStreamRequests = (page: Page): Request[] => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/chat-stream')) sent.push(request);
  });
  return sent;
};

/** After a failure has been retried: the question once on screen and on the server, counted once. */
const expectAskedOnce = async (page: Page, token: string, question: string, answerText = 'not a diagnosis') => {
  const screen = chatScreen(page);
  // The whole answer first: the server stores it just after its last words go out.
  await expect(messageText(screen.lastAnswer)).toContainText(answerText, { timeout: 15_000 });
  await expect(screen.question(question)).toHaveCount(1);
  await expect(screen.answers).toHaveCount(1);
  await expect(page.getByText(FAILED)).toHaveCount(0);
  const today = await localToday(page);
  await expect.poll(async () => (await storedQuestions(page.request, token, today)).map((stored) => stored.content)).toEqual([question]);
  expect(await questionsCounted(page.request, token)).toBe(1);
  await page.reload();
  await expect(messageText(screen.lastAnswer)).toContainText(answerText);
  await expect(screen.question(question)).toHaveCount(1);
};

for (const width of [1280, 390]) {
  test(`at ${width} px a network error says so in the AI bubble, and Retry asks the same question once more`, async ({ page, loginAsNew }) => {
    await page.setViewportSize({ width, height: width > 1000 ? 800 : 844 });
    const token = await openChatAsNewPatient(page, loginAsNew);
    const sent = recordStreamRequests(page);
    let isFirst = true;
    await page.route('**/api/chat-stream', async (route) => {
      if (!isFirst) return route.continue();
      isFirst = false;
      return route.abort('internetdisconnected');
    });
    const screen = chatScreen(page);
    const question = 'What is a migraine aura?';
    await screen.composer.fill(question);
    await screen.composer.press('Enter');

    const answer = screen.lastAnswer;
    await expect(answer.getByText(FAILED, { exact: true })).toBeVisible();
    const retry = answer.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled();
    await expect(screen.send).toHaveText('Send');
    await expect(page.getByRole('status').filter({ hasText: FAILED })).toHaveCount(1);
    expect(await questionsCounted(page.request, token)).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(screen.composer).toBeInViewport();
    await saveView(page, `chat-failed-network-${width}`, retry);

    await retry.click();
    await expect(messageText(screen.lastAnswer)).toContainText('An aura is a set of temporary symptoms', { timeout: 15_000 });
    await expect(screen.send).toHaveText('Send');
    expect(sent).toHaveLength(2);
    expect(sent.every((request) => (request.postDataJSON() as { message: string }).message === question)).toBe(true);
    await saveView(page, `chat-retried-${width}`);
    await expectAskedOnce(page, token, question);
  });
}

test('a server error (500) is said in the chat language, Greek here, and Retry brings the answer', async ({ page, loginAsNew }) => {
  const token = await openChatAsNewPatient(page, loginAsNew, 'Greek');
  let isFirst = true;
  await page.route('**/api/chat-stream', async (route) => {
    if (!isFirst) return route.continue();
    isFirst = false;
    return route.fulfill({ status: 500, json: { detail: 'Internal Server Error' } });
  });
  const screen = chatScreen(page);
  const question = 'Does caffeine help a headache?';
  await screen.composer.fill(question);
  await screen.composer.press('Enter');

  const failure = screen.lastAnswer.getByText('Η απάντηση δεν ολοκληρώθηκε. Δοκιμάστε ξανά.', { exact: true });
  await expect(failure).toBeVisible();
  await expect(screen.lastAnswer.locator('[lang="el"]')).toContainText('Η απάντηση δεν ολοκληρώθηκε.');
  // The server's own words of a 500 are not shown: only the short sentence.
  await expect(screen.lastAnswer).not.toContainText('Internal Server Error');
  expect(await questionsCounted(page.request, token)).toBe(0);
  await saveView(page, 'chat-failed-500-greek', failure);

  await screen.lastAnswer.getByRole('button', { name: 'Δοκιμή ξανά' }).click();
  // The answer in the chat language, ending with its "not a diagnosis" note.
  await expect(messageText(screen.lastAnswer)).toContainText('όχι για διάγνωση', { timeout: 15_000 });
  await expect(failure).toHaveCount(0);
  await expectAskedOnce(page, token, question, 'όχι για διάγνωση');
});

test('a connection cut after the first words keeps them, says the answer failed, and Retry asks again', async ({ page, loginAsNew }) => {
  const token = await openChatAsNewPatient(page, loginAsNew);
  const sent = recordStreamRequests(page);
  await breakNextChatStream(page, 'cut');
  const screen = chatScreen(page);
  const question = 'What is medication overuse headache?';
  await screen.composer.fill(question);
  await screen.composer.press('Enter');

  const answer = screen.lastAnswer;
  await expect(answer.getByText(FAILED, { exact: true })).toBeVisible();
  await expect(messageText(answer)).toHaveText('Thank you for your question.');
  await expect(answer).toHaveAttribute('data-phase', 'failed');
  // An unfinished answer cannot be sent for clinical validation.
  await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).toHaveCount(0);
  await saveView(page, 'chat-failed-cut', answer);

  await answer.getByRole('button', { name: 'Retry' }).click();
  await expect(messageText(screen.lastAnswer)).toContainText(/overuse/i, { timeout: 15_000 });
  await expect(screen.send).toHaveText('Send');
  expect(sent).toHaveLength(1);
  await expectAskedOnce(page, token, question);
});

test('a stream that ends without its answer being saved is a failed answer too, with Retry', async ({ page, loginAsNew }) => {
  const token = await openChatAsNewPatient(page, loginAsNew);
  await breakNextChatStream(page, 'unsaved');
  const screen = chatScreen(page);
  const question = 'Can alcohol trigger migraine?';
  await screen.composer.fill(question);
  await screen.composer.press('Enter');

  const answer = screen.lastAnswer;
  await expect(answer.getByText(FAILED, { exact: true })).toBeVisible();
  await expect(messageText(answer)).toHaveText('Thank you for your question.');
  await answer.getByRole('button', { name: 'Retry' }).click();
  await expect(messageText(screen.lastAnswer)).toContainText(/alcohol/i, { timeout: 15_000 });
  await expectAskedOnce(page, token, question);
});

test('Retry after a cut that the server finished anyway shows the stored answer and asks nothing again', async ({ page, loginAsNew }) => {
  const token = await openChatAsNewPatient(page, loginAsNew);
  const today = await localToday(page);
  // The page looks before the server has stored the answer it goes on writing for an asker who left.
  let isStoredHidden = true;
  await page.route('**/api/questions-by-user/1?*', async (route) => (isStoredHidden ? route.fulfill({ json: [] }) : route.continue()));
  await breakNextChatStream(page, 'cut-after-server');
  const sent = recordStreamRequests(page);
  const screen = chatScreen(page);
  const question = 'What is a tension-type headache?';
  await screen.composer.fill(question);
  await screen.composer.press('Enter');

  const retry = screen.lastAnswer.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(screen.lastAnswer.getByText(FAILED, { exact: true })).toBeVisible();
  // The server counted the question once its first words went out, and finishes and stores it.
  await expect.poll(async () => (await storedQuestions(page.request, token, today)).length, { timeout: 10_000 }).toBe(1);
  expect(await questionsCounted(page.request, token)).toBe(1);

  isStoredHidden = false;
  await retry.click();
  await expect(messageText(screen.lastAnswer)).toContainText('not a diagnosis');
  await expect(screen.send).toHaveText('Send');
  expect(sent).toHaveLength(1);
  await expectAskedOnce(page, token, question);
});

test('Retry at once after a cut, while the server still writes the first answer, shows that answer and counts the question once', async ({
  page,
  loginAsNew,
}) => {
  const token = await openChatAsNewPatient(page, loginAsNew);
  const sent = recordStreamRequests(page);
  // Until Retry has asked the server, the page finds nothing stored: the server is still writing.
  await page.route('**/api/questions-by-user/1?*', async (route) => (sent.length < 2 ? route.fulfill({ json: [] }) : route.continue()));
  await breakNextChatStream(page, 'cut-after-server');
  const screen = chatScreen(page);
  const question = 'What is a cluster headache?';
  await screen.composer.fill(question);
  await screen.composer.press('Enter');

  await screen.lastAnswer.getByRole('button', { name: 'Retry' }).click();
  await expect(messageText(screen.lastAnswer)).toContainText('not a diagnosis', { timeout: 15_000 });
  // Asked twice under one question id: the server waited for the first answer and sent it again.
  expect(sent).toHaveLength(2);
  expect(sent.map((request) => (request.postDataJSON() as { question_id: string }).question_id)).toEqual([
    expect.any(String),
    sent[0]!.postDataJSON().question_id,
  ]);
  await expectAskedOnce(page, token, question);
});
