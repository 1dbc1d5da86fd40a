import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWeatherDouble, type WeatherDouble } from '../../test/doubles/weather-double';
import { WeatherUnavailableError } from './weather-errors';
import { createWeatherService } from './weather-service';

// The report cache (lru-cache) as the service uses it; its lifetime is checked through the API
// in routes/weather/weather-open-meteo.test.ts.
let double: WeatherDouble;
beforeAll(async () => {
  double = await startWeatherDouble();
});
afterAll(async () => {
  await double.close();
});
afterEach(() => {
  double.reset();
});

const log = { info: () => undefined, warn: () => undefined };
/** Generous: an answer of the double must never miss it on a machine busy with the whole test command. */
const GENEROUS_TIMEOUT_MS = 15_000;
const serviceKeeping = (seconds: number, timeoutMs = GENEROUS_TIMEOUT_MS) =>
  createWeatherService({
    config: {
      OPEN_METEO_BASE_URL: double.baseUrl,
      OPENWEATHER_API_KEY: undefined,
      OPENWEATHER_BASE_URL: double.baseUrl,
      WEATHER_CACHE_SECONDS: seconds,
      WEATHER_TIMEOUT_MS: timeoutMs,
    },
    log,
  });
const place = { lat: 44.8, lon: 20.46 };

describe('the weather service keeps reports', () => {
  it('asks the service once for concurrent requests of one place', async () => {
    const weather = serviceKeeping(600);
    const answers = await Promise.all([weather.getCurrentWeather(place), weather.getWeatherForecast(place), weather.getCurrentWeather(place)]);
    expect(answers.map((answer) => answer.city)).toEqual(['Belgrade', 'Belgrade', 'Belgrade']);
    expect(double.count()).toBe(1);
  });

  it('keeps no failure: the next request asks again', async () => {
    const weather = serviceKeeping(600);
    double.mode = 'unavailable';
    await expect(Promise.all([weather.getCurrentWeather(place), weather.getCurrentWeather(place)])).rejects.toBeInstanceOf(WeatherUnavailableError);
    expect(double.count()).toBe(1);
    double.mode = 'normal';
    expect((await weather.getCurrentWeather(place)).city).toBe('Belgrade');
    expect(double.count()).toBe(2);
  });

  it('keeps nothing with WEATHER_CACHE_SECONDS=0', async () => {
    const weather = serviceKeeping(0);
    await weather.getCurrentWeather(place);
    await weather.getCurrentWeather(place);
    expect(double.count()).toBe(2);
  });
});

describe('the weather service waits', () => {
  it('ends a request the service never answers after WEATHER_TIMEOUT_MS, as an unavailable service (502), and keeps nothing', async () => {
    double.mode = 'slow';
    const weather = serviceKeeping(600, 300);
    const started = Date.now();
    await expect(weather.getCurrentWeather(place)).rejects.toBeInstanceOf(WeatherUnavailableError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(double.count()).toBe(1);
    double.mode = 'normal';
    expect((await weather.getCurrentWeather(place)).city).toBe('Belgrade');
    expect(double.count()).toBe(2);
  });
});
