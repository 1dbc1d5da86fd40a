import type { UsageLimit } from '@cephalo/shared/chat';
import type { Database } from '../../db/database';
import { ensureUsagePeriod } from './ensure-usage-period';

/** GET /profile/limit: the plan, its monthly limit and the questions asked this period. */
export async function getUsageLimit({ db, userId, now }: { db: Database; userId: string; now?: Date }): Promise<UsageLimit> {
  const { period, plan } = await ensureUsagePeriod({ db, userId, now });
  return {
    plan_name: plan.planName,
    questions_count: period.questionsCount,
    monthly_limit: plan.monthlyLimit,
    start_date: period.startDate,
    end_date: period.endDate,
  };
}
