// Adapts the population prior to one patient: usual stress and sleep, a stress dynamics model,
// and a maximum-a-posteriori logistic fit of the personal intercept, headache persistence and
// let-down slope with Gaussian priors centred on the literature (empirical-Bayes shrinkage), plus
// a shrunken adjustment of the level to the last few weeks.
import type { Timeline } from './diary-timeline';
import { sigmoid, solveInPlace } from './forecast-math';
import { PRIOR, PRIOR_BASE_RATE, PRIOR_SD, PRIOR_USUAL, RECENCY, THRESHOLDS } from './population-prior';

export interface PersonalModel {
  /** Personal intercept including the recent-level adjustment. */
  intercept: number;
  /** Recent-level adjustment alone (log-odds; > 0: more headaches lately than usual). */
  level: number;
  persistence: number;
  letdownPerPoint: number;
  stressMean: number;
  stressPersistence: number;
  stressInnovationSd: number;
  sleepUsual: number;
  sleepOffShare: number;
  /** Smoothed share of logged days with a headache. */
  baseRate: number;
  /** Acute-medication days in the 30 days up to the origin, scaled up for unlogged days. */
  medicationDays: number;
  medicationOveruse: boolean;
  /** 0..1: share of the personal parameters' precision that comes from the diary. */
  personalWeight: number;
}

const PARAMETERS = 3; // intercept, persistence, let-down per point
const PRIOR_PRECISION = [PRIOR_SD.intercept, PRIOR_SD.persistence, PRIOR_SD.letdownPerPoint].map((sd) => 1 / (sd * sd));

/** Expected let-down (points) for a stress AR(1) process: the mean of the positive part of a
 * zero-mean normal day-to-day change. */
const expectedLetdown = (persistence: number, innovationSd: number) => (innovationSd * Math.sqrt(2 / (1 + persistence))) / Math.sqrt(2 * Math.PI);

/** Population intercept: the value for which a two-state (headache / none) chain with the prior
 * persistence and the average effect of the other inputs has PRIOR_BASE_RATE as its long-run
 * share of headache days. */
export const PRIOR_INTERCEPT = (() => {
  const offset =
    PRIOR.letdownPerPoint * expectedLetdown(PRIOR_USUAL.stressPersistence, PRIOR_USUAL.stressInnovationSd) + PRIOR.sleepOff * PRIOR_USUAL.sleepOffShare;
  const stationary = (intercept: number) => {
    const fromNone = sigmoid(intercept + offset);
    const fromHeadache = sigmoid(intercept + offset + PRIOR.persistence);
    return fromNone / (1 - fromHeadache + fromNone);
  };
  let low = -10;
  let high = 5;
  for (let step = 0; step < 60; step += 1) {
    const middle = (low + high) / 2;
    if (stationary(middle) < PRIOR_BASE_RATE) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
})();

const shrunkMean = (sum: number, count: number, prior: number) => (sum + prior * PRIOR_USUAL.shrinkDays) / (count + PRIOR_USUAL.shrinkDays);

/** Medication days among logged days in [end - window, end), scaled to the full window. */
function medicationLoad(prefixMedication: Int32Array, prefixLogged: Int32Array, end: number): number {
  const begin = Math.max(0, end - THRESHOLDS.medicationWindow);
  const medication = (prefixMedication[end] ?? 0) - (prefixMedication[begin] ?? 0);
  const logged = (prefixLogged[end] ?? 0) - (prefixLogged[begin] ?? 0);
  return logged >= 10 ? (medication * THRESHOLDS.medicationWindow) / logged : medication;
}

function stressDynamics(timeline: Timeline) {
  const { stress } = timeline;
  let sum = 0;
  let count = 0;
  for (let index = 0; index < timeline.length; index += 1) {
    const value = stress[index] ?? NaN;
    if (!Number.isNaN(value)) {
      sum += value;
      count += 1;
    }
  }
  const mean = shrunkMean(sum, count, PRIOR_USUAL.stressMean);
  let cross = 0;
  let square = 0;
  let pairs = 0;
  for (let index = 1; index < timeline.length; index += 1) {
    const before = stress[index - 1] ?? NaN;
    const after = stress[index] ?? NaN;
    if (Number.isNaN(before) || Number.isNaN(after)) continue;
    cross += (before - mean) * (after - mean);
    square += (before - mean) ** 2;
    pairs += 1;
  }
  const k = PRIOR_USUAL.shrinkDays;
  const raw = square > 1e-9 ? cross / square : PRIOR_USUAL.stressPersistence;
  const persistence = Math.min(0.95, Math.max(0, (pairs * raw + k * PRIOR_USUAL.stressPersistence) / (pairs + k)));
  let residual = 0;
  for (let index = 1; index < timeline.length; index += 1) {
    const before = stress[index - 1] ?? NaN;
    const after = stress[index] ?? NaN;
    if (Number.isNaN(before) || Number.isNaN(after)) continue;
    residual += (after - mean - persistence * (before - mean)) ** 2;
  }
  const variance = (residual + k * PRIOR_USUAL.stressInnovationSd ** 2) / (pairs + k);
  return { mean, persistence, innovationSd: Math.max(0.5, Math.sqrt(variance)) };
}

function sleepUsuals(timeline: Timeline) {
  let sum = 0;
  let count = 0;
  for (let index = 0; index < timeline.length; index += 1) {
    const value = timeline.sleep[index] ?? NaN;
    if (!Number.isNaN(value)) {
      sum += value;
      count += 1;
    }
  }
  const usual = shrunkMean(sum, count, PRIOR_USUAL.sleepHours);
  let off = 0;
  for (let index = 0; index < timeline.length; index += 1) {
    const value = timeline.sleep[index] ?? NaN;
    if (!Number.isNaN(value) && Math.abs(value - usual) >= THRESHOLDS.sleepOffHours) off += 1;
  }
  return { usual, offShare: shrunkMean(off, count, PRIOR_USUAL.sleepOffShare) };
}

export function fitPersonalModel(timeline: Timeline): PersonalModel {
  const { length, logged, headache, stress, sleep } = timeline;
  const stressModel = stressDynamics(timeline);
  const sleepModel = sleepUsuals(timeline);
  let headacheDays = 0;
  for (let index = 0; index < length; index += 1) headacheDays += logged[index] ? (headache[index] ?? 0) : 0;
  const baseRate = shrunkMean(headacheDays, timeline.loggedCount, PRIOR_BASE_RATE);

  const prefixMedication = new Int32Array(length + 1);
  const prefixLogged = new Int32Array(length + 1);
  for (let index = 0; index < length; index += 1) {
    prefixMedication[index + 1] = (prefixMedication[index] ?? 0) + (logged[index] ? (timeline.medication[index] ?? 0) : 0);
    prefixLogged[index + 1] = (prefixLogged[index] ?? 0) + (logged[index] ?? 0);
  }

  // Rows: every logged day after the first, described by the day before it.
  let letdownSum = 0;
  let letdownCount = 0;
  for (let index = 2; index < length; index += 1) {
    const before = stress[index - 2] ?? NaN;
    const after = stress[index - 1] ?? NaN;
    if (Number.isNaN(before) || Number.isNaN(after)) continue;
    letdownSum += Math.min(THRESHOLDS.letdownCap, Math.max(0, before - after));
    letdownCount += 1;
  }
  const typicalLetdown =
    (letdownSum + PRIOR_USUAL.shrinkDays * expectedLetdown(stressModel.persistence, stressModel.innovationSd)) / (letdownCount + PRIOR_USUAL.shrinkDays);

  const rows = Math.max(0, length - 1);
  const outcome = new Float64Array(rows);
  const previous = new Float64Array(rows);
  const letdown = new Float64Array(rows);
  const offset = new Float64Array(rows);
  const weight = new Float64Array(rows);
  const age = new Float64Array(rows);
  let used = 0;
  for (let index = 1; index < length; index += 1) {
    if (!logged[index]) continue;
    const before = index - 1;
    const stressBefore = stress[before] ?? NaN;
    const stressTwoBefore = index >= 2 ? (stress[index - 2] ?? NaN) : NaN;
    const sleepBefore = sleep[before] ?? NaN;
    outcome[used] = headache[index] ?? 0;
    previous[used] = logged[before] ? (headache[before] ?? 0) : baseRate;
    letdown[used] =
      Number.isNaN(stressBefore) || Number.isNaN(stressTwoBefore)
        ? typicalLetdown
        : Math.min(THRESHOLDS.letdownCap, Math.max(0, stressTwoBefore - stressBefore));
    const sleepOff = Number.isNaN(sleepBefore) ? sleepModel.offShare : Math.abs(sleepBefore - sleepModel.usual) >= THRESHOLDS.sleepOffHours ? 1 : 0;
    offset[used] =
      (Number.isNaN(stressBefore) ? 0 : PRIOR.stressPerPoint * (stressBefore - stressModel.mean)) +
      PRIOR.sleepOff * sleepOff +
      (medicationLoad(prefixMedication, prefixLogged, index) >= THRESHOLDS.medicationDays ? PRIOR.medicationOveruse : 0);
    age[used] = length - 1 - index;
    weight[used] = 0.5 ** ((age[used] ?? 0) / RECENCY.halfLifeDays);
    used += 1;
  }

  // Maximum a posteriori by Newton's method (the log posterior is concave).
  const prior = [PRIOR_INTERCEPT, PRIOR.persistence, PRIOR.letdownPerPoint];
  const theta = Float64Array.from(prior);
  const information = new Float64Array(PARAMETERS);
  for (let iteration = 0; iteration < 30; iteration += 1) {
    const hessian = new Float64Array(PARAMETERS * PARAMETERS);
    const gradient = new Float64Array(PARAMETERS);
    for (let k = 0; k < PARAMETERS; k += 1) {
      const precision = PRIOR_PRECISION[k] ?? 1;
      gradient[k] = -precision * ((theta[k] ?? 0) - (prior[k] ?? 0));
      hessian[k * PARAMETERS + k] = precision;
    }
    // Sums of the gradient and of the (symmetric) information matrix over the rows, unrolled.
    const [t0 = 0, t1 = 0, t2 = 0] = theta;
    let g0 = 0,
      g1 = 0,
      g2 = 0,
      h00 = 0,
      h01 = 0,
      h02 = 0,
      h11 = 0,
      h12 = 0,
      h22 = 0;
    for (let row = 0; row < used; row += 1) {
      const x1 = previous[row] ?? 0;
      const x2 = letdown[row] ?? 0;
      const w = weight[row] ?? 0;
      const p = sigmoid(t0 + t1 * x1 + t2 * x2 + (offset[row] ?? 0));
      const residual = w * ((outcome[row] ?? 0) - p);
      const curvature = w * p * (1 - p);
      g0 += residual;
      g1 += residual * x1;
      g2 += residual * x2;
      h00 += curvature;
      h01 += curvature * x1;
      h02 += curvature * x2;
      h11 += curvature * x1 * x1;
      h12 += curvature * x1 * x2;
      h22 += curvature * x2 * x2;
    }
    information.set([h00, h11, h22]);
    const sums = [g0, g1, g2];
    const data = [h00, h01, h02, h01, h11, h12, h02, h12, h22];
    for (let k = 0; k < PARAMETERS; k += 1) gradient[k] = (gradient[k] ?? 0) + (sums[k] ?? 0);
    for (let k = 0; k < PARAMETERS * PARAMETERS; k += 1) hessian[k] = (hessian[k] ?? 0) + (data[k] ?? 0);
    const step = solveInPlace(hessian, gradient, PARAMETERS);
    let largest = 0;
    for (let k = 0; k < PARAMETERS; k += 1) {
      const change = Math.max(-2, Math.min(2, step[k] ?? 0));
      theta[k] = (theta[k] ?? 0) + change;
      largest = Math.max(largest, Math.abs(change));
    }
    if (largest < 1e-7) break;
  }

  // Recent level: a one-parameter shift of the intercept fitted to the last weeks, shrunk to 0.
  let level = 0;
  const levelPrecision = 1 / RECENCY.levelPriorSd ** 2;
  for (let iteration = 0; iteration < 20; iteration += 1) {
    let gradient = -levelPrecision * level;
    let curvatureSum = levelPrecision;
    for (let row = used - 1; row >= 0 && (age[row] ?? Infinity) < RECENCY.levelWindowDays; row -= 1) {
      const w = 0.5 ** ((age[row] ?? 0) / RECENCY.levelHalfLifeDays);
      const p = sigmoid((theta[0] ?? 0) + level + (theta[1] ?? 0) * (previous[row] ?? 0) + (theta[2] ?? 0) * (letdown[row] ?? 0) + (offset[row] ?? 0));
      gradient += w * ((outcome[row] ?? 0) - p);
      curvatureSum += w * p * (1 - p);
    }
    const change = gradient / curvatureSum;
    level += change;
    if (Math.abs(change) < 1e-7) break;
  }

  let share = 0;
  for (let k = 0; k < PARAMETERS; k += 1) {
    const data = information[k] ?? 0;
    share += data / (data + (PRIOR_PRECISION[k] ?? 1));
  }
  const medicationDays = medicationLoad(prefixMedication, prefixLogged, length);
  return {
    intercept: (theta[0] ?? PRIOR_INTERCEPT) + level,
    level,
    persistence: theta[1] ?? PRIOR.persistence,
    letdownPerPoint: theta[2] ?? PRIOR.letdownPerPoint,
    stressMean: stressModel.mean,
    stressPersistence: stressModel.persistence,
    stressInnovationSd: stressModel.innovationSd,
    sleepUsual: sleepModel.usual,
    sleepOffShare: sleepModel.offShare,
    baseRate,
    medicationDays,
    medicationOveruse: medicationDays >= THRESHOLDS.medicationDays,
    personalWeight: used === 0 ? 0 : share / PARAMETERS,
  };
}
