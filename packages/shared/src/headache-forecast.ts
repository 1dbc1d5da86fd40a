import { z } from 'zod';

/**
 * What the headache forecast says about itself (issue 34): how much diary it stands on, and for
 * each of the five days the patient's usual chance and what moved the day away from it. Each
 * contribution is the model's own: the change in probability (-1 to 1) when that input takes its
 * real value instead of its usual one, added one input after the other in the order below, so the
 * usual chance plus the changes is the forecast (packages/clinic/src/forecast/forecast-contributions.ts).
 */
const change = z.number().min(-1).max(1);
const probability = z.number().min(0).max(1);
const stress = z.number().int().min(1).max(10);

export const ForecastContributionSchema = z.discriminatedUnion('factor', [
  /** Headache or none on the last diary day (within the last 30 days). */
  z.object({ factor: z.literal('recent_headache'), change, date: z.iso.date(), had_headache: z.boolean() }),
  /** Stress on the last diary day and the day before (a let-down, or stress above the usual). */
  z.object({ factor: z.literal('stress'), change, date: z.iso.date(), stress: stress.nullable(), stress_before: stress.nullable(), usual_stress: z.number() }),
  /** The night's sleep logged on the last diary day, against the patient's usual hours. */
  z.object({ factor: z.literal('sleep'), change, date: z.iso.date(), hours: z.number().min(0).max(24), usual_hours: z.number() }),
  /** Acute medication on 10 or more of the last 30 days (ICHD-3 8.2). */
  z.object({ factor: z.literal('medication'), change, days: z.number().min(0) }),
  /** More (or fewer) headache days in the last weeks than the patient's usual. */
  z.object({ factor: z.literal('recent_weeks'), change }),
  /** The forecast air-pressure change over the 24 h before the day (hPa; null when unknown for that day). */
  z.object({ factor: z.literal('weather'), change, pressure_change_hpa: z.number().nullable() }),
]);
export type ForecastContribution = z.infer<typeof ForecastContributionSchema>;
export type ForecastFactor = ForecastContribution['factor'];

export const ForecastDaySchema = z.object({
  date: z.iso.date(),
  probability,
  /** The chance on a day nothing is known about, from the patient's diary (or the population's). */
  usual_probability: probability,
  contributions: z.array(ForecastContributionSchema),
});
export type ForecastDay = z.infer<typeof ForecastDaySchema>;

export const ForecastExplanationSchema = z.object({
  /** Diary days the forecast read (the last three years). */
  diary_days: z.number().int().min(0),
  /** Diary days from which the forecast counts as the patient's own. */
  min_diary_days: z.number().int().min(1),
  /** False below `min_diary_days`: mostly the average for people with migraine, not yet the patient's. */
  is_personal: z.boolean(),
  /** 0-1: how much of the model's fitted parameters comes from the diary (docs/decisions/004). */
  personal_weight: probability,
  /** The chance of a headache day for people with migraine, the forecast's starting point. */
  typical_probability: probability,
  days: z.array(ForecastDaySchema),
});
export type ForecastExplanation = z.infer<typeof ForecastExplanationSchema>;
