import { z } from 'zod';
import type { DiaryEntry, DiaryEntryInput } from '@cephalo/shared/diary';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { todayIsoDate } from '../../lib/diary-dates';

const optionalText = (max: number, label: string) => z.string().max(max, `${label} must be at most ${max} characters`);
const optionalTime = z.string().regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time such as 07:30');

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
  headache_intensity: z.number().int().min(1).max(10),
  headache_duration: optionalText(100, 'Headache duration'),
  headache_pain_description: optionalText(500, 'Pain description'),
  headache_pain_location: optionalText(200, 'Pain location'),
  headache_associated_symptoms_nausea: z.boolean(),
  headache_associated_symptoms_light_sensitivity: z.boolean(),
  headache_associated_symptoms_sound_sensitivity: z.boolean(),
  headache_associated_symptoms_aura: z.boolean(),
  headache_associated_symptoms_visual_disturbances: z.boolean(),
  sleep_hours: z
    .union([z.number(), z.literal('')])
    // A type guard: after it the value is a number (DiaryFormValues), while the input may be ''.
    .refine((hours): hours is number => hours !== '', 'Sleep hours is a required field')
    .refine((hours) => hours >= 0 && hours <= 24, 'Sleep hours must be from 0 to 24'),
  sleep_quality: optionalText(100, 'Sleep quality'),
  diet_meals: optionalText(500, 'Diet and meals'),
  hydration_level: optionalText(100, 'Hydration level'),
  stress_level: z.number({ error: 'Stress level is a required field' }).int().min(1).max(10),
  mood: optionalText(100, 'Mood'),
  environmental_factors: optionalText(500, 'Environmental factors'),
  medication_taken: optionalText(300, 'Medication taken'),
  medication_response: optionalText(300, 'Medication response'),
  therapeutic_activities: optionalText(500, 'Therapeutic activities'),
  notes: optionalText(2000, 'Notes'),
});
/** What the inputs hold (sleep hours may be empty). */
export type DiaryFormInput = z.input<typeof DiaryFormSchema>;
/** What a valid form hands to onSave. */
export type DiaryFormValues = z.output<typeof DiaryFormSchema>;

/** The defaults of spec section 3: today, no headache, intensity 1, stress 1. */
export const emptyDiaryForm = (inputDate: string = todayIsoDate()): DiaryFormInput => ({
  input_date: inputDate,
  headache: 'no',
  headache_start: '',
  headache_end: '',
  headache_intensity: 1,
  headache_duration: '',
  headache_pain_description: '',
  headache_pain_location: '',
  headache_associated_symptoms_nausea: false,
  headache_associated_symptoms_light_sensitivity: false,
  headache_associated_symptoms_sound_sensitivity: false,
  headache_associated_symptoms_aura: false,
  headache_associated_symptoms_visual_disturbances: false,
  sleep_hours: '',
  sleep_quality: '',
  diet_meals: '',
  hydration_level: '',
  stress_level: 1,
  mood: '',
  environmental_factors: '',
  medication_taken: '',
  medication_response: '',
  therapeutic_activities: '',
  notes: '',
});

const fromText = (value: string | null): string => (value == null || value.trim() === 'None' ? '' : value);

/** A stored entry as form values, for editing the entry of a chosen date. */
export const diaryEntryToForm = (entry: DiaryEntry): DiaryFormInput => ({
  input_date: entry.input_date,
  headache: entry.headache,
  headache_start: fromText(entry.headache_start).slice(0, 5),
  headache_end: fromText(entry.headache_end).slice(0, 5),
  headache_intensity: entry.headache_intensity ?? 1,
  headache_duration: fromText(entry.headache_duration),
  headache_pain_description: fromText(entry.headache_pain_description),
  headache_pain_location: fromText(entry.headache_pain_location),
  headache_associated_symptoms_nausea: entry.headache_associated_symptoms_nausea,
  headache_associated_symptoms_light_sensitivity: entry.headache_associated_symptoms_light_sensitivity,
  headache_associated_symptoms_sound_sensitivity: entry.headache_associated_symptoms_sound_sensitivity,
  headache_associated_symptoms_aura: entry.headache_associated_symptoms_aura,
  headache_associated_symptoms_visual_disturbances: entry.headache_associated_symptoms_visual_disturbances,
  sleep_hours: entry.sleep_hours,
  sleep_quality: fromText(entry.sleep_quality),
  diet_meals: fromText(entry.diet_meals),
  hydration_level: fromText(entry.hydration_level),
  stress_level: entry.stress_level,
  mood: fromText(entry.mood),
  environmental_factors: fromText(entry.environmental_factors),
  medication_taken: fromText(entry.medication_taken),
  medication_response: fromText(entry.medication_response),
  therapeutic_activities: fromText(entry.therapeutic_activities),
  notes: fromText(entry.notes),
});

const toText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body of POST /api/diaries. Without a headache the details are cleared (they are hidden, and
 * a detail left from an earlier answer must not be saved); intensity keeps its default of 1.
 */
export const toDiaryEntryInput = (values: DiaryFormValues, weather: WeatherSnapshot | null): DiaryEntryInput => {
  const hasHeadache = values.headache === 'yes';
  const detail = <T,>(value: T, empty: T): T => (hasHeadache ? value : empty);
  return {
    input_date: values.input_date,
    headache: values.headache,
    headache_start: detail(toText(values.headache_start), null),
    headache_end: detail(toText(values.headache_end), null),
    headache_intensity: detail(values.headache_intensity, 1),
    headache_duration: detail(toText(values.headache_duration), null),
    headache_pain_description: detail(toText(values.headache_pain_description), null),
    headache_pain_location: detail(toText(values.headache_pain_location), null),
    headache_associated_symptoms_nausea: detail(values.headache_associated_symptoms_nausea, false),
    headache_associated_symptoms_light_sensitivity: detail(values.headache_associated_symptoms_light_sensitivity, false),
    headache_associated_symptoms_sound_sensitivity: detail(values.headache_associated_symptoms_sound_sensitivity, false),
    headache_associated_symptoms_aura: detail(values.headache_associated_symptoms_aura, false),
    headache_associated_symptoms_visual_disturbances: detail(values.headache_associated_symptoms_visual_disturbances, false),
    sleep_hours: Math.round(values.sleep_hours * 10) / 10,
    sleep_quality: toText(values.sleep_quality),
    diet_meals: toText(values.diet_meals),
    hydration_level: toText(values.hydration_level),
    stress_level: values.stress_level,
    mood: toText(values.mood),
    environmental_factors: toText(values.environmental_factors),
    medication_taken: toText(values.medication_taken),
    medication_response: toText(values.medication_response),
    therapeutic_activities: toText(values.therapeutic_activities),
    notes: toText(values.notes),
    weather,
  };
};
