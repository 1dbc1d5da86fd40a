/** The home screen's greeting by time of day (spec section 9). */
export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** The first hour of the afternoon and of the evening, on the reader's own clock. */
export const AFTERNOON_STARTS_AT_HOUR = 12;
export const EVENING_STARTS_AT_HOUR = 18;

/** Morning before 12:00, afternoon before 18:00, evening otherwise, in the local time of `moment`. */
export const greetingFor = (moment: Date): Greeting => {
  const hour = moment.getHours();
  if (hour < AFTERNOON_STARTS_AT_HOUR) return 'Good morning';
  if (hour < EVENING_STARTS_AT_HOUR) return 'Good afternoon';
  return 'Good evening';
};
