import { TreatmentResponseSchema } from '@cephalo/shared/outcomes';
import { describe, expect, it } from 'vitest';
import { assessTreatmentResponse } from './assess-treatment-response';
import { diaryDays, entry, migraineEntry, tensionEntry } from './test-diary';

// Day 1 is 2026-06-01: baseline 2026-03-03..2026-05-31, months 2-3 are 2026-07-01..2026-08-29.
const START = '2026-06-01';
const TODAY = '2026-11-21';
const treatment = { started_on: START, stopped_on: null };

/** A fully logged baseline and treatment window with the given migraine days (per 90 and per 60 days). */
const history = ({
  baselineMigraine,
  treatmentMigraine,
  baselineHeadache = baselineMigraine,
  treatmentHeadache = treatmentMigraine,
}: {
  baselineMigraine: number;
  treatmentMigraine: number;
  baselineHeadache?: number;
  treatmentHeadache?: number;
}) => [
  ...diaryDays('2026-03-03', 90, (date, index) =>
    index < baselineMigraine ? migraineEntry(date) : index < baselineHeadache ? tensionEntry(date) : entry(date),
  ),
  // Month 1 of treatment is not counted: a bad first month must not change the result.
  ...diaryDays('2026-06-01', 30, (date) => migraineEntry(date)),
  ...diaryDays('2026-07-01', 60, (date, index) =>
    index < treatmentMigraine ? migraineEntry(date) : index < treatmentHeadache ? tensionEntry(date) : entry(date),
  ),
];

describe('preventive treatment response', () => {
  it('is too early before day 90 of treatment', () => {
    const response = assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 2 }), treatment, '2026-08-28');
    expect(response).toMatchObject({
      status: 'too_early',
      reduction_percent: null,
      treatment: { from: '2026-07-01', to: '2026-08-29', days_counted: 59, days_with_entry: 59 },
    });
    expect(assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 2 }), treatment, '2026-08-29').status).toBe('responder');
  });

  it('finds a responder at 50 % fewer migraine days per 30, with the diary days behind each side', () => {
    const response = assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 6 }), treatment, TODAY);
    expect(response).toEqual({
      status: 'responder',
      baseline: {
        from: '2026-03-03',
        to: '2026-05-31',
        days_counted: 90,
        days_with_entry: 90,
        coverage: 1,
        headache_days: 24,
        migraine_days: 24,
        migraine_days_per_30: 8,
        headache_days_per_30: 8,
      },
      treatment: {
        from: '2026-07-01',
        to: '2026-08-29',
        days_counted: 60,
        days_with_entry: 60,
        coverage: 1,
        headache_days: 6,
        migraine_days: 6,
        migraine_days_per_30: 3,
        headache_days_per_30: 3,
      },
      is_chronic_baseline: false,
      responder_threshold_percent: 50,
      reduction_percent: 62.5,
      minimum_coverage: 0.8,
    });
    expect(TreatmentResponseSchema.parse(response)).toEqual(response);
  });

  it('holds the 50 % boundary exactly', () => {
    expect(assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 8 }), treatment, TODAY)).toMatchObject({
      status: 'responder',
      reduction_percent: 50,
    });
    expect(assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 9 }), treatment, TODAY)).toMatchObject({
      status: 'non_responder',
      reduction_percent: 43.8,
    });
  });

  it('reports more migraine days as a negative reduction', () => {
    expect(assessTreatmentResponse(history({ baselineMigraine: 12, treatmentMigraine: 10 }), treatment, TODAY)).toMatchObject({
      status: 'non_responder',
      reduction_percent: -25,
    });
  });

  it('takes 30 % for a chronic migraine baseline (>= 15 headache days with >= 8 migraine days per 30)', () => {
    // Baseline 20 headache days per 30, 10 of them migraine; on treatment 6.5 migraine days per 30: 35 % fewer.
    const chronic = history({ baselineMigraine: 30, baselineHeadache: 60, treatmentMigraine: 13, treatmentHeadache: 30 });
    expect(assessTreatmentResponse(chronic, treatment, TODAY)).toMatchObject({
      status: 'responder',
      is_chronic_baseline: true,
      responder_threshold_percent: 30,
      reduction_percent: 35,
    });
    // The same 35 % from an episodic baseline (14 headache days per 30) is no response.
    const episodic = history({ baselineMigraine: 30, baselineHeadache: 42, treatmentMigraine: 13 });
    expect(assessTreatmentResponse(episodic, treatment, TODAY)).toMatchObject({
      status: 'non_responder',
      is_chronic_baseline: false,
      responder_threshold_percent: 50,
      reduction_percent: 35,
    });
  });

  it('says when the diary has too many gaps on either side (below 80 %)', () => {
    const full = history({ baselineMigraine: 24, treatmentMigraine: 6 });
    const sparseBaseline = full.filter((day) => day.date >= '2026-03-22'); // 71 of 90 days
    expect(assessTreatmentResponse(sparseBaseline, treatment, TODAY)).toMatchObject({
      status: 'not_enough_data',
      baseline: { days_with_entry: 71, migraine_days_per_30: null },
    });
    const enoughBaseline = full.filter((day) => day.date >= '2026-03-21'); // 72 of 90 days
    expect(assessTreatmentResponse(enoughBaseline, treatment, TODAY)).toMatchObject({ baseline: { days_with_entry: 72, coverage: 0.8 } });
    expect(assessTreatmentResponse(enoughBaseline, treatment, TODAY).status).not.toBe('not_enough_data');
    const sparseTreatment = full.filter((day) => day.date < '2026-08-01');
    expect(assessTreatmentResponse(sparseTreatment, treatment, TODAY)).toMatchObject({
      status: 'not_enough_data',
      treatment: { days_with_entry: 31, migraine_days_per_30: null },
    });
    expect(assessTreatmentResponse([], treatment, TODAY)).toMatchObject({ status: 'not_enough_data', is_chronic_baseline: null });
  });

  it('cannot give a reduction without baseline migraine days', () => {
    expect(assessTreatmentResponse(history({ baselineMigraine: 0, treatmentMigraine: 0 }), treatment, TODAY)).toMatchObject({
      status: 'no_baseline_migraine_days',
      reduction_percent: null,
    });
  });

  it('says when the treatment stopped before day 90', () => {
    expect(
      assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 2 }), { started_on: START, stopped_on: '2026-08-01' }, TODAY).status,
    ).toBe('stopped_early');
    expect(
      assessTreatmentResponse(history({ baselineMigraine: 24, treatmentMigraine: 2 }), { started_on: START, stopped_on: '2026-08-29' }, TODAY).status,
    ).toBe('responder');
  });
});
