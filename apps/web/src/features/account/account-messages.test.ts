import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { ForgotPasswordFormSchema, newPasswordFormSchema } from './account-forms';
import { passwordResetRequestMessage } from './api/request-password-reset';
import { resendVerificationErrorMessage } from './api/resend-verification';
import { unsubscribeErrorMessage, unsubscribeSuccessMessage } from './api/unsubscribe';
import { isLinkToReplace, verifyEmailErrorMessage, verifyEmailSuccessMessage } from './api/verify-email';
import { newPasswordErrorMessage } from './hooks/use-set-new-password';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('account forms (spec section 5)', () => {
  it('asks for a well-formed e-mail before a reset mail is requested', () => {
    expect(messagesOf(ForgotPasswordFormSchema.safeParse({ email: '' }))).toEqual({ email: 'Email is a required field' });
    expect(messagesOf(ForgotPasswordFormSchema.safeParse({ email: 'not-an-address' }))).toEqual({ email: 'Invalid email' });
    expect(ForgotPasswordFormSchema.parse({ email: ' petra@example.test ' })).toEqual({ email: 'petra@example.test' });
  });

  it('catches a mismatch in the words of the specification', () => {
    const schema = newPasswordFormSchema({ isCurrentPasswordRequired: false });
    expect(messagesOf(schema.safeParse({ currentPassword: '', newPassword: 'new-pass', confirmPassword: 'other' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(schema.safeParse({ currentPassword: '', newPassword: 'new-pass', confirmPassword: 'new-pass' }).success).toBe(true);
  });

  it('asks for the current password only for a signed-in change', () => {
    const signedIn = newPasswordFormSchema({ isCurrentPasswordRequired: true });
    expect(messagesOf(signedIn.safeParse({ currentPassword: '', newPassword: 'new-pass', confirmPassword: 'new-pass' }))).toEqual({
      currentPassword: 'Current password is a required field',
    });
  });
});

describe('account messages (spec section 8)', () => {
  // The messages come from the app's catalogue in English: activated here, not by whichever test file ran before in this worker.
  beforeAll(() => activateLanguage('en'));
  const refusedWithDetail = new ApiError(400, 'This link is used.');
  const refusedWithoutDetail = new ApiError(502, null);
  const networkFailure = new TypeError('Failed to fetch');

  it('reads only the status of the forgot-password answer', () => {
    expect(passwordResetRequestMessage(200)).toEqual({ isSent: true, text: 'Reset password email sent.' });
    expect(passwordResetRequestMessage(429)).toEqual({ isSent: false, text: 'Error sending email' });
  });

  it('shows the server detail, the fallback, or the exception text', () => {
    expect(newPasswordErrorMessage(refusedWithDetail)).toBe('This link is used.');
    expect(newPasswordErrorMessage(refusedWithoutDetail)).toBe('Error resetting password');
    expect(newPasswordErrorMessage(networkFailure)).toBe('An error occurred during password reset.');

    expect(verifyEmailErrorMessage(refusedWithDetail)).toBe('This link is used.');
    expect(verifyEmailErrorMessage(refusedWithoutDetail)).toBe('Error while verifying, please try again.');
    expect(verifyEmailErrorMessage(networkFailure)).toBe('An error occurred while verifying, please try again.');

    expect(unsubscribeErrorMessage(refusedWithDetail)).toBe('This link is used.');
    expect(unsubscribeErrorMessage(refusedWithoutDetail)).toBe('Error while unsubscribing, please try again.');
    expect(unsubscribeErrorMessage(networkFailure)).toBe('An error occurred while unsubscribing, please try again.');
  });

  it('keeps the specification success texts for a first use and the server words for a link used again', () => {
    expect(verifyEmailSuccessMessage({ detail: 'Verified.', already_verified: false })).toBe('You have successfully been verified your email');
    expect(verifyEmailSuccessMessage({ detail: 'Already verified. You can log in.', already_verified: true })).toBe('Already verified. You can log in.');
    expect(unsubscribeSuccessMessage({ detail: 'Unsubscribed.', already_unsubscribed: false })).toBe('You have successfully been unsubscribed');
    expect(unsubscribeSuccessMessage({ detail: 'Already unsubscribed.', already_unsubscribed: true })).toBe('Already unsubscribed.');
  });

  it('offers a new verification link only when the link itself was refused', () => {
    expect(isLinkToReplace(new ApiError(410, 'Expired.'))).toBe(true);
    expect(isLinkToReplace(new ApiError(400, 'Unknown.'))).toBe(true);
    expect(isLinkToReplace(new ApiError(429, 'Rate limit exceeded.'))).toBe(false);
    expect(isLinkToReplace(refusedWithoutDetail)).toBe(false);
    expect(isLinkToReplace(networkFailure)).toBe(false);
  });

  it('explains why a new link could not be asked for', () => {
    expect(resendVerificationErrorMessage(new ApiError(429, 'Rate limit exceeded, retry in 1 minute'))).toBe(
      'Too many e-mails were asked for just now. Please wait a minute and try again.',
    );
    expect(resendVerificationErrorMessage(new ApiError(400, 'Enter a valid e-mail address, such as name@example.com'))).toBe(
      'Enter a valid e-mail address, such as name@example.com',
    );
    expect(resendVerificationErrorMessage(networkFailure)).toBe('The new link could not be sent. Please check your connection and try again.');
  });
});
