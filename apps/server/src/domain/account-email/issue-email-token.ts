import crypto from 'node:crypto';
import type { DatabaseOrTransaction } from '../../db/database';
import { emailTokens } from '../../db/schema';
import { hashEmailToken } from './hash-email-token';

export type EmailTokenPurpose = 'verify' | 'reset' | 'unsubscribe';

/** Lifetimes of the issue: verify 24 hours, reset 30 minutes, unsubscribe long-lived (5 years). */
export const TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
  unsubscribe: 5 * 365 * 24 * 60 * 60 * 1000,
};

/** 256 random bits; only the hash is stored, so a database leak reveals no usable link. */
export async function issueEmailToken({
  db,
  userId,
  purpose,
  now = new Date(),
}: {
  db: DatabaseOrTransaction;
  userId: string;
  purpose: EmailTokenPurpose;
  now?: Date;
}) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashEmailToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]) });
  return token;
}
