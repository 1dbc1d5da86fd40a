/**
 * Synthetic headache-diary cohort for `npm run bench:forecast`.
 *
 * Data-generating process, one patient at a time (all draws from a seeded PRNG):
 *
 * Patient traits
 * - Headache frequency: monthly headache days ~ lognormal(median 6, log-sd 0.6), clipped to
 *   1.5-20, i.e. episodic migraine as recruited by Houle 2017 (4-14 days/month, 38.5% of days
 *   with any head pain; doi:10.1111/head.13137) and Holsteen 2020 (2-10 days/month;
 *   doi:10.1111/head.13960). The intercept is set so the headache chain's long-run share matches.
 * - Slow drift of that intercept: an Ornstein-Uhlenbeck process (sd 0.3 on the log-odds, time
 *   constant 30 days). Monthly frequency does wander in diaries (Dumkrieger 2024, hidden Markov
 *   models of the American Registry for Migraine Research; doi:10.1111/head.14782); the size is
 *   an assumption.
 * - Stress (1-10, reported each evening): latent AR(1) around a personal mean ~ U(2.5, 6.5), day
 *   persistence ~ U(0.4, 0.8), innovation sd ~ U(1, 2); reported value rounded and clipped.
 *   Stress does not depend on headache (an assumption).
 * - Sleep (hours the night before the diary day): personal usual ~ N(7, 0.6), daily sd ~ U(0.6,
 *   1.2), rounded to 0.1 h.
 * - Acute medication: taken on a headache day with a personal probability ~ U(0.4, 0.95).
 * - Weather sensitivity: 18 of 28 patients in Kimoto 2011 (doi:10.2169/internalmedicine.50.5640),
 *   so each patient is sensitive with probability 18/28.
 * - Let-down responsiveness: the let-down slope is the population slope times a Gamma(2, 0.5)
 *   multiplier (mean 1, sd 0.71): some patients respond strongly, some hardly (an assumption).
 * - Attack length: the persistence log-odds is ln 3.5 + N(0, 0.4) per patient, as attacks last
 *   from hours to three days (an assumption).
 *
 * Each day D, the probability of a headache is logistic in
 *   intercept + drift(D)
 *   + persistence x headache on D-1    persistence, population ln 3.5: attacks last 4-72 h
 *                                       (ICHD-3 1.1) and migraine days cluster (Sci Rep 2020,
 *                                       doi:10.1038/s41598-020-60505-5); the odds ratio is an assumption
 *   + slope x let-down(D)               let-down = stress(D-2) - stress(D-1), 0..5 points; population
 *                                       slope ln(1.7)/3 per point: a decline from one evening to
 *                                       the next gave OR 1.5-1.9 for onset over the next 6-18 h
 *                                       (Lipton 2014, doi:10.1212/WNL.0000000000000332)
 *   + ln 1.05 x (stress(D-1) - usual)   stress level: small (Lipton 2014: level mostly not
 *                                       associated; Holsteen 2020: higher stress, higher risk)
 *   + ln 1.39 x sleep off on D-1        |sleep - usual| >= 1.5 h; OR 1.39 of low sleep efficiency
 *                                       for the next day (Bertisch 2020, doi:10.1212/WNL.0000000000008740),
 *                                       deviation from usual sleep (Stanyer 2023, doi:10.1186/s10194-023-01638-6)
 *   + ln 1.5 x medication overuse       >= 10 medication days in D-30..D-1 (ICHD-3 8.2 threshold;
 *                                       the odds ratio is an assumption)
 *   + ln 1.27 x pressure fall (D)       24-h change before D <= -5 hPa, weather-sensitive patients
 *                                       only (Kimoto 2011: OR 1.27 in the sensitive group)
 * Day-to-day pressure change: AR(1), 0.4 x yesterday's change + N(0, 3.6 hPa), so a fall of
 * >= 5 hPa happens on about one day in ten (an assumption for a mid-latitude site).
 *
 * Diary keeping: each patient logs a day with probability ~ U(0.7, 1.0), and starts a 3-10 day
 * break (holiday) with probability 1% a day; on a logged day stress and sleep are each left blank
 * 5% of the time. Missingness is independent of headache (an assumption: real diaries are often
 * kept worse on bad days). A 60-day burn-in precedes day 1 so medication counts are settled.
 *
 * The forecast model starts from the same literature, so its prior is right on this cohort by
 * construction: the bench tests the machinery (personal adaptation, horizons, calibration), not
 * the published effect sizes. Heterogeneity (let-down multipliers, weather sensitivity, drift,
 * personal stress and sleep dynamics) is what the model has to learn or cannot know.
 */
import { createRandom, deriveSeed, type Random } from './prng';

export const EFFECTS = {
  persistence: Math.log(3.5),
  letdownPerPoint: Math.log(1.7) / 3,
  letdownCap: 5,
  stressPerPoint: Math.log(1.05),
  sleepOff: Math.log(1.39),
  sleepOffHours: 1.5,
  medicationOveruse: Math.log(1.5),
  medicationDays: 10,
  persistenceSd: 0.4,
  pressureFall: Math.log(1.27),
  pressureFallHpa: -5,
  weatherSensitiveShare: 18 / 28,
  driftSd: 0.3,
  driftDays: 30,
} as const;

const BURN_IN_DAYS = 60;
const MEDICATION_WINDOW = 30;

export interface PatientTraits {
  intercept: number;
  persistence: number;
  letdownSlope: number;
  weatherSensitive: boolean;
  stressMean: number;
  stressPersistence: number;
  stressSd: number;
  sleepUsual: number;
  sleepSd: number;
  medicationShare: number;
  adherence: number;
  targetRate: number;
}

/** Everything the next day's probability depends on, after a day is over. */
export interface DayState {
  headache: number;
  stressLatent: number;
  stressBefore: number;
  stress: number;
  sleepOff: number;
  drift: number;
  medicationRing: Uint8Array;
  medicationCount: number;
  ringPosition: number;
}

export interface SimulatedDay {
  /** 1-based day of the study; day 1 is `startDate`. */
  day: number;
  date: string;
  probability: number;
  /** The same, for someone who does not know the pressure change. */
  probabilityWithoutPressure: number;
  headache: boolean;
  intensity: number | null;
  stress: number;
  sleepHours: number;
  medication: boolean;
  /** 24-h pressure change before this day (hPa). */
  pressureChange: number;
  logged: boolean;
  stressLogged: boolean;
  sleepLogged: boolean;
}

export interface SyntheticPatient {
  id: number;
  traits: PatientTraits;
  days: SimulatedDay[];
  /** State at the end of each day (index = day), for Monte Carlo forecasts from any origin. */
  states: DayState[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Intercept whose two-state headache chain (with the average of the other terms) has `rate` as
 * its long-run share of headache days. */
function interceptForRate(rate: number, persistence: number, averageOffset: number): number {
  let low = -12;
  let high = 6;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    const fromNone = sigmoid(middle + averageOffset);
    const fromHeadache = sigmoid(middle + averageOffset + persistence);
    if (fromNone / (1 - fromHeadache + fromNone) < rate) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function drawTraits(random: Random): PatientTraits {
  const monthly = Math.min(20, Math.max(1.5, Math.exp(Math.log(6) + 0.6 * random.normal())));
  const targetRate = monthly / 30;
  const stressPersistence = random.uniform(0.4, 0.8);
  const stressSd = random.uniform(1, 2);
  const letdownSlope = EFFECTS.letdownPerPoint * random.gammaInteger(2, 0.5);
  const persistence = EFFECTS.persistence + EFFECTS.persistenceSd * random.normal();
  const weatherSensitive = random.bernoulli(EFFECTS.weatherSensitiveShare);
  const expectedLetdown = (stressSd * Math.sqrt(2 / (1 + stressPersistence))) / Math.sqrt(2 * Math.PI);
  const averageOffset = letdownSlope * expectedLetdown + EFFECTS.sleepOff * 0.13 + (weatherSensitive ? EFFECTS.pressureFall * 0.1 : 0);
  return {
    intercept: interceptForRate(targetRate, persistence, averageOffset),
    persistence,
    letdownSlope,
    weatherSensitive,
    stressMean: random.uniform(2.5, 6.5),
    stressPersistence,
    stressSd,
    sleepUsual: 7 + 0.6 * random.normal(),
    sleepSd: random.uniform(0.6, 1.2),
    medicationShare: random.uniform(0.4, 0.95),
    adherence: random.uniform(0.7, 1),
    targetRate,
  };
}

export function cloneState(state: DayState): DayState {
  return { ...state, medicationRing: state.medicationRing.slice() };
}

/** Share of days with a 24-h fall of >= 5 hPa under the pressure process below:
 * P(N(0, 3.6 / sqrt(1 - 0.4^2)) <= -5), about 0.10. */
export const PRESSURE_FALL_SHARE = 0.1017;

/** Probability of a headache on the next day, given the state after today and the next day's
 * pressure change (and the next day's drift, already advanced). With `pressureChange` null, the
 * probability for someone who does not know the pressure: averaged over a fall or none. */
export function headacheProbability(traits: PatientTraits, state: DayState, drift: number, pressureChange: number | null): number {
  const letdown = Math.min(EFFECTS.letdownCap, Math.max(0, state.stressBefore - state.stress));
  const z =
    traits.intercept +
    drift +
    traits.persistence * state.headache +
    traits.letdownSlope * letdown +
    EFFECTS.stressPerPoint * (state.stress - traits.stressMean) +
    EFFECTS.sleepOff * state.sleepOff +
    (state.medicationCount >= EFFECTS.medicationDays ? EFFECTS.medicationOveruse : 0);
  if (!traits.weatherSensitive) return sigmoid(z);
  if (pressureChange === null) return PRESSURE_FALL_SHARE * sigmoid(z + EFFECTS.pressureFall) + (1 - PRESSURE_FALL_SHARE) * sigmoid(z);
  return sigmoid(z + (pressureChange <= EFFECTS.pressureFallHpa ? EFFECTS.pressureFall : 0));
}

/** Lives one day: mutates `state` into the state after that day and returns what happened. */
export function liveDay(traits: PatientTraits, state: DayState, pressureChange: number, random: Random) {
  const keep = Math.exp(-1 / EFFECTS.driftDays);
  const drift = keep * state.drift + Math.sqrt(1 - keep * keep) * EFFECTS.driftSd * random.normal();
  const probability = headacheProbability(traits, state, drift, pressureChange);
  const probabilityWithoutPressure = headacheProbability(traits, state, drift, null);
  const headache = random.bernoulli(probability);
  const stressLatent = traits.stressMean + traits.stressPersistence * (state.stressLatent - traits.stressMean) + traits.stressSd * random.normal();
  const stress = Math.min(10, Math.max(1, Math.round(stressLatent)));
  const sleepHours = Math.min(14, Math.max(0, Math.round((traits.sleepUsual + traits.sleepSd * random.normal()) * 10) / 10));
  const medication = headache && random.bernoulli(traits.medicationShare);

  state.medicationCount += (medication ? 1 : 0) - (state.medicationRing[state.ringPosition] ?? 0);
  state.medicationRing[state.ringPosition] = medication ? 1 : 0;
  state.ringPosition = (state.ringPosition + 1) % MEDICATION_WINDOW;
  state.drift = drift;
  state.headache = headache ? 1 : 0;
  state.stressBefore = state.stress;
  state.stressLatent = stressLatent;
  state.stress = stress;
  state.sleepOff = Math.abs(sleepHours - traits.sleepUsual) >= EFFECTS.sleepOffHours ? 1 : 0;
  return { probability, probabilityWithoutPressure, headache, stress, sleepHours, medication };
}

const MS_PER_DAY = 86_400_000;
const dateOf = (day: number) => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

export interface CohortOptions {
  seed: number;
  patients: number;
  days: number;
  /** Extra days simulated after `days` so pressure forecasts exist for every origin. */
  extraDays: number;
}

export function generatePatient(id: number, options: CohortOptions): SyntheticPatient {
  const random = createRandom(deriveSeed(options.seed, id));
  const traits = drawTraits(random);
  const state: DayState = {
    headache: 0,
    stressLatent: traits.stressMean,
    stressBefore: Math.round(traits.stressMean),
    stress: Math.round(traits.stressMean),
    sleepOff: 0,
    drift: EFFECTS.driftSd * random.normal(),
    medicationRing: new Uint8Array(MEDICATION_WINDOW),
    medicationCount: 0,
    ringPosition: 0,
  };
  const startDay = Math.round(Date.UTC(2024, 0, 1) / MS_PER_DAY) + Math.floor(random.uniform(0, 365));
  let pressureChange = 3.6 * random.normal();
  const total = options.days + options.extraDays;
  const days: SimulatedDay[] = [];
  const states: DayState[] = [];
  let breakLeft = 0;
  for (let day = 1 - BURN_IN_DAYS; day <= total; day += 1) {
    pressureChange = 0.4 * pressureChange + 3.6 * random.normal();
    const lived = liveDay(traits, state, pressureChange, random);
    if (breakLeft > 0) breakLeft -= 1;
    else if (random.bernoulli(0.01)) breakLeft = 3 + Math.floor(random.uniform(0, 8));
    const logged = breakLeft === 0 && random.bernoulli(traits.adherence);
    const stressLogged = random.bernoulli(0.95);
    const sleepLogged = random.bernoulli(0.95);
    const intensity = lived.headache ? Math.min(10, Math.max(1, Math.round(5.5 + 2 * random.normal()))) : null;
    if (day < 1) continue;
    days.push({
      day,
      date: dateOf(startDay + day - 1),
      probability: lived.probability,
      probabilityWithoutPressure: lived.probabilityWithoutPressure,
      headache: lived.headache,
      intensity,
      stress: lived.stress,
      sleepHours: lived.sleepHours,
      medication: lived.medication,
      pressureChange,
      logged,
      stressLogged,
      sleepLogged,
    });
    states[day] = cloneState(state);
  }
  return { id, traits, days, states };
}

export function generateCohort(options: CohortOptions): SyntheticPatient[] {
  return Array.from({ length: options.patients }, (_, id) => generatePatient(id, options));
}

/**
 * Best possible forecast from an origin: the generator's probability of a headache on each of
 * the next `horizon` days given its full hidden state at the end of the origin day and the true
 * pressure changes, averaged over `draws` simulated futures (unknown stress, sleep, headaches and
 * drift). Day 1 is exact up to the one-day drift step.
 */
export function oracleAtOrigin(patient: SyntheticPatient, originDay: number, horizon: number, draws: number, seed: number): number[] {
  const sums = new Float64Array(horizon);
  const random = createRandom(deriveSeed(seed, patient.id, originDay));
  const origin = patient.states[originDay];
  if (!origin) throw new Error(`no state for day ${originDay}`);
  for (let draw = 0; draw < draws; draw += 1) {
    const state = cloneState(origin);
    for (let ahead = 1; ahead <= horizon; ahead += 1) {
      const day = patient.days[originDay + ahead - 1];
      if (!day) break;
      sums[ahead - 1] = (sums[ahead - 1] ?? 0) + liveDay(patient.traits, state, day.pressureChange, random).probability;
    }
  }
  return Array.from(sums, (sum) => sum / draws);
}
