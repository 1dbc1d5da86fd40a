import type { PeriodOutcomeCounts } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { assessIchd3 } from '@cephalo/clinic/insights/ichd3-assessment';
import type { TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { OutcomesReportData } from './outcomes-report-data';

const counts = (migraineDays: number, daysCounted = 30, overuse: PeriodOutcomeCounts['overuse'] = { status: 'none', classes: [] }): PeriodOutcomeCounts => ({
  headache_days: migraineDays + 2,
  migraine_days: migraineDays,
  acute_medication_days: migraineDays,
  unclassified_medication_days: 0,
  acute_medication_days_by_class: { simple_analgesic: 0, triptan: migraineDays, ergot: 0, opioid: 0, combination_analgesic: 0, gepant: 0 },
  days_with_entry: daysCounted - 1,
  days_counted: daysCounted,
  coverage: (daysCounted - 1) / daysCounted,
  overuse,
});
const window = {
  from: '2025-01-01',
  to: '2025-03-31',
  days_counted: 90,
  days_with_entry: 88,
  coverage: 88 / 90,
  headache_days: 40,
  migraine_days: 33,
  migraine_days_per_30: 11.3,
  headache_days_per_30: 13.6,
};
const treatment = (name: string, startedOn: string, status: TreatmentWithResponse['response']['status'], reduction: number | null): TreatmentWithResponse => ({
  id: name,
  name,
  started_on: startedOn,
  stopped_on: null,
  response: {
    status,
    baseline: window,
    treatment: { ...window, migraine_days_per_30: 4.1 },
    is_chronic_baseline: false,
    responder_threshold_percent: 50,
    reduction_percent: reduction,
    minimum_coverage: 0.8,
  },
});
const months = Array.from({ length: 13 }, (_, index) => {
  const month = `${2025 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const overuse = index === 2 ? { status: 'overuse' as const, classes: ['triptan' as const] } : undefined;
  return {
    month,
    from: `${month}-01`,
    to: `${month}-28`,
    is_partial: index === 12,
    ...counts([12, 11, 14, 9, 6, 5, 4, 5, 3, 4, 2, 3, 1][index]!, 30, overuse),
  };
});

/** A full year and a month with three treatments: the longest report must stay within two A4 pages. */
export const LONGEST_REPORT: OutcomesReportData = {
  patientName: 'Đorđe Jovanović',
  clinicName: 'Klinika Sava',
  doctorName: 'Dr Ana Perić',
  from: '2025-01-01',
  to: '2026-01-28',
  generatedOn: '2026-01-28',
  months,
  period: counts(79, 393),
  recentWindow: { from: '2026-01-01', to: '2026-01-28', ...counts(1, 28) },
  treatments: [
    treatment('Erenumab', '2025-04-10', 'responder', 63.7),
    treatment('Propranolol 80 mg', '2024-10-01', 'non_responder', -12.5),
    treatment('Topiramate', '2025-12-20', 'too_early', null),
    treatment('Magnesium', '2025-12-28', 'too_early', null),
  ],
  midasLatest: {
    id: 'm',
    answered_on: '2026-01-20',
    answers: { missed_work_days: 5, reduced_work_days: 5, missed_household_days: 5, reduced_household_days: 5, missed_social_days: 5 },
    score: 25,
    grade: 'IV',
  },
  assessment: assessIchd3([], '2026-01-28', 393),
};
