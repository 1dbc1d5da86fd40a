/**
 * Condition words for the WMO weather interpretation codes (WMO 4677 "ww") that Open-Meteo sends
 * as `weather_code` (https://open-meteo.com/en/docs, "WMO Weather interpretation codes"). The
 * words are chosen so that the icon rule (rain, drizzle, snow, cloud, clear) and the advice rule
 * (rain, snow, storm, wind) of spec section 9 read them: code 3 "overcast" becomes "Cloudy".
 */
const CONDITIONS: Readonly<Record<number, string>> = {
  0: 'Clear',
  1: 'Mainly clear',
  2: 'Partly cloudy',
  3: 'Cloudy',
  45: 'Fog',
  48: 'Freezing fog',
  51: 'Light drizzle',
  53: 'Drizzle',
  55: 'Heavy drizzle',
  56: 'Freezing drizzle',
  57: 'Freezing drizzle',
  61: 'Light rain',
  63: 'Rain',
  65: 'Heavy rain',
  66: 'Freezing rain',
  67: 'Freezing rain',
  71: 'Light snow',
  73: 'Snow',
  75: 'Heavy snow',
  77: 'Snow grains',
  80: 'Rain showers',
  81: 'Rain showers',
  82: 'Heavy rain showers',
  85: 'Snow showers',
  86: 'Heavy snow showers',
  95: 'Thunderstorm',
  96: 'Thunderstorm with hail',
  99: 'Thunderstorm with hail',
};

/** The words for a code; "Unknown" for a code outside the table rather than a failed request. */
export const describeWmoCode = (code: number): string => CONDITIONS[code] ?? 'Unknown';
