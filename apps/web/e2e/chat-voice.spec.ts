import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createVerifiedPatient } from './account-helpers';
import { chatScreen, messageText, saveView, sidewaysOverflow } from './chat-helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args';
import { expect, signInWithForm, test } from './fixtures';

// The fake microphone: Chromium plays this file as the recording device's input, once, from the
// moment the page opens the microphone. The sentence is spoken by eSpeak NG (installed by the
// test command), with a little silence before it, as a person would pause before speaking.
const SPOKEN_QUESTION = 'what causes migraines';
const FAKE_MICROPHONE = path.resolve(import.meta.dirname, '../../../.tmp/e2e-voice/spoken-question.wav');

function synthesizeSpokenQuestion(): void {
  fs.mkdirSync(path.dirname(FAKE_MICROPHONE), { recursive: true });
  const speech = spawnSync('espeak-ng', ['-v', 'en-us', '-s', '140', '--stdout', SPOKEN_QUESTION]);
  if (speech.status !== 0) throw new Error('The voice journeys need espeak-ng and sox (apt-get install espeak-ng sox); `npm test` installs them when it can.');
  const padded = spawnSync('sox', ['-t', 'wav', '-', '-r', '48000', '-c', '1', '-b', '16', FAKE_MICROPHONE, 'pad', '0.6', '1'], { input: speech.stdout });
  if (padded.status !== 0) throw new Error(`sox could not prepare the fake microphone: ${padded.stderr.toString()}`);
}
synthesizeSpokenQuestion();

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      // %noloop: the sentence is heard once, then silence.
      `--use-file-for-fake-audio-capture=${FAKE_MICROPHONE}%noloop`,
    ],
  },
});

/** A patient of this file alone (Premium, from the demo patient key): voice questions count against the plan. */
const openCompanionAsNewPatient = async (page: Page) => {
  const patient = await createVerifiedPatient(page.request);
  await page.goto('/login');
  await signInWithForm(page, patient.username, patient.password);
  await expect(page).toHaveURL('/home');
  await page.evaluate(() => window.localStorage.setItem('agentId', '1'));
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Companion' })).toBeVisible();
};

const voiceControls = (page: Page) => ({
  voiceMode: page.getByRole('button', { name: 'Voice' }),
  speak: page.getByRole('button', { name: 'Speak' }),
  stop: page.getByRole('button', { name: 'Stop' }),
  text: page.getByRole('button', { name: 'Text' }),
  status: page.getByRole('status').filter({ hasText: /Speak|Listening|Processing|Playing|microphone/ }),
});

/** Keeps the file the page puts into a form (the recording), so the test can read its header. */
const keepSentRecording = (page: Page) =>
  page.addInitScript(() => {
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
      if (args[1] instanceof Blob) (window as unknown as { sentRecording: Blob }).sentRecording = args[1];
      Reflect.apply(append, this, args);
    };
  });

const sentRecording = (page: Page) =>
  page.evaluate(async () => {
    const { sentRecording: recording } = window as unknown as { sentRecording: Blob };
    return { type: recording.type, header: [...new Uint8Array(await recording.slice(0, 44).arrayBuffer())] };
  });

const audioState = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => ({ paused: audio.paused, currentTime: audio.currentTime }));

test('a patient speaks a question, sees the transcript and the answer, hears it and stops it', async ({ page }) => {
  await keepSentRecording(page);
  await openCompanionAsNewPatient(page);
  const screen = chatScreen(page);
  const voice = voiceControls(page);

  await voice.voiceMode.click();
  await expect(voice.speak).toBeFocused();
  await expect(screen.composer).toBeHidden();
  await expect(voice.stop).toBeDisabled();
  await expect(voice.text).toBeVisible();
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');

  // The question starts at the microphone's first moment; it lasts about two seconds.
  await voice.speak.click();
  await expect(voice.status).toContainText('Listening');
  await expect(voice.status).toContainText('0:02', { timeout: 5_000 });
  await saveView(page, 'chat-voice-recording');
  await expect(voice.status).toContainText('0:03', { timeout: 3_000 });
  await expect(voice.speak).toBeDisabled();
  // The keyboard moved on to the button that works now.
  await expect(voice.stop).toBeFocused();

  // The recording is sent as audio/wav, 16-bit PCM, mono.
  const transcribed = page.waitForResponse('**/api/transcribe');
  await voice.stop.click();
  const transcription = await transcribed;
  expect(transcription.status()).toBe(200);
  const { text: transcript } = (await transcription.json()) as { text: string };
  const recording = await sentRecording(page);
  expect(recording.type).toBe('audio/wav');
  const header = Buffer.from(recording.header);
  expect(header.toString('ascii', 0, 4) + header.toString('ascii', 8, 12)).toBe('RIFFWAVE');
  expect(header.readUInt16LE(20), 'PCM').toBe(1);
  expect(header.readUInt16LE(22), 'mono').toBe(1);
  expect(header.readUInt16LE(34), '16-bit').toBe(16);

  // The transcript is the patient's message; the answer follows, and is spoken.
  // Recognition is measured by `npm run eval:speech`; here the word that carries the question
  // must come through, and the patient's message is exactly what was heard.
  expect(transcript).toMatch(/\bmigraines?\b/);
  await expect(messageText(screen.question(transcript))).toHaveText(transcript, { timeout: 20_000 });
  await expect(messageText(screen.lastAnswer)).toContainText(/migraine/i, { timeout: 20_000 });
  await expect(voice.status).toHaveText('Playing the answer. Press Stop to end it.', { timeout: 20_000 });
  await expect.poll(async () => (await audioState(page)).currentTime, { message: 'the spoken answer plays', timeout: 10_000 }).toBeGreaterThan(0.2);
  expect((await audioState(page)).paused).toBe(false);
  await saveView(page, 'chat-voice-playing');

  // Stop halts the audio at once.
  await voice.stop.click();
  expect((await audioState(page)).paused).toBe(true);
  await page.waitForTimeout(500);
  expect((await audioState(page)).paused, 'still silent a moment later').toBe(true);
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');
  await expect(voice.stop).toBeDisabled();
  await expect(voice.speak).toBeEnabled();
  await expect(voice.speak).toBeFocused();

  // Stored like a typed question: it counts against the plan and is under today in the sidebar.
  await expect(page.getByText(/^1 of \d+ questions used this month$/)).toBeVisible();
  await page.reload();
  await expect(screen.conversations.getByRole('button', { name: 'Delete conversation of Today' })).toBeAttached();
  await expect(screen.question(transcript)).toBeVisible();
  await expect(messageText(screen.lastAnswer)).toContainText(/migraine/i);

  // Text brings the typed input back.
  await voice.voiceMode.click();
  await voice.text.click();
  await expect(screen.composer).toBeVisible();
  await expect(screen.composer).toBeFocused();
  await expect(voice.speak).toBeHidden();
});

test('a voice question that cannot be understood asks the patient to retry', async ({ page }) => {
  await openCompanionAsNewPatient(page);
  const voice = voiceControls(page);
  // As when the speech engine is down: the server refuses the recording.
  await page.route('**/api/transcribe', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Speech recognition is not available on this server.' }) }),
  );

  await voice.voiceMode.click();
  await voice.speak.click();
  await expect(voice.status).toContainText('Listening');
  await voice.stop.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveText('Please retry');
  await expect(voice.speak).toBeEnabled();
  await expect(chatScreen(page).messages).toHaveCount(0);
  await saveView(page, 'chat-voice-retry');

  // The next attempt clears the message; Text ends it unsent.
  await voice.speak.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveCount(0);
  await expect(voice.status).toContainText('Listening');
  await voice.text.click();
  await expect(chatScreen(page).composer).toBeVisible();
});

test('Stop while the answer is prepared keeps the answer on screen but never plays it', async ({ page }) => {
  await openCompanionAsNewPatient(page);
  const screen = chatScreen(page);
  const voice = voiceControls(page);
  // The recording is heard as this sentence, and the answer waits at the network until Stop.
  await page.route('**/api/transcribe', (route) => route.fulfill({ json: { text: 'what causes migraines' } }));
  let releaseAnswer: () => void = () => undefined;
  const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route('**/api/predict', async (route) => {
    await answerHeld;
    await route.continue();
  });
  const spokenAnswerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/generate')) spokenAnswerRequests.push(request.url());
  });

  await voice.voiceMode.click();
  await voice.speak.click();
  await expect(voice.status).toContainText('Listening');
  await voice.stop.click();
  await expect(voice.status).toHaveText('Processing audio...');
  await expect(screen.question('what causes migraines')).toBeVisible();
  await voice.stop.click();
  releaseAnswer();

  await expect(messageText(screen.lastAnswer)).toContainText(/migraine/i);
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');
  await page.waitForTimeout(500);
  expect(spokenAnswerRequests).toEqual([]);
  expect((await audioState(page)).paused).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveCount(0);
});

test('a server that cannot speak shows the answer to a spoken question without playing it', async ({ page }) => {
  // Issue 15: the server has a recogniser but no voice (its own answer is covered by the API tests).
  await page.route('**/api/voice/capabilities', (route) => route.fulfill({ json: { recognition: true, synthesis: false } }));
  await openCompanionAsNewPatient(page);
  const screen = chatScreen(page);
  const voice = voiceControls(page);
  await page.route('**/api/transcribe', (route) => route.fulfill({ json: { text: 'what causes migraines' } }));
  const spokenAnswerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/generate')) spokenAnswerRequests.push(request.url());
  });

  await voice.voiceMode.click();
  await voice.speak.click();
  await expect(voice.status).toContainText('Listening');
  await voice.stop.click();
  await expect(messageText(screen.question('what causes migraines'))).toHaveText('what causes migraines');
  await expect(messageText(screen.lastAnswer)).toContainText(/migraine/i, { timeout: 20_000 });
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');
  expect(spokenAnswerRequests).toEqual([]);
  expect((await audioState(page)).paused).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveCount(0);
  await expect(voice.speak).toBeEnabled();
});

test('a spoken question over the plan limit is answered with the reason, not with retry', async ({ page }) => {
  // On a phone: the voice controls fit the narrow screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await openCompanionAsNewPatient(page);
  const screen = chatScreen(page);
  const voice = voiceControls(page);
  const limitReached = 'You have used all 1000 questions of your Premium plan this month. Your questions renew on 1 Dec 2026.';
  await page.route('**/api/transcribe', (route) => route.fulfill({ json: { text: 'what causes migraines' } }));
  // As the server answers when the plan's questions are used up (its own limit is covered by the API tests).
  await page.route('**/api/predict', (route) => route.fulfill({ status: 403, json: { detail: limitReached } }));

  await voice.voiceMode.click();
  await voice.speak.click();
  await expect(voice.status).toContainText('Listening');
  await voice.stop.click();
  await expect(messageText(screen.lastAnswer)).toHaveText(limitReached);
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');
  expect(await sidewaysOverflow(page)).toBe(0);
  await saveView(page, 'chat-voice-phone');
  await expect(page.getByRole('alert').filter({ hasText: 'Please retry' })).toHaveCount(0);
});

test('a browser without audio recording is told so', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await openCompanionAsNewPatient(page);
  const voice = voiceControls(page);
  await voice.voiceMode.click();

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await voice.speak.click();
  await expect.poll(() => alerts).toEqual(['alert: Your browser does not support audio recording']);
  await expect(voice.speak).toBeEnabled();
  await expect(voice.status).toHaveText('Press Speak and ask your question. Press Stop when you have finished.');
});
