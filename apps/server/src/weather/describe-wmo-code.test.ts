import { describe, expect, it } from 'vitest';
import { weatherAdvice, weatherIconKind } from '@cephalo/shared/weather-advice';
import { describeWmoCode } from './describe-wmo-code';

describe('describeWmoCode', () => {
  it('words Open-Meteo codes so the icon rule of spec section 9 reads them', () => {
    expect([0, 1, 2, 3, 51, 61, 80, 71, 85].map((code) => weatherIconKind(describeWmoCode(code)))).toEqual([
      'clear',
      'clear',
      'cloud',
      'cloud',
      'drizzle',
      'rain',
      'rain',
      'snow',
      'snow',
    ]);
    expect(describeWmoCode(45)).toBe('Fog');
  });

  it('words them so the advice rule finds rain, snow and storms', () => {
    expect(weatherAdvice({ condition: describeWmoCode(65) })).toEqual([expect.stringMatching(/rainy/)]);
    expect(weatherAdvice({ condition: describeWmoCode(75) })).toEqual([expect.stringMatching(/Snow/)]);
    expect(weatherAdvice({ condition: describeWmoCode(99) })).toEqual([expect.stringMatching(/Stormy/)]);
  });

  it('says "Unknown" for a code outside the table', () => {
    expect(describeWmoCode(42)).toBe('Unknown');
  });
});
