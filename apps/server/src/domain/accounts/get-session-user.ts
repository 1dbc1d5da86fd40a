import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { revokedTokens, users } from '../../db/schema';

/**
 * The account behind a verified access token, in one round trip: null when the account no
 * longer exists or the token was revoked by logout.
 */
export async function getSessionUser({ db, userId, tokenId, tokenExpiresAt }: { db: Database; userId: string; tokenId: string; tokenExpiresAt: Date }) {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      clinicId: users.clinicId,
      tokenVersion: users.tokenVersion,
      isRevoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${tokenId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.isRevoked) return null;
  return { id: user.id, role: user.role, clinicId: user.clinicId, tokenVersion: user.tokenVersion, tokenId, tokenExpiresAt };
}
export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;
