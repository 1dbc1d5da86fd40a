import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { emailTokens } from '../../db/schema';

export type EmailTokenPurpose = 'verify' | 'reset' | 'unsubscribe';

/** Lifetimes of the issue: verify 24 hours, reset 30 minutes, unsubscribe long-lived (5 years). */
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
  unsubscribe: 5 * 365 * 24 * 60 * 60 * 1000,
};

export const hashEmailToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** 256 random bits; only the hash is stored, so a database leak reveals no usable link. */
export async function issueEmailToken({ db, userId, purpose, now = new Date() }: { db: DatabaseOrTransaction; userId: string; purpose: EmailTokenPurpose; now?: Date }) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashEmailToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) });
  return token;
}

/**
 * Uses a token once: it must exist, have this purpose, be unexpired and unused. Marking it used
 * in the same statement makes two concurrent uses impossible. Unsubscribe tokens may be reused
 * (the same link in every reminder keeps working).
 */
export async function consumeEmailToken({ db, token, purpose }: { db: DatabaseOrTransaction; token: string; purpose: EmailTokenPurpose }): Promise<string | null> {
  if (token.length < 20 || token.length > 200) return null;
  const conditions = [eq(emailTokens.tokenHash, hashEmailToken(token)), eq(emailTokens.purpose, purpose), gt(emailTokens.expiresAt, sql`now()`)];
  if (purpose !== 'unsubscribe') conditions.push(isNull(emailTokens.usedAt));
  const [used] = await db.update(emailTokens).set({ usedAt: sql`coalesce(${emailTokens.usedAt}, now())` }).where(and(...conditions)).returning({ userId: emailTokens.userId });
  return used?.userId ?? null;
}

/** How many tokens of a purpose the user was sent recently (a per-address mail limit that holds across instances). */
export async function countRecentTokens({ db, userId, purpose, sinceMs }: { db: DatabaseOrTransaction; userId: string; purpose: EmailTokenPurpose; sinceMs: number }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), gt(emailTokens.createdAt, new Date(Date.now() - sinceMs))));
  return row?.count ?? 0;
}
