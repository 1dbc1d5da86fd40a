import { format } from 'date-fns';
import { weekdayEmoji } from '../weekdays';

/** "🌙 Monday" over each column; narrow screens show "Mon" under the picture. */
export function WeekdayHeader({ date }: { date: Date }) {
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
