import { OutcomesResponseSchema } from '@cephalo/shared/outcomes';
import { describe, expect, it } from 'vitest';
import { summarizeOutcomes } from './summarize-outcomes';
import { diaryDays, entry, migraineEntry } from './test-diary';

describe('the outcomes summary', () => {
  const history = diaryDays('2026-06-01', 174, (date, index) => (index % 5 === 0 ? migraineEntry(date, { medicationTaken: 'zolmitriptan' }) : entry(date)));
  const midas = {
    id: 'm1',
    answered_on: '2026-11-01',
    answers: { missed_work_days: 2, reduced_work_days: 2, missed_household_days: 2, reduced_household_days: 0, missed_social_days: 1 },
    score: 7,
    grade: 'II' as const,
  };
  const summary = summarizeOutcomes({
    history,
    today: '2026-11-21',
    months: 6,
    treatments: [
      { id: 't2', name: 'Erenumab', started_on: '2026-10-01', stopped_on: null },
      { id: 't1', name: 'Propranolol', started_on: '2026-09-01', stopped_on: '2026-09-20' },
    ],
    midasLatest: midas,
  });

  it('holds the months, the 28-day window, the treatments by start and the latest MIDAS', () => {
    expect(summary.months.map((month) => [month.month, month.migraine_days, month.days_with_entry])).toEqual([
      ['2026-06', 6, 30],
      ['2026-07', 7, 31],
      ['2026-08', 6, 31],
      ['2026-09', 6, 30],
      ['2026-10', 6, 31],
      ['2026-11', 4, 21],
    ]);
    expect(summary.window_28_days).toMatchObject({
      from: '2026-10-25',
      to: '2026-11-21',
      days_with_entry: 28,
      migraine_days: 5,
      acute_medication_days_by_class: { triptan: 5 },
    });
    expect(summary.treatments.map((treatment) => [treatment.id, treatment.response.status])).toEqual([
      ['t1', 'stopped_early'],
      ['t2', 'too_early'],
    ]);
    expect(summary.midas_latest).toEqual(midas);
  });

  it('matches the response contract', () => {
    expect(OutcomesResponseSchema.parse(summary)).toEqual(summary);
  });
});
