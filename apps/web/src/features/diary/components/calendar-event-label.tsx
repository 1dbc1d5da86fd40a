import { formatDiaryDate, toIsoDate } from '../../../lib/diary-dates';
import { shortEventTitle, type CalendarEvent } from '../calendar-events';

interface CalendarEventLabelProps {
  event: CalendarEvent;
  onOpenEntry: (entryId: string) => void;
}

/** The text of an event. A diary event is a real button that opens its entry; forecasts are plain text. */
export function CalendarEventLabel({ event, onOpenEntry }: CalendarEventLabelProps) {
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
  const { entryId } = event;
  if (event.kind !== 'diary' || !entryId) {
    return (
      <span className="event-label" data-date={date}>
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="event-label event-button"
      data-date={date}
      aria-label={`Diary added, ${formatDiaryDate(date)}`}
      onClick={() => onOpenEntry(entryId)}
    >
      {text}
    </button>
  );
}
