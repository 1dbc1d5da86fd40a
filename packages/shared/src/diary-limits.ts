/**
 * The limits of the diary entry (spec section 3), written once: the API's DiaryEntryInputSchema
 * and the web form's DiaryFormSchema are both built from them, so the two cannot drift apart.
 */

/** The most characters each free-text field of the diary takes. */
export const DIARY_TEXT_MAX = {
  headache_duration: 100,
  headache_pain_description: 500,
  headache_pain_location: 200,
  sleep_quality: 100,
  diet_meals: 500,
  hydration_level: 100,
  mood: 100,
  environmental_factors: 500,
  medication_taken: 300,
  medication_response: 300,
  therapeutic_activities: 500,
  notes: 2000,
} as const;
export type DiaryTextField = keyof typeof DIARY_TEXT_MAX;

/** Headache intensity and stress level: whole numbers on a 1 to 10 scale. */
export const DIARY_SCALE = { min: 1, max: 10 } as const;

/** Hours of sleep in a day. */
export const SLEEP_HOURS_RANGE = { min: 0, max: 24 } as const;

/** hh:mm on a 24-hour clock, as the pattern of a regular expression (the API also takes :ss after it). */
export const CLOCK_TIME_PATTERN = '([01]\\d|2[0-3]):[0-5]\\d';
