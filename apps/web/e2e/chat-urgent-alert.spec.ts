import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  askInChat,
  chatScreen,
  messageScroller,
  messageText,
  newAnswerPlacement,
  outsideMessageArea,
  saveShot,
  scrollerPosition,
  urgentAdvice,
} from './chat-helpers';

// Each journey has a fresh Premium patient of its own, so its conversation starts empty.

const RED_FLAG_QUESTION = 'I suddenly have the worst headache of my life, it exploded within seconds';
const EMERGENCY_TITLE = 'Emergency: get help now';

/**
 * The chat of a patient who has answered the cookie banner, as a returning patient has: on a phone
 * the open banner leaves the message list too short for a whole alert (chat-scroll.spec.ts covers
 * the banner's room).
 */
const openChat = async (page: Page) => {
  await page.goto('/ai');
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
};

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${width} px urgent advice opens the answer as an alert, in view above the answer text`, async ({ page, loginAsNew }) => {
    await page.setViewportSize({ width, height });
    await loginAsNew('patient', { agentId: 1 });
    await openChat(page);
    const answer = await askInChat(page, RED_FLAG_QUESTION);
    await expect(answer).toHaveAttribute('data-phase', 'complete');

    // Announced as an alert: the advice of an answer that has just arrived.
    const alert = answer.getByRole('alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toHaveAttribute('data-level', 'emergency');
    await expect(alert.getByText(EMERGENCY_TITLE, { exact: true })).toBeVisible();
    await expect(alert).toContainText('Call your local emergency number now');
    await expect(alert).toHaveAccessibleName(EMERGENCY_TITLE);

    // At the top of the bubble, before the answer's text, and not repeated in it.
    const text = messageText(answer);
    await expect(text).not.toContainText(EMERGENCY_TITLE);
    const alertBox = await alert.boundingBox();
    const textBox = await text.boundingBox();
    expect(alertBox && textBox && alertBox.y + alertBox.height <= textBox.y).toBe(true);
    expect(
      await alert.evaluate(
        (element, textElement) => Boolean(element.compareDocumentPosition(textElement!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await text.elementHandle(),
      ),
    ).toBe(true);

    // In view when the answer is complete, wherever the answer ends.
    expect(await outsideMessageArea(page, alert)).toEqual({ above: 0, below: 0 });
    await saveShot(page, `urgent-alert-${width}`);

    // Opened again from the history, the advice is still the alert box, without being read out again.
    await page.reload();
    const stored = chatScreen(page).lastAnswer;
    await expect(urgentAdvice(stored)).toBeVisible();
    await expect(urgentAdvice(stored)).toHaveAttribute('role', 'group');
    await expect(urgentAdvice(stored)).toHaveAccessibleName(EMERGENCY_TITLE);
    await expect(stored.getByRole('alert')).toHaveCount(0);
  });

  test(`at ${width} px a new answer taller than the message list opens at its beginning`, async ({ page, loginAsNew }) => {
    await page.setViewportSize({ width, height });
    await loginAsNew('patient', { agentId: 1 });
    // The cookie banner left open keeps the message list short: the red-flag answer (its alert,
    // text, "Read more", references and validation) is taller than it at both widths.
    await page.goto('/ai');
    const screen = chatScreen(page);
    // A short answer first: it is followed to its end, as before.
    const short = await askInChat(page, 'Hello');
    await expect(short).toHaveAttribute('data-phase', 'complete');
    await expect.poll(() => newAnswerPlacement(page, short)).toBe('end');

    const answer = await askInChat(page, RED_FLAG_QUESTION);
    await expect(answer).toHaveAttribute('data-phase', 'complete');
    await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).toBeAttached();
    // Its beginning is in view, the author line near the top of the list, and its end below.
    await expect.poll(() => newAnswerPlacement(page, answer)).toBe('beginning');
    expect(await outsideMessageArea(page, answer.getByText('AI Assistant', { exact: true }))).toEqual({ above: 0, below: 0 });
    await expect(urgentAdvice(answer)).toBeInViewport();
    await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).not.toBeInViewport();
    expect((await scrollerPosition(messageScroller(page))).fromEnd).toBeGreaterThan(40);
    await saveShot(page, `long-answer-${width}`);

    // Scrolling on reads the rest; the input stays where it was.
    await messageScroller(page).hover();
    await page.mouse.wheel(0, 4000);
    await expect(answer.getByRole('button', { name: 'Request Clinical Validation' })).toBeInViewport();
    await expect(screen.composer).toBeInViewport();
  });
}
