// Short plain-English reasons for a forecast, strongest first.
import { dateOf, type Timeline } from './diary-timeline';
import { MIN_PERSONAL_DIARY_DAYS } from './forecast-contributions';
import type { PersonalModel } from './personal-model';
import { PRESSURE_FALL_CLIMATOLOGY, PRIOR, THRESHOLDS } from './population-prior';

const MAX_DRIVERS = 5;
const LETDOWN_POINTS = 3;
const HIGH_STRESS_POINTS = 3;
const LEVEL_SHIFT = 0.15;

interface Driver {
  text: string;
  weight: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const hours = (value: number) => `${Number(value.toFixed(1))} h`;

export function describeDrivers(model: PersonalModel, timeline: Timeline, pressureChange24h: readonly (number | null)[]): string[] {
  const first: string[] = [];
  const drivers: Driver[] = [];
  const origin = timeline.length - 1;
  if (timeline.loggedCount === 0) {
    first.push('no diary entries yet: this is the average for people with migraine');
  } else if (timeline.loggedCount < MIN_PERSONAL_DIARY_DAYS) {
    first.push(`only ${plural(timeline.loggedCount, 'diary day')} so far: mostly the average for people with migraine`);
  }

  const last = timeline.lastLogged;
  const gap = origin - last;
  if (last >= 0 && gap <= 1) {
    const when = gap === 0 ? 'today' : 'yesterday';
    if (timeline.headache[last]) drivers.push({ text: `headache ${when}`, weight: model.persistence * (1 - model.baseRate) });
    const stress = timeline.stress[last] ?? NaN;
    const stressBefore = last >= 1 ? (timeline.stress[last - 1] ?? NaN) : NaN;
    if (!Number.isNaN(stress) && !Number.isNaN(stressBefore) && stressBefore - stress >= LETDOWN_POINTS) {
      const drop = Math.min(THRESHOLDS.letdownCap, stressBefore - stress);
      drivers.push({ text: `stress dropped sharply ${when} (${stressBefore} to ${stress})`, weight: model.letdownPerPoint * drop });
    }
    if (!Number.isNaN(stress) && stress - model.stressMean >= HIGH_STRESS_POINTS) {
      drivers.push({ text: `stress ${when} well above your usual`, weight: PRIOR.stressPerPoint * (stress - model.stressMean) });
    }
    const sleep = timeline.sleep[last] ?? NaN;
    if (!Number.isNaN(sleep) && Math.abs(sleep - model.sleepUsual) >= THRESHOLDS.sleepOffHours) {
      const night = gap === 0 ? 'last night' : 'the night before yesterday';
      drivers.push({
        text: `slept ${hours(sleep)} ${night}, far from your usual ${hours(model.sleepUsual)}`,
        weight: PRIOR.sleepOff * (1 - model.sleepOffShare),
      });
    }
  } else if (last >= 0 && gap >= 2) {
    drivers.push({ text: `no diary entry for the last ${plural(gap, 'day')}: less certain`, weight: 0.02 });
  }

  let loggedWeek = 0;
  let headacheWeek = 0;
  for (let index = Math.max(0, origin - 6); index <= origin; index += 1) {
    if (!timeline.logged[index]) continue;
    loggedWeek += 1;
    headacheWeek += timeline.headache[index] ?? 0;
  }
  if (loggedWeek >= 3) {
    const text = headacheWeek === 0 ? 'no headache days in the last 7' : `${plural(headacheWeek, 'headache day')} in the last 7`;
    drivers.push({ text, weight: 0.03 + 0.05 * Math.abs(headacheWeek - 7 * model.baseRate) });
  }
  if (Math.abs(model.level) >= LEVEL_SHIFT) {
    const text = model.level > 0 ? 'more headache days than usual in recent weeks' : 'fewer headache days than usual in recent weeks';
    drivers.push({ text, weight: Math.abs(model.level) });
  }
  if (model.medicationOveruse) {
    drivers.push({
      text: `acute medication on about ${Math.round(model.medicationDays)} of the last 30 days (overuse range)`,
      weight: PRIOR.medicationOveruse,
    });
  }
  const falls = pressureChange24h
    .map((change, day) => ({ change, date: dateOf(timeline.today + day + 1) }))
    .filter((item): item is { change: number; date: string } => item.change !== null && item.change <= THRESHOLDS.pressureFallHpa);
  if (falls.length > 0) {
    const described = falls.map((item) => `${item.date} (${item.change.toFixed(0)} hPa)`).join(', ');
    drivers.push({ text: `air pressure forecast to fall by 5 hPa or more before ${described}`, weight: PRIOR.pressureFall * (1 - PRESSURE_FALL_CLIMATOLOGY) });
  }

  drivers.sort((a, b) => b.weight - a.weight);
  return [...first, ...drivers.map((driver) => driver.text)].slice(0, MAX_DRIVERS);
}
