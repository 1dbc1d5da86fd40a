import { addDays, startOfDay } from 'date-fns';
import type { DiaryEntry } from '@cephalo/shared/diary';
import type { ForecastEntry } from '@cephalo/shared/weather';
import { parseIsoDate, toIsoDate } from '../../lib/diary-dates';
import { compareDayKeys } from '../../lib/compare-day-keys';

/** What an event shows and does: a diary entry opens, forecasts only inform (spec section 2). */
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
}

/** The forecast covers the next five days (spec section 9). */
export const PREDICTION_DAYS = 5;

const dayEvent = (day: Date, fields: Omit<CalendarEvent, 'start' | 'end' | 'allDay'>): CalendarEvent => {
  const start = startOfDay(day);
  return { ...fields, start, end: start, allDay: false };
};

/** "Diary added" at each entry's date. */
export const buildDiaryEvents = (entries: readonly Pick<DiaryEntry, 'id' | 'input_date'>[]): CalendarEvent[] =>
  entries.flatMap((entry) => {
    const day = parseIsoDate(entry.input_date);
    return day ? [dayEvent(day, { id: `diary-${entry.id}`, title: 'Diary added', kind: 'diary', entryId: entry.id })] : [];
  });

/** "37% Headache" on each of the next five days, from the probabilities (0 to 1) of the prediction. */
export const buildHeadacheForecastEvents = (probabilities: readonly number[], today: Date): CalendarEvent[] =>
  probabilities.slice(0, PREDICTION_DAYS).flatMap((probability, index) => {
    if (!Number.isFinite(probability)) return [];
    const day = addDays(startOfDay(today), index + 1);
    const percent = Math.round(Math.min(Math.max(probability, 0), 1) * 100);
    return [dayEvent(day, { id: `forecast-${toIsoDate(day)}`, title: `${percent}% Headache`, kind: 'headache-forecast' })];
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

/** A short title for narrow day cells: the percent, "Diary", the temperature. */
export const shortEventTitle = (event: Pick<CalendarEvent, 'kind' | 'title'>): string => {
  switch (event.kind) {
    case 'diary':
      return 'Diary';
    case 'headache-forecast':
      return event.title.replace(' Headache', '');
    case 'temperature':
      return event.title;
  }
};
