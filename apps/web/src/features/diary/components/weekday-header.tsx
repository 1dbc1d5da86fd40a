import { useDateFormats } from '../../../i18n/format';
import { weekdayEmoji } from '../weekdays';

/** "🌙 Monday" over each column; narrow screens show "Mon" under the picture. */
export function WeekdayHeader({ date }: { date: Date }) {
  const formats = useDateFormats();
  return (
    <span className="weekday-header" role="columnheader" aria-sort="none">
      <span className="weekday-emoji" aria-hidden>
        {weekdayEmoji(date)}
      </span>
      <span className="weekday-long sr-only-below-lg">{formats.weekday(date)}</span>
      <span className="weekday-short" aria-hidden>
        {formats.weekdayShort(date)}
      </span>
    </span>
  );
}
