import type { ForecastEntry } from '@cephalo/shared/weather';

/** One forecast step at a UTC moment (Unix seconds). */
export interface TimedReading {
  time: number;
  temp: number;
  pressure: number;
}

const STEP_SECONDS = 3 * 60 * 60;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const dtTxt = (localSeconds: number) => new Date(localSeconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

/**
 * OpenWeatherMap steps through UTC 00:00, 03:00 ...; in Belgrade (UTC+1) or New York (UTC-5) that
 * gives no 12:00 entry, which the calendar and the pressure rule need. So the entries are moved to
 * the place's own 3-hour clock (00:00 ... 21:00 local) by linear interpolation between the two
 * neighbouring steps; where the offset is a multiple of 3 hours the values are the provider's own.
 * `utcOffsetSeconds` is the place's offset now: a daylight-saving change within the five days
 * shifts the later entries by an hour, which is within the forecast's own uncertainty.
 */
export function toLocalThreeHourly(readings: readonly TimedReading[], utcOffsetSeconds: number): ForecastEntry[] {
  const local = readings.map((reading) => ({ ...reading, time: reading.time + utcOffsetSeconds })).sort((a, b) => a.time - b.time);
  const first = local[0];
  const last = local.at(-1);
  if (!first || !last) return [];
  const entries: ForecastEntry[] = [];
  let segment = 0;
  for (let slot = Math.ceil(first.time / STEP_SECONDS) * STEP_SECONDS; slot <= last.time; slot += STEP_SECONDS) {
    while ((local[segment + 1]?.time ?? Infinity) < slot) segment += 1;
    const before = local[segment];
    const after = local[segment + 1] ?? before;
    if (!before || !after) continue;
    const span = after.time - before.time;
    const share = span === 0 || slot === before.time ? 0 : slot === after.time ? 1 : (slot - before.time) / span;
    // A hole in the provider's list is left a hole rather than bridged.
    if (span > STEP_SECONDS && share !== 0 && share !== 1) continue;
    entries.push({
      dt_txt: dtTxt(slot),
      main: {
        temp: round(before.temp + (after.temp - before.temp) * share, 2),
        pressure: round(before.pressure + (after.pressure - before.pressure) * share, 1),
      },
    });
  }
  return entries;
}
