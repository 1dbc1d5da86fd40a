import { useEffect, useMemo } from 'react';
import { useWeatherForecast } from '../../../lib/weather-queries';
import { useDiaryEntriesInRange } from '../../diary/api/get-diary-entries';
import { visibleDateRange } from '../calendar-month';
import { useHeadachePredictions } from '../api/get-headache-predictions';
import {
  buildDiaryEvents,
  buildHeadacheForecastEvents,
  buildTemperatureEvents,
  noonTemperatures,
  type CalendarEvent,
  type DailyTemperature,
} from '../calendar-events';

/**
 * The noon temperature of each forecast day (spec section 7), from the five-day forecast the whole
 * app shares. A failed forecast is only logged; the calendar shows whichever events loaded.
 */
const useDailyTemperatures = ({ isEnabled }: { isEnabled: boolean }): DailyTemperature[] => {
  const forecast = useWeatherForecast({ isEnabled });
  useEffect(() => {
    if (forecast.isError) console.warn('Failed to fetch 5 day weather data', forecast.error);
  }, [forecast.isError, forecast.error]);
  const list = forecast.isSuccess ? forecast.data.list : undefined;
  return useMemo(() => (list ? noonTemperatures(list) : NO_TEMPERATURES), [list]);
};
const NO_TEMPERATURES: DailyTemperature[] = [];

/**
 * Every event of the month grid: the diary entries of the days it shows (asked again for each
 * month), the headache forecast and temperatures. The queries are keyed by the auth token, so the
 * events are rebuilt whenever it changes (spec section 4), and each source fails alone: the
 * calendar shows whatever loaded (spec section 8).
 */
export const useCalendarEvents = ({ month, isEnabled }: { month: Date; isEnabled: boolean }) => {
  const { from, to } = visibleDateRange(month);
  const range = useMemo(() => ({ from, to }), [from, to]);
  const entries = useDiaryEntriesInRange({ range, isEnabled });
  const predictions = useHeadachePredictions({ isEnabled });
  const temperatures = useDailyTemperatures({ isEnabled });

  useEffect(() => {
    if (entries.isError) console.warn('Cannot get diary entries', entries.error);
  }, [entries.isError, entries.error]);
  useEffect(() => {
    if (predictions.isError) console.warn('Cannot get headache predictions', predictions.error);
  }, [predictions.isError, predictions.error]);

  const events = useMemo<CalendarEvent[]>(
    () => [
      ...buildDiaryEvents(entries.data ?? []),
      ...buildHeadacheForecastEvents(predictions.data ?? [], new Date()),
      ...buildTemperatureEvents(temperatures),
    ],
    [entries.data, predictions.data, temperatures],
  );

  return {
    events,
    entries,
    hasTemperatures: temperatures.length > 0,
    isLoading: entries.isPending || predictions.isPending,
  };
};
