import { describe, expect, it } from 'vitest';
import { largestPressureFall24h, pressureChanges24h, weatherAdvice, weatherIconKind, type PressureReading } from './weather-advice';

/** Neutral weather that calls for no advice, changed one field at a time. */
const calm = { temperature: 18, humidity: 50, pressure: 1013, condition: 'Clear' };
const adviceFor = (change: Partial<typeof calm>) => weatherAdvice({ ...calm, ...change });
const reading = (dtTxt: string, pressure: number | null): PressureReading => ({ dt_txt: dtTxt, main: { pressure } });

describe('weatherAdvice', () => {
  it('gives no advice for calm weather', () => {
    expect(weatherAdvice(calm)).toEqual([]);
  });

  it.each([
    [1004.9, /very low/],
    [1005, /a little low/],
    [1009.9, /a little low/],
  ])('pressure %s hPa -> %s', (pressure, text) => {
    const advice = adviceFor({ pressure });
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatch(text);
  });

  it('says nothing about pressure from 1010 to 1020 hPa', () => {
    expect(adviceFor({ pressure: 1010 })).toEqual([]);
    expect(adviceFor({ pressure: 1020 })).toEqual([]);
  });

  it('calls pressure above 1020 hPa high', () => {
    expect(adviceFor({ pressure: 1020.1 })).toEqual([expect.stringMatching(/pressure is high/)]);
  });

  it('advises on humidity above 70% and below 30%, not at 30% or 70%', () => {
    expect(adviceFor({ humidity: 70.1 })).toEqual([expect.stringMatching(/humid/)]);
    expect(adviceFor({ humidity: 70 })).toEqual([]);
    expect(adviceFor({ humidity: 30 })).toEqual([]);
    expect(adviceFor({ humidity: 29.9 })).toEqual([expect.stringMatching(/dry/)]);
  });

  it('advises on heat above 25 °C, extreme heat above 32 °C and cold below 5 °C', () => {
    expect(adviceFor({ temperature: 32.1 })).toEqual([expect.stringMatching(/extremely hot/)]);
    expect(adviceFor({ temperature: 32 })).toEqual([expect.stringMatching(/warm today/)]);
    expect(adviceFor({ temperature: 25.1 })).toEqual([expect.stringMatching(/warm today/)]);
    expect(adviceFor({ temperature: 25 })).toEqual([]);
    expect(adviceFor({ temperature: 5 })).toEqual([]);
    expect(adviceFor({ temperature: 4.9 })).toEqual([expect.stringMatching(/cold/)]);
  });

  it('adds advice for each of rain, snow, storm and wind in the condition, whatever the case', () => {
    expect(adviceFor({ condition: 'Light rain' })).toEqual([expect.stringMatching(/rainy/)]);
    expect(adviceFor({ condition: 'SNOW showers' })).toEqual([expect.stringMatching(/Snow/)]);
    expect(adviceFor({ condition: 'Thunderstorm' })).toEqual([expect.stringMatching(/Stormy/)]);
    expect(adviceFor({ condition: 'Windy' })).toEqual([expect.stringMatching(/windy/)]);
    expect(adviceFor({ condition: 'Thunderstorm with rain' })).toHaveLength(2);
    expect(adviceFor({ condition: 'Drizzle' })).toEqual([]);
    expect(adviceFor({ condition: 'Partly cloudy' })).toEqual([]);
  });

  it('combines rules and skips missing values', () => {
    expect(weatherAdvice({ temperature: 34, humidity: 80, pressure: 1003, condition: 'Rain' })).toHaveLength(4);
    expect(weatherAdvice({ temperature: null, humidity: undefined, pressure: Number.NaN, condition: null })).toEqual([]);
  });

  it('warns when the forecast pressure falls by 5 hPa or more within 24 hours, not by 4.9', () => {
    const falling = [reading('2026-03-01 12:00:00', 1015), reading('2026-03-01 21:00:00', 1012), reading('2026-03-02 12:00:00', 1010)];
    expect(weatherAdvice({ ...calm, forecast: falling })).toEqual([expect.stringMatching(/fall by about 5 hPa within 24 hours/)]);
    const gentle = [reading('2026-03-01 12:00:00', 1015), reading('2026-03-02 12:00:00', 1010.1)];
    expect(weatherAdvice({ ...calm, forecast: gentle })).toEqual([]);
    const slow = [reading('2026-03-01 12:00:00', 1015), reading('2026-03-02 15:00:00', 1008)];
    expect(weatherAdvice({ ...calm, forecast: slow })).toEqual([]);
  });
});

describe('largestPressureFall24h', () => {
  it('finds the steepest fall within any 24 hours, whatever the order of the entries', () => {
    const entries = [
      reading('2026-03-02 00:00:00', 1004),
      reading('2026-03-01 00:00:00', 1012),
      reading('2026-03-01 03:00:00', 1013.3),
      reading('2026-03-02 03:00:00', 1008.3),
    ];
    expect(largestPressureFall24h(entries)).toBe(-9.3);
  });

  it('is null without a fall or without readable entries', () => {
    expect(largestPressureFall24h([reading('2026-03-01 00:00:00', 1000), reading('2026-03-01 03:00:00', 1001)])).toBeNull();
    expect(largestPressureFall24h([reading('not a time', 1000), reading('2026-03-01 03:00:00', null)])).toBeNull();
    expect(largestPressureFall24h([])).toBeNull();
  });
});

describe('weatherIconKind', () => {
  it.each([
    ['Light drizzle', 'drizzle'],
    ['Freezing drizzle and rain', 'drizzle'],
    ['Rain showers', 'rain'],
    ['Snow', 'snow'],
    ['Partly cloudy', 'cloud'],
    ['Overcast clouds', 'cloud'],
    ['Clear', 'clear'],
    ['Mainly clear', 'clear'],
    ['Fog', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
  ] as const)('%s -> %s', (condition, kind) => {
    expect(weatherIconKind(condition)).toBe(kind);
  });
});

describe('pressureChanges24h', () => {
  const noon = (date: string, pressure: number | null) => reading(`${date} 12:00:00`, pressure);

  it('gives the noon-to-noon change for each of the next five days, null where unknown', () => {
    const entries = [
      noon('2026-12-30', 1015),
      reading('2026-12-30 15:00:00', 990),
      noon('2026-12-31', 1012.3),
      noon('2027-01-01', 1017.3),
      noon('2027-01-02', null),
      noon('2027-01-03', 1001),
      noon('2027-01-04', 1001),
    ];
    expect(pressureChanges24h(entries, '2026-12-30')).toEqual([-2.7, 5, null, null, 0]);
  });

  it('is null for every day when the forecast is empty or today is not a date', () => {
    expect(pressureChanges24h([], '2026-03-01')).toEqual([null, null, null, null, null]);
    expect(pressureChanges24h([noon('2026-03-01', 1000), noon('2026-03-02', 990)], '2026-02-31')).toEqual([null, null, null, null, null]);
  });

  it('crosses month ends and leap days', () => {
    const entries = [noon('2028-02-28', 1010), noon('2028-02-29', 1004), noon('2028-03-01', 1006)];
    expect(pressureChanges24h(entries, '2028-02-28').slice(0, 2)).toEqual([-6, 2]);
  });
});
