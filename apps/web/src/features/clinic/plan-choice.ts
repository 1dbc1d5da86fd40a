import { PLAN_NAMES, PlanNameSchema, type PlanName } from '@cephalo/shared/plans';

/**
 * The Plan select of the clinic's forms (a new member, a registration key): every plan, and an
 * unknown pick read as Premium, the plan with the diary.
 */
export const PLAN_CHOICE = {
  label: 'Plan',
  data: PLAN_NAMES,
  toValue: (plan: string | null): PlanName => PlanNameSchema.catch('Premium').parse(plan),
};
