import { MonthOutcomeSchema, WindowOutcomeSchema } from '@cephalo/shared/outcomes';
import { describe, expect, it } from 'vitest';
import { countMonthlyOutcomes, countWindowOutcomes, daysInMonth } from './count-monthly-outcomes';
import { diaryDays, entry, migraineEntry, tensionEntry } from './test-diary';

const month = (history: Parameters<typeof countMonthlyOutcomes>[0], today: string, name: string) =>
  countMonthlyOutcomes(history, { today, months: 3 }).find((item) => item.month === name)!;
// `count` days of medication `text` on every other day of February 2026 (28 days: room for 14).
const february = (count: number, text: string | ((index: number) => string)) =>
  diaryDays('2026-02-01', count, (_, index) =>
    entry(`2026-02-${String(index * 2 + 1).padStart(2, '0')}`, { headache: true, medicationTaken: typeof text === 'string' ? text : text(index) }),
  );

describe('monthly outcomes', () => {
  it('lists the months ending with the month of today, across a year boundary', () => {
    expect(countMonthlyOutcomes([], { today: '2026-01-15', months: 3 }).map((item) => item.month)).toEqual(['2025-11', '2025-12', '2026-01']);
  });

  it('knows the length of February, leap years and 31-day months', () => {
    expect([daysInMonth(2026, 2), daysInMonth(2028, 2), daysInMonth(2100, 2), daysInMonth(2026, 1), daysInMonth(2026, 4)]).toEqual([28, 29, 28, 31, 30]);
    const months = countMonthlyOutcomes([], { today: '2028-03-31', months: 2 });
    expect(months.map(({ month: name, days_in_month, days_counted, is_partial }) => ({ name, days_in_month, days_counted, is_partial }))).toEqual([
      { name: '2028-02', days_in_month: 29, days_counted: 29, is_partial: false },
      { name: '2028-03', days_in_month: 31, days_counted: 31, is_partial: false },
    ]);
  });

  it('counts headache, migraine and acute medication days per month', () => {
    const history = [
      migraineEntry('2026-01-05'),
      migraineEntry('2026-01-06', { medicationTaken: 'sumatriptan' }),
      tensionEntry('2026-01-07', { medicationTaken: 'paracetamol' }),
      tensionEntry('2026-01-08', { medicationTaken: 'Imigran' }),
      entry('2026-01-09', { medicationTaken: 'magnesium' }),
      entry('2026-01-10'),
      migraineEntry('2026-02-03', { medicationTaken: 'co-codamol' }),
    ];
    expect(month(history, '2026-02-20', '2026-01')).toMatchObject({
      headache_days: 4,
      migraine_days: 3,
      acute_medication_days: 3,
      unclassified_medication_days: 1,
      acute_medication_days_by_class: { triptan: 2, simple_analgesic: 1, combination_analgesic: 0, ergot: 0, opioid: 0, gepant: 0 },
      days_with_entry: 6,
      days_in_month: 31,
      days_counted: 31,
      coverage: 6 / 31,
      is_partial: false,
    });
    expect(month(history, '2026-02-20', '2026-02')).toMatchObject({
      headache_days: 1,
      migraine_days: 1,
      acute_medication_days_by_class: { combination_analgesic: 1 },
    });
  });

  it('says how much of a month has entries instead of filling the gaps', () => {
    const everyOtherDay = diaryDays('2026-02-01', 28, (date, index) => (index % 2 === 0 ? migraineEntry(date) : null));
    expect(month(everyOtherDay, '2026-03-31', '2026-02')).toMatchObject({ days_with_entry: 14, days_counted: 28, coverage: 0.5, migraine_days: 14 });
    expect(month(everyOtherDay, '2026-03-31', '2026-03')).toMatchObject({ days_with_entry: 0, coverage: 0, headache_days: 0 });
  });

  it('counts the current month up to today and ignores later entries', () => {
    const history = diaryDays('2026-11-01', 30, (date) => tensionEntry(date));
    expect(month(history, '2026-11-21', '2026-11')).toMatchObject({
      is_partial: true,
      days_in_month: 30,
      days_counted: 21,
      days_with_entry: 21,
      coverage: 1,
      headache_days: 21,
    });
  });

  it('flags overuse at exactly 10 triptan days, at risk at 8 and 9', () => {
    expect(month(february(10, 'sumatriptan'), '2026-03-15', '2026-02').overuse).toEqual({ status: 'overuse', classes: ['triptan'] });
    expect(month(february(9, 'sumatriptan'), '2026-03-15', '2026-02').overuse).toEqual({ status: 'at_risk', classes: ['triptan'] });
    expect(month(february(8, 'sumatriptan'), '2026-03-15', '2026-02').overuse).toEqual({ status: 'at_risk', classes: ['triptan'] });
    expect(month(february(7, 'sumatriptan'), '2026-03-15', '2026-02').overuse).toEqual({ status: 'none', classes: [] });
  });

  it('flags simple analgesics from exactly 15 days', () => {
    const days = (count: number) => diaryDays('2026-01-01', count, (date) => entry(date, { medicationTaken: 'ibuprofen' }));
    expect(month(days(15), '2026-02-15', '2026-01').overuse).toEqual({ status: 'overuse', classes: ['simple_analgesic'] });
    expect(month(days(14), '2026-02-15', '2026-01').overuse).toEqual({ status: 'at_risk', classes: ['simple_analgesic'] });
    expect(month(days(12), '2026-02-15', '2026-01').overuse).toEqual({ status: 'none', classes: [] });
  });

  it('flags several classes together from 10 days when none is overused alone (ICHD-3 8.2.6)', () => {
    const mixed = (count: number) => february(count, (index) => (index % 2 ? 'rizatriptan' : 'naproxen'));
    expect(month(mixed(10), '2026-03-15', '2026-02').overuse).toEqual({ status: 'overuse', classes: ['multiple_classes'] });
    expect(month(mixed(8), '2026-03-15', '2026-02').overuse).toEqual({ status: 'at_risk', classes: ['multiple_classes'] });
  });

  it('gives gepants no threshold of their own', () => {
    expect(month(february(12, 'rimegepant'), '2026-03-15', '2026-02')).toMatchObject({ acute_medication_days: 12, overuse: { status: 'none', classes: [] } });
  });

  it('answers in the shape of the API contract', () => {
    const months = countMonthlyOutcomes([migraineEntry('2026-10-02', { medicationTaken: 'eletriptan' })], { today: '2026-11-21', months: 12 });
    expect(months).toHaveLength(12);
    for (const item of months) expect(MonthOutcomeSchema.parse(item)).toEqual(item);
  });
});

describe('28-day window', () => {
  it('counts the 28 days ending on a date, both ends included', () => {
    const history = [
      migraineEntry('2026-02-10'),
      migraineEntry('2026-02-11'),
      tensionEntry('2026-03-10', { medicationTaken: 'aspirin' }),
      migraineEntry('2026-03-11'),
    ];
    const window = countWindowOutcomes(history, { to: '2026-03-10' });
    expect(window).toMatchObject({
      from: '2026-02-11',
      to: '2026-03-10',
      days_counted: 28,
      days_with_entry: 2,
      headache_days: 2,
      migraine_days: 1,
      acute_medication_days: 1,
    });
    expect(window.coverage).toBeCloseTo(2 / 28);
    expect(WindowOutcomeSchema.parse(window)).toEqual(window);
  });
});
