import type { DiaryEntry } from '@cephalo/shared/diary';
import { calendarDay, type DateFormats } from '../../i18n/format';
import type { Translate } from '../../i18n/use-t';

/** What a diary card's header says, so a month can be read without opening a card (issue 35). */
export interface DiaryDayHeadline {
  /** "Friday, 27 November 2026" */
  date: string;
  /** "Headache 7/10, 08:00-14:00 (6 h)" or "No headache". */
  headache: string;
  hasHeadache: boolean;
  /** The medicines as written, or null when none were. */
  medicines: string | null;
}

const minutesOf = (time: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** "6 h", "1 h 30 min", "45 min"; an end before the start is the next day's. */
export function durationBetween(start: string | null, end: string | null, t: Translate): string | null {
  const [from, to] = [start ? minutesOf(start) : null, end ? minutesOf(end) : null];
  if (from === null || to === null) return null;
  const minutes = to >= from ? to - from : to + 24 * 60 - from;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours === 0
    ? t('patients.duration.minutes', { minutes: rest })
    : rest === 0
      ? t('patients.duration.hours', { hours })
      : t('patients.duration.hoursMinutes', { hours, minutes: rest });
}

const filled = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' || text === 'None' ? null : text;
};

export function diaryDayHeadline(
  entry: Pick<DiaryEntry, 'input_date' | 'headache' | 'headache_intensity' | 'headache_start' | 'headache_end' | 'headache_duration' | 'medication_taken'>,
  { t, formats }: { t: Translate; formats: DateFormats },
): DiaryDayHeadline {
  const date = formats.weekdayLongDate(calendarDay(entry.input_date));
  const medicines = filled(entry.medication_taken);
  if (entry.headache !== 'yes') return { date, headache: t('patients.diary.noHeadache'), hasHeadache: false, medicines };
  const start = filled(entry.headache_start);
  const end = filled(entry.headache_end);
  const times = start && end ? `${start.slice(0, 5)}-${end.slice(0, 5)}` : start ? t('patients.diary.from', { time: start.slice(0, 5) }) : null;
  // The duration the patient wrote is their own words, shown as written.
  const length = filled(entry.headache_duration) ?? durationBetween(start, end, t);
  const parts = [
    entry.headache_intensity == null ? t('patients.diary.headache') : t('patients.diary.headacheIntensity', { intensity: entry.headache_intensity }),
    times && length ? `${times} (${length})` : (times ?? length),
  ].filter(Boolean);
  return { date, headache: parts.join(', '), hasHeadache: true, medicines };
}
