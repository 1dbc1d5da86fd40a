// What moved each day's forecast, in the model's own terms (issue 34). The chain of
// risk-propagation.ts is run from the patient's usual state, then with the real inputs put back one
// after the other (last headache, stress, sleep, medication, recent weeks, weather); each input's
// contribution is the change in probability its real value made. The order is fixed and the
// changes add up exactly to the forecast. Six more runs of a chain of at most 35 steps: well
// under a millisecond.
import type { ForecastContribution, ForecastDay, ForecastExplanation } from '@cephalo/shared/headache-forecast';
import { dateOf, type Timeline } from './diary-timeline';
import type { PersonalModel } from './personal-model';
import { PRIOR_BASE_RATE } from './population-prior';
import { HORIZON, propagateRisk, usualRiskInputs, type RiskInputs } from './risk-propagation';

/**
 * Diary days from which the forecast is called the patient's own. With two weeks of a typical
 * diary (a headache on one day in four) the share of the model's parameters that comes from the
 * diary (personalWeight) passes 0.3, and the personal intercept (how often this patient has
 * headaches) already takes about 70% of its precision from the diary. With fewer days the number
 * is mostly the population's, and the forecast and its drivers say so
 * (docs/decisions/004-forecast-model.md).
 */
export const MIN_PERSONAL_DIARY_DAYS = 14;

const unit = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
const change = (value: number) => Math.min(1, Math.max(-1, Number.isFinite(value) ? value : 0));
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A contribution before its change is known (Omit of each member of the union). */
type Described = ForecastContribution extends infer Member ? (Member extends unknown ? Omit<Member, 'change'> : never) : never;

interface Step {
  /** Puts this input's real value into the inputs. */
  apply: (inputs: RiskInputs) => RiskInputs;
  /** The contribution without its change, for a given day (0 = today+1). */
  describe: (day: number) => Described;
}

function steps(model: PersonalModel, timeline: Timeline, actual: RiskInputs, pressure: readonly (number | null)[]): Step[] {
  const list: Step[] = [];
  const start = actual.startIndex;
  const isLastDayKnown = start >= 0 && start === timeline.lastLogged;
  const date = dateOf(timeline.start + start);
  if (isLastDayKnown) {
    list.push({
      apply: (inputs) => ({ ...inputs, headacheProbability: actual.headacheProbability }),
      describe: () => ({ factor: 'recent_headache', date, had_headache: timeline.headache[start] === 1 }),
    });
    const stress = timeline.stress[start] ?? NaN;
    const stressBefore = start >= 1 ? (timeline.stress[start - 1] ?? NaN) : NaN;
    if (!Number.isNaN(stress) || !Number.isNaN(stressBefore)) {
      list.push({
        apply: (inputs) => ({ ...inputs, stressToday: actual.stressToday, stressBefore: actual.stressBefore }),
        describe: () => ({
          factor: 'stress',
          date,
          stress: Number.isNaN(stress) ? null : stress,
          stress_before: Number.isNaN(stressBefore) ? null : stressBefore,
          usual_stress: oneDecimal(model.stressMean),
        }),
      });
    }
    const sleep = timeline.sleep[start] ?? NaN;
    if (actual.sleepOff !== null && !Number.isNaN(sleep)) {
      list.push({
        apply: (inputs) => ({ ...inputs, sleepOff: actual.sleepOff }),
        describe: () => ({ factor: 'sleep', date, hours: sleep, usual_hours: oneDecimal(model.sleepUsual) }),
      });
    }
  }
  if (actual.medicationOveruse) {
    list.push({
      apply: (inputs) => ({ ...inputs, medicationOveruse: true }),
      describe: () => ({ factor: 'medication', days: Math.round(model.medicationDays) }),
    });
  }
  if (timeline.loggedCount > 0 && model.level !== 0) {
    list.push({
      apply: (inputs) => ({ ...inputs, intercept: actual.intercept }),
      describe: () => ({ factor: 'recent_weeks' }),
    });
  }
  if (pressure.some((value) => value !== null)) {
    list.push({
      apply: (inputs) => ({ ...inputs, pressureTerms: actual.pressureTerms }),
      describe: (day) => ({ factor: 'weather', pressure_change_hpa: pressure[day] ?? null }),
    });
  }
  return list;
}

/**
 * The forecast's account of itself: the usual chance of each day and the contribution of each
 * input the diary or the weather gave. `probabilities` are the forecast's (the same chain with
 * every real input).
 */
export function explainForecast(
  model: PersonalModel,
  timeline: Timeline,
  actual: RiskInputs,
  pressure: readonly (number | null)[],
  probabilities: readonly number[],
): ForecastExplanation {
  const usualInputs = usualRiskInputs(model, actual);
  const usual = propagateRisk(model, timeline, usualInputs);
  const contributions: ForecastContribution[][] = Array.from({ length: HORIZON }, () => []);
  let inputs = usualInputs;
  let before = usual;
  for (const step of steps(model, timeline, actual, pressure)) {
    inputs = step.apply(inputs);
    const after = propagateRisk(model, timeline, inputs);
    for (let day = 0; day < HORIZON; day += 1) {
      contributions[day]?.push({ ...step.describe(day), change: change((after[day] ?? 0) - (before[day] ?? 0)) } as ForecastContribution);
    }
    before = after;
  }
  const days: ForecastDay[] = Array.from({ length: HORIZON }, (_, day) => ({
    date: dateOf(timeline.today + day + 1),
    probability: unit(probabilities[day] ?? 0),
    usual_probability: unit(usual[day] ?? 0),
    contributions: contributions[day] ?? [],
  }));
  return {
    diary_days: timeline.loggedCount,
    min_diary_days: MIN_PERSONAL_DIARY_DAYS,
    is_personal: timeline.loggedCount >= MIN_PERSONAL_DIARY_DAYS,
    personal_weight: unit(model.personalWeight),
    typical_probability: PRIOR_BASE_RATE,
    days,
  };
}
