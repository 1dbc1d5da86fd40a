const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The local calendar day of `moment` as the API spells it (yyyy-MM-dd). */
export const localDayKey = (moment: Date): string => `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`;

/** The local time of `moment` as the API spells it (HH:mm:ss). */
export const localTimeText = (moment: Date): string => `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}:${twoDigits(moment.getSeconds())}`;

// Made at the first message shown, not when the chat's code loads: the first Intl object starts
// the browser's internationalisation library, a long task on a phone (lib/browser-time-zone.ts).
let dayFormat: Intl.DateTimeFormat | null = null;

/**
 * "21 Nov 2026, 09:41" from the API's date and time. The day is read at noon UTC and printed in
 * UTC, so no time zone can move it to a neighbouring day.
 */
export const formatMessageMoment = (dayKey: string, time: string): string => {
  const day = new Date(`${dayKey}T12:00:00Z`);
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayText = Number.isNaN(day.getTime()) ? dayKey : dayFormat.format(day);
  return `${dayText}, ${time.slice(0, 5)}`;
};
