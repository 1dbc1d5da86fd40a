import { and, eq, gt, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { emailTokens } from '../../db/schema';
import type { EmailTokenPurpose } from './issue-email-token';

/** How many tokens of a purpose the user was sent recently (a per-address mail limit that holds across instances). */
export async function countRecentTokens({
  db,
  userId,
  purpose,
  sinceMs,
}: {
  db: DatabaseOrTransaction;
  userId: string;
  purpose: EmailTokenPurpose;
  sinceMs: number;
}) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, new Date(Date.now() - sinceMs))));
  return row?.count ?? 0;
}
