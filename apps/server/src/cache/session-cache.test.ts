import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../domain/accounts/get-session-user';
import { createSessionCache } from './session-cache';

const sessionOf = (id: string): SessionUser => ({
  id,
  role: 'USER',
  clinicId: null,
  tokenVersion: 0,
  planName: 'Premium',
  includesDiary: true,
  clinicEmail: null,
  tokenId: `jti-${id}`,
  tokenExpiresAt: new Date(Date.now() + 3_600_000),
  sessionId: crypto.randomUUID(),
  tokenIssuedAt: new Date(),
  isRemembered: false,
});

describe('createSessionCache', () => {
  it("forgets every token of one account and only that account's", () => {
    const cache = createSessionCache({ recheckSeconds: 5 });
    cache.remember('token-a1', sessionOf('a'));
    cache.remember('token-a2', sessionOf('a'));
    cache.remember('token-b', sessionOf('b'));
    cache.forgetUser('a');
    expect(cache.get('token-a1')).toBeUndefined();
    expect(cache.get('token-a2')).toBeUndefined();
    expect(cache.get('token-b')?.id).toBe('b');
    // Checked again, the token is trusted again, and forgotten again with its account.
    cache.remember('token-a1', sessionOf('a'));
    expect(cache.get('token-a1')?.id).toBe('a');
    cache.forgetUser('a');
    expect(cache.get('token-a1')).toBeUndefined();
  });

  it('keeps a token remembered twice until its account is forgotten', () => {
    const cache = createSessionCache({ recheckSeconds: 5 });
    cache.remember('token-a', sessionOf('a'));
    cache.remember('token-a', sessionOf('a'));
    expect(cache.get('token-a')?.id).toBe('a');
    cache.forgetUser('a');
    expect(cache.get('token-a')).toBeUndefined();
  });

  it('trusts a session for recheckSeconds only, and nothing when that is 0', () => {
    let clock = 1_000_000;
    const cache = createSessionCache({ recheckSeconds: 5, now: () => clock });
    cache.remember('token-a', sessionOf('a'));
    clock += 4_999;
    expect(cache.get('token-a')?.id).toBe('a');
    clock += 1;
    expect(cache.get('token-a')).toBeUndefined();
    const never = createSessionCache({ recheckSeconds: 0 });
    never.remember('token-a', sessionOf('a'));
    expect(never.get('token-a')).toBeUndefined();
  });

  it('drops the oldest session beyond maxSessions, and forgetting its account later touches only the others', () => {
    const cache = createSessionCache({ recheckSeconds: 5, maxSessions: 2 });
    cache.remember('token-a', sessionOf('a'));
    cache.remember('token-b', sessionOf('b'));
    cache.remember('token-c', sessionOf('c'));
    expect(cache.get('token-a')).toBeUndefined();
    cache.forgetUser('a');
    expect(cache.get('token-b')?.id).toBe('b');
    expect(cache.get('token-c')?.id).toBe('c');
  });
  it('trusts no session while suspended, and starts empty when it resumes', () => {
    const cache = createSessionCache({ recheckSeconds: 5 });
    cache.remember('token-a', sessionOf('a'));
    cache.suspend();
    expect(cache.get('token-a')).toBeUndefined();
    cache.remember('token-a', sessionOf('a'));
    expect(cache.get('token-a')).toBeUndefined();
    cache.resume();
    expect(cache.get('token-a')).toBeUndefined();
    cache.remember('token-a', sessionOf('a'));
    expect(cache.get('token-a')?.id).toBe('a');
  });
});
