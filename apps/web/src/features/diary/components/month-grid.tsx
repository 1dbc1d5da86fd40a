import { isSameMonth, lightFormat } from 'date-fns';
import { useMemo } from 'react';
import { toIsoDate } from '../../../lib/diary-dates';
import type { CalendarEvent } from '../calendar-events';
import { eventsByDay, fitDayEvents, monthGridWeeks } from '../month-grid';
import { CalendarEventLabel, type CalendarEventActions } from './calendar-event-label';
import { WeekdayHeader } from './weekday-header';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/**
 * Lines of events a day cell has room for (diary-calendar.css sizes the cells for three on a
 * phone and on a desktop): a day has at most three events (its diary, forecast, temperature).
 */
const EVENT_ROWS = 3;

const classes = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

interface MonthGridProps extends CalendarEventActions {
  /** Any day of the shown month. */
  month: Date;
  events: readonly CalendarEvent[];
  /** "+N more" of a day: all its events. */
  onShowMore: (date: Date, events: CalendarEvent[]) => void;
}

/**
 * The month grid: weeks from Monday, the adjacent months' days greyed, each day's events in its
 * cell. Laid out by CSS alone (no measuring, so no forced layout while a phone loads the screen);
 * the class names are those of react-big-calendar's month view, which drew it before (decision 011).
 */
export function MonthGrid({ month, events, onOpenEntry, onOpenForecast, onShowMore }: MonthGridProps) {
  const weeks = useMemo(() => monthGridWeeks(month), [month]);
  const byDay = useMemo(() => eventsByDay(events), [events]);
  const today = toIsoDate(new Date());
  const t = useT();
  const formats = useDateFormats();
  return (
    <div className="rbc-month-view" role="table" aria-label={formats.monthYear(month)}>
      <div className="rbc-row rbc-month-header" role="row">
        {(weeks[0] ?? []).map((day) => (
          <div key={day.getDay()} className="rbc-header">
            <WeekdayHeader date={day} />
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={toIsoDate(week[0] ?? month)} className="rbc-month-row" role="row">
          {week.map((day) => {
            const date = toIsoDate(day);
            const dayEvents = byDay.get(date) ?? [];
            const { shown, moreCount } = fitDayEvents(dayEvents, EVENT_ROWS);
            const isOffRange = !isSameMonth(day, month);
            const isToday = date === today;
            return (
              <div key={date} role="cell" className={classes('rbc-day-bg', isOffRange && 'rbc-off-range-bg', isToday && 'rbc-today')}>
                <div className={classes('rbc-date-cell', isOffRange && 'rbc-off-range', isToday && 'rbc-now')}>{lightFormat(day, 'd')}</div>
                {shown.map((event) => (
                  <div key={event.id} className={`rbc-event calendar-event calendar-event--${event.kind}`}>
                    <CalendarEventLabel event={event} onOpenEntry={onOpenEntry} onOpenForecast={onOpenForecast} />
                  </div>
                ))}
                {moreCount > 0 && (
                  <button type="button" className="rbc-show-more" onClick={() => onShowMore(day, dayEvents)}>
                    +{moreCount}
                    <span className="show-more-word sr-only-below-lg"> {t('calendar.more')}</span>
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
