import { z } from 'zod';
import { DIARY_FIELD_LABELS, type DiaryEntry, type DiaryEntryInput } from '@cephalo/shared/diary';
import { HEADACHE_SYMPTOM_FIELDS, NO_HEADACHE_DETAILS, clearHeadacheDetails, type HeadacheSymptomField } from '@cephalo/shared/diary-headache-details';
import { CLOCK_TIME_PATTERN, DIARY_SCALE, DIARY_TEXT_MAX, SLEEP_HOURS_RANGE, type DiaryTextField } from '@cephalo/shared/diary-limits';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { todayIsoDate } from '../../lib/diary-dates';

// The limits are the API's (diary-limits); only the messages are the form's own, in words of spec section 5.
const optionalText = (field: DiaryTextField) => {
  const max = DIARY_TEXT_MAX[field];
  return z.string().max(max, `${DIARY_FIELD_LABELS[field]} must be at most ${max} characters`);
};
// The time input gives hh:mm; the API would also take seconds, the form never sends them.
const optionalTime = z.string().regex(new RegExp(`^$|^${CLOCK_TIME_PATTERN}$`), 'Please enter a time such as 07:30');
const scale = (params?: Parameters<typeof z.number>[0]) => z.number(params).int().min(DIARY_SCALE.min).max(DIARY_SCALE.max);
const { min: SLEEP_MIN, max: SLEEP_MAX } = SLEEP_HOURS_RANGE;

/**
 * What the form holds: empty text is '' (inputs are controlled), the API's nulls come back in
 * toDiaryEntryInput. Messages follow the "{field} is a required field" form of spec section 5.
 */
export const DiaryFormSchema = z.object({
  input_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is a required field')
    // Evaluated on every submit, so a form left open past midnight still knows today.
    .refine((date) => date <= todayIsoDate(), 'The date cannot be in the future'),
  headache: z.enum(['yes', 'no']),
  headache_start: optionalTime,
  headache_end: optionalTime,
  headache_intensity: scale(),
  headache_duration: optionalText('headache_duration'),
  headache_pain_description: optionalText('headache_pain_description'),
  headache_pain_location: optionalText('headache_pain_location'),
  headache_associated_symptoms_nausea: z.boolean(),
  headache_associated_symptoms_light_sensitivity: z.boolean(),
  headache_associated_symptoms_sound_sensitivity: z.boolean(),
  headache_associated_symptoms_aura: z.boolean(),
  headache_associated_symptoms_visual_disturbances: z.boolean(),
  sleep_hours: z
    .union([z.number(), z.literal('')])
    // A type guard: after it the value is a number (DiaryFormValues), while the input may be ''.
    .refine((hours): hours is number => hours !== '', 'Sleep hours is a required field')
    .refine((hours) => hours >= SLEEP_MIN && hours <= SLEEP_MAX, `Sleep hours must be from ${SLEEP_MIN} to ${SLEEP_MAX}`),
  sleep_quality: optionalText('sleep_quality'),
  diet_meals: optionalText('diet_meals'),
  hydration_level: optionalText('hydration_level'),
  stress_level: scale({ error: 'Stress level is a required field' }),
  mood: optionalText('mood'),
  environmental_factors: optionalText('environmental_factors'),
  medication_taken: optionalText('medication_taken'),
  medication_response: optionalText('medication_response'),
  therapeutic_activities: optionalText('therapeutic_activities'),
  notes: optionalText('notes'),
});
/** What the inputs hold (sleep hours may be empty). */
export type DiaryFormInput = z.input<typeof DiaryFormSchema>;
/** What a valid form hands to onSave. */
export type DiaryFormValues = z.output<typeof DiaryFormSchema>;

const fromText = (value: string | null): string => (value == null || value.trim() === 'None' ? '' : value);
const toText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

const TEXT_FIELDS = Object.keys(DIARY_TEXT_MAX) as DiaryTextField[];
/** Every free-text field of `source`, converted: the form and the API spell empty text differently. */
const convertTextFields = <From, To>(source: Record<DiaryTextField, From>, convert: (value: From) => To) =>
  Object.fromEntries(TEXT_FIELDS.map((field) => [field, convert(source[field])])) as Record<DiaryTextField, To>;
const symptomsOf = (source: Record<HeadacheSymptomField, boolean>) =>
  Object.fromEntries(HEADACHE_SYMPTOM_FIELDS.map((field) => [field, source[field]])) as Record<HeadacheSymptomField, boolean>;

/** The defaults of spec section 3: today, no headache, intensity 1, stress 1. */
export const emptyDiaryForm = (inputDate: string = todayIsoDate()): DiaryFormInput => ({
  input_date: inputDate,
  headache: 'no',
  headache_start: '',
  headache_end: '',
  headache_intensity: 1,
  ...symptomsOf(NO_HEADACHE_DETAILS),
  sleep_hours: '',
  stress_level: 1,
  ...convertTextFields(DIARY_TEXT_MAX, () => ''),
});

/** A stored entry as form values, for editing the entry of a chosen date. */
export const diaryEntryToForm = (entry: DiaryEntry): DiaryFormInput => ({
  input_date: entry.input_date,
  headache: entry.headache,
  headache_start: fromText(entry.headache_start).slice(0, 5),
  headache_end: fromText(entry.headache_end).slice(0, 5),
  headache_intensity: entry.headache_intensity ?? 1,
  ...symptomsOf(entry),
  sleep_hours: entry.sleep_hours,
  stress_level: entry.stress_level,
  ...convertTextFields(entry, fromText),
});

/**
 * The body of POST /api/diaries. Without a headache the hidden details are cleared by the shared
 * rule, exactly as the server stores them.
 */
export const toDiaryEntryInput = (values: DiaryFormValues, weather: WeatherSnapshot | null): DiaryEntryInput =>
  clearHeadacheDetails({
    ...values,
    headache_start: toText(values.headache_start),
    headache_end: toText(values.headache_end),
    ...convertTextFields(values, toText),
    sleep_hours: Math.round(values.sleep_hours * 10) / 10,
    weather,
  });
