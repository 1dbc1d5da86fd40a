import { expect, test } from './fixtures';
import {
  askThroughApi,
  browserTimeZone,
  chatScreen,
  holdAnswersAfterFirstChunk,
  messageScroller,
  messageText,
  newAnswerPlacement,
  pageVerticalOverflow,
  releaseAnswer,
  saveView,
  scrollerPosition,
  sidewaysOverflow,
} from './chat-helpers';

// Each journey has a fresh patient of its own; the 200-message day is served by page.route.

const LONG_DAY = '2026-03-10';
const LONG_DAY_LABEL = '10 Mar 2026';
const EXCHANGES = 100;

/** A stored day of 200 messages: 100 questions, each with a several-line answer. */
const longDay = () =>
  Array.from({ length: EXCHANGES }, (_, index) => {
    const number = index + 1;
    const time = `${String(8 + Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`;
    return {
      id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
      content: `Question number ${number}: is this headache a migraine?`,
      created_date: LONG_DAY,
      created_time: time,
      answer: {
        id: `00000000-0000-4000-9000-${String(number).padStart(12, '0')}`,
        content: `Answer number ${number}. Thank you for your question.\n\nA migraine is a headache that often comes with nausea and sensitivity to light. Keep a diary of your attacks.\n\nThis is general information, not a diagnosis.`,
        created_date: LONG_DAY,
        created_time: time,
        reference_list: [],
      },
    };
  });

/** A fresh reader in the chat of the Migraine Agent. */
const NEW_READER = { name: 'Scroll', surname: 'Reader', agentId: 1 } as const;

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px a day of 200 messages opens at its latest exchange and scrolls inside the conversation, the input always in view`, async ({
    page,
    loginAsNew,
  }) => {
    await page.setViewportSize({ width, height });
    await page.route('**/api/questions-dates-grouped/1', (route) => route.fulfill({ json: { [LONG_DAY]: LONG_DAY_LABEL } }));
    await page.route(`**/api/questions-by-user/1?date=${LONG_DAY}`, (route) => route.fulfill({ json: longDay() }));
    await loginAsNew('patient', NEW_READER);
    await page.goto('/ai');
    const screen = chatScreen(page);
    // A fresh browser has not answered the cookie banner: it is shown, and the chat still fits.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();

    if (width < 992) await screen.conversations.getByRole('button', { name: /Conversations/ }).click();
    await screen.conversations.getByRole('button', { name: LONG_DAY_LABEL, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: LONG_DAY_LABEL })).toBeVisible();
    await expect(screen.messages.getByRole('listitem')).toHaveCount(2 * EXCHANGES);

    // Opened at the latest exchange: the end of the last answer is in view, the first question is
    // not; on a wide screen the whole last exchange shows (a phone has room for the answer's end).
    const first = screen.question('Question number 1:');
    const lastQuestion = screen.question(`Question number ${EXCHANGES}:`);
    const lastAnswer = screen.lastAnswer;
    await expect(messageText(lastAnswer)).toContainText(`Answer number ${EXCHANGES}.`);
    await expect(lastAnswer.getByRole('button', { name: 'Request Clinical Validation' })).toBeInViewport({ ratio: 1 });
    if (width >= 992) await expect(lastQuestion).toBeInViewport();
    await expect(first).not.toBeInViewport();
    const scroller = messageScroller(page);
    expect((await scrollerPosition(scroller)).fromEnd).toBeLessThanOrEqual(2);

    // The page itself does not scroll: the messages scroll in their own area, the input stays.
    expect(await pageVerticalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expect(screen.composer).toBeInViewport();
    await expect(screen.send).toBeInViewport();
    await expect(banner).toBeInViewport();
    await saveView(page, `chat-long-day-${width}`);

    // The wheel scrolls the conversation back to the first message; the input never moves.
    const composerBox = await screen.composer.boundingBox();
    await scroller.hover();
    for (let turn = 0; turn < 60 && (await scrollerPosition(scroller)).top > 0; turn += 1) await page.mouse.wheel(0, -4000);
    await expect(first).toBeInViewport();
    await expect(lastQuestion).not.toBeInViewport();
    expect(await screen.composer.boundingBox()).toEqual(composerBox);
    expect(await pageVerticalOverflow(page)).toBeLessThanOrEqual(0);
    await saveView(page, `chat-long-day-top-${width}`);

    // Answering the banner gives its room to the messages, and the input is still at the bottom.
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    await expect(screen.composer).toBeInViewport();
    expect(await pageVerticalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`at ${width} px a new answer keeps the end in view while it arrives, unless the reader scrolled up, and a tall one opens at its beginning`, async ({
    page,
    loginAsNew,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const { token } = await loginAsNew('patient', NEW_READER);
    const timeZone = await browserTimeZone(page);
    // Enough of today's history to fill the conversation more than once.
    for (const message of [
      'What is a migraine aura?',
      'Can alcohol trigger migraine?',
      'What is medication overuse headache?',
      'Does caffeine help a headache?',
    ]) {
      expect((await askThroughApi(request, token, { agentId: 1, message, timeZone })).status()).toBe(200);
    }
    await page.goto('/ai');
    const screen = chatScreen(page);
    const scroller = messageScroller(page);
    // Today with history opens at its latest exchange.
    await expect(screen.question('Does caffeine help a headache?')).toBeVisible();
    await expect(screen.question('What is a migraine aura?')).not.toBeInViewport();
    await expect.poll(async () => (await scrollerPosition(scroller)).fromEnd).toBeLessThanOrEqual(2);

    // The reader stays at the end: the answer is followed as it arrives.
    await holdAnswersAfterFirstChunk(page);
    await screen.composer.fill('What is hypnic headache?');
    await screen.composer.press('Enter');
    const followed = screen.lastAnswer;
    await expect(followed).toHaveAttribute('data-phase', 'streaming');
    await expect(messageText(followed)).toContainText('Hypnic headache');
    // Followed to its end while it fits; once taller than the list it is held at its beginning
    // (decisions: Assistant; chat-urgent-alert.spec.ts), however much of it the engine has written.
    await expect.poll(() => newAnswerPlacement(page, followed)).toMatch(/^(end|beginning)$/);
    await releaseAnswer(page);
    await expect(screen.send).toHaveText('Send', { timeout: 15_000 });
    await expect(messageText(screen.lastAnswer)).toContainText(/hypnic/i);
    await expect.poll(() => newAnswerPlacement(page, screen.lastAnswer)).toMatch(/^(end|beginning)$/);
    await expect(screen.composer).toBeInViewport();
    await saveView(page, `chat-followed-${width}`);

    // The reader scrolls up while the next answer arrives: the view stays where they are reading.
    await screen.composer.fill('What are cluster headaches?');
    await screen.composer.press('Enter');
    await expect(screen.lastAnswer).toHaveAttribute('data-phase', 'streaming');
    await scroller.hover();
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => (await scrollerPosition(scroller)).fromEnd).toBeGreaterThan(300);
    const reading = await scrollerPosition(scroller);
    await releaseAnswer(page);
    await expect(screen.send).toHaveText('Send', { timeout: 15_000 });
    await expect(messageText(screen.lastAnswer)).toContainText(/cluster/i);
    const after = await scrollerPosition(scroller);
    expect(after.height).toBeGreaterThan(reading.height);
    expect(Math.abs(after.top - reading.top)).toBeLessThanOrEqual(2);
    await expect(screen.lastAnswer).not.toBeInViewport();
    await saveView(page, `chat-scrolled-up-${width}`);
  });
}
