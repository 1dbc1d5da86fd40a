import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { questionClaims, usagePeriods } from '../../db/schema';
import { planPeriodOf } from '../usage/plan-period';

/**
 * No answer is written for longer than this (the model's timeout is at most 10 minutes, the
 * built-in engine takes seconds): a claim older than this belongs to a process that stopped
 * without storing its answer, on any instance.
 */
export const STALE_CLAIM_AGE_MS = 15 * 60_000;

/**
 * Gives back the questions whose answers a stopped process never stored: the claims made before
 * `claimedBefore` (all of them, with `questionId`, only that one) are removed and each one's
 * question is taken off its asker's count for the month it was asked in, as a failed answer would
 * have done (reserveQuestion's release). Without this, a Retry of such a question waited for an
 * answer that would never come, and the question stayed counted. Answers how many it gave back.
 */
export async function releaseStaleClaims({ db, claimedBefore, questionId }: { db: Database; claimedBefore: Date; questionId?: string }): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await tx
      .delete(questionClaims)
      .where(and(lt(questionClaims.claimedAt, claimedBefore), questionId ? eq(questionClaims.id, questionId) : undefined))
      .returning({ userId: questionClaims.userId, claimedAt: questionClaims.claimedAt });
    for (const claim of released) {
      await tx
        .update(usagePeriods)
        .set({ questionsCount: sql`greatest(${usagePeriods.questionsCount} - 1, 0)` })
        .where(and(eq(usagePeriods.userId, claim.userId), eq(usagePeriods.startDate, planPeriodOf(claim.claimedAt).startDate)));
    }
    return released.length;
  });
}
