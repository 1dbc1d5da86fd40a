// Five-day headache forecast: a logistic day-ahead model whose coefficients start from published
// diary studies (population prior), adapted to the patient's own diary by shrinkage, and carried
// to days 2-5 by integrating out the unknown future stress and sleep. Pure and deterministic; see
// docs/decisions/004-forecast-model.md.
import type { ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { buildTimeline, dayNumber } from './diary-timeline';
import { explainForecast } from './forecast-contributions';
import { describeDrivers } from './forecast-drivers';
import { fitPersonalModel } from './personal-model';
import { PRESSURE_FALL_CLIMATOLOGY, PRIOR, THRESHOLDS } from './population-prior';
import { HORIZON, propagateRisk, riskInputs } from './risk-propagation';

export interface DiaryDay {
  date: string; // yyyy-MM-dd
  headache: boolean;
  intensity: number | null; // 1..10 when headache
  sleepHours: number | null; // 0..24
  stressLevel: number | null; // 1..10
  medicationTaken: boolean; // any acute headache medication that day
}

export interface ForecastOptions {
  /** yyyy-MM-dd; forecasts are for today+1 .. today+5. */
  today: string;
  /** hPa change over the 24 h before each of the 5 days (negative = fall); optional. */
  pressureChange24h?: (number | null)[];
}

export interface HeadacheForecast {
  /** Exactly 5 values in [0, 1]. */
  probabilities: number[];
  /** 0..1: how much the patient's own history shaped it (0 = population prior only). */
  personalWeight: number;
  /** Short plain-English reasons, strongest first. */
  drivers: string[];
  /** How much diary it stands on, and each day's usual chance and what moved it (the API's `explanation`). */
  explanation: ForecastExplanation;
}

/** Log-odds added to each forecast day for the supplied pressure change: the population effect
 * of a >= 5 hPa fall, relative to how often such falls happen anyway (the personal intercept,
 * fitted on diaries without pressure, already holds the average). */
function pressureTerms(pressureChange24h: readonly (number | null)[] | undefined): number[] {
  const terms: number[] = [];
  for (let day = 0; day < HORIZON; day += 1) {
    const change = pressureChange24h?.[day];
    if (change === null || change === undefined || !Number.isFinite(change)) terms.push(0);
    else terms.push(PRIOR.pressureFall * ((change <= THRESHOLDS.pressureFallHpa ? 1 : 0) - PRESSURE_FALL_CLIMATOLOGY));
  }
  return terms;
}

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export function forecastHeadacheRisk(history: DiaryDay[], options: ForecastOptions): HeadacheForecast {
  const today = dayNumber(options.today);
  if (today === null) throw new RangeError(`today must be a date in the form yyyy-MM-dd, got "${options.today}"`);
  const timeline = buildTimeline(history, today);
  const model = fitPersonalModel(timeline);
  const inputs = riskInputs(model, timeline, pressureTerms(options.pressureChange24h));
  const probabilities = propagateRisk(model, timeline, inputs).map(unit);
  const pressure = (options.pressureChange24h ?? []).slice(0, HORIZON).map((change) => (change !== null && Number.isFinite(change) ? change : null));
  return {
    probabilities,
    personalWeight: unit(model.personalWeight),
    drivers: describeDrivers(model, timeline, pressure),
    explanation: explainForecast(model, timeline, inputs, pressure, probabilities),
  };
}
