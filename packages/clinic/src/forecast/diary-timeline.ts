// Turns an unsorted diary (with gaps) into dense day-by-day arrays ending on the forecast origin.
import { RECENCY } from './population-prior';

/** The fields of a diary day the forecast reads (structurally a DiaryDay). */
export interface TimelineEntry {
  date: string;
  headache: boolean;
  sleepHours: number | null;
  stressLevel: number | null;
  medicationTaken: boolean;
}

/** Index 0 is day `start`; the last index is the origin (`today`). Unknown values are NaN. */
export interface Timeline {
  start: number;
  today: number;
  length: number;
  logged: Uint8Array;
  headache: Uint8Array;
  medication: Uint8Array;
  stress: Float64Array;
  sleep: Float64Array;
  loggedCount: number;
  /** Index of the last logged day, -1 when none. */
  lastLogged: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a yyyy-MM-dd date, or null when it is not a real calendar date. */
export function dayNumber(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return Math.round(time / MS_PER_DAY);
}

/** yyyy-MM-dd of a day number. */
export function dateOf(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

const cleanStress = (value: number | null) => (value === null || !Number.isFinite(value) ? NaN : Math.min(10, Math.max(1, Math.round(value))));
const cleanSleep = (value: number | null) => (value === null || !Number.isFinite(value) || value < 0 || value > 24 ? NaN : value);

/** Days after `today`, invalid dates and days older than the look-back are left out. */
export function buildTimeline(history: readonly TimelineEntry[], today: number): Timeline {
  const earliestAllowed = today - RECENCY.maxLookbackDays + 1;
  let earliest = today;
  const kept: { day: number; entry: TimelineEntry }[] = [];
  for (const entry of history) {
    const day = dayNumber(entry.date);
    if (day === null || day > today || day < earliestAllowed) continue;
    kept.push({ day, entry });
    if (day < earliest) earliest = day;
  }
  const length = today - earliest + 1;
  const timeline: Timeline = {
    start: earliest,
    today,
    length,
    logged: new Uint8Array(length),
    headache: new Uint8Array(length),
    medication: new Uint8Array(length),
    stress: new Float64Array(length).fill(NaN),
    sleep: new Float64Array(length).fill(NaN),
    loggedCount: 0,
    lastLogged: -1,
  };
  for (const { day, entry } of kept) {
    const index = day - earliest;
    if (!timeline.logged[index]) timeline.loggedCount += 1;
    timeline.logged[index] = 1;
    timeline.headache[index] = entry.headache ? 1 : 0;
    timeline.medication[index] = entry.medicationTaken ? 1 : 0;
    timeline.stress[index] = cleanStress(entry.stressLevel);
    timeline.sleep[index] = cleanSleep(entry.sleepHours);
    if (index > timeline.lastLogged) timeline.lastLogged = index;
  }
  return timeline;
}
