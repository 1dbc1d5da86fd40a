import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';

export const CALENDAR_CULTURE = 'en-GB';

/** date-fns for react-big-calendar, with weeks that start on Monday (spec section 9). */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  getDay,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  locales: { [CALENDAR_CULTURE]: enGB },
});

export const calendarFormats: Formats = {
  monthHeaderFormat: 'MMMM yyyy',
  weekdayFormat: 'EEEE',
  dateFormat: 'd',
  // The heading of the popup of a full day: "Friday 20 November".
  dayHeaderFormat: 'EEEE d MMMM',
};
