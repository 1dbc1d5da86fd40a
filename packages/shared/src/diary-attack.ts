import { z } from 'zod';
import { CLOCK_TIME_PATTERN, DIARY_FIELDS, DIARY_SCALE } from './diary-fields';
import { HEADACHE_SYMPTOM_FIELDS, type HeadacheSymptomField } from './diary-headache-details';

/**
 * A headache attack logged in a few taps ("Headache now", issue 34): it fills the diary entry of
 * the day it started (one entry per day, spec section 3), and a second attack of the same day is
 * merged into that entry, never lost (domain/diary/record-attack.ts on the server).
 */

/** When an attack started, in minutes before now: the presets the "Headache now" sheet offers. */
export const ATTACK_START_PRESETS = [0, 30, 60, 120] as const;

const CLOCK_TIME = new RegExp(`^${CLOCK_TIME_PATTERN}$`);
const clockTime = (name: string) => z.string({ error: `${name} is required` }).regex(CLOCK_TIME, `${name} must be a time in the form HH:mm`);
const attackDate = () => DIARY_FIELDS.input_date.input('input_date');

/**
 * POST /api/diaries/attacks. The date and start are the patient's own clock (as the browser reads
 * it), so an attack kept on the device and sent later still lands on its day. No end: the attack
 * is still going, and "It ended" records the end (AttackEndInputSchema).
 */
export const AttackInputSchema = z.object({
  input_date: attackDate(),
  headache_start: clockTime('headache_start'),
  headache_intensity: z
    .number({ error: 'headache_intensity is required' })
    .int('headache_intensity must be a whole number')
    .min(DIARY_SCALE.min, `headache_intensity must be from ${DIARY_SCALE.min} to ${DIARY_SCALE.max}`)
    .max(DIARY_SCALE.max, `headache_intensity must be from ${DIARY_SCALE.min} to ${DIARY_SCALE.max}`),
  headache_pain_location: DIARY_FIELDS.headache_pain_location.input(),
  symptoms: z
    .array(
      z.enum(HEADACHE_SYMPTOM_FIELDS as [HeadacheSymptomField, ...HeadacheSymptomField[]], { error: 'symptoms must name associated symptoms of the diary' }),
    )
    .max(HEADACHE_SYMPTOM_FIELDS.length)
    .default([]),
  medication_taken: DIARY_FIELDS.medication_taken.input(),
});
export type AttackInput = z.input<typeof AttackInputSchema>;
export type AttackValues = z.output<typeof AttackInputSchema>;

/** POST /api/diaries/attacks/end: the open attack of `input_date` ended at `headache_end`. */
export const AttackEndInputSchema = z.object({
  input_date: attackDate(),
  headache_end: clockTime('headache_end'),
});
export type AttackEndInput = z.infer<typeof AttackEndInputSchema>;

/** Whether the entry has an attack still going: a headache with a start and no end yet. */
export const hasOpenAttack = (entry: { headache: 'yes' | 'no'; headache_start: string | null; headache_end: string | null }): boolean =>
  entry.headache === 'yes' && entry.headache_start !== null && entry.headache_end === null;
