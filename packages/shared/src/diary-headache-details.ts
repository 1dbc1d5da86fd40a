/** The associated symptoms of a headache, in the order the form shows them. */
export const HEADACHE_SYMPTOM_FIELDS = [
  'headache_associated_symptoms_nausea',
  'headache_associated_symptoms_light_sensitivity',
  'headache_associated_symptoms_sound_sensitivity',
  'headache_associated_symptoms_aura',
  'headache_associated_symptoms_visual_disturbances',
] as const;
export type HeadacheSymptomField = (typeof HEADACHE_SYMPTOM_FIELDS)[number];

/** The fields that describe the headache itself (spec section 4: shown only when there was one). */
export type HeadacheDetails = {
  headache_start: string | null;
  headache_end: string | null;
  headache_intensity: number | null;
  headache_duration: string | null;
  headache_pain_description: string | null;
  headache_pain_location: string | null;
} & Record<HeadacheSymptomField, boolean>;

/** The details of a day without headache. */
export const NO_HEADACHE_DETAILS: HeadacheDetails = {
  headache_start: null,
  headache_end: null,
  // Null, not the form's default of 1: a day without headache has no intensity (what the diary stores).
  headache_intensity: null,
  headache_duration: null,
  headache_pain_description: null,
  headache_pain_location: null,
  headache_associated_symptoms_nausea: false,
  headache_associated_symptoms_light_sensitivity: false,
  headache_associated_symptoms_sound_sensitivity: false,
  headache_associated_symptoms_aura: false,
  headache_associated_symptoms_visual_disturbances: false,
};

/**
 * Without a headache its details are emptied: they are hidden in the form, and a detail left from
 * an earlier answer (or sent by another client) must neither be saved nor counted. The one place
 * of this rule: the web form applies it to the body it sends, the server to the row it stores.
 */
export function clearHeadacheDetails<T extends { headache: 'yes' | 'no' } & HeadacheDetails>(values: T): Omit<T, keyof HeadacheDetails> & HeadacheDetails {
  return values.headache === 'yes' ? values : { ...values, ...NO_HEADACHE_DETAILS };
}
