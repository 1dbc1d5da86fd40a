import { PLAN_NAMES, PlanNameSchema, type PlanName } from '@cephalo/shared/plans';
import { planName } from '../../components/plan-name';
import type { Translate } from '../../i18n/use-t';

/**
 * The Plan select of the clinic's forms (a new member, a registration key): every plan, and an
 * unknown pick read as Premium, the plan with the diary.
 */
export const planChoice = (t: Translate) => ({
  label: t('clinic.plan'),
  data: PLAN_NAMES.map((plan) => ({ value: plan, label: planName(plan, t) })),
  toValue: (plan: string | null): PlanName => PlanNameSchema.catch('Premium').parse(plan),
});
