import { and, eq, lt, sql } from 'drizzle-orm';
import type { AgentId } from '@cephalo/shared/agents';
import type { Database } from '../../db/database';
import { usagePeriods } from '../../db/schema';
import { ForbiddenError } from '../../errors/http-errors';
import { ensureUsagePeriod } from './ensure-usage-period';

export interface QuestionReservation {
  periodId: string;
  /** Gives the question back when no answer could be stored. */
  release(): Promise<void>;
}

/**
 * Counts one question against the plan before it is answered. The conditional increment
 * (`questions_count < limit`) makes concurrent questions at the edge of the limit safe: the
 * database lets exactly as many through as the limit allows.
 */
export async function reserveQuestion({ db, userId, agentId, now }: { db: Database; userId: string; agentId: AgentId; now?: Date }): Promise<QuestionReservation> {
  const { period, plan } = await ensureUsagePeriod({ db, userId, now });
  if (!plan.aiAssistants.includes(agentId)) {
    throw new ForbiddenError(`Your ${plan.planName} plan does not include this assistant. Please contact your clinic to upgrade.`);
  }
  const [taken] = await db
    .update(usagePeriods)
    .set({ questionsCount: sql`${usagePeriods.questionsCount} + 1` })
    .where(and(eq(usagePeriods.id, period.id), lt(usagePeriods.questionsCount, plan.monthlyLimit)))
    .returning({ id: usagePeriods.id });
  if (!taken) {
    throw new ForbiddenError(
      `You have used all ${plan.monthlyLimit} questions of your ${plan.planName} plan this month. Your questions renew on ${nextPeriodStart(period.endDate)}.`,
    );
  }
  let isReleased = false;
  return {
    periodId: period.id,
    async release() {
      if (isReleased) return;
      isReleased = true;
      await db
        .update(usagePeriods)
        .set({ questionsCount: sql`greatest(${usagePeriods.questionsCount} - 1, 0)` })
        .where(eq(usagePeriods.id, period.id));
    },
  };
}

const nextPeriodStart = (endDate: string) => {
  const next = new Date(`${endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};
