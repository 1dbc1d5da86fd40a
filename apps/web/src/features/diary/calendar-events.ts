import { addDays, startOfDay } from 'date-fns';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { ForecastEntry } from '@cephalo/shared/weather';
import { parseIsoDate, toIsoDate } from '../../lib/diary-dates';
import { compareDayKeys } from '../../lib/compare-day-keys';

/** What an event shows and does: a diary entry opens, a forecast explains itself (decisions: daily use). */
export type CalendarEventKind = 'diary' | 'headache-forecast' | 'temperature';

/** The client-made calendar event of spec section 3, with its kind for colour and behaviour. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  allDay: false;
  kind: CalendarEventKind;
  /** The diary entry an event of kind 'diary' opens. */
  entryId?: string;
  /** The day's headache, on an event of kind 'diary'. */
  headache?: DayHeadache;
  /** Which forecast day (0 = tomorrow) an event of kind 'headache-forecast' is. */
  forecastDay?: number;
}

/** The headache a diary day records: none, or one with its intensity (1 to 10; null if not given). */
export type DayHeadache = { hasHeadache: false } | { hasHeadache: true; intensity: number | null };

/** The words for a day's headache, for screen readers and the legend: "Headache, intensity 7". */
export const describeDayHeadache = (headache: DayHeadache): string => {
  if (!headache.hasHeadache) return 'No headache';
  return headache.intensity === null ? 'Headache' : `Headache, intensity ${headache.intensity}`;
};

/** Until the diary holds enough days for a forecast of the patient's own (issue 34). */
export const NOT_ENOUGH_DIARY_TITLE = 'Not enough diary yet';

/** The forecast covers the next five days (spec section 9). */
export const PREDICTION_DAYS = 5;

const dayEvent = (day: Date, fields: Omit<CalendarEvent, 'start' | 'end' | 'allDay'>): CalendarEvent => {
  const start = startOfDay(day);
  return { ...fields, start, end: start, allDay: false };
};

type DiaryEventEntry = Pick<DiaryEntry, 'id' | 'input_date' | 'headache' | 'headache_intensity'>;

/** "Diary added" at each entry's date, with the day's headache (none, or its intensity). */
export const buildDiaryEvents = (entries: readonly DiaryEventEntry[]): CalendarEvent[] =>
  entries.flatMap((entry) => {
    const day = parseIsoDate(entry.input_date);
    const headache: DayHeadache = entry.headache === 'yes' ? { hasHeadache: true, intensity: entry.headache_intensity ?? null } : { hasHeadache: false };
    return day ? [dayEvent(day, { id: `diary-${entry.id}`, title: 'Diary added', kind: 'diary', entryId: entry.id, headache })] : [];
  });

/**
 * "37% Headache" on each of the next five days, from the probabilities (0 to 1) of the prediction;
 * "Not enough diary yet" while the forecast is not yet the patient's own (`isPersonal` false).
 */
export const buildHeadacheForecastEvents = (probabilities: readonly number[], today: Date, isPersonal: boolean): CalendarEvent[] =>
  probabilities.slice(0, PREDICTION_DAYS).flatMap((probability, index) => {
    if (!Number.isFinite(probability)) return [];
    const day = addDays(startOfDay(today), index + 1);
    const percent = Math.round(Math.min(Math.max(probability, 0), 1) * 100);
    const title = isPersonal ? `${percent}% Headache` : NOT_ENOUGH_DIARY_TITLE;
    return [dayEvent(day, { id: `forecast-${toIsoDate(day)}`, title, kind: 'headache-forecast', forecastDay: index })];
  });

/** One day of the five-day weather forecast: the temperature at noon (spec section 7). */
export interface DailyTemperature {
  /** yyyy-MM-dd */
  date: string;
  /** Degrees Celsius. */
  temperature: number;
}

/** The forecast entry of each day that the calendar shows: noon on the place's clock (spec section 7). */
const NOON = '12:00:00';

/** The 12:00:00 entry of each day of the five-day forecast ("YYYY-MM-DD HH:mm:ss"), in order, one per day. */
export const noonTemperatures = (entries: readonly Pick<ForecastEntry, 'dt_txt' | 'main'>[]): DailyTemperature[] => {
  const byDate = new Map<string, number>();
  for (const { dt_txt: time, main } of entries) {
    const [date, clock] = time.split(' ');
    if (date && clock === NOON && !byDate.has(date) && Number.isFinite(main.temp)) byDate.set(date, main.temp);
  }
  return [...byDate].map(([date, temperature]) => ({ date, temperature })).sort((a, b) => compareDayKeys(a.date, b.date));
};

/** "21℃" on each forecast day, from the noon temperatures of the five-day weather forecast. */
export const buildTemperatureEvents = (days: readonly DailyTemperature[]): CalendarEvent[] =>
  days.flatMap(({ date, temperature }) => {
    const day = parseIsoDate(date);
    if (!day || !Number.isFinite(temperature)) return [];
    return [dayEvent(day, { id: `temperature-${date}`, title: `${Math.round(temperature)}℃`, kind: 'temperature' })];
  });

/** A short title for narrow day cells: the percent ("?%" while there is not enough diary), "Diary", the temperature. */
export const shortEventTitle = (event: Pick<CalendarEvent, 'kind' | 'title'>): string => {
  switch (event.kind) {
    case 'diary':
      return 'Diary';
    case 'headache-forecast':
      return event.title === NOT_ENOUGH_DIARY_TITLE ? '?%' : event.title.replace(' Headache', '');
    case 'temperature':
      return event.title;
  }
};
