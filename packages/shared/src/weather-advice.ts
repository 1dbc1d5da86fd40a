/**
 * Weather-based headache advice (spec section 9), the weather icon and the forecast pressure
 * changes the headache forecast model uses. Pure, so the server and the browser agree.
 *
 * The thresholds are the specification's; each rule notes the public source of its idea. Weather
 * affects only some people with migraine (Prince et al., Headache 2004;44:596-602,
 * https://doi.org/10.1111/j.1526-4610.2004.446008.x: about half of 77 patients), so the texts
 * suggest habits rather than predict attacks.
 */

export interface WeatherAdviceInput {
  /** °C */
  temperature?: number | null;
  /** % relative humidity */
  humidity?: number | null;
  /** hPa at sea level */
  pressure?: number | null;
  condition?: string | null;
  /** The five-day forecast, for the pressure-fall warning; optional. */
  forecast?: readonly PressureReading[] | null;
}

/** The part of a forecast entry ("YYYY-MM-DD HH:mm:ss" local time) the pressure rules read. */
export interface PressureReading {
  dt_txt: string;
  main: { pressure?: number | null };
}

// Pressure. Kimoto et al. (Intern Med 2011;50:1923-8, https://doi.org/10.2169/internalmedicine.50.5640)
// saw more migraine around falls of 5 hPa or more; Okuma et al. (SpringerPlus 2015;4:790,
// https://doi.org/10.1186/s40064-015-1592-4) saw attacks most often at 1003-1007 hPa, a little
// under the standard 1013 hPa; Prince et al. 2004 (above) found patients sensitive to high as well
// as low barometric pressure.
export const VERY_LOW_PRESSURE_BELOW_HPA = 1005;
export const LOW_PRESSURE_BELOW_HPA = 1010;
export const HIGH_PRESSURE_ABOVE_HPA = 1020;
/** A forecast fall of this size within 24 hours draws a warning (Kimoto et al. 2011, above). */
export const PRESSURE_FALL_WARNING_HPA = 5;

// Humidity. Prince et al. 2004 (above): the commonest weather pattern was temperature together
// with humidity, high or low.
export const HIGH_HUMIDITY_ABOVE_PERCENT = 70;
export const LOW_HUMIDITY_BELOW_PERCENT = 30;

// Temperature. Heat: Mukamal et al. (Neurology 2009;72:922-7,
// https://doi.org/10.1212/01.wnl.0000344152.56020.94) found headache emergency visits rise about
// 7.5% per 5 °C warmer; "heat" is a trigger for 30% of patients (Kelman, Cephalalgia
// 2007;27:394-402, https://doi.org/10.1111/j.1468-2982.2007.01303.x). Cold: Yang et al. (PLoS One
// 2011;6:e14612, https://doi.org/10.1371/journal.pone.0014612) linked headache to cold fronts in winter.
export const EXTREME_HEAT_ABOVE_CELSIUS = 32;
export const HOT_ABOVE_CELSIUS = 25;
export const COLD_BELOW_CELSIUS = 5;

// The habits the texts suggest (water, regular meals and sleep, acute medicine at hand) answer the
// commonest triggers: not eating (57%) and sleep disturbance (50%) in Kelman 2007 (above), and the
// lifestyle advice of Marmura (Curr Pain Headache Rep 2018;22:81, https://doi.org/10.1007/s11916-018-0734-0).
const ADVICE = {
  veryLowPressure:
    'Air pressure is very low today. If pressure changes tend to bring on your headaches, keep your usual acute medicine within reach, drink water regularly and plan a lighter day if you can.',
  lowPressure: 'Air pressure is a little low. Regular meals, enough water and your usual sleep routine can help keep headaches away.',
  highPressure: 'Air pressure is high. Some people notice headaches when it is high; keep to your usual routine and note any headache in your diary.',
  highHumidity: 'The air is humid. Drink water through the day, rest in a cool, airy room and go easy on exercise in the warmest hours.',
  lowHumidity: 'The air is dry. Sip water regularly and keep indoor air from drying out; being short of fluids is a common headache trigger.',
  extremeHeat:
    'It is extremely hot. Stay in the shade or indoors during the hottest hours, drink water often even before you feel thirsty, and keep your acute medicine at hand.',
  hot: 'It is warm today. Drink more water than usual, wear a hat and sunglasses outside, and take breaks from the sun.',
  cold: 'It is cold. Dress warmly, cover your head and neck outdoors, and keep to regular meals and warm drinks.',
  // Rain comes with falling pressure and high humidity (Kimoto 2011; Prince 2004, above).
  rain: 'It is a rainy day. Weather changes can set off headaches in some people; keep to regular meals and sleep, and note any headache in your diary.',
  // Snow means cold air and glare; bright light is a trigger for 38% (Kelman 2007, above).
  snow: 'Snow brings cold air and bright glare. Dress warmly, wear sunglasses outside, and keep drinking water even though you feel less thirsty in the cold.',
  // Martin et al. (Cephalalgia 2013, PMID 23349357): more headache on days with lightning nearby.
  storm:
    'Stormy weather is around. Storms are linked with more headaches in some people; keep your acute medicine within reach and rest early if an attack starts.',
  // Cooke et al. (Neurology 2000;54:302-7): more migraine on high-wind chinook days; Yang et al. 2011 (above).
  wind: 'It is windy. Strong wind is linked with migraine in some people; protect your eyes and head outdoors and keep up your usual routine.',
} as const;

const pressureFallAdvice = (fall: number) =>
  `Air pressure is forecast to fall by about ${Math.round(Math.abs(fall))} hPa within 24 hours. Falling pressure can trigger headaches in some people: keep your acute medicine at hand, drink enough water and keep regular sleep and meals.`;

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** Every piece of advice the weather calls for, in a stable order; empty when none applies. */
export function weatherAdvice(input: WeatherAdviceInput): string[] {
  const advice: string[] = [];
  const { pressure, humidity, temperature } = input;
  if (isNumber(pressure)) {
    if (pressure < VERY_LOW_PRESSURE_BELOW_HPA) advice.push(ADVICE.veryLowPressure);
    else if (pressure < LOW_PRESSURE_BELOW_HPA) advice.push(ADVICE.lowPressure);
    else if (pressure > HIGH_PRESSURE_ABOVE_HPA) advice.push(ADVICE.highPressure);
  }
  if (isNumber(humidity)) {
    if (humidity > HIGH_HUMIDITY_ABOVE_PERCENT) advice.push(ADVICE.highHumidity);
    else if (humidity < LOW_HUMIDITY_BELOW_PERCENT) advice.push(ADVICE.lowHumidity);
  }
  if (isNumber(temperature)) {
    if (temperature > EXTREME_HEAT_ABOVE_CELSIUS) advice.push(ADVICE.extremeHeat);
    else if (temperature > HOT_ABOVE_CELSIUS) advice.push(ADVICE.hot);
    else if (temperature < COLD_BELOW_CELSIUS) advice.push(ADVICE.cold);
  }
  const condition = (input.condition ?? '').toLowerCase();
  for (const word of ['rain', 'snow', 'storm', 'wind'] as const) {
    if (condition.includes(word)) advice.push(ADVICE[word]);
  }
  const fall = input.forecast ? largestPressureFall24h(input.forecast) : null;
  if (fall !== null && fall <= -PRESSURE_FALL_WARNING_HPA) advice.push(pressureFallAdvice(fall));
  return advice;
}

export type WeatherIconKind = 'rain' | 'drizzle' | 'snow' | 'cloud' | 'clear' | 'unknown';

/** The icon for a condition text (spec section 9); drizzle first, since "drizzle" is a kind of rain to show apart. */
export function weatherIconKind(condition: string | null | undefined): WeatherIconKind {
  const text = (condition ?? '').toLowerCase();
  for (const kind of ['drizzle', 'rain', 'snow', 'cloud', 'clear'] as const) {
    if (text.includes(kind)) return kind;
  }
  return 'unknown';
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FORECAST_DAYS = 5;
/** Differences of decimal pressures carry float noise (1012.3 - 1017.3); a tenth of a hPa is plenty. */
const toTenths = (value: number) => Math.round(value * 10) / 10;

/** Milliseconds of a "YYYY-MM-DD HH:mm:ss" local time read as if it were UTC: only differences matter. */
function readingTime(dtTxt: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(dtTxt);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The date `days` after `date`, or null when `date` is not a real yyyy-MM-dd date (2026-02-31). */
const addDays = (date: string, days: number): string | null => {
  const start = readingTime(`${date} 00:00:00`);
  if (start === null || isoDate(start) !== date) return null;
  return isoDate(start + days * DAY_MS);
};

function pressureAt(entries: readonly PressureReading[], dtTxt: string): number | null {
  const pressure = entries.find((entry) => entry.dt_txt === dtTxt)?.main.pressure;
  return isNumber(pressure) ? pressure : null;
}

/**
 * For each of the 5 days after `today` (yyyy-MM-dd), the change in hPa from the previous day's
 * 12:00:00 entry to that day's (negative = fall), or null where either entry is missing. This is
 * the `pressureChange24h` the headache forecast model takes.
 */
export function pressureChanges24h(entries: readonly PressureReading[], today: string): (number | null)[] {
  return Array.from({ length: FORECAST_DAYS }, (_, index) => {
    const day = addDays(today, index + 1);
    const before = addDays(today, index);
    if (day === null || before === null) return null;
    const noon = pressureAt(entries, `${day} 12:00:00`);
    const noonBefore = pressureAt(entries, `${before} 12:00:00`);
    return noon === null || noonBefore === null ? null : toTenths(noon - noonBefore);
  });
}

/** The most negative pressure change between two forecast entries at most 24 hours apart; null without a fall. */
export function largestPressureFall24h(entries: readonly PressureReading[]): number | null {
  const readings = entries
    .map((entry) => ({ time: readingTime(entry.dt_txt), pressure: entry.main.pressure }))
    .filter((reading): reading is { time: number; pressure: number } => reading.time !== null && isNumber(reading.pressure))
    .sort((a, b) => a.time - b.time);
  let largest: number | null = null;
  for (const [index, earlier] of readings.entries()) {
    for (const later of readings.slice(index + 1)) {
      if (later.time - earlier.time > DAY_MS) break;
      const change = toTenths(later.pressure - earlier.pressure);
      if (change < 0 && (largest === null || change < largest)) largest = change;
    }
  }
  return largest;
}
