import type { MessageKey } from '../../i18n/i18n';
import type { Translate } from '../../i18n/use-t';

/**
 * The server's condition words (apps/server/src/weather/describe-wmo-code.ts, WMO 4677 codes) in
 * the interface language. A condition outside the table (another provider's words) shows as it came.
 */
const CONDITION_KEYS: Readonly<Record<string, MessageKey>> = {
  Clear: 'weather.condition.clear',
  'Mainly clear': 'weather.condition.mainlyClear',
  'Partly cloudy': 'weather.condition.partlyCloudy',
  Cloudy: 'weather.condition.cloudy',
  Fog: 'weather.condition.fog',
  'Freezing fog': 'weather.condition.freezingFog',
  'Light drizzle': 'weather.condition.lightDrizzle',
  Drizzle: 'weather.condition.drizzle',
  'Heavy drizzle': 'weather.condition.heavyDrizzle',
  'Freezing drizzle': 'weather.condition.freezingDrizzle',
  'Light rain': 'weather.condition.lightRain',
  Rain: 'weather.condition.rain',
  'Heavy rain': 'weather.condition.heavyRain',
  'Freezing rain': 'weather.condition.freezingRain',
  'Light snow': 'weather.condition.lightSnow',
  Snow: 'weather.condition.snow',
  'Heavy snow': 'weather.condition.heavySnow',
  'Snow grains': 'weather.condition.snowGrains',
  'Rain showers': 'weather.condition.rainShowers',
  'Heavy rain showers': 'weather.condition.heavyRainShowers',
  'Snow showers': 'weather.condition.snowShowers',
  'Heavy snow showers': 'weather.condition.heavySnowShowers',
  Thunderstorm: 'weather.condition.thunderstorm',
  'Thunderstorm with hail': 'weather.condition.thunderstormHail',
  Unknown: 'weather.condition.unknown',
};

export const conditionText = (condition: string, t: Translate): string => {
  const key = CONDITION_KEYS[condition];
  return key ? t(key) : condition;
};
