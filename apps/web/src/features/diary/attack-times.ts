import { lightFormat, subMinutes } from 'date-fns';
import { toIsoDate } from '../../lib/diary-dates';

/** hh:mm on this device's clock, as the diary's times are written. */
export const clockTime = (moment: Date): string => lightFormat(moment, 'HH:mm');

/**
 * The day and time an attack started `minutesAgo` minutes before `now`, on this device's clock:
 * two hours ago just after midnight is yesterday evening, and belongs to yesterday's entry.
 */
export const attackStart = (minutesAgo: number, now: Date = new Date()) => {
  const start = subMinutes(now, minutesAgo);
  return { input_date: toIsoDate(start), headache_start: clockTime(start) };
};

/** "Now", "30 min ago", "1 h ago", "2 h ago". */
export const startPresetLabel = (minutesAgo: number): string => {
  if (minutesAgo === 0) return 'Now';
  return minutesAgo < 60 ? `${minutesAgo} min ago` : `${minutesAgo / 60} h ago`;
};
