/**
 * `detail` texts of the account API that the web app acts on, not only shows. Plain strings
 * without zod, so the login screen can import them without the validation library.
 */

/** POST /api/token, 400: the password was right, the e-mail address is not verified yet. */
export const EMAIL_NOT_VERIFIED_DETAIL = 'Please verify your email before logging in.';
