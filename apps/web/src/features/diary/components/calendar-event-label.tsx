import type { EventProps } from 'react-big-calendar';
import { formatDiaryDate, toIsoDate } from '../../../lib/diary-dates';
import { shortEventTitle, type CalendarEvent } from '../calendar-events';

/**
 * The text of an event. A diary event is a real button, so keyboard users can open the entry
 * (the calendar's click handler receives the button's click); forecasts are plain text.
 */
export function CalendarEventLabel({ event }: EventProps<CalendarEvent>) {
  const text = (
    <>
      <span className="event-title-long">{event.title}</span>
      <span className="event-title-short" aria-hidden>
        {shortEventTitle(event)}
      </span>
    </>
  );
  // data-date names the day of the event for the browser tests; the grid itself does not.
  const date = toIsoDate(event.start);
  if (event.kind !== 'diary') {
    return (
      <span className="event-label" data-date={date}>
        {text}
      </span>
    );
  }
  return (
    <button type="button" className="event-label event-button" data-date={date} aria-label={`Diary added, ${formatDiaryDate(date)}`}>
      {text}
    </button>
  );
}
