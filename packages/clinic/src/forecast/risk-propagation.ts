// Carries the day-ahead model forward to days 2-5. The unknown future inputs are integrated out
// exactly: the state of a day is (headache yes/no, stress the day before, stress that day) —
// 2 x 10 x 10 states — stress moves by the patient's own AR(1) dynamics discretized to the 1-10
// scale, and sleep far from usual happens with the patient's own frequency. The forecast of day
// h is the probability of a headache summed over the states, so it decays by itself from the
// last diary day toward the patient's long-run rate.
import type { Timeline } from './diary-timeline';
import { normalCdf, sigmoid } from './forecast-math';
import type { PersonalModel } from './personal-model';
import { PRIOR, THRESHOLDS } from './population-prior';

export const HORIZON = 5;
const LEVELS = 10; // stress 1..10
const STATES = 2 * LEVELS * LEVELS;
/** Further back than this, the last diary day no longer matters: start from the long-run mix. */
const MAX_CARRY_DAYS = 30;

const stateIndex = (headache: number, stressBefore: number, stress: number) => headache * LEVELS * LEVELS + stressBefore * LEVELS + stress;

function discretizedNormal(mean: number, sd: number): Float64Array {
  const probabilities = new Float64Array(LEVELS);
  let previous = 0;
  for (let level = 0; level < LEVELS; level += 1) {
    const upper = level === LEVELS - 1 ? 1 : normalCdf((level + 1.5 - mean) / sd);
    probabilities[level] = upper - previous;
    previous = upper;
  }
  return probabilities;
}

function stressTransitions(model: PersonalModel): Float64Array[] {
  const rows: Float64Array[] = [];
  for (let from = 0; from < LEVELS; from += 1) {
    const mean = model.stressMean + model.stressPersistence * (from + 1 - model.stressMean);
    rows.push(discretizedNormal(mean, model.stressInnovationSd));
  }
  return rows;
}

function stationaryStress(model: PersonalModel): Float64Array {
  const sd = model.stressInnovationSd / Math.sqrt(Math.max(0.05, 1 - model.stressPersistence ** 2));
  return discretizedNormal(model.stressMean, sd);
}

const pointMass = (level: number) => {
  const mass = new Float64Array(LEVELS);
  mass[level] = 1;
  return mass;
};

/**
 * What the chain starts from and the terms it adds: the day it starts on, what is known of that
 * day (headache, stress that day and the day before, the sleep of the night before the next day),
 * and the fixed terms. forecast-contributions.ts swaps each for its usual value to tell how much
 * it moved the forecast.
 */
export interface RiskInputs {
  startIndex: number;
  headacheProbability: number;
  stressBefore: Float64Array;
  stressToday: Float64Array;
  /** Sleep far from usual on the night before the first day the chain computes; null: unknown. */
  sleepOff: boolean | null;
  /** The personal intercept, with the recent-level adjustment or without it. */
  intercept: number;
  medicationOveruse: boolean;
  /** Log-odds added to each of the five days for the forecast pressure change. */
  pressureTerms: readonly number[];
}

/** The inputs as the diary and the weather give them. */
export function riskInputs(model: PersonalModel, timeline: Timeline, pressureTerms: readonly number[]): RiskInputs {
  const originIndex = timeline.length - 1;
  const lastLogged = timeline.lastLogged;
  const known = lastLogged >= 0 && originIndex - lastLogged <= MAX_CARRY_DAYS;
  const startIndex = known ? lastLogged : originIndex - MAX_CARRY_DAYS;
  const stationary = stationaryStress(model);
  const valueAt = (array: Float64Array, index: number) => (index >= 0 && index < timeline.length ? (array[index] ?? NaN) : NaN);
  const stressToday = known ? valueAt(timeline.stress, startIndex) : NaN;
  const stressBefore = known ? valueAt(timeline.stress, startIndex - 1) : NaN;
  const startSleep = known ? valueAt(timeline.sleep, startIndex) : NaN;
  return {
    startIndex,
    headacheProbability: known ? (timeline.headache[startIndex] ?? 0) : model.baseRate,
    stressToday: Number.isNaN(stressToday) ? stationary : pointMass(stressToday - 1),
    stressBefore: Number.isNaN(stressBefore) ? stationary : pointMass(stressBefore - 1),
    sleepOff: Number.isNaN(startSleep) ? null : Math.abs(startSleep - model.sleepUsual) >= THRESHOLDS.sleepOffHours,
    intercept: model.intercept,
    medicationOveruse: model.medicationOveruse,
    pressureTerms,
  };
}

/** The same start day with nothing known of it: the patient's usual state, no extra terms. */
export function usualRiskInputs(model: PersonalModel, actual: RiskInputs): RiskInputs {
  const stationary = stationaryStress(model);
  return {
    startIndex: actual.startIndex,
    headacheProbability: model.baseRate,
    stressToday: stationary,
    stressBefore: stationary,
    sleepOff: null,
    intercept: model.intercept - model.level,
    medicationOveruse: false,
    pressureTerms: actual.pressureTerms.map(() => 0),
  };
}

/** Probabilities of a headache on today+1 .. today+5. */
export function propagateRisk(model: PersonalModel, timeline: Timeline, inputs: RiskInputs): number[] {
  const originIndex = timeline.length - 1;
  const { startIndex, headacheProbability, pressureTerms } = inputs;
  let distribution = new Float64Array(STATES);
  for (let before = 0; before < LEVELS; before += 1) {
    for (let now = 0; now < LEVELS; now += 1) {
      const mass = (inputs.stressBefore[before] ?? 0) * (inputs.stressToday[now] ?? 0);
      if (mass === 0) continue;
      distribution[stateIndex(1, before, now)] = mass * headacheProbability;
      distribution[stateIndex(0, before, now)] = mass * (1 - headacheProbability);
    }
  }
  const startSleepOff = inputs.sleepOff;

  const transitions = stressTransitions(model);
  const fixedTerm = inputs.intercept + (inputs.medicationOveruse ? PRIOR.medicationOveruse : 0);
  const probabilities: number[] = [];
  for (let day = startIndex + 1; day <= originIndex + HORIZON; day += 1) {
    const ahead = day - originIndex;
    const pressure = ahead >= 1 ? (pressureTerms[ahead - 1] ?? 0) : 0;
    const sleepOff = day === startIndex + 1 ? startSleepOff : null;
    const next = new Float64Array(STATES);
    let headacheMass = 0;
    for (let headache = 0; headache < 2; headache += 1) {
      for (let before = 0; before < LEVELS; before += 1) {
        for (let now = 0; now < LEVELS; now += 1) {
          const mass = distribution[stateIndex(headache, before, now)] ?? 0;
          if (mass < 1e-15) continue;
          const letdown = Math.min(THRESHOLDS.letdownCap, Math.max(0, before - now));
          const z = fixedTerm + pressure + model.persistence * headache + model.letdownPerPoint * letdown + PRIOR.stressPerPoint * (now + 1 - model.stressMean);
          const p =
            sleepOff === null
              ? model.sleepOffShare * sigmoid(z + PRIOR.sleepOff) + (1 - model.sleepOffShare) * sigmoid(z)
              : sigmoid(z + (sleepOff ? PRIOR.sleepOff : 0));
          headacheMass += mass * p;
          const row = transitions[now];
          if (!row) continue;
          for (let following = 0; following < LEVELS; following += 1) {
            const move = mass * (row[following] ?? 0);
            next[stateIndex(1, now, following)] = (next[stateIndex(1, now, following)] ?? 0) + move * p;
            next[stateIndex(0, now, following)] = (next[stateIndex(0, now, following)] ?? 0) + move * (1 - p);
          }
        }
      }
    }
    if (ahead >= 1) probabilities.push(headacheMass);
    distribution = next;
  }
  return probabilities;
}
