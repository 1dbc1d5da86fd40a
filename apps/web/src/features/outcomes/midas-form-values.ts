import { z } from 'zod';
import { MIDAS_DAYS, MIDAS_PAIN, type MidasAnswers } from '@cephalo/shared/outcomes';

const dayCount = z
  .number({ error: 'Enter a number of days (0 if none)' })
  .int('Enter whole days')
  .min(MIDAS_DAYS.min, `Enter ${MIDAS_DAYS.min} to ${MIDAS_DAYS.max} days`)
  .max(MIDAS_DAYS.max, `Enter ${MIDAS_DAYS.min} to ${MIDAS_DAYS.max} days: the questions are about 3 months`);
const painOutOfRange = `Enter ${MIDAS_PAIN.min} to ${MIDAS_PAIN.max}`;

/** The MIDAS form: five scored day counts, and the two unscored questions A and B left optional. */
export const MidasFormSchema = z.object({
  missed_work_days: dayCount,
  reduced_work_days: dayCount,
  missed_household_days: dayCount,
  reduced_household_days: dayCount,
  missed_social_days: dayCount,
  headache_days: dayCount.optional(),
  average_pain: z.number().int('Enter a whole number').min(MIDAS_PAIN.min, painOutOfRange).max(MIDAS_PAIN.max, painOutOfRange).optional(),
});
export type MidasFormValues = z.infer<typeof MidasFormSchema>;

export const formToMidasAnswers = (form: MidasFormValues): MidasAnswers => ({
  missed_work_days: form.missed_work_days,
  reduced_work_days: form.reduced_work_days,
  missed_household_days: form.missed_household_days,
  reduced_household_days: form.reduced_household_days,
  missed_social_days: form.missed_social_days,
  headache_days: form.headache_days ?? null,
  average_pain: form.average_pain ?? null,
});
