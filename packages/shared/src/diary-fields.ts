import { z } from 'zod';
import { WeatherSnapshotSchema } from './weather-snapshot';

/**
 * The one declaration of the diary entry's fields (spec section 3), in the order the form shows
 * them: name, kind, limits, label, and whether the field describes the headache itself. The API's
 * input and response schemas and the labels (diary.ts), the headache details
 * (diary-headache-details.ts), the web form's schema and defaults (diary-form-values.ts) and the
 * row mapping of the server (diary-entry-row.ts) are all derived from it; the Drizzle table is
 * checked against it by a test (docs/decisions/021).
 */

/** Headache intensity and stress level: whole numbers on a 1 to 10 scale (spec sections 3, 5 and 9). */
export const DIARY_SCALE = { min: 1, max: 10 } as const;

/** hh:mm on a 24-hour clock, as the pattern of a regular expression (the API also takes :ss after it). */
export const CLOCK_TIME_PATTERN = '([01]\\d|2[0-3]):[0-5]\\d';

interface FieldOptions<IsHeadacheDetail extends boolean = false> {
  /** The field in words, as the diary views and the form show it. */
  label: string;
  /** Shown only when there was a headache, and emptied when there was none (spec section 4). */
  isHeadacheDetail?: IsHeadacheDetail;
}
const headacheDetail = <IsHeadacheDetail extends boolean>(isHeadacheDetail: IsHeadacheDetail | undefined) => (isHeadacheDetail ?? false) as IsHeadacheDetail;

// Each kind of field says what it is in the API's input (`input`, given the field's name for the
// messages) and in the API's answer (`response`). The web form and the database row read `kind`.

const dateField = ({ label }: FieldOptions) => ({
  kind: 'date' as const,
  label,
  isHeadacheDetail: false as const,
  input: (name: string) => z.iso.date(`${name} must be a date in the form yyyy-MM-dd`),
  response: () => z.string(),
});

const yesNoField = ({ label, default: fallback }: FieldOptions & { default: 'yes' | 'no' }) => ({
  kind: 'yes_no' as const,
  label,
  isHeadacheDetail: false as const,
  default: fallback,
  input: () => z.enum(['yes', 'no']).default(fallback),
  response: () => z.enum(['yes', 'no']),
});

const TIME = new RegExp(`^${CLOCK_TIME_PATTERN}(:[0-5]\\d)?$`);
const timeInput = z
  .string()
  .trim()
  .nullable()
  .optional()
  .transform((value) => (value === '' || value == null ? null : value))
  .refine((value) => value === null || TIME.test(value), 'must be a time in the form HH:mm')
  .transform((value) => (value === null ? null : value.slice(0, 5)));
const timeField = <IsHeadacheDetail extends boolean = false>({ label, isHeadacheDetail }: FieldOptions<IsHeadacheDetail>) => ({
  kind: 'time' as const,
  label,
  isHeadacheDetail: headacheDetail(isHeadacheDetail),
  input: () => timeInput,
  response: () => z.string().nullable(),
});

// A number field left empty arrives as null or "": treat it as missing, never as 0.
const emptyAsMissing = (value: unknown) => (value === null || value === '' ? undefined : value);
const scaleNumber = (name: string) => {
  const outOfRange = `${name} must be from ${DIARY_SCALE.min} to ${DIARY_SCALE.max}`;
  return z
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number`)
    .min(DIARY_SCALE.min, outOfRange)
    .max(DIARY_SCALE.max, outOfRange);
};
/** A 1 to 10 scale that may be left out: the API fills `default`, and a day without headache stores none. */
const scaleField = <IsHeadacheDetail extends boolean = false>({
  label,
  isHeadacheDetail,
  default: fallback,
}: FieldOptions<IsHeadacheDetail> & { default: number }) => ({
  kind: 'scale' as const,
  label,
  isHeadacheDetail: headacheDetail(isHeadacheDetail),
  isRequired: false as const,
  default: fallback,
  input: (name: string) => z.preprocess(emptyAsMissing, scaleNumber(name).default(fallback)),
  response: () => z.number().int().nullable(),
});
/**
 * A 1 to 10 scale the diary form requires; `default` is where the form starts, POST /diaries
 * requires a value. A stored entry may still lack it: a day begun by a quick attack record
 * (domain/diary/record-attack.ts) has no answer yet until the patient completes it in the form.
 */
const requiredScaleField = ({ label, default: fallback }: FieldOptions & { default: number }) => ({
  kind: 'scale' as const,
  label,
  isHeadacheDetail: false as const,
  isRequired: true as const,
  default: fallback,
  input: (name: string) => z.preprocess(emptyAsMissing, scaleNumber(name)),
  response: () => z.number().int().nullable(),
});

// Unlike optionalText (profiles: an absent field keeps its value), a diary entry is saved whole,
// so an absent text field means empty.
const textField = <IsHeadacheDetail extends boolean = false>({ label, isHeadacheDetail, max }: FieldOptions<IsHeadacheDetail> & { max: number }) => ({
  kind: 'text' as const,
  label,
  isHeadacheDetail: headacheDetail(isHeadacheDetail),
  max,
  input: () =>
    z
      .string()
      .trim()
      .max(max, `must be at most ${max} characters`)
      .nullable()
      .optional()
      .transform((value) => (value === '' || value === 'None' ? null : (value ?? null))),
  response: () => z.string().nullable(),
});

/** An associated symptom of the headache, ticked or not; `column` is its shorter name in the database. */
const symptomField = ({ label, column }: FieldOptions & { column: string }) => ({
  kind: 'symptom' as const,
  label,
  isHeadacheDetail: true as const,
  column,
  input: () => z.boolean().default(false),
  response: () => z.boolean(),
});

/**
 * Hours of a day, in steps of `step`: required by the diary form and POST /diaries, missing only
 * in a day begun by a quick attack record, until the patient completes it (as requiredScaleField).
 */
const hoursField = ({ label, min, max, step }: FieldOptions & { min: number; max: number; step: number }) => ({
  kind: 'hours' as const,
  label,
  isHeadacheDetail: false as const,
  min,
  max,
  step,
  input: (name: string) => {
    const perHour = Math.round(1 / step);
    return z.preprocess(
      emptyAsMissing,
      z
        .number({ error: `${name} is required` })
        .min(min, `${name} must be from ${min} to ${max}`)
        .max(max, `${name} must be from ${min} to ${max}`)
        .refine((value) => Math.abs(value * perHour - Math.round(value * perHour)) < 1e-9, `${name} takes steps of ${step}`),
    );
  },
  response: () => z.number().nullable(),
});

/** The stored weather details of the day (not typed in the form: it comes with the entry). */
const weatherField = ({ label }: FieldOptions) => ({
  kind: 'weather' as const,
  label,
  isHeadacheDetail: false as const,
  input: () => WeatherSnapshotSchema.nullable().optional(),
  response: () => WeatherSnapshotSchema.nullable(),
});

export const DIARY_FIELDS = {
  input_date: dateField({ label: 'Date' }),
  headache: yesNoField({ label: 'Headache', default: 'no' }),
  headache_start: timeField({ label: 'Headache start', isHeadacheDetail: true }),
  headache_end: timeField({ label: 'Headache end', isHeadacheDetail: true }),
  headache_intensity: scaleField({ label: 'Headache intensity', isHeadacheDetail: true, default: 1 }),
  headache_duration: textField({ label: 'Headache duration', isHeadacheDetail: true, max: 100 }),
  headache_pain_description: textField({ label: 'Pain description', isHeadacheDetail: true, max: 500 }),
  headache_pain_location: textField({ label: 'Pain location', isHeadacheDetail: true, max: 200 }),
  headache_associated_symptoms_nausea: symptomField({ label: 'Nausea', column: 'symptom_nausea' }),
  headache_associated_symptoms_light_sensitivity: symptomField({ label: 'Light sensitivity', column: 'symptom_light_sensitivity' }),
  headache_associated_symptoms_sound_sensitivity: symptomField({ label: 'Sound sensitivity', column: 'symptom_sound_sensitivity' }),
  headache_associated_symptoms_aura: symptomField({ label: 'Aura', column: 'symptom_aura' }),
  headache_associated_symptoms_visual_disturbances: symptomField({ label: 'Visual disturbances', column: 'symptom_visual_disturbances' }),
  sleep_hours: hoursField({ label: 'Sleep hours', min: 0, max: 24, step: 0.1 }),
  sleep_quality: textField({ label: 'Sleep quality', max: 100 }),
  diet_meals: textField({ label: 'Diet and meals', max: 500 }),
  hydration_level: textField({ label: 'Hydration level', max: 100 }),
  stress_level: requiredScaleField({ label: 'Stress level', default: 1 }),
  mood: textField({ label: 'Mood', max: 100 }),
  environmental_factors: textField({ label: 'Environmental factors', max: 500 }),
  medication_taken: textField({ label: 'Medication taken', max: 300 }),
  medication_response: textField({ label: 'Medication response', max: 300 }),
  therapeutic_activities: textField({ label: 'Therapeutic activities', max: 500 }),
  notes: textField({ label: 'Notes', max: 2000 }),
  weather: weatherField({ label: 'Weather' }),
};

type DiaryFields = typeof DIARY_FIELDS;
export type DiaryFieldName = keyof DiaryFields;
export type DiaryField = DiaryFields[DiaryFieldName];
export type DiaryFieldKind = DiaryField['kind'];
/** The names of the fields of one kind (`DiaryFieldNameOfKind<'text'>`: the free-text fields). */
export type DiaryFieldNameOfKind<Kind extends DiaryFieldKind> = {
  [Name in DiaryFieldName]: DiaryFields[Name]['kind'] extends Kind ? Name : never;
}[DiaryFieldName];

/** Every field name, in the order of the declaration (the form's order). */
export const DIARY_FIELD_NAMES = Object.keys(DIARY_FIELDS) as DiaryFieldName[];

/** The names of the fields of one kind, in the order of the declaration. */
export const diaryFieldNamesOfKind = <Kind extends DiaryFieldKind>(kind: Kind) =>
  DIARY_FIELD_NAMES.filter((name): name is DiaryFieldNameOfKind<Kind> => DIARY_FIELDS[name].kind === kind);
