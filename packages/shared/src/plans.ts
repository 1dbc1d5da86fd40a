import { z } from 'zod';

export const PLAN_NAMES = ['Free', 'Basic', 'Premium'] as const;
export const PlanNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof PlanNameSchema>;

/**
 * Diary, calendar and forecast are not part of the lower plans (spec sections 6 and 9).
 * The server decides from the plan row (`includes_diary`); the client uses this rule to
 * lock the navigation from the plan name it stored at login.
 */
export const DIARY_LOCKED_PLANS: readonly string[] = ['Free', 'Basic'];
export const isDiaryLockedPlan = (planName: string | null | undefined): boolean => planName == null || DIARY_LOCKED_PLANS.includes(planName);
