import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TEST DOUBLE of the two weather services, on 127.0.0.1 with a random port, answering in their
 * real response formats:
 * - Open-Meteo GET /v1/forecast (https://open-meteo.com/en/docs): `current` and `hourly` blocks
 *   with the variables asked for, times on the place's clock with timezone=auto;
 * - OpenWeatherMap GET /data/2.5/weather (https://openweathermap.org/current) and
 *   GET /data/2.5/forecast (https://openweathermap.org/forecast5): `list[].dt`, `dt_txt` (UTC),
 *   `main.temp`, `main.pressure`, `city.name`, `city.timezone`; `appid` is checked (401 otherwise)
 *   and `q=` knows a few cities (404 "city not found" otherwise).
 * The place's time zone is its longitude rounded to whole hours (Belgrade UTC+1, New York UTC-5),
 * so OpenWeatherMap's UTC steps do not fall on the local 12:00 there, as in life.
 * It counts requests and can be switched to: down (connections refused), unavailable (503),
 * slow (never answers: the caller's timeout must end it), garbage (invalid JSON) and wrong-shape
 * (valid JSON that is not a weather answer).
 */
export type WeatherDoubleMode = 'normal' | 'unavailable' | 'slow' | 'garbage' | 'wrong-shape';

export interface WeatherDoubleConditions {
  /** °C now, and the daily mean of the forecast (which swings 4 °C either side, warmest at 15:00). */
  temperature: number;
  humidity: number;
  /** hPa now, and at the first forecast hour. */
  pressure: number;
  /** Open-Meteo's WMO code. */
  weatherCode: number;
  /** OpenWeatherMap's weather[0]. */
  main: string;
  description: string;
  /** hPa added to `pressure` this many hours after local midnight today. */
  pressureTrend: (hoursSinceMidnight: number) => number;
}

export interface DoubleRequest {
  path: string;
  query: URLSearchParams;
}

export interface WeatherDouble {
  baseUrl: string;
  apiKey: string;
  mode: WeatherDoubleMode;
  conditions: WeatherDoubleConditions;
  requests: DoubleRequest[];
  /** Requests received, optionally only those to one path. */
  count(path?: string): number;
  /** Back to normal answers, default conditions and no recorded requests. */
  reset(): void;
  /** Stops listening, so connections are refused, until acceptConnections. */
  refuseConnections(): Promise<void>;
  acceptConnections(): Promise<void>;
  close(): Promise<void>;
}

const defaultConditions = (): WeatherDoubleConditions => ({
  temperature: 21.4,
  humidity: 55,
  pressure: 1013,
  weatherCode: 2,
  main: 'Clouds',
  description: 'scattered clouds',
  pressureTrend: () => 0,
});

/** The cities OpenWeatherMap's `q=` finds here. */
const KNOWN_CITIES: Record<string, { name: string; lat: number; lon: number; country: string; id: number }> = {
  'new york': { name: 'New York', lat: 40.7143, lon: -74.006, country: 'US', id: 5128581 },
  belgrade: { name: 'Belgrade', lat: 44.804, lon: 20.4651, country: 'RS', id: 792680 },
};

const HOUR = 3600;
const pad = (value: number) => String(value).padStart(2, '0');
/** "YYYY-MM-DDTHH:mm" of a moment shifted to the place's clock. */
const isoMinute = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 16);
const round1 = (value: number) => Math.round(value * 10) / 10;
const offsetOf = (lon: number) => Math.round(lon / 15) * HOUR;
const temperatureAt = (conditions: WeatherDoubleConditions, localHour: number) =>
  round1(conditions.temperature + 4 * Math.cos((2 * Math.PI * (localHour - 15)) / 24));

function openMeteoForecast(query: URLSearchParams, conditions: WeatherDoubleConditions): [number, unknown] {
  const lat = Number(query.get('latitude'));
  const lon = Number(query.get('longitude'));
  if (!query.has('latitude') || !Number.isFinite(lat) || lat < -90 || lat > 90)
    return [400, { error: true, reason: `Latitude must be in range of -90 to 90°. Given: ${query.get('latitude')}.` }];
  if (!query.has('longitude') || !Number.isFinite(lon) || lon < -180 || lon > 180)
    return [400, { error: true, reason: `Longitude must be in range of -180 to 180°. Given: ${query.get('longitude')}.` }];
  const currentVariables = (query.get('current') ?? '').split(',').filter(Boolean);
  const hourlyVariables = (query.get('hourly') ?? '').split(',').filter(Boolean);
  const known = new Set(['temperature_2m', 'relative_humidity_2m', 'pressure_msl', 'weather_code']);
  const unknown = [...currentVariables, ...hourlyVariables].find((variable) => !known.has(variable));
  if (unknown) return [400, { error: true, reason: `Cannot initialize WeatherVariable from invalid String value ${unknown} for key current` }];
  const days = Number(query.get('forecast_days') ?? 7);
  const offset = query.get('timezone') === 'auto' ? offsetOf(lon) : 0;
  const now = Math.floor(Date.now() / 1000);
  const localNow = now + offset;
  const localMidnight = localNow - (localNow % (24 * HOUR));
  const units: Record<string, string> = { temperature_2m: '°C', relative_humidity_2m: '%', pressure_msl: 'hPa', weather_code: 'wmo code' };
  const currentValues: Record<string, number> = {
    temperature_2m: conditions.temperature,
    relative_humidity_2m: conditions.humidity,
    pressure_msl: conditions.pressure,
    weather_code: conditions.weatherCode,
  };
  const hours = Array.from({ length: days * 24 }, (_, hour) => hour);
  const hourlySeries: Record<string, number[]> = {
    temperature_2m: hours.map((hour) => temperatureAt(conditions, hour % 24)),
    relative_humidity_2m: hours.map(() => conditions.humidity),
    pressure_msl: hours.map((hour) => round1(conditions.pressure + conditions.pressureTrend(hour))),
    weather_code: hours.map(() => conditions.weatherCode),
  };
  const hoursFromOffset = offset / HOUR;
  return [
    200,
    {
      latitude: Math.round(lat * 1000) / 1000,
      longitude: Math.round(lon * 1000) / 1000,
      generationtime_ms: 0.05,
      utc_offset_seconds: offset,
      timezone: offset === 0 ? 'GMT' : `Etc/GMT${hoursFromOffset > 0 ? '-' : '+'}${Math.abs(hoursFromOffset)}`,
      timezone_abbreviation: offset === 0 ? 'GMT' : `GMT${hoursFromOffset > 0 ? '+' : '-'}${Math.abs(hoursFromOffset)}`,
      elevation: 117,
      ...(currentVariables.length > 0 && {
        current_units: { time: 'iso8601', interval: 'seconds', ...Object.fromEntries(currentVariables.map((variable) => [variable, units[variable]])) },
        current: {
          time: isoMinute(localNow - (localNow % 900)),
          interval: 900,
          ...Object.fromEntries(currentVariables.map((variable) => [variable, currentValues[variable]])),
        },
      }),
      ...(hourlyVariables.length > 0 && {
        hourly_units: { time: 'iso8601', ...Object.fromEntries(hourlyVariables.map((variable) => [variable, units[variable]])) },
        hourly: {
          time: hours.map((hour) => isoMinute(localMidnight + hour * HOUR)),
          ...Object.fromEntries(hourlyVariables.map((variable) => [variable, hourlySeries[variable]])),
        },
      }),
    },
  ];
}

/** OpenWeatherMap's place: by coordinates (named "Globe" here, so tests see whose name wins) or by q=. */
function openWeatherPlace(query: URLSearchParams): { name: string; lat: number; lon: number; country: string; id: number } | null {
  const q = query.get('q');
  if (q !== null) return KNOWN_CITIES[q.trim().toLowerCase()] ?? null;
  return { name: 'Globe', lat: Number(query.get('lat')), lon: Number(query.get('lon')), country: '', id: 0 };
}

function openWeatherMap(path: string, query: URLSearchParams, conditions: WeatherDoubleConditions, apiKey: string): [number, unknown] {
  if (query.get('appid') !== apiKey) {
    return [401, { cod: 401, message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.' }];
  }
  const place = openWeatherPlace(query);
  if (!place) return [404, { cod: '404', message: 'city not found' }];
  if (!Number.isFinite(place.lat) || !Number.isFinite(place.lon)) return [400, { cod: '400', message: 'wrong latitude' }];
  // Without units=metric OpenWeatherMap answers in kelvin.
  const toUnits = (celsius: number) => (query.get('units') === 'metric' ? celsius : Math.round((celsius + 273.15) * 100) / 100);
  const timezone = offsetOf(place.lon);
  const now = Math.floor(Date.now() / 1000);
  const coord = { lon: place.lon, lat: place.lat };
  const weather = [{ id: 802, main: conditions.main, description: conditions.description, icon: '03d' }];
  if (path === '/data/2.5/weather') {
    return [
      200,
      {
        coord,
        weather,
        base: 'stations',
        main: {
          temp: toUnits(conditions.temperature),
          feels_like: toUnits(conditions.temperature - 0.5),
          temp_min: toUnits(conditions.temperature - 1),
          temp_max: toUnits(conditions.temperature + 1),
          pressure: conditions.pressure,
          humidity: conditions.humidity,
          sea_level: conditions.pressure,
          grnd_level: conditions.pressure - 12,
        },
        visibility: 10000,
        wind: { speed: 3.1, deg: 250 },
        clouds: { all: 40 },
        dt: now,
        sys: { type: 2, id: 2000001, country: place.country, sunrise: now - 6 * HOUR, sunset: now + 6 * HOUR },
        timezone,
        id: place.id,
        name: place.name,
        cod: 200,
      },
    ];
  }
  const localNow = now + timezone;
  const localMidnightUtc = localNow - (localNow % (24 * HOUR)) - timezone;
  const first = Math.ceil(now / (3 * HOUR)) * 3 * HOUR;
  const list = Array.from({ length: 40 }, (_, index) => {
    const dt = first + index * 3 * HOUR;
    const hoursSinceMidnight = (dt - localMidnightUtc) / HOUR;
    const hPa = Math.round(conditions.pressure + conditions.pressureTrend(hoursSinceMidnight));
    const temp = temperatureAt(conditions, ((((dt + timezone) / HOUR) % 24) + 24) % 24);
    const utc = new Date(dt * 1000);
    return {
      dt,
      main: {
        temp: toUnits(temp),
        feels_like: toUnits(temp - 0.5),
        temp_min: toUnits(temp),
        temp_max: toUnits(temp),
        pressure: hPa,
        sea_level: hPa,
        grnd_level: hPa - 12,
        humidity: conditions.humidity,
        temp_kf: 0,
      },
      weather,
      clouds: { all: 40 },
      wind: { speed: 3.1, deg: 250, gust: 5.2 },
      visibility: 10000,
      pop: 0,
      sys: { pod: utc.getUTCHours() >= 6 && utc.getUTCHours() < 18 ? 'd' : 'n' },
      dt_txt: `${utc.toISOString().slice(0, 10)} ${pad(utc.getUTCHours())}:00:00`,
    };
  });
  return [
    200,
    {
      cod: '200',
      message: 0,
      cnt: list.length,
      list,
      city: { id: place.id, name: place.name, coord, country: place.country, population: 0, timezone, sunrise: now - 6 * HOUR, sunset: now + 6 * HOUR },
    },
  ];
}

export async function startWeatherDouble(options: { apiKey?: string } = {}): Promise<WeatherDouble> {
  let port = 0;
  const double: WeatherDouble = {
    baseUrl: '',
    apiKey: options.apiKey ?? 'double-openweather-key-0123456789',
    mode: 'normal',
    conditions: defaultConditions(),
    requests: [],
    count: (path) => double.requests.filter((request) => path === undefined || request.path === path).length,
    reset() {
      double.mode = 'normal';
      double.conditions = defaultConditions();
      double.requests.length = 0;
    },
    refuseConnections: async () => undefined,
    acceptConnections: async () => undefined,
    close: async () => undefined,
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://double');
    double.requests.push({ path: url.pathname, query: url.searchParams });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    switch (double.mode) {
      case 'slow':
        return; // never answers: the caller's timeout must end it
      case 'unavailable':
        response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
        return;
      case 'garbage':
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"current": {"temperature_2m": 21.4, "relative_hum');
        return;
      case 'wrong-shape':
        send(200, { hello: 'world', list: 'nothing here' });
        return;
      case 'normal':
        break;
    }
    if (request.method !== 'GET') return send(405, { error: true, reason: 'Method not allowed' });
    if (url.pathname === '/v1/forecast') return send(...openMeteoForecast(url.searchParams, double.conditions));
    if (url.pathname === '/data/2.5/weather' || url.pathname === '/data/2.5/forecast') {
      return send(...openWeatherMap(url.pathname, url.searchParams, double.conditions, double.apiKey));
    }
    return send(404, { error: true, reason: 'Not Found' });
  });

  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  await listen();
  port = (server.address() as AddressInfo).port;
  double.baseUrl = `http://127.0.0.1:${port}`;
  double.refuseConnections = stop;
  double.acceptConnections = listen;
  double.close = () => (server.listening ? stop() : Promise.resolve());
  return double;
}
