import { useId } from 'react';
import { formatDiaryDate, toIsoDate } from '../../../lib/diary-dates';
import type { CalendarEvent } from '../calendar-events';
import { describeHeadache, eventTitle } from '../event-titles';
import { HeadacheBadge } from './headache-badge';
import { useDateFormats } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';

/** What a click on an event opens: its diary entry, or a forecast day's explanation. */
export interface CalendarEventActions {
  onOpenEntry: (entryId: string) => void;
  /** The forecast day (0 = tomorrow) whose explanation to show. */
  onOpenForecast: (forecastDay: number) => void;
}

interface CalendarEventLabelProps extends CalendarEventActions {
  event: CalendarEvent;
  /** In the narrow day cell the title is short (diary-calendar.css); the popup shows it whole. */
  isInCell?: boolean;
}

/**
 * The text of an event. A diary event is a real button that opens its entry and shows the day's
 * headache; a forecast event is a button that explains it; a temperature is plain text.
 */
export function CalendarEventLabel({ event, onOpenEntry, onOpenForecast, isInCell = true }: CalendarEventLabelProps) {
  const descriptionId = useId();
  const t = useT();
  const formats = useDateFormats();
  const title = eventTitle(event, t);
  const text = isInCell ? (
    <>
      <span className="event-title-long sr-only-below-lg">{title}</span>
      <span className="event-title-short" aria-hidden>
        {eventTitle(event, t, { isShort: true })}
      </span>
    </>
  ) : (
    <span>{title}</span>
  );
  // data-date names the day of the event for the browser tests; the grid itself does not.
  const date = toIsoDate(event.start);
  const { entryId, forecastDay, headache } = event;
  if (event.kind === 'diary' && entryId) {
    return (
      <button
        type="button"
        className={headache ? 'event-label event-button event-button--badge' : 'event-label event-button'}
        data-date={date}
        aria-label={`${title}, ${formatDiaryDate(date, formats)}`}
        aria-describedby={headache ? descriptionId : undefined}
        aria-haspopup="dialog"
        onClick={() => onOpenEntry(entryId)}
      >
        <span className="event-text">{text}</span>
        {headache && (
          <>
            <HeadacheBadge headache={headache} />
            <span id={descriptionId} hidden>
              {describeHeadache(headache, t)}
            </span>
          </>
        )}
      </button>
    );
  }
  if (event.kind === 'headache-forecast' && forecastDay !== undefined) {
    return (
      <button
        type="button"
        className="event-label event-button"
        data-date={date}
        aria-label={`${title}, ${formatDiaryDate(date, formats)}`}
        aria-haspopup="dialog"
        onClick={() => onOpenForecast(forecastDay)}
      >
        <span className="event-text">{text}</span>
      </button>
    );
  }
  return (
    <span className="event-label" data-date={date}>
      {text}
    </span>
  );
}
