import type { QuestionDates } from '@cephalo/shared/chat';
import type { DateFormats } from '../../i18n/format';
import type { Translate } from '../../i18n/use-t';
import { compareDayKeys } from '../../lib/compare-day-keys';

/** One entry of the list of conversations: a day (yyyy-MM-dd) and the server's label for it. */
export interface ConversationDay {
  date: string;
  label: string;
  /** Today is listed even before its first question; only a day with messages can be deleted. */
  hasMessages: boolean;
}

export const TODAY_LABEL = 'Today';

/**
 * Today's key: the day the server calls "Today" (on the reader's time zone), or the browser's own
 * day when today has no conversation yet.
 */
export const findToday = (dates: QuestionDates | undefined, localToday: string): string =>
  Object.entries(dates ?? {}).find(([, label]) => label === TODAY_LABEL)?.[0] ?? localToday;

/** The days to list, newest first, with today always at the top. */
export const conversationDays = (dates: QuestionDates | undefined, today: string): ConversationDay[] => {
  const stored = Object.entries(dates ?? {})
    .sort(([first], [second]) => compareDayKeys(second, first))
    .map(([date, label]) => ({ date, label, hasMessages: true }));
  return stored.some((day) => day.date === today) ? stored : [{ date: today, label: TODAY_LABEL, hasMessages: false }, ...stored];
};

/** The day before `date` (yyyy-MM-dd), by the calendar. */
const dayBefore = (date: string): string => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The days in the interface language: the server labels them in English ("Today", "Yesterday",
 * "Mon, 16 Nov 2026"), which English keeps word for word; another language words them from the date.
 */
export const wordDays = (days: ConversationDay[], today: string, { t, formats }: { t: Translate; formats: DateFormats }): ConversationDay[] =>
  formats.locale === 'en-GB'
    ? days
    : days.map((day) => ({
        ...day,
        label:
          day.date === today
            ? t('calendar.today')
            : day.date === dayBefore(today)
              ? t('chat.yesterday')
              : formats.mediumWeekdayDate(new Date(`${day.date}T00:00:00`)),
      }));
