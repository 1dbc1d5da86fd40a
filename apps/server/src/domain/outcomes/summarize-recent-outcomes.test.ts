import { describe, expect, it } from 'vitest';
import { shiftDate, type ClinicalDiaryDay } from '@cephalo/clinic/insights/clinical-diary-day';
import { entry } from '@cephalo/clinic/outcomes/test-diary';
import { summarizeRecentOutcomes } from './summarize-recent-outcomes';

const TODAY = '2026-03-31';
const day = (daysAgo: number, values: Partial<ClinicalDiaryDay> = {}): ClinicalDiaryDay => entry(shiftDate(TODAY, -daysAgo), values);
const triptanDay = (daysAgo: number) => day(daysAgo, { headache: true, medicationTaken: 'sumatriptan' });
/** `logged` days of each 28-day window, with migraine days on the given days ago. */
const history = ({ logged = 28, migraineDaysAgo = [] as number[] } = {}) =>
  Array.from({ length: 56 }, (_, index) => index)
    .filter((index) => index % 28 < logged)
    .map((index) => (migraineDaysAgo.includes(index) ? triptanDay(index) : day(index)));
const summarize = (days: ClinicalDiaryDay[], lastEntryOn: string | null = TODAY) => summarizeRecentOutcomes({ history: days, today: TODAY, lastEntryOn });

describe("the doctor's list numbers of the last 28 days", () => {
  it('counts the 28 days up to today and not the day before them', () => {
    const days = history({ migraineDaysAgo: [0, 27, 28] }).map((item) =>
      item.date === shiftDate(TODAY, -3) ? day(3, { headache: true, medicationTaken: 'ibuprofen' }) : item,
    );
    expect(summarize(days)).toMatchObject({
      migraine_days_28: 2,
      migraine_days_previous_28: 1,
      headache_days_28: 3,
      acute_medication_days_28: 3,
      days_with_entry_28: 28,
      overuse_status: 'none',
      days_since_last_entry: 0,
      migraine_days_trend: 'up',
      attention_reasons: ['worsening'],
    });
  });

  it('gives the overuse status of ICHD-3 8.2 over the 28 days (8 triptan days: at risk, 10: overuse) as the reason for attention', () => {
    expect(summarize(history({ migraineDaysAgo: [0, 3, 6, 9, 12, 15, 18, 21] }))).toMatchObject({
      overuse_status: 'at_risk',
      attention_reasons: ['overuse_risk', 'worsening'],
    });
    expect(summarize(history({ migraineDaysAgo: [0, 3, 6, 9, 12, 15, 18, 21, 24, 27] })).overuse_status).toBe('overuse');
  });

  it('calls the trend up, down or same at one migraine day per 28 logged days', () => {
    expect(summarize(history({ migraineDaysAgo: [1, 2, 29] })).migraine_days_trend).toBe('up');
    expect(summarize(history({ migraineDaysAgo: [1, 29, 30] })).migraine_days_trend).toBe('down');
    expect(summarize(history({ migraineDaysAgo: [1, 29] })).migraine_days_trend).toBe('same');
    // 23 of 28 days logged each (82 %): 2 vs 1 per 23 days: up.
    expect(summarize(history({ logged: 23, migraineDaysAgo: [1, 2, 29] })).migraine_days_trend).toBe('up');
  });

  it('gives no trend when either window has under 80 % of its days logged', () => {
    expect(summarize(history({ logged: 22, migraineDaysAgo: [1, 2, 29] })).migraine_days_trend).toBeNull();
    expect(summarize(history().filter((item) => item.date > shiftDate(TODAY, -28)))).toMatchObject({ days_with_entry_28: 28, migraine_days_trend: null });
  });

  it('takes the days recorded from the counts when the history holds only the days that count', () => {
    const onlyMigraineDays = history({ migraineDaysAgo: [1, 2, 29] }).filter((item) => item.headache);
    expect(summarizeRecentOutcomes({ history: onlyMigraineDays, today: TODAY, entryCounts: { recent: 28, previous: 28 }, lastEntryOn: TODAY })).toMatchObject({
      days_with_entry_28: 28,
      migraine_days_trend: 'up',
    });
  });

  it('says how long the patient has been silent', () => {
    expect(summarize([], shiftDate(TODAY, -20))).toMatchObject({ days_since_last_entry: 20, attention_reasons: ['silent'] });
    expect(summarize([], null)).toEqual({
      migraine_days_28: 0,
      migraine_days_previous_28: 0,
      headache_days_28: 0,
      acute_medication_days_28: 0,
      days_with_entry_28: 0,
      overuse_status: 'none',
      migraine_days_trend: null,
      last_entry_on: null,
      days_since_last_entry: null,
      attention_reasons: ['no_entries'],
    });
  });
});
