import type { Page } from '@playwright/test';
import { chatScreen, saveView, sidewaysOverflow } from './chat-helpers';
import { expect, test } from './fixtures';

// Issue 15, "voice only where it works": the chat asks the server which speech engines it has.
// The journeys' server has the built-in ones (pocketsphinx, eSpeak NG), so the first journey sees
// its real answer. A server without recognition is the second journey: its answer is given at the
// network, and the API tests (voice-routes.test.ts) show the server says so when the engine is missing.
const VOICE_NOT_SET_UP = 'Voice input is not set up on this server.';

const voiceButton = (page: Page) => page.getByRole('button', { name: 'Voice', exact: true });

/** Opens the chat of the signed-in account, giving the server's answer about its speech engines. */
const openChat = async (page: Page, heading: 'Companion' | 'Chat') => {
  const capabilities = page.waitForResponse('**/api/voice/capabilities');
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  return capabilities;
};

test('where the server recognises speech, the Voice button opens voice mode', async ({ page, loginAsNew }) => {
  await loginAsNew('patient', { agentId: 1 });
  const capabilities = await openChat(page, 'Companion');
  expect(capabilities.status()).toBe(200);
  expect(await capabilities.json()).toEqual({ recognition: true, synthesis: true, missing_packages: [] });

  const voice = voiceButton(page);
  await expect(voice).toBeEnabled();
  await voice.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Ask by voice');
  await voice.click();
  await expect(page.getByRole('button', { name: 'Speak' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Speak' })).toBeEnabled();
  await expect(chatScreen(page).composer).toBeHidden();
  await expect(page.getByText(VOICE_NOT_SET_UP)).toHaveCount(0);
});

test('without speech recognition the Voice button is disabled and says why', async ({ page, loginAsNew }) => {
  // A server without a recogniser (its own answer is covered by the API tests).
  await page.route('**/api/voice/capabilities', (route) => route.fulfill({ json: { recognition: false, synthesis: true } }));
  await loginAsNew('doctor', { agentId: 1 });
  await openChat(page, 'Chat');
  const screen = chatScreen(page);
  const voice = voiceButton(page);

  // Still found by its name, announced as unavailable, and described by the reason.
  await expect(voice).toBeDisabled();
  await expect(voice).toHaveAccessibleDescription(VOICE_NOT_SET_UP);

  // The pointer: hovering shows the reason; a click does nothing.
  await voice.hover();
  await expect(page.getByRole('tooltip')).toHaveText(VOICE_NOT_SET_UP);
  await saveView(page, 'chat-voice-not-set-up');
  // force: Playwright itself will not click what is announced as disabled; a person can.
  await voice.click({ force: true });
  await expect(screen.composer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speak' })).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveCount(0);

  // The keyboard: the button is still reached with Tab, shows the reason, and Enter does nothing.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await screen.composer.focus();
  await page.keyboard.press('Tab');
  await expect(voice).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(VOICE_NOT_SET_UP);
  await page.keyboard.press('Enter');
  await expect(screen.composer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speak' })).toBeHidden();

  // Typing still works as before.
  await screen.composer.fill('Is caffeine a trigger?');
  await expect(screen.send).toBeEnabled();
});

test('voice mode opened before the server has answered turns Speak off when it cannot recognise speech', async ({ page, loginAsNew }) => {
  // The answer waits at the network until the patient is already in voice mode.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/voice/capabilities', async (route) => {
    await answered;
    await route.fulfill({ json: { recognition: false, synthesis: true } });
  });
  await loginAsNew('patient', { agentId: 1 });
  await page.goto('/ai');
  const speak = page.getByRole('button', { name: 'Speak' });
  await voiceButton(page).click();
  await expect(speak).toBeEnabled();
  await expect(speak).toBeFocused();

  answer();
  await expect(speak).toBeDisabled();
  // The keyboard is not left on the page: it moves to the button that still works.
  await expect(page.getByRole('button', { name: 'Text' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: VOICE_NOT_SET_UP })).toHaveText(VOICE_NOT_SET_UP);
  await saveView(page, 'chat-voice-mode-not-set-up');
  // Text leads back to typing, where Voice is now off.
  await page.getByRole('button', { name: 'Text' }).click();
  await expect(chatScreen(page).composer).toBeFocused();
  await expect(voiceButton(page)).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('tapping the disabled Voice button shows why, within the screen', async ({ page, loginAsNew }) => {
    await page.route('**/api/voice/capabilities', (route) => route.fulfill({ json: { recognition: false, synthesis: false } }));
    await loginAsNew('patient', { agentId: 1 });
    await openChat(page, 'Companion');
    const voice = voiceButton(page);
    await expect(voice).toBeDisabled();
    await voice.tap({ force: true });
    await expect(page.getByRole('tooltip')).toHaveText(VOICE_NOT_SET_UP);
    await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 });
    await expect(chatScreen(page).composer).toBeVisible();
    await expect(page.getByRole('button', { name: 'Speak' })).toBeHidden();
    expect(await sidewaysOverflow(page)).toBe(0);
    await saveView(page, 'chat-voice-not-set-up-phone');
  });
});
