import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../domain/accounts/get-session-user';

/**
 * Sessions this instance has checked (signature and database), by the exact token, trusted for
 * `recheckSeconds`: a request with a token seen moments ago costs neither a signature check nor a
 * round trip. Writes that end or change a session call `forgetUser` on this instance (logout,
 * password, erasure, plan), and the database's change notifications (db/change-feed.ts) do
 * the same on every other instance; the recheck bounds the time even if a notification is lost.
 */
export interface SessionCache {
  get(token: string): SessionUser | undefined;
  remember(token: string, session: SessionUser): void;
  forgetUser(userId: string): void;
  clear(): void;
  /** Drops every session and trusts none until `resume`: the change feed is down, so a logout elsewhere would go unheard. */
  suspend(): void;
  /** Trusts checked sessions again, starting empty. */
  resume(): void;
}

export function createSessionCache({
  recheckSeconds,
  now = Date.now,
  maxSessions = 20_000,
}: {
  recheckSeconds: number;
  now?: () => number;
  maxSessions?: number;
}): SessionCache {
  // Each account's cached tokens, so that forgetting an account does not walk every session.
  const tokensOfUser = new Map<string, Set<string>>();
  const sessions = new LRUCache<string, { session: SessionUser; checkedAt: number }>({
    max: maxSessions,
    dispose: ({ session }, token) => {
      const tokens = tokensOfUser.get(session.id);
      tokens?.delete(token);
      if (tokens?.size === 0) tokensOfUser.delete(session.id);
    },
  });
  const recheckMs = recheckSeconds * 1000;
  let isSuspended = false;
  return {
    get(token) {
      if (isSuspended) return undefined;
      const cached = sessions.get(token);
      if (!cached) return undefined;
      // A token past its expiry is refused by its signature check anyway; this keeps the cache honest.
      if (now() - cached.checkedAt >= recheckMs || cached.session.tokenExpiresAt.getTime() <= now()) {
        sessions.delete(token);
        return undefined;
      }
      return cached.session;
    },
    remember(token, session) {
      if (recheckMs <= 0 || isSuspended) return;
      sessions.set(token, { session, checkedAt: now() });
      let tokens = tokensOfUser.get(session.id);
      if (!tokens) tokensOfUser.set(session.id, (tokens = new Set()));
      tokens.add(token);
    },
    forgetUser(userId) {
      for (const token of [...(tokensOfUser.get(userId) ?? [])]) sessions.delete(token);
    },
    clear() {
      sessions.clear();
    },
    suspend() {
      isSuspended = true;
      sessions.clear();
    },
    resume() {
      isSuspended = false;
      sessions.clear();
    },
  };
}
