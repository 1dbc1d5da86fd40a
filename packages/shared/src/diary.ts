import { z } from 'zod';
import { PATIENT_PAGE_MAX, PATIENT_SORT_KEYS, SORT_DIRECTIONS } from './patient-order';
import { CLOCK_TIME_PATTERN, DIARY_SCALE, DIARY_TEXT_MAX, SLEEP_HOURS_RANGE, type DiaryTextField } from './diary-limits';
import { WeatherSnapshotSchema } from './weather-snapshot';

/** Every field of the diary entry of spec section 3, in the order the form shows them. */
const TIME = new RegExp(`^${CLOCK_TIME_PATTERN}(:[0-5]\\d)?$`);
// Unlike optionalText (profiles: an absent field keeps its value), a diary entry is saved whole,
// so an absent text field means empty.
const text = (field: DiaryTextField) => {
  const max = DIARY_TEXT_MAX[field];
  return z.string().trim().max(max, `must be at most ${max} characters`).nullable().optional()
    .transform((value) => (value === '' || value === 'None' ? null : (value ?? null)));
};
const time = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value === '' || value == null ? null : value))
  .refine((value) => value === null || TIME.test(value), 'must be a time in the form HH:mm')
  .transform((value) => (value === null ? null : value.slice(0, 5)));
// A number field left empty arrives as null or "": treat it as missing, never as 0.
const emptyAsMissing = (value: unknown) => (value === null || value === '' ? undefined : value);
const { min: SCALE_MIN, max: SCALE_MAX } = DIARY_SCALE;
const scaleNumber = (label: string) =>
  z.number({ error: `${label} is required` }).int(`${label} must be a whole number`)
    .min(SCALE_MIN, `${label} must be from ${SCALE_MIN} to ${SCALE_MAX}`).max(SCALE_MAX, `${label} must be from ${SCALE_MIN} to ${SCALE_MAX}`);
const { min: SLEEP_MIN, max: SLEEP_MAX } = SLEEP_HOURS_RANGE;

export const DiaryEntryInputSchema = z.object({
  input_date: z.iso.date('input_date must be a date in the form yyyy-MM-dd'),
  headache: z.enum(['yes', 'no']).default('no'),
  headache_start: time,
  headache_end: time,
  headache_intensity: z.preprocess(emptyAsMissing, scaleNumber('headache_intensity').default(1)),
  headache_duration: text('headache_duration'),
  headache_pain_description: text('headache_pain_description'),
  headache_pain_location: text('headache_pain_location'),
  headache_associated_symptoms_nausea: z.boolean().default(false),
  headache_associated_symptoms_light_sensitivity: z.boolean().default(false),
  headache_associated_symptoms_sound_sensitivity: z.boolean().default(false),
  headache_associated_symptoms_aura: z.boolean().default(false),
  headache_associated_symptoms_visual_disturbances: z.boolean().default(false),
  sleep_hours: z.preprocess(
    emptyAsMissing,
    z.number({ error: 'sleep_hours is required' })
      .min(SLEEP_MIN, `sleep_hours must be from ${SLEEP_MIN} to ${SLEEP_MAX}`).max(SLEEP_MAX, `sleep_hours must be from ${SLEEP_MIN} to ${SLEEP_MAX}`)
      .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'sleep_hours takes steps of 0.1'),
  ),
  sleep_quality: text('sleep_quality'),
  diet_meals: text('diet_meals'),
  hydration_level: text('hydration_level'),
  stress_level: z.preprocess(emptyAsMissing, scaleNumber('stress_level')),
  mood: text('mood'),
  environmental_factors: text('environmental_factors'),
  medication_taken: text('medication_taken'),
  medication_response: text('medication_response'),
  therapeutic_activities: text('therapeutic_activities'),
  notes: text('notes'),
  weather: WeatherSnapshotSchema.nullable().optional(),
});
export type DiaryEntryInput = z.input<typeof DiaryEntryInputSchema>;
export type DiaryEntryValues = z.output<typeof DiaryEntryInputSchema>;

/** A stored entry as the API answers it. Headache details are empty when headache is "no" (clearHeadacheDetails). */
export const DiaryEntrySchema = z.object({
  id: z.string(),
  input_date: z.string(),
  headache: z.enum(['yes', 'no']),
  headache_start: z.string().nullable(),
  headache_end: z.string().nullable(),
  headache_intensity: z.number().int().nullable(),
  headache_duration: z.string().nullable(),
  headache_pain_description: z.string().nullable(),
  headache_pain_location: z.string().nullable(),
  headache_associated_symptoms_nausea: z.boolean(),
  headache_associated_symptoms_light_sensitivity: z.boolean(),
  headache_associated_symptoms_sound_sensitivity: z.boolean(),
  headache_associated_symptoms_aura: z.boolean(),
  headache_associated_symptoms_visual_disturbances: z.boolean(),
  sleep_hours: z.number(),
  sleep_quality: z.string().nullable(),
  diet_meals: z.string().nullable(),
  hydration_level: z.string().nullable(),
  stress_level: z.number().int(),
  mood: z.string().nullable(),
  environmental_factors: z.string().nullable(),
  medication_taken: z.string().nullable(),
  medication_response: z.string().nullable(),
  therapeutic_activities: z.string().nullable(),
  notes: z.string().nullable(),
  weather: WeatherSnapshotSchema.nullable(),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;
export const DiaryEntryListSchema = z.array(DiaryEntrySchema);

const DiaryDateSchema = (name: string) => z.iso.date(`${name} must be a date in the form yyyy-MM-dd`);

/**
 * GET /diaries/user/?from=&to=: the entries of a date range (both ends included), so the calendar
 * reads the month it shows, not the whole history. Without parameters the call returns every entry.
 */
export const DiaryRangeQuerySchema = z
  .object({ from: DiaryDateSchema('from').optional(), to: DiaryDateSchema('to').optional() })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, { message: 'from must not be after to', path: ['from'] });
export type DiaryRangeQuery = z.infer<typeof DiaryRangeQuerySchema>;

/** Most entries one page of the doctor's view may ask for: a year of days. */
export const DIARY_PAGE_MAX = 366;

/**
 * GET /diaries/user/{patientId}?limit=&before=: one page of a patient's entries, newest first,
 * for their doctor. `before` (excluded) is the oldest date of the page already shown; without
 * `limit` every entry comes (the specification's meaning).
 */
export const DiaryPageQuerySchema = z.object({
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(DIARY_PAGE_MAX, `limit must be at most ${DIARY_PAGE_MAX}`).optional(),
  before: DiaryDateSchema('before').optional(),
});
export type DiaryPageQuery = z.infer<typeof DiaryPageQuerySchema>;

/** Labels in words for the diary views (calendar modal, doctor's cards): only filled fields are shown. */
export const DIARY_FIELD_LABELS: Record<Exclude<keyof DiaryEntry, 'id' | 'weather'>, string> = {
  input_date: 'Date',
  headache: 'Headache',
  headache_start: 'Headache start',
  headache_end: 'Headache end',
  headache_intensity: 'Headache intensity',
  headache_duration: 'Headache duration',
  headache_pain_description: 'Pain description',
  headache_pain_location: 'Pain location',
  headache_associated_symptoms_nausea: 'Nausea',
  headache_associated_symptoms_light_sensitivity: 'Light sensitivity',
  headache_associated_symptoms_sound_sensitivity: 'Sound sensitivity',
  headache_associated_symptoms_aura: 'Aura',
  headache_associated_symptoms_visual_disturbances: 'Visual disturbances',
  sleep_hours: 'Sleep hours',
  sleep_quality: 'Sleep quality',
  diet_meals: 'Diet and meals',
  hydration_level: 'Hydration level',
  stress_level: 'Stress level',
  mood: 'Mood',
  environmental_factors: 'Environmental factors',
  medication_taken: 'Medication taken',
  medication_response: 'Medication response',
  therapeutic_activities: 'Therapeutic activities',
  notes: 'Notes',
};

/** GET /api/predict/diaries: `predictions[0]` holds the headache probabilities of the next five days. */
export const PredictionResponseSchema = z.object({ predictions: z.array(z.array(z.number().min(0).max(1))) });
export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

/** GET /api/doctors/patients */
export const DoctorPatientSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  /** The 30 days up to today (issue 17), counted as packages/clinic/src/outcomes counts them. */
  migraine_days_30: z.number().int().min(0),
  headache_days_30: z.number().int().min(0),
  acute_medication_days_30: z.number().int().min(0),
  days_with_entry_30: z.number().int().min(0),
  /** ICHD-3 8.2 thresholds over those 30 days; `at_risk` is our early warning (docs/decisions/013). */
  overuse_status: z.enum(['none', 'at_risk', 'overuse']),
  /** Migraine days per 30 diary days, last 30 days against the 30 before; null when either has under 80 % of its days logged. */
  migraine_days_trend: z.enum(['up', 'down', 'same']).nullable(),
});
export const DoctorPatientListSchema = z.array(DoctorPatientSchema);

/**
 * GET /doctors/patients?offset=&limit=&sort=&direction=&search=: one page of the doctor's list,
 * in the chosen order (patient-order.ts), of the patients matching `search`. The number that match
 * comes in the x-total-count header. Without parameters every patient comes, by surname (the
 * specification's meaning).
 */
export const DoctorPatientListQuerySchema = z.object({
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must not be negative').max(1_000_000, 'offset is too large').optional(),
  limit: z.coerce.number().int('limit must be a whole number').min(1, 'limit must be at least 1').max(PATIENT_PAGE_MAX, `limit must be at most ${PATIENT_PAGE_MAX}`).optional(),
  sort: z.enum(PATIENT_SORT_KEYS, { error: `sort must be one of ${PATIENT_SORT_KEYS.join(', ')}` }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: `direction must be one of ${SORT_DIRECTIONS.join(', ')}` }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type DoctorPatientListQuery = z.infer<typeof DoctorPatientListQuerySchema>;
export type DoctorPatient = z.infer<typeof DoctorPatientSchema>;
