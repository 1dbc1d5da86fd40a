import './diary-calendar.css';
import { addMonths, startOfMonth } from 'date-fns';
import { memo, useState } from 'react';
import { DeferredModal } from '../../../components/deferred-modal';
import type { CalendarEvent } from '../calendar-events';
import type { CalendarEventActions } from './calendar-event-label';
import { CalendarToolbar, type CalendarNavigation } from './calendar-toolbar';
import { MonthGrid } from './month-grid';
import { useDateFormats } from '../../../i18n/format';

// The day window's code (Mantine's modal, its scroll area and focus trap) loads on the first "+N more".
const loadDayEventsModal = async () => (await import('./day-events-modal')).DayEventsModal;

const MONTH_STEPS: Record<CalendarNavigation, (month: Date) => Date> = {
  PREV: (month) => addMonths(month, -1),
  NEXT: (month) => addMonths(month, 1),
  TODAY: () => startOfMonth(new Date()),
};

interface DiaryCalendarProps extends CalendarEventActions {
  events: CalendarEvent[];
  /** Any day of the shown month. */
  month: Date;
  onMonthChange: (month: Date) => void;
}

/**
 * The month calendar of spec section 2: month view only, weeks from Monday, a popup for days
 * with more events than fit (day-events-modal.tsx). Diary events open their entry, forecast events their explanation. Memoized:
 * the screen redraws it only when the events, the month or a handler change.
 */
export const DiaryCalendar = memo(function DiaryCalendar({ events, month, onMonthChange, onOpenEntry, onOpenForecast }: DiaryCalendarProps) {
  const formats = useDateFormats();
  const [moreOfDay, setMoreOfDay] = useState<{ date: Date; events: CalendarEvent[] } | null>(null);
  return (
    <div className="diary-calendar">
      <CalendarToolbar label={formats.monthYear(month)} onNavigate={(step) => onMonthChange(MONTH_STEPS[step](month))} />
      <MonthGrid
        month={month}
        events={events}
        onOpenEntry={onOpenEntry}
        onOpenForecast={onOpenForecast}
        onShowMore={(date, dayEvents) => setMoreOfDay({ date, events: dayEvents })}
      />
      <DeferredModal
        load={loadDayEventsModal}
        props={{ opened: moreOfDay != null, day: moreOfDay, onClose: () => setMoreOfDay(null), onOpenEntry, onOpenForecast }}
      />
    </div>
  );
});
