import { describe, expect, it } from 'vitest';
import { placeSearchParams } from './weather-place';
import { WEATHER_CACHE_MS, isFreshTimestamp, toWeatherSnapshot } from './weather-storage';

describe('weather caches', () => {
  it('keep an answer for 10 minutes, the five-day forecast too', () => {
    expect(WEATHER_CACHE_MS).toBe(600_000);
    const stored = Date.UTC(2026, 10, 21, 8, 0, 0);
    expect(isFreshTimestamp(stored, stored)).toBe(true);
    expect(isFreshTimestamp(stored, stored + WEATHER_CACHE_MS - 1)).toBe(true);
    expect(isFreshTimestamp(stored, stored + WEATHER_CACHE_MS)).toBe(false);
  });

  it('do not trust an answer stamped in the future (a changed clock)', () => {
    const stored = Date.UTC(2026, 10, 21, 8, 0, 0);
    expect(isFreshTimestamp(stored, stored - 1000)).toBe(false);
  });

  it('keep the snapshot of spec section 3 without the advice', () => {
    expect(toWeatherSnapshot({ city: 'Belgrade', temperature: 21.4, humidity: 55, pressure: 1013, condition: 'Clear', advice: ['Drink water.'] })).toEqual({
      city: 'Belgrade',
      temperature: 21.4,
      humidity: 55,
      pressure: 1013,
      condition: 'Clear',
    });
  });
});

describe('weather place', () => {
  it('asks by coordinates rounded to about a kilometre, or by the fallback city', () => {
    expect(placeSearchParams({ kind: 'coordinates', lat: 44.8, lon: 20.46 }).toString()).toBe('lat=44.80&lon=20.46');
    expect(placeSearchParams({ kind: 'city', city: 'New York' }).toString()).toBe('city=New+York');
  });
});
