import { describe, expect, it } from 'vitest';
import { consentCookie, readConsent } from './consent-cookie';

describe('the cookie-consent cookie', () => {
  it('reads the answer among other cookies', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('theme=light; gdpr-consent=true')).toBe('accepted');
    expect(readConsent('gdpr-consent=false; theme=light')).toBe('declined');
    expect(readConsent('not-gdpr-consent=true')).toBeNull();
  });

  it('keeps the answer for 365 days on the whole site', () => {
    expect(consentCookie('accepted', false)).toBe('gdpr-consent=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie('declined', true)).toContain('gdpr-consent=false');
    expect(consentCookie('declined', true).endsWith('; Secure')).toBe(true);
  });
});
