import { describe, expect, it } from 'vitest';
import {
  MidasAnswersSchema,
  MonthOutcomeSchema,
  OutcomesQuerySchema,
  OutcomesResponseSchema,
  PREVENTIVE_MEDICINES,
  PreventiveTreatmentCreateSchema,
} from './outcomes';

const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');

const midas = { missed_work_days: 0, reduced_work_days: 0, missed_household_days: 0, reduced_household_days: 0, missed_social_days: 0 };
const counts = {
  headache_days: 3,
  migraine_days: 2,
  acute_medication_days: 2,
  unclassified_medication_days: 0,
  acute_medication_days_by_class: { simple_analgesic: 1, triptan: 1, ergot: 0, opioid: 0, combination_analgesic: 0, gepant: 0 },
  days_with_entry: 20,
  days_counted: 30,
  coverage: 20 / 30,
  overuse: { status: 'none', classes: [] },
};
const month = { month: '2026-11', days_in_month: 30, is_partial: true, ...counts };

describe('MIDAS answers', () => {
  it('takes whole days from 0 to 90 for each scored question', () => {
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, missed_work_days: 90 }))).toBeNull();
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, missed_work_days: 91 }))).toBe('missed_work_days: missed_work_days must be from 0 to 90');
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, reduced_work_days: -1 }))).toMatch(/reduced_work_days must be from 0 to 90/);
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, missed_social_days: 2.5 }))).toMatch(/whole number/);
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, missed_social_days: undefined }))).toMatch(/missed_social_days is required/);
  });

  it('keeps the unscored questions A and B optional with their own ranges', () => {
    expect(MidasAnswersSchema.parse({ ...midas, headache_days: 40, average_pain: 10 })).toMatchObject({ headache_days: 40, average_pain: 10 });
    expect(problems(MidasAnswersSchema.safeParse({ ...midas, average_pain: 11 }))).toMatch(/average_pain must be from 0 to 10/);
  });
});

describe('preventive treatments', () => {
  it('needs a name and a start, and no stop before the start', () => {
    expect(PreventiveTreatmentCreateSchema.parse({ name: ' Topiramate ', started_on: '2026-06-01' })).toEqual({
      name: 'Topiramate',
      started_on: '2026-06-01',
      stopped_on: null,
    });
    expect(problems(PreventiveTreatmentCreateSchema.safeParse({ name: 'Erenumab', started_on: '2026-06-01', stopped_on: '2026-05-31' }))).toBe(
      'stopped_on: stopped_on must not be before started_on',
    );
    expect(problems(PreventiveTreatmentCreateSchema.safeParse({ name: '', started_on: '2026-06-01' }))).toMatch(/name is required/);
    expect(problems(PreventiveTreatmentCreateSchema.safeParse({ name: 'x', started_on: '01.06.2026' }))).toMatch(/started_on must be a date/);
  });

  it('offers the CGRP antibodies and the classic preventives in the picker list', () => {
    const names = PREVENTIVE_MEDICINES.map((medicine) => medicine.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Propranolol',
        'Topiramate',
        'Amitriptyline',
        'Candesartan',
        'Flunarizine',
        'Valproate',
        'Erenumab',
        'Fremanezumab',
        'Galcanezumab',
        'Eptinezumab',
        'OnabotulinumtoxinA',
        'Atogepant',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('outcomes query and response', () => {
  it('reads months from the query string, 12 by default, 1 to 36', () => {
    expect(OutcomesQuerySchema.parse({})).toEqual({ months: 12 });
    expect(OutcomesQuerySchema.parse({ months: '6' })).toEqual({ months: 6 });
    expect(problems(OutcomesQuerySchema.safeParse({ months: '37' }))).toMatch(/from 1 to 36/);
  });

  it('names every acute medication class and rejects fields it does not name', () => {
    expect(MonthOutcomeSchema.parse(month)).toEqual(month);
    const { gepant: _gepant, ...withoutGepant } = counts.acute_medication_days_by_class;
    expect(MonthOutcomeSchema.safeParse({ ...month, acute_medication_days_by_class: withoutGepant }).success).toBe(false);
    expect(MonthOutcomeSchema.safeParse({ ...month, month: '2026-13' }).success).toBe(false);
    expect(MonthOutcomeSchema.safeParse({ ...month, overuse: { status: 'overuse', classes: ['paracetamol'] } }).success).toBe(false);
    const response = OutcomesResponseSchema.parse({
      months: [month],
      window_28_days: { from: '2026-10-25', to: '2026-11-21', ...counts },
      treatments: [],
      extra: 'dropped',
    });
    expect(response).not.toHaveProperty('extra');
    expect(response.window_28_days.coverage).toBeCloseTo(0.667, 3);
  });
});
