import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { revokedTokens } from '../../db/schema';
import type { SessionUser } from './get-session-user';

/**
 * Logout: the token of this session is refused from now on, on every instance (they share the
 * database). A remembered session's tokens share its id (each renewal is a new token), so that id
 * is revoked too, until `sessionExpiresAt`: no token of the session can outlive it. Revocations
 * of tokens that have expired anyway are cleared on the way.
 */
export async function revokeSession({ db, session, sessionExpiresAt }: { db: Database; session: SessionUser; sessionExpiresAt: Date }): Promise<void> {
  const rows = [{ jti: session.tokenId, userId: session.id, expiresAt: session.tokenExpiresAt }];
  if (session.sessionId !== session.tokenId) rows.push({ jti: session.sessionId, userId: session.id, expiresAt: sessionExpiresAt });
  else if (session.isRemembered && sessionExpiresAt > session.tokenExpiresAt) rows[0] = { ...rows[0]!, expiresAt: sessionExpiresAt };
  await db.insert(revokedTokens).values(rows).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
