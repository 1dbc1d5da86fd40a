import { describe, expect, it } from 'vitest';
import { MIDAS_DAYS, MIDAS_PAIN, MidasAnswersSchema, PreventiveTreatmentCreateSchema, TREATMENT_NAME_MAX } from '@cephalo/shared/outcomes';
import { MidasFormSchema, formToMidasAnswers } from './midas-form-values';
import { TreatmentFormSchema, formToTreatment } from './treatment-form-values';

const NO_DAYS = { missed_work_days: 0, reduced_work_days: 0, missed_social_days: 0, missed_household_days: 0, reduced_household_days: 0 };
/** What the form says of the answers, and whether the API would take what the form sends. */
const midas = (changes: object) => {
  const parsed = MidasFormSchema.safeParse({ ...NO_DAYS, ...changes });
  return parsed.success
    ? { messages: [], isAcceptedByApi: MidasAnswersSchema.safeParse(formToMidasAnswers(parsed.data)).success }
    : { messages: parsed.error.issues.map((issue) => issue.message), isAcceptedByApi: MidasAnswersSchema.safeParse({ ...NO_DAYS, ...changes }).success };
};

describe('the outcome forms hold the limits of the API', () => {
  it('MIDAS: days from 0 to 90 and pain from 0 to 10, as the API counts them', () => {
    expect(midas({ missed_work_days: MIDAS_DAYS.max, headache_days: MIDAS_DAYS.max, average_pain: MIDAS_PAIN.max })).toEqual({
      messages: [],
      isAcceptedByApi: true,
    });
    expect(midas({ missed_work_days: MIDAS_DAYS.max + 1 })).toEqual({
      messages: ['Enter 0 to 90 days: the questions are about 3 months'],
      isAcceptedByApi: false,
    });
    expect(midas({ headache_days: MIDAS_DAYS.min - 1 })).toEqual({ messages: ['Enter 0 to 90 days'], isAcceptedByApi: false });
    expect(midas({ average_pain: MIDAS_PAIN.max + 1 })).toEqual({ messages: ['Enter 0 to 10'], isAcceptedByApi: false });
  });

  it('treatments: a name of at most 100 characters, as the API takes it', () => {
    const treatment = (name: string) => ({ name, started_on: '2026-11-01', stopped_on: '' });
    const atLimit = TreatmentFormSchema.parse(treatment('T'.repeat(TREATMENT_NAME_MAX)));
    expect(PreventiveTreatmentCreateSchema.safeParse(formToTreatment(atLimit)).success).toBe(true);
    expect(TreatmentFormSchema.safeParse(treatment('T'.repeat(TREATMENT_NAME_MAX + 1))).error?.issues.map((issue) => issue.message)).toEqual([
      'At most 100 characters',
    ]);
    expect(PreventiveTreatmentCreateSchema.safeParse({ ...treatment('T'.repeat(TREATMENT_NAME_MAX + 1)), stopped_on: null }).success).toBe(false);
  });
});
