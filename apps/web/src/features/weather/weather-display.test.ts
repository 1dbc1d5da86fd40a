import { describe, expect, it } from 'vitest';
import { formatTemperature, toWeatherDisplay } from './weather-display';

describe('weather display', () => {
  it('rounds the temperature to whole degrees Celsius', () => {
    expect(formatTemperature(21.4)).toBe('21 °C');
    expect(formatTemperature(21.5)).toBe('22 °C');
    expect(formatTemperature(-0.4)).toBe('0 °C');
    expect(formatTemperature(-3.6)).toBe('-4 °C');
  });

  it('shows N/A for whatever is missing', () => {
    expect(formatTemperature(null)).toBe('N/A');
    expect(formatTemperature(Number.NaN)).toBe('N/A');
    expect(toWeatherDisplay(null)).toEqual({
      city: 'N/A',
      temperature: 'N/A',
      condition: 'N/A',
      iconKind: 'unknown',
      advice: [],
      isAvailable: false,
    });
  });

  it('picks the icon from the condition words', () => {
    const weather = { city: 'Belgrade', temperature: 12.2, humidity: 80, pressure: 1004, condition: 'Light rain', advice: ['a'] };
    expect(toWeatherDisplay(weather)).toEqual({
      city: 'Belgrade',
      temperature: '12 °C',
      condition: 'Light rain',
      iconKind: 'rain',
      advice: ['a'],
      isAvailable: true,
    });
    expect(toWeatherDisplay({ ...weather, condition: 'Clear' }).iconKind).toBe('clear');
  });
});
