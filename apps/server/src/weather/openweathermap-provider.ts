import { z } from 'zod';
import { fetchProviderJson, okBody, type ProviderAnswer } from './fetch-provider-json';
import { toLocalThreeHourly } from './to-local-three-hourly';
import { PlausibleHumiditySchema, PlausiblePressureSchema, PlausibleTemperatureSchema } from './plausible-readings';
import { UnknownCityError, WeatherProviderError, type WeatherLocation, type WeatherProvider } from './weather-provider';

/** The part of /data/2.5/weather that is read (https://openweathermap.org/current). */
const CurrentAnswerSchema = z.object({
  name: z.string(),
  main: z.object({ temp: PlausibleTemperatureSchema, humidity: PlausibleHumiditySchema, pressure: PlausiblePressureSchema }),
  weather: z.array(z.object({ main: z.string(), description: z.string() })).min(1),
});

/** The part of /data/2.5/forecast that is read (https://openweathermap.org/forecast5). */
const ForecastAnswerSchema = z.object({
  list: z.array(z.object({ dt: z.number().int(), main: z.object({ temp: PlausibleTemperatureSchema, pressure: PlausiblePressureSchema }) })).min(1),
  // Shift in seconds from UTC; `dt_txt` itself is UTC.
  city: z.object({ name: z.string(), timezone: z.number().int() }),
});

export interface OpenWeatherMapOptions {
  baseUrl: string;
  apiKey: string;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** OpenWeatherMap with a key: current weather and the 5-day/3-hour forecast, in metric units. */
export function createOpenWeatherMapProvider(options: OpenWeatherMapOptions): WeatherProvider {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function get(path: string, location: WeatherLocation, signal: AbortSignal): Promise<unknown> {
    const url = new URL(`${base}${path}`);
    const place: Record<string, string> = location.kind === 'coordinates' ? { lat: String(location.lat), lon: String(location.lon) } : { q: location.name };
    url.search = new URLSearchParams({ ...place, units: 'metric', appid: options.apiKey }).toString();
    let answer: ProviderAnswer;
    try {
      answer = await fetchProviderJson(url, signal);
    } catch (error) {
      throw redacted(error);
    }
    // {"cod":"404","message":"city not found"}: the name, not the service, is the problem.
    if (answer.status === 404 && location.kind === 'city') throw new UnknownCityError(location.name);
    return okBody(answer);
  }

  // The key could only reach a reason through an echoing server; it never reaches a log line.
  const redacted = (error: unknown) =>
    error instanceof WeatherProviderError ? new WeatherProviderError(error.message.replaceAll(options.apiKey, '[key]')) : error;

  return {
    name: 'OpenWeatherMap',
    resolvesCityNames: true,
    async fetchReport(location, signal) {
      // One failing call stops the other one.
      const stop = new AbortController();
      const both = AbortSignal.any([signal, stop.signal]);
      const [currentBody, forecastBody] = await Promise.all([get('/data/2.5/weather', location, both), get('/data/2.5/forecast', location, both)]).catch(
        (error: unknown) => {
          stop.abort();
          throw error;
        },
      );
      const current = CurrentAnswerSchema.safeParse(currentBody);
      const forecast = ForecastAnswerSchema.safeParse(forecastBody);
      if (!current.success || !forecast.success) throw new WeatherProviderError('answered in an unexpected shape');
      const [weather] = current.data.weather;
      return {
        placeName: current.data.name || forecast.data.city.name || null,
        current: {
          temperature: current.data.main.temp,
          humidity: current.data.main.humidity,
          pressure: current.data.main.pressure,
          condition: sentenceCase(weather?.description || weather?.main || 'Unknown'),
        },
        forecast: toLocalThreeHourly(
          forecast.data.list.map((entry) => ({ time: entry.dt, temp: entry.main.temp, pressure: entry.main.pressure })),
          forecast.data.city.timezone,
        ),
      };
    },
  };
}
