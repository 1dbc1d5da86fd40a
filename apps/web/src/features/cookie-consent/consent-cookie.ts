/** The consent cookie of the specification (section 9): its name, and how long an answer lasts. */
export const CONSENT_COOKIE = 'gdpr-consent';
export const CONSENT_MAX_AGE_DAYS = 365;

/** What the banner says. */
export const CONSENT_MESSAGE =
  'Cephalo stores only what it needs to work, plus one cookie that remembers this choice; nothing is used for advertising or tracking.';

/** What it says on a phone, in one line beside its buttons, so the chat keeps its room (issue 34, point 8). */
export const CONSENT_SHORT_MESSAGE = 'One cookie, no tracking.';

export type ConsentAnswer = 'accepted' | 'declined';

const COOKIE_VALUES: Record<ConsentAnswer, string> = { accepted: 'true', declined: 'false' };

/** The stored answer in a `document.cookie` string, or null when the visitor has not answered. */
export const readConsent = (cookies: string): ConsentAnswer | null => {
  const value = cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (value === COOKIE_VALUES.accepted) return 'accepted';
  if (value === COOKIE_VALUES.declined) return 'declined';
  return null;
};

/** The `document.cookie` assignment that stores an answer for 365 days on the whole site. */
export const consentCookie = (answer: ConsentAnswer, isSecure: boolean): string =>
  [
    `${CONSENT_COOKIE}=${COOKIE_VALUES[answer]}`,
    `Max-Age=${CONSENT_MAX_AGE_DAYS * 24 * 60 * 60}`,
    'Path=/',
    'SameSite=Lax',
    ...(isSecure ? ['Secure'] : []),
  ].join('; ');
