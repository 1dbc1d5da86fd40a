import type { ForecastEntry } from '@cephalo/shared/weather';

/** Where to ask for: a coordinate, or a city name for a provider that looks names up itself. */
export type WeatherLocation = { kind: 'coordinates'; lat: number; lon: number } | { kind: 'city'; name: string };

/** What one provider call gives: the weather now and the five-day forecast of one place. */
export interface WeatherReport {
  /** The provider's own name of the place, when it has one. */
  placeName: string | null;
  current: {
    temperature: number;
    humidity: number;
    pressure: number;
    condition: string;
  };
  /** Local 3-hourly entries (00:00, 03:00 ... 21:00), oldest first. */
  forecast: ForecastEntry[];
}

/** A weather service behind one shape: Open-Meteo (default, no key) or OpenWeatherMap. */
export interface WeatherProvider {
  /** For the start-up log line, e.g. "Open-Meteo". */
  readonly name: string;
  /** True when `{ kind: 'city' }` may be passed; otherwise names are resolved offline first. */
  readonly resolvesCityNames: boolean;
  fetchReport(location: WeatherLocation, signal: AbortSignal): Promise<WeatherReport>;
}

/** The provider could not be reached, was too slow, failed, or answered something unreadable. */
export class WeatherProviderError extends Error {}

/** The provider does not know the city asked for. */
export class UnknownCityError extends Error {}
