import { z } from 'zod';
import { DIARY_FIELDS, DIARY_FIELD_NAMES, type DiaryFieldName } from './diary-fields';
import { ForecastExplanationSchema } from './headache-forecast';
import { OVERUSE_FILTERS, PATIENT_PAGE_MAX, PATIENT_SORT_KEYS, SORT_DIRECTIONS, TREND_FILTERS } from './patient-order';
import { ATTENTION_REASONS } from './patient-triage';

type DiaryFields = typeof DIARY_FIELDS;

/** POST /diaries: every field of the diary entry (diary-fields.ts), with the API's defaults and limits. */
export const DiaryEntryInputSchema = z.object(
  Object.fromEntries(DIARY_FIELD_NAMES.map((name) => [name, DIARY_FIELDS[name].input(name)])) as {
    [Name in DiaryFieldName]: ReturnType<DiaryFields[Name]['input']>;
  },
);
export type DiaryEntryInput = z.input<typeof DiaryEntryInputSchema>;
export type DiaryEntryValues = z.output<typeof DiaryEntryInputSchema>;

/** A stored entry as the API answers it. Headache details are empty when headache is "no" (clearHeadacheDetails). */
export const DiaryEntrySchema = z.object({
  id: z.string(),
  ...(Object.fromEntries(DIARY_FIELD_NAMES.map((name) => [name, DIARY_FIELDS[name].response()])) as {
    [Name in DiaryFieldName]: ReturnType<DiaryFields[Name]['response']>;
  }),
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
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(DIARY_PAGE_MAX, `limit must be at most ${DIARY_PAGE_MAX}`)
    .optional(),
  before: DiaryDateSchema('before').optional(),
});
export type DiaryPageQuery = z.infer<typeof DiaryPageQuerySchema>;

type LabelledField = Exclude<DiaryFieldName, 'weather'>;
/** Labels in words for the diary views (calendar modal, doctor's cards): only filled fields are shown. */
export const DIARY_FIELD_LABELS = Object.fromEntries(
  DIARY_FIELD_NAMES.flatMap((name) => (name === 'weather' ? [] : [[name, DIARY_FIELDS[name].label]])),
) as Record<LabelledField, string>;

/**
 * GET /api/predict/diaries: `predictions[0]` holds the headache probabilities of the next five days;
 * `explanation` says how much diary they stand on and what moved each day (issue 34).
 */
export const PredictionResponseSchema = z.object({ predictions: z.array(z.array(z.number().min(0).max(1))), explanation: ForecastExplanationSchema });
export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

/**
 * GET /api/doctors/patients: a row of the doctor's triage list (issue 35). The numbers are of the
 * last 28 days up to today (outcome-windows.ts), counted as packages/clinic/src/outcomes counts them.
 */
export const DoctorPatientSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  migraine_days_28: z.number().int().min(0),
  /** The 28 days before those, for the trend's words. */
  migraine_days_previous_28: z.number().int().min(0),
  headache_days_28: z.number().int().min(0),
  acute_medication_days_28: z.number().int().min(0),
  days_with_entry_28: z.number().int().min(0),
  /** ICHD-3 8.2 thresholds over those 28 days; `at_risk` is our early warning (docs/decisions/013). */
  overuse_status: z.enum(['none', 'at_risk', 'overuse']),
  /** Migraine days per 28 diary days against the 28 days before; null when either has under 80 % of its days logged. */
  migraine_days_trend: z.enum(['up', 'down', 'same']).nullable(),
  /** The date of the newest entry, and the days since (0: today); null when the patient has written none. */
  last_entry_on: z.string().nullable(),
  days_since_last_entry: z.number().int().min(0).nullable(),
  /** Why the patient needs attention, most urgent first (patient-triage.ts); empty when nothing calls for it. */
  attention_reasons: z.array(z.enum(ATTENTION_REASONS)),
});
export const DoctorPatientListSchema = z.array(DoctorPatientSchema);

/**
 * GET /api/doctors/patients/{id}: the head of the patient's page, the same row as in the list with
 * the dates of the two windows it counts (outcome-windows.ts). Opening it is the one access-trail
 * row of a visit to the page; the page's other reads add none.
 */
export const DoctorPatientOverviewSchema = DoctorPatientSchema.extend({
  recent_window: z.object({ from: z.string(), to: z.string() }),
  previous_window: z.object({ from: z.string(), to: z.string() }),
});
export type DoctorPatientOverview = z.infer<typeof DoctorPatientOverviewSchema>;

const wholeNumber = (name: string) =>
  z.coerce.number().int(`${name} must be a whole number`).min(0, `${name} must not be negative`).max(366, `${name} must be at most 366`).optional();

/**
 * GET /doctors/patients?offset=&limit=&sort=&direction=&search=&<filters>: one page of the
 * doctor's list, in the chosen order (patient-order.ts), of the patients matching `search` and
 * the filters. The number that match comes in the x-total-count header. Without parameters every
 * patient comes, by surname (the specification's meaning); the screen asks for `sort=attention`.
 */
export const DoctorPatientListQuerySchema = z.object({
  offset: z.coerce.number().int('offset must be a whole number').min(0, 'offset must not be negative').max(1_000_000, 'offset is too large').optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PATIENT_PAGE_MAX, `limit must be at most ${PATIENT_PAGE_MAX}`)
    .optional(),
  sort: z.enum(PATIENT_SORT_KEYS, { error: `sort must be one of ${PATIENT_SORT_KEYS.join(', ')}` }).optional(),
  direction: z.enum(SORT_DIRECTIONS, { error: `direction must be one of ${SORT_DIRECTIONS.join(', ')}` }).optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  needs_attention: z
    .enum(['true', 'false'], { error: 'needs_attention must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  overuse: z.enum(OVERUSE_FILTERS, { error: `overuse must be one of ${OVERUSE_FILTERS.join(', ')}` }).optional(),
  trend: z.enum(TREND_FILTERS, { error: `trend must be one of ${TREND_FILTERS.join(', ')}` }).optional(),
  min_migraine_days: wholeNumber('min_migraine_days'),
  min_days_since_entry: wholeNumber('min_days_since_entry'),
  max_days_recorded: wholeNumber('max_days_recorded'),
});
export type DoctorPatientListQuery = z.infer<typeof DoctorPatientListQuerySchema>;
export type DoctorPatient = z.infer<typeof DoctorPatientSchema>;
