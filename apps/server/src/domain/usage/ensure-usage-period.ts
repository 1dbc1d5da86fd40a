import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { plans, usagePeriods, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { planPeriodOf } from './plan-period';

/** The user's usage row of the current period with its plan, created on first use. */
export async function ensureUsagePeriod({ db, userId, now = new Date() }: { db: DatabaseOrTransaction; userId: string; now?: Date }) {
  const [user] = await db
    .select({ planId: users.planId, planName: plans.name, monthlyLimit: plans.monthlyChatLimit, aiAssistants: plans.aiAssistants })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Account not found');
  const period = planPeriodOf(now);
  await db.insert(usagePeriods).values({ userId, planId: user.planId, startDate: period.startDate, endDate: period.endDate }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(usagePeriods)
    .where(and(eq(usagePeriods.userId, userId), eq(usagePeriods.startDate, period.startDate)));
  if (!row) throw new Error('Usage period was not stored');
  return { period: row, plan: user };
}
