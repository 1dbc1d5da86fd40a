import { addDays, lightFormat } from 'date-fns';
import type { ForecastContribution, ForecastExplanation } from '@cephalo/shared/headache-forecast';
import type { DateFormats } from '../../i18n/format';
import type { Translate } from '../../i18n/use-t';
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

/** The words of the explanation: the catalogue's texts and the reader's dates (i18n/format.ts). */
export interface ForecastWords {
  t: Translate;
  formats: Pick<DateFormats, 'dayMonth' | 'weekdayDayMonth'>;
}

const percentOf = (probability: number) => Math.round(probability * 100);

/** "today", "yesterday" or "on 3 June", from the forecast's origin (the browser's today). */
const whenWas = (isoDate: string, today: string, { t, formats }: ForecastWords): string => {
  if (isoDate === today) return t('forecast.when.today');
  const day = parseIsoDate(today);
  if (day && lightFormat(addDays(day, -1), 'yyyy-MM-dd') === isoDate) return t('forecast.when.yesterday');
  const date = parseIsoDate(isoDate);
  return t('forecast.when.on', { date: date ? formats.dayMonth(date) : isoDate });
};

/** In 1 to 10 days out of 10, for the plain meaning of a percentage. */
const inTen = (probability: number, { t }: ForecastWords): string => {
  const days = Math.round(probability * 10);
  return days === 0 ? t('forecast.inTen.fewer') : t('forecast.inTen.about', { days });
};

const describeContribution = (contribution: ForecastContribution, today: string, words: ForecastWords): string => {
  const { t } = words;
  switch (contribution.factor) {
    case 'recent_headache': {
      const when = whenWas(contribution.date, today, words);
      return contribution.had_headache ? t('forecast.reason.headache', { when }) : t('forecast.reason.noHeadache', { when });
    }
    case 'stress': {
      const { stress, stress_before: before, usual_stress: usual } = contribution;
      const when = whenWas(contribution.date, today, words);
      if (stress !== null && before !== null && before - stress >= 3) return t('forecast.reason.stressDropped', { before, stress, when });
      if (stress !== null && stress - usual >= 3) return t('forecast.reason.stressHigh', { stress, when, usual });
      if (stress !== null && before !== null) return t('forecast.reason.stressSteady', { stress, when, before });
      if (stress !== null) return t('forecast.reason.stress', { stress, when, usual });
      return t('forecast.reason.stressBefore', { before: before ?? '?', usual });
    }
    case 'sleep':
      return t('forecast.reason.sleep', { hours: contribution.hours, when: whenWas(contribution.date, today, words), usual: contribution.usual_hours });
    case 'medication':
      return t('forecast.reason.medication', { days: contribution.days });
    case 'recent_weeks':
      return contribution.change > 0 ? t('forecast.reason.moreWeeks') : t('forecast.reason.fewerWeeks');
    case 'weather': {
      const hpa = contribution.pressure_change_hpa;
      if (hpa === null) return t('forecast.reason.pressureUnknown');
      if (hpa <= -5) return t('forecast.reason.pressureFall', { hpa: Math.round(-hpa) });
      return t('forecast.reason.pressureSteady', { change: `${hpa > 0 ? '+' : ''}${Math.round(hpa)}` });
    }
  }
};

const effectOf = (points: number, { t }: ForecastWords) =>
  points > 0 ? t('forecast.effect.raised', { points: Math.abs(points) }) : t('forecast.effect.lowered', { points: Math.abs(points) });

/** How sure the forecast is, from how much diary it stands on (personal_weight, docs/decisions/004). */
const surenessOf = (explanation: ForecastExplanation, { t }: ForecastWords): ForecastDayExplained['sureness'] => {
  const days = explanation.diary_days;
  if (!explanation.is_personal) {
    return { label: t('forecast.sureness.notYet'), text: t('forecast.sureness.notYetText', { days, min: explanation.min_diary_days }) };
  }
  if (explanation.personal_weight < 0.5) return { label: t('forecast.sureness.somewhat'), text: t('forecast.sureness.somewhatText', { days }) };
  return { label: t('forecast.sureness.sure'), text: t('forecast.sureness.sureText', { days }) };
};

/**
 * The explanation of forecast day `dayIndex` (0 = tomorrow) in plain words, or null when the
 * answer has no such day. `today` (yyyy-MM-dd) names the diary days "today" and "yesterday";
 * `words` are the interface language's.
 */
export function explainForecastDay(explanation: ForecastExplanation, dayIndex: number, today: string, words: ForecastWords): ForecastDayExplained | null {
  const { t } = words;
  const day = explanation.days[dayIndex];
  if (!day) return null;
  const date = parseIsoDate(day.date);
  const dayName = date ? words.formats.weekdayDayMonth(date) : day.date;
  const reasons = day.contributions
    .map((contribution) => ({ contribution, points: Math.round(contribution.change * 100) }))
    .filter(({ points }) => points !== 0)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .map(({ contribution, points }) => ({ text: describeContribution(contribution, today, words), points, effect: effectOf(points, words) }));
  const isUsual = Math.abs(day.probability - day.usual_probability) < 0.02;
  const typical = percentOf(explanation.typical_probability);
  const percent = percentOf(day.probability);
  const usualPercent = percentOf(day.usual_probability);
  return {
    dayName,
    isPersonal: explanation.is_personal,
    headline: explanation.is_personal ? t('forecast.headline', { percent }) : t('calendar.event.notEnough'),
    meaning: explanation.is_personal
      ? t('forecast.meaning.personal', { inTen: inTen(day.probability, words) }) + (isUsual && dayIndex > 0 ? t('forecast.meaning.usualAhead') : '')
      : explanation.diary_days === 0
        ? t('forecast.meaning.noDiary', { typical })
        : t('forecast.meaning.shortDiary', { days: explanation.diary_days, typical, percent }),
    usual: explanation.is_personal
      ? t('forecast.usual.personal', { percent: usualPercent })
      : explanation.diary_days === 0
        ? null
        : t('forecast.usual.short', { percent: usualPercent, typical }),
    reasons,
    noReasons: reasons.length === 0 ? t('forecast.noReasons') : null,
    sureness: surenessOf(explanation, words),
  };
}
