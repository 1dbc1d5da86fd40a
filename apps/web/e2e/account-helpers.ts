import type { APIRequestContext, Page } from '@playwright/test';
import { PATIENT_KEY, expect, uniqueSuffix } from './fixtures';
import { linkFrom, readMails, waitForMail, type ReceivedMail } from './mail-inbox';

/** A patient account made by one journey only, so a changed password never touches the demo logins. */
export interface NewPatient {
  email: string;
  username: string;
  password: string;
}

export const newPatient = (): NewPatient => {
  const suffix = uniqueSuffix();
  return { email: `account.${suffix}@example.test`, username: `account_${suffix}`, password: 'first-pass' };
};

export const isVerificationMail = (mail: ReceivedMail) => mail.subject === 'Cephalo: please verify your e-mail address';
export const isPasswordResetMail = (mail: ReceivedMail) => mail.subject === 'Cephalo: reset your password';
export const isDiaryReminderMail = (mail: ReceivedMail) => mail.subject === "Cephalo: a moment for today's diary";

/** The query parameter `name` of a mailed link. */
export const tokenOf = (link: string, name: string): string => new URL(link).searchParams.get(name) ?? '';

/** Registers a patient through the API and returns it with the link of its first verification mail; not verified yet. */
export async function registerUnverifiedPatient(
  request: APIRequestContext,
  { isNameless = false }: { isNameless?: boolean } = {},
): Promise<NewPatient & { firstLink: string }> {
  const patient = newPatient();
  // Named as the registration screen names them, unless the journey is about a nameless account (asked once after login).
  const names = isNameless ? {} : { name: 'Journey', surname: 'Patient' };
  const registered = await request.post('/api/register', {
    data: { email: patient.email, username: patient.username, password: patient.password, register_key: PATIENT_KEY, role: 'USER', ...names },
  });
  expect(registered.status(), 'registration of a journey patient').toBe(201);
  return { ...patient, firstLink: linkFrom(await waitForMail(patient.email, isVerificationMail), '/verify-email') };
}

/** The verification link of the second verification mail to `email` (the one asked for after registration). */
export async function waitForSecondVerificationLink(email: string, { timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const second = readMails().filter((mail) => mail.to === email.toLowerCase() && isVerificationMail(mail))[1];
    if (second) return linkFrom(second, '/verify-email');
    if (Date.now() > deadline) throw new Error(`no second verification mail to ${email} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Registers and verifies a patient through the API, for journeys about what comes after; the
 * verification journey itself goes through the screens.
 */
export async function createVerifiedPatient(request: APIRequestContext, options: { isNameless?: boolean } = {}): Promise<NewPatient> {
  const { firstLink: link, ...patient } = await registerUnverifiedPatient(request, options);
  const verified = await request.post('/api/verify-email', { data: { verify_token: tokenOf(link, 'verify_token') } });
  expect(verified.status(), 'verification of a journey patient').toBe(200);
  return patient;
}

const pageClockNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/**
 * Stops the page's clock just after a success message (the journeys install Playwright's clock,
 * `page.clock.install()`, before the page loads), so the time a screenshot takes does not count
 * toward the three seconds before the redirect. Returns the moment, for expectLoginAfterThreeSeconds.
 */
export async function holdClockAtMessage(page: Page): Promise<number> {
  const shownAt = await pageClockNow(page);
  // pauseAt needs a moment still ahead on the running clock; a slow round trip may have passed it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await pageClockNow(page)) + 100);
      return shownAt;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Checks the screen stays put after its success message and reaches /login three seconds after
 * it (spec section 9), not at once, by running the page's held clock instead of waiting; then
 * lets time flow again. `shownAt` comes from holdClockAtMessage.
 */
export async function expectLoginAfterThreeSeconds(page: Page, shownAt: number): Promise<void> {
  await page.clock.runFor(shownAt + 2_500 - (await pageClockNow(page)));
  expect(new URL(page.url()).pathname, 'still on the screen 2.5 s after its message').not.toBe('/login');
  await page.clock.runFor(700);
  await expect(page).toHaveURL('/login', { timeout: 3_000 });
  await page.clock.resume();
}
