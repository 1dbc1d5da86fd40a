import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORECAST_TIME_PATTERN, WeatherForecastSchema } from '@cephalo/shared/weather';
import { bearerFor, createTestUser } from '../../../test/builders';
import { startWeatherDouble, type WeatherDouble } from '../../../test/doubles/weather-double';
import { setupTestApp } from '../../../test/test-app';
import { createWeatherService, type WeatherConfig } from '../../weather/weather-service';

// A key switches the weather to OpenWeatherMap; Open-Meteo points nowhere to prove it is not asked.
let double: WeatherDouble;
beforeAll(async () => {
  double = await startWeatherDouble({ apiKey: 'owm-secret-key-5f2c9a7e41' });
});
afterAll(async () => {
  await double.close();
});
const t = setupTestApp(() => ({
  OPENWEATHER_API_KEY: double.apiKey,
  OPENWEATHER_BASE_URL: double.baseUrl,
  OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
  // Generous: the double's answers must never miss it on a busy machine; the log test below has its own short one.
  WEATHER_TIMEOUT_MS: '15000',
}));

let authorization = '';
const bodies: string[] = [];
beforeAll(async () => {
  const user = await createTestUser(t.db);
  authorization = await bearerFor(t.app, user.email);
});
afterEach(() => {
  double.reset();
});
afterAll(() => {
  // Whatever happened in this file, the key never reached a response.
  expect(bodies.length).toBeGreaterThan(10);
  for (const body of bodies) expect(body).not.toContain(double.apiKey);
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
  bodies.push(JSON.stringify(response.headers) + response.body);
  return response;
};
const FAILURE = { detail: 'The weather service is not available right now.' };

describe('the weather with OpenWeatherMap', () => {
  it('answers current weather in metric units, named after the nearest city offline, sending the key', async () => {
    const response = await get('/api/weather/current?lat=44.8&lon=20.46');
    expect(response.statusCode).toBe(200);
    // The double calls every coordinate "Globe": the offline name wins.
    expect(response.json()).toEqual({ city: 'Belgrade', temperature: 21.4, humidity: 55, pressure: 1013, condition: 'Scattered clouds', advice: [] });
    expect(double.requests.map((request) => request.path).sort()).toEqual(['/data/2.5/forecast', '/data/2.5/weather']);
    for (const request of double.requests) {
      expect(Object.fromEntries(request.query)).toEqual({ lat: '44.8', lon: '20.46', units: 'metric', appid: double.apiKey });
    }
  });

  it("answers the forecast on the place's own 3-hour clock (UTC+1 here), with 12:00:00 entries and the city", async () => {
    double.conditions = { ...double.conditions, pressureTrend: (hour) => (hour >= 36 ? -6 : 0) };
    const response = await get('/api/weather/forecast?lat=44.81&lon=20.47');
    expect(response.statusCode).toBe(200);
    const forecast = WeatherForecastSchema.parse(response.json());
    expect(forecast.city).toBe('Belgrade');
    expect(forecast.list.length).toBeGreaterThanOrEqual(38);
    for (const entry of forecast.list) {
      expect(entry.dt_txt).toMatch(FORECAST_TIME_PATTERN);
      expect(Number(entry.dt_txt.slice(11, 13)) % 3).toBe(0);
    }
    expect(forecast.list.filter((entry) => entry.dt_txt.endsWith(' 12:00:00')).length).toBeGreaterThanOrEqual(4);
    // Celsius (units=metric), not kelvin.
    for (const entry of forecast.list) expect(entry.main.temp).toBeLessThan(30);

    const current = (await get('/api/weather/current?lat=44.81&lon=20.47')).json() as { advice: string[] };
    expect(current.advice).toEqual([expect.stringMatching(/fall by about 6 hPa within 24 hours/)]);
    expect(double.count()).toBe(2);
  });

  it("passes ?city=New York on as q= and answers with the service's name for it", async () => {
    const response = await get('/api/weather/current?city=New%20York');
    expect(response.statusCode).toBe(200);
    expect(response.json().city).toBe('New York');
    expect(double.requests[0]?.query.get('q')).toBe('New York');
    expect(double.requests[0]?.query.has('lat')).toBe(false);
  });

  it('answers 404 for a city the service does not know', async () => {
    const response = await get('/api/weather/forecast?city=Xanadu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Unknown city: Xanadu' });
  });

  it('keeps a place for the cache time: the second call does not reach the service', async () => {
    await get('/api/weather/current?lat=40.71&lon=-74.01');
    await get('/api/weather/current?lat=40.71&lon=-74.01');
    await get('/api/weather/forecast?lat=40.709&lon=-74.011');
    // Only this place's calls: the unknown city of the test before may still have one in flight.
    const callsFor = (path: string) => double.requests.filter((request) => request.path === path && request.query.get('lat') === '40.71').length;
    expect(callsFor('/data/2.5/weather')).toBe(1);
    expect(callsFor('/data/2.5/forecast')).toBe(1);
  });

  // A service that never answers is ended by WEATHER_TIMEOUT_MS: the log test below, on the service.
  it('answers 502 when the service is down, answers garbage or refuses connections', async () => {
    double.mode = 'unavailable';
    expect((await get('/api/weather/current?lat=11.01&lon=11.01')).json()).toEqual(FAILURE);
    double.mode = 'garbage';
    expect((await get('/api/weather/forecast?lat=11.02&lon=11.02')).json()).toEqual(FAILURE);
    double.mode = 'normal';
    await double.refuseConnections();
    try {
      const refused = await get('/api/weather/forecast?lat=11.04&lon=11.04');
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toEqual(FAILURE);
    } finally {
      await double.acceptConnections();
    }
  });

  it('refuses anonymous callers and invalid places', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/weather/current?city=Belgrade' })).statusCode).toBe(401);
    const invalid = await get('/api/weather/current?lat=44.8&lon=-200');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toMatch(/lon must be between -180 and 180/);
    expect(double.count()).toBe(0);
  });
});

describe('the weather service log', () => {
  const configFor = (change: Partial<WeatherConfig> = {}): WeatherConfig => ({
    OPEN_METEO_BASE_URL: 'http://127.0.0.1:9',
    OPENWEATHER_API_KEY: double.apiKey,
    OPENWEATHER_BASE_URL: double.baseUrl,
    WEATHER_CACHE_SECONDS: 600,
    WEATHER_TIMEOUT_MS: 500,
    ...change,
  });

  it('says once at start which provider is active, and never writes the key', async () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    const service = createWeatherService({ config: configFor(), log });
    expect(service.providerName).toBe('OpenWeatherMap');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ weatherProvider: 'OpenWeatherMap' }), 'weather provider: OpenWeatherMap');

    for (const mode of ['unavailable', 'garbage', 'slow'] as const) {
      double.mode = mode;
      await expect(service.getCurrentWeather({ lat: 12, lon: 12 })).rejects.toMatchObject({ statusCode: 502 });
    }
    double.mode = 'normal';
    // A wrong key: OpenWeatherMap answers 401, the user sees the same 502 and the log no key.
    const wrongKey = createWeatherService({ config: configFor({ OPENWEATHER_API_KEY: 'wrong-key-0000' }), log });
    await expect(wrongKey.getWeatherForecast({ lat: 13, lon: 13 })).rejects.toMatchObject({ statusCode: 502 });

    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ reason: 'answered with status 401' }), 'weather service unavailable');
    const written = JSON.stringify([log.info.mock.calls, log.warn.mock.calls]);
    expect(written).not.toContain(double.apiKey);
    expect(written).not.toContain('wrong-key-0000');
  });

  it('names Open-Meteo when no key is set', () => {
    const log = { info: vi.fn(), warn: vi.fn() };
    expect(createWeatherService({ config: configFor({ OPENWEATHER_API_KEY: undefined }), log }).providerName).toBe('Open-Meteo');
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ weatherProvider: 'Open-Meteo' }), 'weather provider: Open-Meteo');
  });
});
