import { z } from 'zod';
import type { ForecastEntry } from '@cephalo/shared/weather';
import { describeWmoCode } from './describe-wmo-code';
import { fetchProviderJson, okBody } from './fetch-provider-json';
import { PlausibleHumiditySchema, PlausiblePressureSchema, PlausibleTemperatureSchema } from './plausible-readings';
import { WeatherProviderError, type WeatherProvider, type WeatherReport } from './weather-provider';

/** The part of the /v1/forecast answer that is read (https://open-meteo.com/en/docs). */
const OpenMeteoAnswerSchema = z
  .object({
    current: z.object({
      temperature_2m: PlausibleTemperatureSchema,
      relative_humidity_2m: PlausibleHumiditySchema,
      pressure_msl: PlausiblePressureSchema,
      weather_code: z.number().int(),
    }),
    hourly: z.object({
      // Local time of the place with timezone=auto, e.g. "2026-03-01T12:00".
      time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)),
      // Hours past the end of a model's range come as null.
      temperature_2m: z.array(PlausibleTemperatureSchema.nullable()),
      pressure_msl: z.array(PlausiblePressureSchema.nullable()),
    }),
  })
  .refine(
    ({ hourly }) => hourly.time.length === hourly.temperature_2m.length && hourly.time.length === hourly.pressure_msl.length,
    'hourly arrays differ in length',
  );

/** Today and five more days, so the 12:00 entry of the fifth day is always there. */
const FORECAST_DAYS = 6;

export interface OpenMeteoOptions {
  baseUrl: string;
}

/** Open-Meteo: free, no key. One call answers both the current weather and the hourly forecast. */
export function createOpenMeteoProvider(options: OpenMeteoOptions): WeatherProvider {
  const endpoint = new URL(`${options.baseUrl.replace(/\/+$/, '')}/v1/forecast`);
  return {
    name: 'Open-Meteo',
    resolvesCityNames: false,
    async fetchReport(location, signal) {
      if (location.kind !== 'coordinates') throw new Error('Open-Meteo is asked by coordinates; resolve the city first');
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        latitude: String(location.lat),
        longitude: String(location.lon),
        current: 'temperature_2m,relative_humidity_2m,pressure_msl,weather_code',
        hourly: 'temperature_2m,pressure_msl',
        timezone: 'auto',
        forecast_days: String(FORECAST_DAYS),
      }).toString();
      const parsed = OpenMeteoAnswerSchema.safeParse(okBody(await fetchProviderJson(url, signal)));
      if (!parsed.success) throw new WeatherProviderError(`answered in an unexpected shape (${parsed.error.issues[0]?.message ?? 'invalid'})`);
      return toReport(parsed.data);
    },
  };
}

function toReport({ current, hourly }: z.infer<typeof OpenMeteoAnswerSchema>): WeatherReport {
  const forecast: ForecastEntry[] = [];
  for (const [index, time] of hourly.time.entries()) {
    const temp = hourly.temperature_2m[index];
    const hPa = hourly.pressure_msl[index];
    const hour = Number(time.slice(11, 13));
    // Every third hour, like OpenWeatherMap's list, but on the place's own clock.
    if (hour % 3 !== 0 || time.slice(14) !== '00' || temp == null || hPa == null) continue;
    forecast.push({ dt_txt: `${time.slice(0, 10)} ${time.slice(11)}:00`, main: { temp, pressure: hPa } });
  }
  return {
    placeName: null,
    current: {
      temperature: current.temperature_2m,
      humidity: current.relative_humidity_2m,
      pressure: current.pressure_msl,
      condition: describeWmoCode(current.weather_code),
    },
    forecast,
  };
}
