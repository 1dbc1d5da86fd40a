import { and, eq, sql } from 'drizzle-orm';
import type { AgentId } from '@cephalo/shared/agents';
import type { Database } from '../../db/database';
import { plans, questionClaims, questions, usagePeriods, users } from '../../db/schema';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/http-errors';
import { ensureUsagePeriod } from './ensure-usage-period';
import { planPeriodOf } from './plan-period';

export interface QuestionReservation {
  periodId: string;
  /** The language the asker chose for answers (profile setting). */
  answerLanguage: string;
  /** Gives the question back (and its claim) when no answer could be stored. */
  release(): Promise<void>;
}

/** Counted now, or asked before under the same question id (a Retry): then nothing is counted. */
export type ReserveOutcome = { kind: 'reserved'; reservation: QuestionReservation } | { kind: 'already-asked' };

/**
 * Counts one question against the plan before it is answered, in one statement: the period's row
 * is created with the first question or its count raised only while it is under the plan's limit
 * (`questions_count < limit` inside the upsert), so concurrent questions at the edge of the limit
 * are safe - the database lets exactly as many through as the limit allows. The same statement
 * claims `questionId`: a question id already claimed or stored (a Retry of a question whose first
 * try is still being written, or was written) counts nothing and answers 'already-asked'. Only a
 * refusal pays the extra reads that explain it. One round trip matters: every question waits for
 * it before its first chunk, and twenty askers at once queue behind each other's.
 */
export async function reserveQuestion({
  db,
  userId,
  agentId,
  questionId,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  agentId: AgentId;
  questionId: string;
  now?: Date;
}): Promise<ReserveOutcome> {
  const period = planPeriodOf(now);
  // Both drivers (node-postgres and PGlite) answer a raw statement with `{ rows }`.
  const { rows } = (await db.execute(sql`
    with asker as (
      select ${users.id} as user_id, ${users.planId} as plan_id, ${users.chatAnswerLanguage} as answer_language, ${plans.monthlyChatLimit} as monthly_limit
      from ${users} join ${plans} on ${plans.id} = ${users.planId}
      where ${users.id} = ${userId} and ${agentId}::int = any(${plans.aiAssistants})
    ), claim as (
      insert into ${questionClaims} (id, user_id)
      select ${questionId}, user_id from asker
      where not exists (select 1 from ${questions} where ${questions.id} = ${questionId})
      on conflict (id) do nothing
      returning id
    ), taken as (
      insert into ${usagePeriods} (user_id, plan_id, start_date, end_date, questions_count)
      select user_id, plan_id, ${period.startDate}, ${period.endDate}, 1 from asker where monthly_limit > 0 and exists (select 1 from claim)
      on conflict (user_id, start_date) do update set questions_count = ${usagePeriods}.questions_count + 1
        where ${usagePeriods}.questions_count < (select monthly_limit from asker)
      returning id
    )
    select (select id from taken) as period_id, (select id from claim) as claim_id, answer_language from asker`)) as unknown as {
    rows: { period_id: string | null; claim_id: string | null; answer_language: string }[];
  };
  const [row] = rows;
  if (row && !row.claim_id) {
    // Claimed or stored before: by this asker (a Retry), or - for an id chosen to collide - by another.
    if (await isClaimedBy({ db, userId, questionId })) return { kind: 'already-asked' };
    throw new ConflictError('This question id is already in use. Please ask again.');
  }
  if (!row?.period_id) {
    if (row?.claim_id) await db.delete(questionClaims).where(eq(questionClaims.id, questionId));
    await explainRefusal({ db, userId, agentId, now });
  }
  const periodId = row!.period_id!;
  let isReleased = false;
  return {
    kind: 'reserved',
    reservation: {
      periodId,
      answerLanguage: row!.answer_language,
      async release() {
        if (isReleased) return;
        isReleased = true;
        await db.transaction(async (tx) => {
          await tx.delete(questionClaims).where(eq(questionClaims.id, questionId));
          await tx
            .update(usagePeriods)
            .set({ questionsCount: sql`greatest(${usagePeriods.questionsCount} - 1, 0)` })
            .where(eq(usagePeriods.id, periodId));
        });
      },
    },
  };
}

/** Whether `questionId` is this asker's: claimed (being answered) or stored. */
async function isClaimedBy({ db, userId, questionId }: { db: Database; userId: string; questionId: string }): Promise<boolean> {
  const [claimed] = await db
    .select({ id: questionClaims.id })
    .from(questionClaims)
    .where(and(eq(questionClaims.id, questionId), eq(questionClaims.userId, userId)));
  if (claimed) return true;
  const [stored] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, questionId), eq(questions.userId, userId)));
  return stored !== undefined;
}

/** Throws the refusal the asker sees: the plan lacks the assistant, or its questions are used up. */
async function explainRefusal({ db, userId, agentId, now }: { db: Database; userId: string; agentId: AgentId; now: Date }): Promise<never> {
  const { period, plan } = await ensureUsagePeriod({ db, userId, now });
  if (!plan.aiAssistants.includes(agentId)) {
    throw new ForbiddenError(`Your ${plan.planName} plan does not include this assistant. Please contact your clinic to upgrade.`);
  }
  if (period.questionsCount >= plan.monthlyLimit) {
    throw new ForbiddenError(
      `You have used all ${plan.monthlyLimit} questions of your ${plan.planName} plan this month. Your questions renew on ${nextPeriodStart(period.endDate)}.`,
    );
  }
  // Neither: the account went away between the statement and this read.
  throw new NotFoundError('Account not found');
}

const nextPeriodStart = (endDate: string) => {
  const next = new Date(`${endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};
