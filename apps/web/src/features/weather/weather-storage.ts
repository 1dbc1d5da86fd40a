import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { CurrentWeatherSchema, WeatherForecastSchema, type CurrentWeather, type WeatherForecast } from '@cephalo/shared/weather';
import { WeatherSnapshotSchema, type WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { readStoredItem, watchStoredKeys } from '../../lib/stored-keys';

/** The localStorage keys of the weather (spec section 3); other code must not spell them. */
export const WEATHER_STORAGE_KEYS = {
  /** What the weather pill shows: city, temperature, humidity, pressure, condition. */
  details: 'weatherDetails',
  /** The headache advice for that weather: a list of sentences. */
  advice: 'weatherAdvice',
  /** The current weather answer, `{data, timestamp}`. */
  current: 'weather_cache',
  /** The five-day forecast answer, `{data, timestamp}`. */
  forecast: 'five_day_weather_cache',
} as const;

/** Both browser caches keep an answer 10 minutes (spec section 9; decisions.md: not 60 for the forecast). */
export const WEATHER_CACHE_MS = 10 * 60 * 1000;

const writeItem = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // A full or blocked storage only costs the cache.
  }
};

const parseJson = <T>(raw: string | null, schema: z.ZodType<T>): T | null => {
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

// ---- weatherDetails and weatherAdvice: the latest weather shown, for the diary and the chat ----

let detailsSnapshot: { raw: string | null; value: WeatherSnapshot | null } | null = null;

// Another tab's weather is as good as this tab's.
const { subscribe: subscribeToWeatherDetails, notify } = watchStoredKeys([WEATHER_STORAGE_KEYS.details]);

/** The stored weather details, or null when none were stored or they cannot be read. */
export const readWeatherDetails = (): WeatherSnapshot | null => {
  const raw = readStoredItem(WEATHER_STORAGE_KEYS.details);
  // Cached by the raw text, so useSyncExternalStore sees one object until the value changes.
  if (detailsSnapshot?.raw !== raw) detailsSnapshot = { raw, value: parseJson(raw, WeatherSnapshotSchema) };
  return detailsSnapshot.value;
};

/** The stored advice sentences; empty when none are stored. */
export const readWeatherAdvice = (): string[] => parseJson(readStoredItem(WEATHER_STORAGE_KEYS.advice), z.array(z.string())) ?? [];

/** The snapshot of spec section 3 (sent with each message, stored with each diary entry). */
export const toWeatherSnapshot = (weather: CurrentWeather): WeatherSnapshot => ({
  city: weather.city,
  temperature: weather.temperature,
  humidity: weather.humidity,
  pressure: weather.pressure,
  condition: weather.condition,
});

/** Keeps what the pill now shows; null forgets it (the service could not be reached). */
export const saveWeatherDetails = (weather: CurrentWeather | null): void => {
  const before = readStoredItem(WEATHER_STORAGE_KEYS.details);
  writeItem(WEATHER_STORAGE_KEYS.details, weather ? JSON.stringify(toWeatherSnapshot(weather)) : null);
  writeItem(WEATHER_STORAGE_KEYS.advice, weather ? JSON.stringify(weather.advice) : null);
  if (readStoredItem(WEATHER_STORAGE_KEYS.details) !== before) notify();
};

/** The stored weather details, following every change. */
export const useStoredWeatherDetails = (): WeatherSnapshot | null => useSyncExternalStore(subscribeToWeatherDetails, readWeatherDetails, () => null);

// ---- weather_cache and five_day_weather_cache: answers kept 10 minutes ----

export interface CachedAnswer<T> {
  data: T;
  /** Milliseconds since the epoch when the answer arrived. */
  timestamp: number;
}

const cacheSchema = <T>(data: z.ZodType<T>) => z.object({ data, timestamp: z.number() });

/** An answer younger than 10 minutes at `now`; a timestamp in the future (a changed clock) does not count. */
export const isFreshTimestamp = (timestamp: number, now: number): boolean => now >= timestamp && now - timestamp < WEATHER_CACHE_MS;

const readFresh = <T>(key: string, schema: z.ZodType<T>, now: number): CachedAnswer<T> | null => {
  const cached = parseJson(readStoredItem(key), cacheSchema(schema));
  return cached && isFreshTimestamp(cached.timestamp, now) ? cached : null;
};

const writeCached = <T>(key: string, data: T, now: number) => {
  const answer: CachedAnswer<T> = { data, timestamp: now };
  writeItem(key, JSON.stringify(answer));
};

export const readCachedCurrentWeather = (now = Date.now()): CachedAnswer<CurrentWeather> | null =>
  readFresh(WEATHER_STORAGE_KEYS.current, CurrentWeatherSchema, now);

export const cacheCurrentWeather = (data: CurrentWeather, now = Date.now()): void => writeCached(WEATHER_STORAGE_KEYS.current, data, now);

export const readCachedForecast = (now = Date.now()): CachedAnswer<WeatherForecast> | null =>
  readFresh(WEATHER_STORAGE_KEYS.forecast, WeatherForecastSchema, now);

export const cacheForecast = (data: WeatherForecast, now = Date.now()): void => writeCached(WEATHER_STORAGE_KEYS.forecast, data, now);
