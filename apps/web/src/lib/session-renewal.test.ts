import { describe, expect, it } from 'vitest';
import { renewalDueAt } from './session-renewal';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`;
const DAY = 24 * 60 * 60;

describe('renewalDueAt', () => {
  it('is half-way through a remembered token', () => {
    const iat = 1_800_000_000;
    expect(renewalDueAt(tokenWith({ rem: true, iat, exp: iat + 30 * DAY }))).toBe((iat + 15 * DAY) * 1000);
  });

  it('is never for the usual session or a token it cannot read', () => {
    const iat = 1_800_000_000;
    expect(renewalDueAt(tokenWith({ iat, exp: iat + DAY / 2 }))).toBeNull();
    expect(renewalDueAt(tokenWith({ rem: 'yes', iat, exp: iat + DAY }))).toBeNull();
    expect(renewalDueAt(tokenWith({ rem: true, iat }))).toBeNull();
    for (const token of ['not-a-token', 'a.%%%.c', 'a..c', '']) expect(renewalDueAt(token), token).toBeNull();
  });
});
