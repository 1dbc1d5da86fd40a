import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../lib/diary-dates';
import { buildDiaryEvents, buildHeadacheForecastEvents, type CalendarEvent } from './calendar-events';
import { eventsByDay, fitDayEvents, monthGridWeeks } from './month-grid';

describe('the weeks of the month grid', () => {
  it('run Monday to Sunday and hold every day of the month once', () => {
    // May 2025 starts on a Thursday and ends on a Saturday: five weeks, 28 April to 1 June.
    const weeks = monthGridWeeks(new Date(2025, 4, 20));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7 && week[0]!.getDay() === 1 && week[6]!.getDay() === 0)).toBe(true);
    expect(toIsoDate(weeks[0]![0]!)).toBe('2025-04-28');
    expect(toIsoDate(weeks[4]![6]!)).toBe('2025-06-01');
    const mayDays = weeks
      .flat()
      .map(toIsoDate)
      .filter((day) => day.startsWith('2025-05'));
    expect(new Set(mayDays).size).toBe(31);
  });

  it('are six for a month that spans six weeks, four for a February from Monday to Sunday', () => {
    expect(monthGridWeeks(new Date(2025, 5, 1))).toHaveLength(6); // June 2025: Sunday 1 to Monday 30
    expect(monthGridWeeks(new Date(2021, 1, 10))).toHaveLength(4);
  });
});

describe('the events of a day cell', () => {
  const diary = (count: number): CalendarEvent[] =>
    buildDiaryEvents(
      Array.from({ length: count }, (_, index) => ({ id: `e${index}`, input_date: '2025-05-12', headache: 'no' as const, headache_intensity: null })),
    );

  it('are grouped by their day, in order', () => {
    const events = [...diary(2), ...buildHeadacheForecastEvents([0.4], new Date(2025, 4, 11), true)];
    const byDay = eventsByDay(events);
    expect(byDay.get('2025-05-12')?.map((event) => event.title)).toEqual(['Diary added', 'Diary added', '40% Headache']);
    expect(byDay.get('2025-05-13')).toBeUndefined();
  });

  it('all show when they fit; otherwise one line fewer and "+N more" for the rest', () => {
    expect(fitDayEvents(diary(3), 3)).toEqual({ shown: diary(3), moreCount: 0 });
    const crowded = fitDayEvents(diary(7), 3);
    expect(crowded.shown).toHaveLength(2);
    expect(crowded.moreCount).toBe(5);
    expect(fitDayEvents([], 3)).toEqual({ shown: [], moreCount: 0 });
  });
});
