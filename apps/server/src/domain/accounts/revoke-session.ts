import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { revokedTokens } from '../../db/schema';
import type { SessionUser } from './get-session-user';

/**
 * Logout: the token of this session is refused from now on, on every instance (they share the
 * database). Revocations of tokens that have expired anyway are cleared on the way.
 */
export async function revokeSession({ db, session }: { db: Database; session: SessionUser }): Promise<void> {
  await db.insert(revokedTokens).values({ jti: session.tokenId, userId: session.id, expiresAt: session.tokenExpiresAt }).onConflictDoNothing();
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
}
