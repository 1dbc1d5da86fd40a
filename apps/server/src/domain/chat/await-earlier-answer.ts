import type { Urgency } from '@cephalo/shared/chat';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { answers, questionClaims, questions } from '../../db/schema';
import { releaseStaleClaims, STALE_CLAIM_AGE_MS } from './release-stale-claims';

export type EarlierAnswer = { kind: 'stored'; answerId: string; content: string; urgency: Urgency | null } | { kind: 'given-back' } | { kind: 'still-writing' };

/**
 * A question asked again under the id of an earlier try (Retry after a cut connection): the
 * earlier try goes on writing its answer for an asker who left, so this waits until it is
 * stored, or given back (the engine failed: the question may be asked anew), or `maxWaitMs`.
 * It polls: the earlier try may be on another instance, and a stored row is the one signal
 * every instance shares. A claim older than any answer takes was left by a process that stopped:
 * it is given back at once (releaseStaleClaims).
 */
export async function awaitEarlierAnswer({
  db,
  userId,
  questionId,
  maxWaitMs,
  pollMs = 250,
}: {
  db: Database;
  userId: string;
  questionId: string;
  maxWaitMs: number;
  pollMs?: number;
}): Promise<EarlierAnswer> {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    // The claim before the answer: storing ends the claim in the same transaction, so a claim
    // found gone here is never an answer stored after the look for it.
    const [claim] = await db
      .select({ id: questionClaims.id, claimedAt: questionClaims.claimedAt })
      .from(questionClaims)
      .where(and(eq(questionClaims.id, questionId), eq(questionClaims.userId, userId)));
    const [stored] = await db
      .select({ answerId: answers.id, content: answers.content, urgency: answers.urgency })
      .from(questions)
      .innerJoin(answers, eq(answers.questionId, questions.id))
      .where(and(eq(questions.id, questionId), eq(questions.userId, userId)));
    if (stored) return { kind: 'stored', ...stored };
    // Given back (the engine failed), or stored and since deleted by its asker.
    if (!claim) return { kind: 'given-back' };
    // Claimed by a process that stopped before storing (a crash on another instance): given back now.
    const staleBefore = new Date(Date.now() - STALE_CLAIM_AGE_MS);
    if (claim.claimedAt < staleBefore && (await releaseStaleClaims({ db, claimedBefore: staleBefore, questionId })) > 0) return { kind: 'given-back' };
    if (Date.now() >= deadline) return { kind: 'still-writing' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
