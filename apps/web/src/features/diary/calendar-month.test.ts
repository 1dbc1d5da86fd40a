import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/diary-dates';
import { formatMonthParam, parseMonthParam, visibleDateRange } from './calendar-month';
import { monthGridWeeks } from './month-grid';
import { weekdayEmoji } from './weekdays';

describe('the month in the address', () => {
  const today = new Date(2025, 4, 20);

  it('reads ?month=yyyy-MM as the first day of that month', () => {
    expect(toIsoDate(parseMonthParam('2024-12', today))).toBe('2024-12-01');
  });

  it("falls back to today's month for a missing or broken value", () => {
    expect(toIsoDate(parseMonthParam(null, today))).toBe('2025-05-01');
    expect(toIsoDate(parseMonthParam('2025-13', today))).toBe('2025-05-01');
    expect(toIsoDate(parseMonthParam('May', today))).toBe('2025-05-01');
  });

  it('writes the month back in the same form', () => {
    expect(formatMonthParam(new Date(2025, 0, 31))).toBe('2025-01');
  });
});

describe('the days the month grid shows', () => {
  it('run from the Monday of the first week to the Sunday of the last, adjacent days included', () => {
    // May 2025 starts on a Thursday and ends on a Saturday.
    expect(visibleDateRange(new Date(2025, 4, 20))).toEqual({ from: '2025-04-28', to: '2025-06-01' });
    // February 2021 is exactly four weeks from a Monday to a Sunday.
    expect(visibleDateRange(new Date(2021, 1, 1))).toEqual({ from: '2021-02-01', to: '2021-02-28' });
    // Across a year: December 2024 starts on a Sunday.
    expect(visibleDateRange(new Date(2024, 11, 31))).toEqual({ from: '2024-11-25', to: '2025-01-05' });
  });

  it('are the days the month grid draws, for every month of two years', () => {
    for (let index = 0; index < 24; index += 1) {
      const month = new Date(2025, index, 1);
      const days = monthGridWeeks(month).flat();
      expect(visibleDateRange(month), toIsoDate(month)).toEqual({ from: toIsoDate(days[0]!), to: toIsoDate(days.at(-1)!) });
    }
  });
});

describe('weekday headers', () => {
  it('give every weekday its own picture, Monday the moon', () => {
    const week = Array.from({ length: 7 }, (_, index) => weekdayEmoji(new Date(2025, 4, 12 + index)));
    expect(week[0]).toBe('🌙');
    expect(new Set(week).size).toBe(7);
  });
});
