import type { CurrentWeather } from '@cephalo/shared/weather';
import { weatherIconKind, type WeatherIconKind } from '@cephalo/shared/weather-advice';

/** Shown for every weather field that is missing or could not be fetched (spec section 1). */
export const NOT_AVAILABLE = 'N/A';

/** What the pill and the home area show: each field as text, N/A where it is missing. */
export interface WeatherDisplay {
  city: string;
  /** "21 °C": rounded (spec section 9). */
  temperature: string;
  condition: string;
  iconKind: WeatherIconKind;
  advice: string[];
  isAvailable: boolean;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** "21 °C", rounded to whole degrees; "N/A" when there is no temperature. */
export const formatTemperature = (celsius: number | null | undefined): string => {
  if (!isNumber(celsius)) return NOT_AVAILABLE;
  // `+ 0` turns -0 (from -0.4) into 0.
  return `${Math.round(celsius) + 0} °C`;
};

const textOrNotAvailable = (text: string | null | undefined): string => text?.trim() || NOT_AVAILABLE;

/** The display of an answer, or of no answer at all (still loading, or the service is down). */
export const toWeatherDisplay = (weather: CurrentWeather | null | undefined): WeatherDisplay => ({
  city: textOrNotAvailable(weather?.city),
  temperature: formatTemperature(weather?.temperature),
  condition: textOrNotAvailable(weather?.condition),
  iconKind: weatherIconKind(weather?.condition),
  advice: weather?.advice ?? [],
  isAvailable: weather != null,
});
