import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../diary/diary-dates';
import { formatMonthParam, parseMonthParam } from './calendar-month';
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

describe('weekday headers', () => {
  it('give every weekday its own picture, Monday the moon', () => {
    const week = Array.from({ length: 7 }, (_, index) => weekdayEmoji(new Date(2025, 4, 12 + index)));
    expect(week[0]).toBe('🌙');
    expect(new Set(week).size).toBe(7);
  });
});
