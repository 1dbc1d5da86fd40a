import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PredictionResponseSchema } from '@cephalo/shared/diary';
import { bearerFor, createTestUser } from '../../../test/builders';
import { startWeatherDouble, type WeatherDouble } from '../../../test/doubles/weather-double';
import { setupTestApp } from '../../../test/test-app';

let double: WeatherDouble;
beforeAll(async () => {
  double = await startWeatherDouble();
});
afterAll(async () => double.close());
const t = setupTestApp(() => ({ OPEN_METEO_BASE_URL: double.baseUrl, WEATHER_TIMEOUT_MS: '15000', WEATHER_CACHE_SECONDS: '0' }));

const predict = async (authorization: string, query = '') =>
  PredictionResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/predict/diaries${query}`, headers: { authorization, 'x-time-zone': 'UTC' } })).json(),
  ).predictions[0]!;

describe('the forecast with the weather forecast', () => {
  it('raises the risk on days after a forecast pressure fall, and stands on the diary alone when the provider is down', async () => {
    const patient = await createTestUser(t.db, { plan: 'Premium' });
    const auth = await bearerFor(t.app, patient.email);
    const withoutWeather = await predict(auth);

    double.reset();
    double.conditions.pressureTrend = (hours) => -0.5 * hours; // a steady fall of 12 hPa a day
    // London: the double's local day is the UTC day the forecast counts in, at any hour (in
    // Belgrade, UTC+1, the last hour of a UTC day is already tomorrow, and day 1 would lack its fall).
    const falling = await predict(auth, '?lat=51.51&lon=-0.13');
    expect(double.count()).toBeGreaterThan(0);
    for (const [day, probability] of falling.entries()) expect(probability, `day ${day + 1}`).toBeGreaterThan(withoutWeather[day]!);

    double.mode = 'unavailable';
    expect(await predict(auth, '?lat=51.51&lon=-0.13')).toEqual(withoutWeather);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/predict/diaries?lat=95&lon=0', headers: { authorization: auth } });
    expect(invalid.statusCode).toBe(400);
  });
});
