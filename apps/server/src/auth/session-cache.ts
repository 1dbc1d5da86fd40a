import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../domain/accounts/get-session-user';

/**
 * Sessions this instance has checked against the database, by token id, trusted for
 * `recheckSeconds`: authentication costs no round trip while nothing changed. Writes that end or
 * change a session on this instance call `forgetUser` (logout, password, erasure, plan), so they
 * take effect at once here and, when the entry is rechecked, on every other instance.
 */
export interface SessionCache {
  get(tokenId: string): SessionUser | undefined;
  remember(session: SessionUser): void;
  forgetUser(userId: string): void;
}

export function createSessionCache({ recheckSeconds, now = Date.now, maxSessions = 20_000 }: { recheckSeconds: number; now?: () => number; maxSessions?: number }): SessionCache {
  const sessions = new LRUCache<string, { session: SessionUser; checkedAt: number }>({ max: maxSessions });
  const recheckMs = recheckSeconds * 1000;
  return {
    get(tokenId) {
      const cached = sessions.get(tokenId);
      if (!cached) return undefined;
      // A token past its expiry is refused by its signature check anyway; this keeps the cache honest.
      if (now() - cached.checkedAt >= recheckMs || cached.session.tokenExpiresAt.getTime() <= now()) {
        sessions.delete(tokenId);
        return undefined;
      }
      return cached.session;
    },
    remember(session) {
      if (recheckMs > 0) sessions.set(session.tokenId, { session, checkedAt: now() });
    },
    forgetUser(userId) {
      for (const [tokenId, cached] of sessions.entries()) {
        if (cached.session.id === userId) sessions.delete(tokenId);
      }
    },
  };
}
