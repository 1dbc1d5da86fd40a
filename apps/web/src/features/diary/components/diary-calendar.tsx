import 'react-big-calendar/lib/css/react-big-calendar.css';
import './diary-calendar.css';
import { useState } from 'react';
import { Calendar, type Components, type View } from 'react-big-calendar';
import { calendarFormats, calendarLocalizer, CALENDAR_CULTURE } from '../calendar-localizer';
import type { CalendarEvent } from '../calendar-events';
import { CalendarEventLabel } from './calendar-event-label';
import { CalendarToolbar } from './calendar-toolbar';
import { DayEventsModal } from './day-events-modal';
import { WeekdayHeader } from './weekday-header';

const MONTH_ONLY: View[] = ['month'];

const COMPONENTS: Components<CalendarEvent> = {
  toolbar: CalendarToolbar,
  event: CalendarEventLabel,
  month: { header: WeekdayHeader },
};

const eventProps = (event: CalendarEvent) => ({ className: `calendar-event calendar-event--${event.kind}` });

// The view never changes (month only), so there is nothing to do when the library asks.
const keepMonthView = () => undefined;

interface DiaryCalendarProps {
  events: CalendarEvent[];
  /** Any day of the shown month. */
  month: Date;
  onMonthChange: (month: Date) => void;
  onOpenEntry: (entryId: string) => void;
}

/**
 * The month calendar of spec section 2: month view only, weeks from Monday, a popup for days
 * with more events than fit (day-events-modal.tsx). Only diary events open something.
 */
export function DiaryCalendar({ events, month, onMonthChange, onOpenEntry }: DiaryCalendarProps) {
  const [moreOfDay, setMoreOfDay] = useState<{ date: Date; events: CalendarEvent[] } | null>(null);
  return (
    <div className="diary-calendar">
      <Calendar<CalendarEvent>
        localizer={calendarLocalizer}
        culture={CALENDAR_CULTURE}
        formats={calendarFormats}
        events={events}
        view="month"
        views={MONTH_ONLY}
        onView={keepMonthView}
        date={month}
        onNavigate={(date) => onMonthChange(date)}
        drilldownView={null}
        // "+N more" opens the day's popup (ours, not the library's overlay) and never drills down.
        popup={false}
        doShowMoreDrillDown={false}
        onShowMore={(dayEvents, date) => setMoreOfDay({ date, events: dayEvents })}
        components={COMPONENTS}
        eventPropGetter={eventProps}
        onSelectEvent={(event) => {
          if (event.kind === 'diary' && event.entryId) onOpenEntry(event.entryId);
        }}
      />
      <DayEventsModal day={moreOfDay} onClose={() => setMoreOfDay(null)} onOpenEntry={onOpenEntry} />
    </div>
  );
}
