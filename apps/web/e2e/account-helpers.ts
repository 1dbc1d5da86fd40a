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
export async function registerUnverifiedPatient(request: APIRequestContext): Promise<NewPatient & { firstLink: string }> {
  const patient = newPatient();
  const registered = await request.post('/api/register', {
    data: { email: patient.email, username: patient.username, password: patient.password, register_key: PATIENT_KEY, role: 'USER' },
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
export async function createVerifiedPatient(request: APIRequestContext): Promise<NewPatient> {
  const { firstLink: link, ...patient } = await registerUnverifiedPatient(request);
  const verified = await request.post('/api/verify-email', { data: { verify_token: tokenOf(link, 'verify_token') } });
  expect(verified.status(), 'verification of a journey patient').toBe(200);
  return patient;
}

/**
 * Checks the screen stays put right after its success message and reaches /login about three
 * seconds later (spec section 9), not at once.
 */
export async function expectLoginAfterThreeSeconds(page: Page, successShownAt: number): Promise<void> {
  const path = new URL(page.url()).pathname;
  expect(path).not.toBe('/login');
  await expect(page).toHaveURL('/login', { timeout: 6_000 });
  expect(Date.now() - successShownAt, 'time from the success message to /login').toBeGreaterThanOrEqual(2_500);
}
