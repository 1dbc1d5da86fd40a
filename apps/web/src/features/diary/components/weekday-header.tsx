import { format } from 'date-fns';
import type { HeaderProps } from 'react-big-calendar';
import { weekdayEmoji } from '../weekdays';

/**
 * "🌙 Monday" over each column; narrow screens show "Mon" under the picture. It replaces the
 * library's header, so it carries the column-header role that one has.
 */
export function WeekdayHeader({ date }: HeaderProps) {
  return (
    <span className="weekday-header" role="columnheader" aria-sort="none">
      <span className="weekday-emoji" aria-hidden>
        {weekdayEmoji(date)}
      </span>
      <span className="weekday-long">{format(date, 'EEEE')}</span>
      <span className="weekday-short" aria-hidden>
        {format(date, 'EEE')}
      </span>
    </span>
  );
}
