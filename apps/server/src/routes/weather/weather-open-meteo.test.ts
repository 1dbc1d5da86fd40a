import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentWeatherSchema, FORECAST_TIME_PATTERN, WeatherForecastSchema } from '@cephalo/shared/weather';
import { pressureChanges24h } from '@cephalo/shared/weather-advice';
import { bearerFor, createTestUser } from '../../../test/builders';
import { startWeatherDouble, type WeatherDouble } from '../../../test/doubles/weather-double';
import { setupTestApp } from '../../../test/test-app';

// Open-Meteo is the default: no key is configured. The timeout is generous: an answer of the
// double must never miss it on a machine busy with every step of the test command at once (a CI
// run got 502 at 1000 ms). The timeout itself is tested on the service (weather-service.test.ts).
let double: WeatherDouble;
beforeAll(async () => {
  double = await startWeatherDouble();
});
afterAll(async () => {
  await double.close();
});
const t = setupTestApp(() => ({ OPEN_METEO_BASE_URL: double.baseUrl, WEATHER_TIMEOUT_MS: '15000' }));

let authorization = '';
beforeAll(async () => {
  const user = await createTestUser(t.db);
  authorization = await bearerFor(t.app, user.email);
});
afterEach(() => {
  double.reset();
  vi.useRealTimers();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });
const FAILURE = { detail: 'The weather service is not available right now.' };

describe('GET /api/weather/current with Open-Meteo', () => {
  it('answers the weather of a coordinate, named after the nearest city, with advice', async () => {
    const response = await get('/api/weather/current?lat=44.8&lon=20.46');
    expect(response.statusCode).toBe(200);
    expect(CurrentWeatherSchema.strict().parse(response.json())).toEqual({
      city: 'Belgrade',
      temperature: 21.4,
      humidity: 55,
      pressure: 1013,
      condition: 'Partly cloudy',
      advice: [],
    });
    const [request] = double.requests;
    expect(request?.path).toBe('/v1/forecast');
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({
      latitude: '44.8',
      longitude: '20.46',
      current: 'temperature_2m,relative_humidity_2m,pressure_msl,weather_code',
      hourly: 'temperature_2m,pressure_msl',
      timezone: 'auto',
    });
  });

  it('names 40.71,-74.01 New York', async () => {
    const response = await get('/api/weather/current?lat=40.71&lon=-74.01');
    expect(response.json().city).toMatch(/^New York/);
  });

  it('gives the advice of spec section 9 and warns of a forecast pressure fall of 5 hPa or more', async () => {
    double.conditions = {
      ...double.conditions,
      temperature: 33,
      humidity: 80,
      pressure: 1003,
      weatherCode: 95,
      pressureTrend: (hour) => (hour >= 30 ? -7 : 0),
    };
    const { advice } = (await get('/api/weather/current?lat=48.85&lon=2.35')).json() as { advice: string[] };
    expect(advice).toEqual([
      expect.stringMatching(/pressure is very low/),
      expect.stringMatching(/humid/),
      expect.stringMatching(/extremely hot/),
      expect.stringMatching(/Stormy/),
      expect.stringMatching(/fall by about 7 hPa within 24 hours/),
    ]);
  });

  it('answers ?city=New York from the offline city list, most populous match first', async () => {
    const response = await get('/api/weather/current?city=New%20York');
    expect(response.statusCode).toBe(200);
    expect(response.json().city).toMatch(/^New York/);

    expect((await get('/api/weather/current?city=tokyo')).json().city).toBe('Tokyo');
    expect(double.requests.at(-1)?.query.get('latitude')).toBe('35.69');
    expect(double.requests.at(-1)?.query.get('longitude')).toBe('139.69');

    const accentless = await get('/api/weather/current?city=sao%20paulo');
    expect(accentless.json().city).toBe('São Paulo');
  });

  it('answers 404 for an unknown city without asking the service', async () => {
    const response = await get('/api/weather/current?city=Xanadu%20on%20Mars');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Unknown city: Xanadu on Mars' });
    expect(double.count()).toBe(0);
  });

  it('keeps a place for 10 minutes per coordinate rounded to 0.01°: one call serves current and forecast', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await get('/api/weather/current?lat=45.25&lon=19.84')).statusCode).toBe(200);
    expect((await get('/api/weather/current?lat=45.2512&lon=19.8449')).statusCode).toBe(200);
    expect((await get('/api/weather/forecast?lat=45.25&lon=19.84')).statusCode).toBe(200);
    expect(double.count()).toBe(1);

    vi.advanceTimersByTime(9 * 60 * 1000);
    await get('/api/weather/current?lat=45.25&lon=19.84');
    expect(double.count()).toBe(1);
    // Older than its 10 minutes (lru-cache keeps a value up to and including its time to live).
    vi.advanceTimersByTime(60 * 1000 + 1);
    await get('/api/weather/current?lat=45.25&lon=19.84');
    expect(double.count()).toBe(2);
  });
});

describe('GET /api/weather/forecast with Open-Meteo', () => {
  it("answers five days in local 3-hour steps with each day's 12:00:00 entry, and the city", async () => {
    double.conditions = { ...double.conditions, pressureTrend: (hour) => -hour / 8 };
    const response = await get('/api/weather/forecast?lat=44.82&lon=20.45');
    expect(response.statusCode).toBe(200);
    const forecast = WeatherForecastSchema.parse(response.json());
    expect(forecast.city).toBe('Belgrade');
    expect(forecast.list.length).toBe(48);
    for (const entry of forecast.list) expect(entry.dt_txt).toMatch(FORECAST_TIME_PATTERN);
    expect(new Set(forecast.list.map((entry) => entry.dt_txt.slice(11)))).toEqual(
      new Set(['00:00:00', '03:00:00', '06:00:00', '09:00:00', '12:00:00', '15:00:00', '18:00:00', '21:00:00']),
    );
    const today = forecast.list[0]?.dt_txt.slice(0, 10) ?? '';
    const noons = forecast.list.filter((entry) => entry.dt_txt.endsWith(' 12:00:00'));
    expect(noons).toHaveLength(6);
    expect(noons[0]?.dt_txt.slice(0, 10)).toBe(today);
    // 15:00 is the double's warmest hour; temperatures are Celsius around its 21.4 °C mean.
    expect(noons[0]?.main.temp).toBeGreaterThan(17);
    expect(noons[0]?.main.temp).toBeLessThan(26);
    // The pressure falls 3 hPa a day in the double: the forecast model's input follows.
    expect(pressureChanges24h(forecast.list, today)).toEqual([-3, -3, -3, -3, -3]);
  });
});

describe('weather failures and validation with Open-Meteo', () => {
  it.each(['unavailable', 'garbage', 'wrong-shape'] as const)('answers 502 with a clear detail when the service is %s, and keeps no failure', async (mode) => {
    const place = { unavailable: 'lat=10.02&lon=10.02', garbage: 'lat=10.03&lon=10.03', 'wrong-shape': 'lat=10.04&lon=10.04' }[mode];
    double.mode = mode;
    for (const path of ['current', 'forecast']) {
      const response = await get(`/api/weather/${path}?${place}`);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(FAILURE);
    }
    double.mode = 'normal';
    expect((await get(`/api/weather/current?${place}`)).statusCode).toBe(200);
  });

  it('answers 502 when the service refuses connections', async () => {
    await double.refuseConnections();
    try {
      const response = await get('/api/weather/forecast?lat=10.05&lon=10.05');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual(FAILURE);
    } finally {
      await double.acceptConnections();
    }
    expect((await get('/api/weather/forecast?lat=10.05&lon=10.05')).statusCode).toBe(200);
  });

  it.each([
    ['lat=91&lon=20', /^lat: lat must be between -90 and 90$/],
    ['lat=-90.5&lon=20', /lat must be between -90 and 90/],
    ['lat=44&lon=181', /^lon: lon must be between -180 and 180$/],
    ['lat=abc&lon=20', /lat must be a number/],
    ['lat=44.8', /^lon: lat and lon must be given together$/],
    ['lon=20.4', /^lat: lat and lon must be given together$/],
    ['lat=&lon=', /^Give lat and lon, or city$/],
    ['', /^Give lat and lon, or city$/],
    ['city=', /^Give lat and lon, or city$/],
    ['lat=44.8&lon=20.46&city=Belgrade', /^Give either lat and lon, or city, not both$/],
    ['city=Belgrade1', /city may contain only letters/],
    ['city=%3Cscript%3E', /city may contain only letters/],
    [`city=${'a'.repeat(101)}`, /city must be at most 100 characters/],
  ])('refuses ?%s with a 400 detail and does not call the service', async (query, detail) => {
    for (const path of ['current', 'forecast']) {
      const response = await get(`/api/weather/${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(detail);
    }
    expect(double.count()).toBe(0);
  });

  it('accepts names with accents, apostrophes, dots and hyphens', async () => {
    expect((await get(`/api/weather/current?city=${encodeURIComponent('Saint-Étienne')}`)).json().city).toBe('Saint-Étienne');
    expect((await get(`/api/weather/current?city=${encodeURIComponent("St. John's")}`)).statusCode).toBe(200);
  });

  it('answers anonymous callers 401 on both endpoints, before looking at the query', async () => {
    for (const url of ['/api/weather/current?lat=44.8&lon=20.46', '/api/weather/forecast?city=Belgrade', '/api/weather/current?lat=500']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe('Not authenticated');
    }
    expect(double.count()).toBe(0);
  });

  it('describes both endpoints in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<string, unknown>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/weather/current', '/api/weather/forecast']));
  });
});
