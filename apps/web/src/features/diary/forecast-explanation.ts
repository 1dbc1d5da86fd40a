import { addDays, format } from 'date-fns';
import type { ForecastContribution, ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { parseIsoDate } from '../../lib/diary-dates';

/** One thing that moved the day's chance, in words: what it was and by how much. */
export interface ForecastReason {
  text: string;
  /** Percentage points, rounded; never 0 (those are left out). */
  points: number;
  effect: string;
}

/** A forecast day explained in plain words, from the model's own contributions (issue 34). */
export interface ForecastDayExplained {
  /** "Tuesday 1 July" */
  dayName: string;
  isPersonal: boolean;
  /** "37% chance of a headache", or "Not enough diary yet". */
  headline: string;
  /** What the percentage means, or what the number is while the diary is too short. */
  meaning: string;
  /** The day's chance before anything known about the last days or the weather; null without a diary. */
  usual: string | null;
  reasons: ForecastReason[];
  /** When nothing moved the chance by a whole point. */
  noReasons: string | null;
  sureness: { label: string; text: string };
}

const percent = (probability: number) => `${Math.round(probability * 100)}%`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "today", "yesterday" or "on 3 June", from the forecast's origin (the browser's today). */
const whenWas = (isoDate: string, today: string): string => {
  if (isoDate === today) return 'today';
  const day = parseIsoDate(today);
  if (day && format(addDays(day, -1), 'yyyy-MM-dd') === isoDate) return 'yesterday';
  const date = parseIsoDate(isoDate);
  return date ? `on ${format(date, 'd MMMM')}` : `on ${isoDate}`;
};

/** In 1 to 10 days out of 10, for the plain meaning of a percentage. */
const inTen = (probability: number): string => {
  const days = Math.round(probability * 10);
  return days === 0 ? 'fewer than 1 in 10 days like it' : `about ${days} in 10 days like it`;
};

const describeContribution = (contribution: ForecastContribution, today: string): string => {
  switch (contribution.factor) {
    case 'recent_headache':
      return `${contribution.had_headache ? 'A headache' : 'No headache'} ${whenWas(contribution.date, today)}`;
    case 'stress': {
      const { stress, stress_before: before, usual_stress: usual } = contribution;
      const when = whenWas(contribution.date, today);
      if (stress !== null && before !== null && before - stress >= 3) return `Stress dropped from ${before} to ${stress} ${when} (a let-down)`;
      if (stress !== null && stress - usual >= 3) return `Stress ${stress} of 10 ${when}, well above your usual (about ${usual})`;
      if (stress !== null && before !== null) return `Stress steady ${when} (${stress} of 10, the day before ${before}), no sudden drop`;
      if (stress !== null) return `Stress ${stress} of 10 ${when} (your usual is about ${usual})`;
      return `Stress ${before ?? '?'} of 10 the day before (your usual is about ${usual})`;
    }
    case 'sleep':
      return `${contribution.hours} h of sleep logged ${whenWas(contribution.date, today)} (your usual is about ${contribution.usual_hours} h)`;
    case 'medication':
      return `Headache medicine on about ${contribution.days} of the last 30 days`;
    case 'recent_weeks':
      return contribution.change > 0 ? 'More headache days than usual in recent weeks' : 'Fewer headache days than usual in recent weeks';
    case 'weather': {
      const hpa = contribution.pressure_change_hpa;
      if (hpa === null) return 'The air pressure forecast of the days before';
      if (hpa <= -5) return `Air pressure forecast to fall by ${Math.round(-hpa)} hPa`;
      return `No big fall in air pressure forecast (${hpa > 0 ? '+' : ''}${Math.round(hpa)} hPa)`;
    }
  }
};

const effectOf = (points: number) => `${points > 0 ? 'raised' : 'lowered'} it by ${plural(Math.abs(points), 'point')}`;

/** How sure the forecast is, from how much diary it stands on (personal_weight, docs/decisions/004). */
const surenessOf = (explanation: ForecastExplanation): ForecastDayExplained['sureness'] => {
  const days = plural(explanation.diary_days, 'diary day');
  if (!explanation.is_personal) {
    return {
      label: 'Not yet yours',
      text: `Based on ${days}. It becomes your own forecast from ${explanation.min_diary_days} diary days.`,
    };
  }
  if (explanation.personal_weight < 0.5) {
    return {
      label: 'Somewhat sure',
      text: `Based on ${days}. It grows surer with three to four months of diary. Many headaches still come without a warning sign.`,
    };
  }
  return { label: 'As sure as it gets', text: `Based on ${days}. Even so, a forecast is a guide: many headaches come without a warning sign.` };
};

/**
 * The explanation of forecast day `dayIndex` (0 = tomorrow) in plain words, or null when the
 * answer has no such day. `today` (yyyy-MM-dd) names the diary days "today" and "yesterday".
 */
export function explainForecastDay(explanation: ForecastExplanation, dayIndex: number, today: string): ForecastDayExplained | null {
  const day = explanation.days[dayIndex];
  if (!day) return null;
  const date = parseIsoDate(day.date);
  const dayName = date ? format(date, 'EEEE d MMMM') : day.date;
  const reasons = day.contributions
    .map((contribution) => ({ contribution, points: Math.round(contribution.change * 100) }))
    .filter(({ points }) => points !== 0)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .map(({ contribution, points }) => ({ text: describeContribution(contribution, today), points, effect: effectOf(points) }));
  const isUsual = Math.abs(day.probability - day.usual_probability) < 0.02;
  const typical = percent(explanation.typical_probability);
  return {
    dayName,
    isPersonal: explanation.is_personal,
    headline: explanation.is_personal ? `${percent(day.probability)} chance of a headache` : 'Not enough diary yet',
    meaning: explanation.is_personal
      ? `A headache is expected on ${inTen(day.probability)}.${isUsual && dayIndex > 0 ? ' That is about your usual chance: days further ahead depend little on the last days.' : ''}`
      : explanation.diary_days === 0
        ? `With no diary yet, there is only the number typical for people with migraine: ${typical} on any day. That is not yet yours.`
        : `With ${plural(explanation.diary_days, 'diary day')}, the model mostly gives the number typical for people with migraine (${typical}); for this day it says ${percent(day.probability)}. That is not yet yours.`,
    usual: explanation.is_personal
      ? `On a usual day your chance is ${percent(day.usual_probability)}.`
      : explanation.diary_days === 0
        ? null
        : `A usual day starts from ${percent(day.usual_probability)}, close to the ${typical} typical for people with migraine.`,
    reasons,
    noReasons: reasons.length === 0 ? 'Nothing in your diary or the weather moved it by a whole point.' : null,
    sureness: surenessOf(explanation),
  };
}
