import { addDays, eachWeekOfInterval, endOfMonth, startOfMonth } from 'date-fns';
import { toIsoDate } from '../../lib/diary-dates';
import type { CalendarEvent } from './calendar-events';
import { WEEK_STARTS_ON } from './calendar-month';

/** The weeks of the month grid of `month`: Monday to Sunday, adjacent months' days included. */
export const monthGridWeeks = (month: Date): Date[][] =>
  eachWeekOfInterval({ start: startOfMonth(month), end: endOfMonth(month) }, { weekStartsOn: WEEK_STARTS_ON }).map((monday) =>
    Array.from({ length: 7 }, (_, index) => addDays(monday, index)),
  );

/** The events of each day (yyyy-MM-dd), in the order given. */
export const eventsByDay = (events: readonly CalendarEvent[]): Map<string, CalendarEvent[]> => {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = toIsoDate(event.start);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
};

/**
 * What a day cell with room for `rows` lines shows: every event when they fit, else one line
 * fewer and "+N more" on the last line (spec section 2: overflowing events appear in a popup).
 */
export const fitDayEvents = (events: readonly CalendarEvent[], rows: number): { shown: CalendarEvent[]; moreCount: number } => {
  if (events.length <= rows) return { shown: [...events], moreCount: 0 };
  const shown = events.slice(0, Math.max(rows - 1, 0));
  return { shown, moreCount: events.length - shown.length };
};
