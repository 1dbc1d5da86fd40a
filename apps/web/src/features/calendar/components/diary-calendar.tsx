import 'react-big-calendar/lib/css/react-big-calendar.css';
import './diary-calendar.css';
import { Calendar, type Components, type View } from 'react-big-calendar';
import { calendarFormats, calendarLocalizer, CALENDAR_CULTURE } from '../calendar-localizer';
import type { CalendarEvent } from '../calendar-events';
import { CalendarEventLabel } from './calendar-event-label';
import { CalendarToolbar } from './calendar-toolbar';
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
 * with more events than fit. Only diary events open something.
 */
export function DiaryCalendar({ events, month, onMonthChange, onOpenEntry }: DiaryCalendarProps) {
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
        popup
        components={COMPONENTS}
        eventPropGetter={eventProps}
        onSelectEvent={(event) => {
          if (event.kind === 'diary' && event.entryId) onOpenEntry(event.entryId);
        }}
      />
    </div>
  );
}
