import { z } from 'zod';

/**
 * Contracts of GET /api/weather/current and GET /api/weather/forecast (spec sections 3 and 7).
 * The server proxies the weather service so that no key ever reaches the browser.
 */

/** Empty query parameters (`?lat=&lon=`) count as absent, so they never become the coordinate 0. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const coordinate = (name: 'lat' | 'lon', limit: number) =>
  z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(-limit, `${name} must be between -${limit} and ${limit}`)
      .max(limit, `${name} must be between -${limit} and ${limit}`)
      .optional(),
  );

/** Letters of any script (with their accents), spaces and . , ' ’ - : "St. John's", "Saint-Étienne". */
const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .,'’-]+$/u;
export const CITY_MAX_LENGTH = 100;

export const WeatherQuerySchema = z
  .object({
    lat: coordinate('lat', 90),
    lon: coordinate('lon', 180),
    city: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .max(CITY_MAX_LENGTH, `city must be at most ${CITY_MAX_LENGTH} characters`)
        .regex(CITY_PATTERN, "city may contain only letters, spaces and . , ' -")
        .optional(),
    ),
  })
  .superRefine((query, context) => {
    const hasLat = query.lat !== undefined;
    const hasLon = query.lon !== undefined;
    if (hasLat !== hasLon) {
      context.addIssue({ code: 'custom', path: [hasLat ? 'lon' : 'lat'], message: 'lat and lon must be given together' });
    } else if (hasLat && query.city !== undefined) {
      context.addIssue({ code: 'custom', message: 'Give either lat and lon, or city, not both' });
    } else if (!hasLat && query.city === undefined) {
      context.addIssue({ code: 'custom', message: 'Give lat and lon, or city' });
    }
  });
export type WeatherQuery = z.output<typeof WeatherQuerySchema>;

/** Current weather of a place, with the headache advice of spec section 9. */
export const CurrentWeatherSchema = z.object({
  city: z.string(),
  /** °C */
  temperature: z.number(),
  /** % relative humidity */
  humidity: z.number(),
  /** hPa at sea level */
  pressure: z.number(),
  /** Words such as "Clear", "Partly cloudy", "Light rain". */
  condition: z.string(),
  advice: z.array(z.string()),
});
export type CurrentWeather = z.infer<typeof CurrentWeatherSchema>;

/** "YYYY-MM-DD HH:mm:ss" on the local clock of the place, as OpenWeatherMap writes it. */
export const FORECAST_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const ForecastEntrySchema = z.object({
  dt_txt: z.string().regex(FORECAST_TIME_PATTERN),
  main: z.object({
    /** °C */
    temp: z.number(),
    /** hPa at sea level */
    pressure: z.number(),
  }),
});
export type ForecastEntry = z.infer<typeof ForecastEntrySchema>;

/**
 * Five days in 3-hour steps (00:00, 03:00 ... 21:00 local time, so each day has its 12:00:00
 * entry), oldest first, shaped like OpenWeatherMap's `list` so the calendar reads it unchanged.
 */
export const WeatherForecastSchema = z.object({
  city: z.string(),
  list: z.array(ForecastEntrySchema),
});
export type WeatherForecast = z.infer<typeof WeatherForecastSchema>;
