import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clinics, plans, revokedTokens, users } from '../../db/schema';

/**
 * The account behind a verified access token, with what its plan allows, in one round trip:
 * null when the account no longer exists or the token (or the session it belongs to: a remembered
 * session is renewed with new tokens) was revoked by logout. A session read here
 * is trusted for a few seconds (cache/session-cache.ts) and dropped on every instance when one of
 * the account's columns it depends on changes: those columns are declared in
 * cache/cached-reads.ts (`sessionColumns`), and a test compares them with this query and with the
 * users trigger.
 */
export async function getSessionUser({
  db,
  userId,
  tokenId,
  tokenExpiresAt,
  sessionId = tokenId,
  tokenIssuedAt = null,
  isRemembered = false,
}: {
  db: Database;
  userId: string;
  tokenId: string;
  tokenExpiresAt: Date;
  sessionId?: string;
  tokenIssuedAt?: Date | null;
  isRemembered?: boolean;
}) {
  const [user] = await db
    .select({
      id: users.id,
      role: users.role,
      clinicId: users.clinicId,
      tokenVersion: users.tokenVersion,
      planName: plans.name,
      includesDiary: plans.includesDiary,
      clinicEmail: clinics.contactEmail,
      isRevoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${inArray(revokedTokens.jti, [tokenId, sessionId])})`,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .where(eq(users.id, userId));
  if (!user || user.isRevoked) return null;
  const { isRevoked: _isRevoked, ...session } = user;
  return { ...session, tokenId, tokenExpiresAt, sessionId, tokenIssuedAt, isRemembered };
}
export type SessionUser = NonNullable<Awaited<ReturnType<typeof getSessionUser>>>;
