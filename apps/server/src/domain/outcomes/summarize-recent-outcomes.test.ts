import { describe, expect, it } from 'vitest';
import { shiftDate, type ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { entry } from '@cephalo/clinic/outcomes/test-diary';
import { summarizeRecentOutcomes } from './summarize-recent-outcomes';

const TODAY = '2026-03-31';
const day = (daysAgo: number, values: Partial<ClinicalDiaryDay> = {}): ClinicalDiaryDay => entry(shiftDate(TODAY, -daysAgo), values);
const triptanDay = (daysAgo: number) => day(daysAgo, { headache: true, medicationTaken: 'sumatriptan' });
/** `logged` days of each 30-day window, with migraine days on the given days ago. */
const history = ({ logged = 30, migraineDaysAgo = [] as number[] } = {}) =>
  Array.from({ length: 60 }, (_, index) => index)
    .filter((index) => index % 30 < logged)
    .map((index) => (migraineDaysAgo.includes(index) ? triptanDay(index) : day(index)));

describe("the doctor's list numbers of the last 30 days", () => {
  it('counts the 30 days up to today and not the day before them', () => {
    const days = history({ migraineDaysAgo: [0, 29, 30] }).map((item) =>
      item.date === shiftDate(TODAY, -3) ? day(3, { headache: true, medicationTaken: 'ibuprofen' }) : item,
    );
    expect(summarizeRecentOutcomes(days, TODAY)).toMatchObject({
      migraine_days_30: 2,
      headache_days_30: 3,
      acute_medication_days_30: 3,
      days_with_entry_30: 30,
      overuse_status: 'none',
    });
  });

  it('gives the overuse status of ICHD-3 8.2 over the 30 days (8 triptan days: at risk, 10: overuse)', () => {
    expect(summarizeRecentOutcomes(history({ migraineDaysAgo: [0, 3, 6, 9, 12, 15, 18, 21] }), TODAY).overuse_status).toBe('at_risk');
    expect(summarizeRecentOutcomes(history({ migraineDaysAgo: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27] }), TODAY).overuse_status).toBe('overuse');
  });

  it('calls the trend up, down or same at one migraine day per 30 logged days', () => {
    expect(summarizeRecentOutcomes(history({ migraineDaysAgo: [1, 2, 31] }), TODAY).migraine_days_trend).toBe('up');
    expect(summarizeRecentOutcomes(history({ migraineDaysAgo: [1, 31, 32] }), TODAY).migraine_days_trend).toBe('down');
    expect(summarizeRecentOutcomes(history({ migraineDaysAgo: [1, 31] }), TODAY).migraine_days_trend).toBe('same');
    // 24 of 30 days logged each (80 %): 2 vs 1 per 24 days = 2.5 vs 1.25 per 30: up.
    expect(summarizeRecentOutcomes(history({ logged: 24, migraineDaysAgo: [1, 2, 31] }), TODAY).migraine_days_trend).toBe('up');
  });

  it('gives no trend when either window has under 80 % of its days logged', () => {
    expect(summarizeRecentOutcomes(history({ logged: 23, migraineDaysAgo: [1, 2, 31] }), TODAY).migraine_days_trend).toBeNull();
    expect(
      summarizeRecentOutcomes(
        history().filter((item) => item.date > shiftDate(TODAY, -30)),
        TODAY,
      ),
    ).toMatchObject({ days_with_entry_30: 30, migraine_days_trend: null });
    expect(summarizeRecentOutcomes([], TODAY)).toEqual({
      migraine_days_30: 0,
      headache_days_30: 0,
      acute_medication_days_30: 0,
      days_with_entry_30: 0,
      overuse_status: 'none',
      migraine_days_trend: null,
    });
  });
});
