import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CurrentWeather, WeatherForecast, WeatherQuery } from '@cephalo/shared/weather';
import { weatherAdvice } from '@cephalo/shared/weather-advice';
import type { Config } from '../config/env';
import { NotFoundError } from '../errors/http-errors';
import { getCityIndex, normalizeCityName, type CityIndex } from './city-index';
import { createOpenMeteoProvider } from './open-meteo-provider';
import { createOpenWeatherMapProvider } from './openweathermap-provider';
import { WeatherUnavailableError } from './weather-errors';
import { UnknownCityError, WeatherProviderError, type WeatherLocation, type WeatherProvider, type WeatherReport } from './weather-provider';

/** Current weather and five-day forecast of a place, from the configured provider, cached. */
export interface WeatherService {
  readonly providerName: string;
  getCurrentWeather(query: WeatherQuery): Promise<CurrentWeather>;
  getWeatherForecast(query: WeatherQuery): Promise<WeatherForecast>;
}

export type WeatherConfig = Pick<
  Config,
  'OPEN_METEO_BASE_URL' | 'OPENWEATHER_API_KEY' | 'OPENWEATHER_BASE_URL' | 'WEATHER_CACHE_SECONDS' | 'WEATHER_TIMEOUT_MS'
>;

export interface WeatherServiceOptions {
  config: WeatherConfig;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The offline gazetteer; the process-wide one by default. */
  cities?: () => CityIndex;
}

/** 0.01° is about 1 km: close enough for weather, and the service never learns a precise location. */
const toHundredths = (value: number) => Math.round(value * 100) / 100 + 0; // + 0 turns -0 into 0

const formatCoordinates = (lat: number, lon: number) =>
  `${Math.abs(lat).toFixed(2)}°${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(2)}°${lon < 0 ? 'W' : 'E'}`;

interface Place {
  cacheKey: string;
  location: WeatherLocation;
  /** The name to answer with; null when the provider's name (or the coordinates) must do. */
  city: string | null;
  fallbackName: string;
}

export function createWeatherService({ config, log, cities }: WeatherServiceOptions): WeatherService {
  const provider: WeatherProvider = config.OPENWEATHER_API_KEY
    ? createOpenWeatherMapProvider({ baseUrl: config.OPENWEATHER_BASE_URL, apiKey: config.OPENWEATHER_API_KEY })
    : createOpenMeteoProvider({ baseUrl: config.OPEN_METEO_BASE_URL });
  const baseUrl = config.OPENWEATHER_API_KEY ? config.OPENWEATHER_BASE_URL : config.OPEN_METEO_BASE_URL;
  log.info({ weatherProvider: provider.name, baseUrl }, `weather provider: ${provider.name}`);

  const gazetteer = cities ?? (() => getCityIndex((stats) => log.info({ places: stats.places, buildMs: stats.buildMs }, 'weather: offline city index built')));
  // A place's report is kept WEATHER_CACHE_SECONDS (at most 5,000 places, the least recently used
  // going first). Concurrent requests for a place share one call to the service, so a burst of
  // page loads asks once; a failure is not kept. Each instance keeps its own.
  const keepsReports = config.WEATHER_CACHE_SECONDS > 0;
  const reports = new LRUCache<string, WeatherReport, () => Promise<WeatherReport>>({
    max: 5000,
    ttl: config.WEATHER_CACHE_SECONDS * 1000,
    // Date.now rather than the default performance.now: tests move the clock.
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    fetchMethod: (_key, _stale, { context: load }) => load(),
  });

  function placeOf(query: WeatherQuery): Place {
    if (query.lat !== undefined && query.lon !== undefined) {
      const lat = toHundredths(query.lat);
      const lon = toHundredths(query.lon);
      return {
        cacheKey: `${lat.toFixed(2)},${lon.toFixed(2)}`,
        location: { kind: 'coordinates', lat, lon },
        city: gazetteer().nearest(lat, lon)?.name ?? null,
        fallbackName: formatCoordinates(lat, lon),
      };
    }
    const name = (query.city ?? '').trim();
    if (provider.resolvesCityNames) {
      return { cacheKey: `city:${normalizeCityName(name)}`, location: { kind: 'city', name }, city: null, fallbackName: name };
    }
    const found = gazetteer().byExactName(name);
    if (!found) throw new NotFoundError(`Unknown city: ${name}`);
    const lat = toHundredths(found.lat);
    const lon = toHundredths(found.lon);
    return { cacheKey: `${lat.toFixed(2)},${lon.toFixed(2)}`, location: { kind: 'coordinates', lat, lon }, city: found.name, fallbackName: found.name };
  }

  async function weatherOf(query: WeatherQuery): Promise<{ city: string; report: WeatherReport }> {
    const place = placeOf(query);
    const load = async () => {
      try {
        return await provider.fetchReport(place.location, AbortSignal.timeout(config.WEATHER_TIMEOUT_MS));
      } catch (error) {
        if (error instanceof UnknownCityError) throw new NotFoundError(`Unknown city: ${place.fallbackName}`);
        if (!(error instanceof WeatherProviderError)) throw error;
        log.warn({ weatherProvider: provider.name, reason: error.message }, 'weather service unavailable');
        throw new WeatherUnavailableError();
      }
    };
    const report = keepsReports ? await reports.forceFetch(place.cacheKey, { context: load }) : await load();
    return { city: place.city ?? (report.placeName || place.fallbackName), report };
  }

  return {
    providerName: provider.name,
    async getCurrentWeather(query) {
      const { city, report } = await weatherOf(query);
      return { city, ...report.current, advice: weatherAdvice({ ...report.current, forecast: report.forecast }) };
    },
    async getWeatherForecast(query) {
      const { city, report } = await weatherOf(query);
      return { city, list: report.forecast };
    },
  };
}
