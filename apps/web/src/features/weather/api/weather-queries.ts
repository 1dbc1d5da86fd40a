import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CurrentWeatherSchema, WeatherForecastSchema, type CurrentWeather, type WeatherForecast } from '@cephalo/shared/weather';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { locateBrowser, placeSearchParams, type WeatherPlace } from '../weather-place';
import {
  WEATHER_CACHE_MS,
  cacheCurrentWeather,
  cacheForecast,
  readCachedCurrentWeather,
  readCachedForecast,
  saveWeatherDetails,
  toWeatherSnapshot,
} from '../weather-storage';

/**
 * The weather of the whole app, shared through the query cache: the pill, the chat's home area,
 * the chat's snapshot and the calendar read the same three queries, so each is asked once.
 * The browser's position is asked once per visit; the answers live 10 minutes, in memory and in
 * localStorage (weather_cache, five_day_weather_cache), so a reload within that time asks nothing.
 */
export const weatherQueryKeys = {
  all: ['weather'] as const,
  place: ['weather', 'place'] as const,
  current: ['weather', 'current'] as const,
  forecast: ['weather', 'forecast'] as const,
};

export const getCurrentWeather = (place: WeatherPlace, signal?: AbortSignal): Promise<CurrentWeather> =>
  apiRequest(`/weather/current?${placeSearchParams(place).toString()}`, CurrentWeatherSchema, signal ? { signal } : {});

export const getWeatherForecast = (place: WeatherPlace, signal?: AbortSignal): Promise<WeatherForecast> =>
  apiRequest(`/weather/forecast?${placeSearchParams(place).toString()}`, WeatherForecastSchema, signal ? { signal } : {});

export const weatherPlaceQueryOptions = queryOptions({
  queryKey: weatherQueryKeys.place,
  queryFn: () => locateBrowser(),
  // Once per visit: the browser is not asked again while the page stays open.
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

export const currentWeatherQueryOptions = queryOptions({
  queryKey: weatherQueryKeys.current,
  queryFn: async ({ client, signal }) => {
    try {
      const weather = await getCurrentWeather(await client.fetchQuery(weatherPlaceQueryOptions), signal);
      cacheCurrentWeather(weather);
      saveWeatherDetails(weather);
      return weather;
    } catch (error) {
      // Spec section 8: only logged; every weather field shows N/A and nothing else changes.
      console.warn('Cannot get the current weather', error);
      // Nothing stale may travel with a message or a diary entry.
      if (!signal.aborted) saveWeatherDetails(null);
      throw error;
    }
  },
  // A fresh answer in localStorage is shown at once and not asked again before it is 10 minutes old.
  initialData: () => readCachedCurrentWeather()?.data,
  initialDataUpdatedAt: () => readCachedCurrentWeather()?.timestamp,
  staleTime: WEATHER_CACHE_MS,
  refetchInterval: WEATHER_CACHE_MS,
  // Weather is a nicety: a down service shows N/A at once rather than after retries.
  retry: false,
});

export const forecastQueryOptions = queryOptions({
  queryKey: weatherQueryKeys.forecast,
  queryFn: async ({ client, signal }) => {
    const forecast = await getWeatherForecast(await client.fetchQuery(weatherPlaceQueryOptions), signal);
    cacheForecast(forecast);
    return forecast;
  },
  initialData: () => readCachedForecast()?.data,
  initialDataUpdatedAt: () => readCachedForecast()?.timestamp,
  staleTime: WEATHER_CACHE_MS,
  retry: false,
});

/** The browser's position (or New York), once known; for calls that also take coordinates. */
export const useWeatherPlace = ({ isEnabled = true }: { isEnabled?: boolean } = {}) => {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...weatherPlaceQueryOptions, enabled: isEnabled && isAuthenticated });
};

/** The weather now, with its headache advice; kept in weatherDetails and weatherAdvice too. */
export const useCurrentWeather = () => {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...currentWeatherQueryOptions, enabled: isAuthenticated });
};

/** The five-day forecast in 3-hour steps (the calendar's temperatures). */
export const useWeatherForecast = ({ isEnabled = true }: { isEnabled?: boolean } = {}) => {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...forecastQueryOptions, enabled: isEnabled && isAuthenticated });
};

/** What a chat message carries (spec section 3): the weather shown, or null while there is none. */
export const useWeatherSnapshot = (): WeatherSnapshot | null => {
  const weather = useCurrentWeather();
  const data = weather.isSuccess ? weather.data : null;
  return useMemo(() => (data ? toWeatherSnapshot(data) : null), [data]);
};
