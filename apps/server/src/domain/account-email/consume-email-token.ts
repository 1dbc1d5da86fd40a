import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { emailTokens } from '../../db/schema';
import { hashEmailToken } from './hash-email-token';
import type { EmailTokenPurpose } from './issue-email-token';

/**
 * Uses a token once: it must exist, have this purpose, be unexpired and unused. Marking it used
 * in the same statement makes two concurrent uses impossible. Unsubscribe tokens may be reused
 * (the same link in every reminder keeps working).
 */
export async function consumeEmailToken({
  db,
  token,
  purpose,
}: {
  db: DatabaseOrTransaction;
  token: string;
  purpose: EmailTokenPurpose;
}): Promise<string | null> {
  if (token.length < 20 || token.length > 200) return null;
  const conditions = [eq(emailTokens.tokenHash, hashEmailToken(token)), eq(emailTokens.purpose, purpose), gt(emailTokens.expiresAt, sql`now()`)];
  if (purpose !== 'unsubscribe') conditions.push(isNull(emailTokens.usedAt));
  const [used] = await db
    .update(emailTokens)
    .set({ usedAt: sql`coalesce(${emailTokens.usedAt}, now())` })
    .where(and(...conditions))
    .returning({ userId: emailTokens.userId });
  return used?.userId ?? null;
}
