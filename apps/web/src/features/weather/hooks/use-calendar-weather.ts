import { useEffect, useMemo } from 'react';
import { useWeatherForecast, useWeatherPlace } from '../api/weather-queries';

/**
 * The weather the diary calendar shows (app/routes/diary-history.tsx hands it over): the browser's
 * position for the headache forecast, and the five-day forecast for the noon temperatures. A
 * failed forecast is only logged; the calendar shows whichever events loaded (spec section 8).
 */
export const useCalendarWeather = ({ isEnabled }: { isEnabled: boolean }) => {
  const place = useWeatherPlace({ isEnabled });
  const forecast = useWeatherForecast({ isEnabled });
  useEffect(() => {
    if (forecast.isError) console.warn('Failed to fetch 5 day weather data', forecast.error);
  }, [forecast.isError, forecast.error]);
  const placeData = place.data;
  // A fallback city adds nothing to the headache forecast: only real coordinates are passed on.
  const coordinates = useMemo(() => (placeData?.kind === 'coordinates' ? { lat: placeData.lat, lon: placeData.lon } : null), [placeData]);
  return { isPlaceKnown: place.isFetched, coordinates, forecast: forecast.isSuccess ? forecast.data.list : undefined };
};
