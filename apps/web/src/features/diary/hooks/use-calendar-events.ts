import { useEffect, useMemo } from 'react';
import type { ForecastEntry } from '@cephalo/shared/weather';
import { useDiaryEntriesInRange } from '../api/get-diary-entries';
import { visibleDateRange } from '../calendar-month';
import { useHeadachePredictions, type PredictionPlace } from '../api/get-headache-predictions';
import {
  buildDiaryEvents,
  buildHeadacheForecastEvents,
  buildTemperatureEvents,
  noonTemperatures,
  type CalendarEvent,
  type DailyTemperature,
} from '../calendar-events';

/**
 * What the calendar takes from the weather feature: the browser's place for the headache forecast
 * and the five-day forecast the whole app shares. The app's route asks for them
 * (features/weather/hooks/use-calendar-weather.ts), since a feature does not import another one.
 */
export interface CalendarWeather extends PredictionPlace {
  /** The five-day forecast in 3-hour steps; undefined until it loads (or when it failed). */
  forecast: readonly ForecastEntry[] | undefined;
}

const NO_TEMPERATURES: DailyTemperature[] = [];

/**
 * Every event of the month grid: the diary entries of the days it shows (asked again for each
 * month), the headache forecast and temperatures. The queries are keyed by the auth token, so the
 * events are rebuilt whenever it changes (spec section 4), and each source fails alone: the
 * calendar shows whatever loaded (spec section 8).
 */
export const useCalendarEvents = ({ month, isEnabled, weather }: { month: Date; isEnabled: boolean; weather: CalendarWeather }) => {
  const { from, to } = visibleDateRange(month);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const entries = useDiaryEntriesInRange({ range, isEnabled });
  const predictions = useHeadachePredictions({ isEnabled, place: weather });
  // The noon temperature of each forecast day (spec section 7).
  const forecast = weather.forecast;
  const temperatures = useMemo(() => (forecast ? noonTemperatures(forecast) : NO_TEMPERATURES), [forecast]);

  useEffect(() => {
    if (entries.isError) console.warn('Cannot get diary entries', entries.error);
  }, [entries.isError, entries.error]);
  useEffect(() => {
    if (predictions.isError) console.warn('Cannot get headache predictions', predictions.error);
  }, [predictions.isError, predictions.error]);

  const events = useMemo<CalendarEvent[]>(
    () => [
      ...buildDiaryEvents(entries.data ?? []),
      ...buildHeadacheForecastEvents(predictions.data?.probabilities ?? [], new Date(), predictions.data?.explanation.is_personal ?? false),
      ...buildTemperatureEvents(temperatures),
    ],
    [entries.data, predictions.data, temperatures],
  );

  return {
    events,
    entries,
    /** What the forecast stands on and what moved each day; undefined until it loads. */
    forecastExplanation: predictions.data?.explanation,
    hasTemperatures: temperatures.length > 0,
    isLoading: entries.isPending || predictions.isPending,
  };
};
