import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';

/**
 * The weather stored with a diary entry, as the diary form and every entry card (the patient's
 * calendar, the doctor's patient list) write it: "Belgrade, 21 °C, Clear", the temperature
 * rounded, N/A for what is missing (spec section 9).
 */
export const formatWeather = (weather: WeatherSnapshot): string => {
  const city = weather.city?.trim() || 'N/A';
  const temperature = weather.temperature == null ? 'N/A' : `${Math.round(weather.temperature)} °C`;
  const condition = weather.condition?.trim() || 'N/A';
  return `${city}, ${temperature}, ${condition}`;
};
