import { z } from 'zod';
import type { DiaryEntry, DiaryEntryInput } from '@cephalo/shared/diary';
import { CLOCK_TIME_PATTERN, DIARY_FIELDS, DIARY_FIELD_NAMES, DIARY_SCALE, type DiaryField, type DiaryFieldName } from '@cephalo/shared/diary-fields';
import { clearHeadacheDetails } from '@cephalo/shared/diary-headache-details';
import type { WeatherSnapshot } from '@cephalo/shared/weather-snapshot';
import { todayIsoDate } from '../../lib/diary-dates';

type DiaryFields = typeof DIARY_FIELDS;
/** Every field is typed in the form except the weather, which comes with the entry. */
type FormFieldName = Exclude<DiaryFieldName, 'weather'>;
type FormField = DiaryFields[FormFieldName];
type FormKind = FormField['kind'];
type FieldOfKind<Kind extends FormKind> = Extract<DiaryField, { kind: Kind }>;
const FORM_FIELD_NAMES = DIARY_FIELD_NAMES.filter((name): name is FormFieldName => name !== 'weather');

// The time input gives hh:mm; the API would also take seconds, the form never sends them.
const formTime = z.string().regex(new RegExp(`^$|^${CLOCK_TIME_PATTERN}$`), 'Please enter a time such as 07:30');

/**
 * Each kind of field in the form, with the limits of the API (diary-fields.ts); only the messages
 * are the form's own, in the "{field} is a required field" words of spec section 5.
 */
const FORM_SCHEMA_OF_KIND = {
  date: ({ label }: FieldOfKind<'date'>) =>
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a required field`)
      // Evaluated on every submit, so a form left open past midnight still knows today.
      .refine((date) => date <= todayIsoDate(), 'The date cannot be in the future'),
  yes_no: () => z.enum(['yes', 'no']),
  time: () => formTime,
  scale: ({ label, isRequired }: FieldOfKind<'scale'>) =>
    z
      .number(isRequired ? { error: `${label} is a required field` } : undefined)
      .int()
      .min(DIARY_SCALE.min)
      .max(DIARY_SCALE.max),
  text: ({ label, max }: FieldOfKind<'text'>) => z.string().max(max, `${label} must be at most ${max} characters`),
  symptom: () => z.boolean(),
  hours: ({ label, min, max }: FieldOfKind<'hours'>) =>
    z
      .union([z.number(), z.literal('')])
      // A type guard: after it the value is a number (DiaryFormValues), while the input may be ''.
      .refine((hours): hours is number => hours !== '', `${label} is a required field`)
      .refine((hours) => hours >= min && hours <= max, `${label} must be from ${min} to ${max}`),
} satisfies { [Kind in FormKind]: (field: FieldOfKind<Kind>) => z.ZodType };
type FormShape = { [Name in FormFieldName]: ReturnType<(typeof FORM_SCHEMA_OF_KIND)[DiaryFields[Name]['kind']]> };

/**
 * What the form holds: empty text is '' (inputs are controlled), the API's nulls come back in
 * toDiaryEntryInput.
 */
export const DiaryFormSchema = z.object(
  Object.fromEntries(
    FORM_FIELD_NAMES.map((name) => {
      const field = DIARY_FIELDS[name];
      return [name, (FORM_SCHEMA_OF_KIND[field.kind] as (field: FormField) => z.ZodType)(field)];
    }),
  ) as FormShape,
);
/** What the inputs hold (sleep hours may be empty). */
export type DiaryFormInput = z.input<typeof DiaryFormSchema>;
/** What a valid form hands to onSave. */
export type DiaryFormValues = z.output<typeof DiaryFormSchema>;

const fromText = (value: string | null): string => (value == null || value.trim() === 'None' ? '' : value);
const toText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** How a kind of field starts, reads a stored entry, and goes to the API: the form and the API spell empty differently. */
interface FormValueConversions<Kind extends FormKind> {
  empty: (field: FieldOfKind<Kind>, inputDate: string) => unknown;
  fromEntry: (value: never, field: FieldOfKind<Kind>) => unknown;
  toInput: (value: never, field: FieldOfKind<Kind>) => unknown;
}
const same = <Value>(value: Value) => value;
const FORM_VALUES_OF_KIND: { [Kind in FormKind]: FormValueConversions<Kind> } = {
  date: { empty: (_field, inputDate) => inputDate, fromEntry: same, toInput: same },
  yes_no: { empty: (field) => field.default, fromEntry: same, toInput: same },
  time: { empty: () => '', fromEntry: (value: string | null) => fromText(value).slice(0, 5), toInput: toText },
  // A day stored without headache has no intensity: the slider starts at the default again.
  scale: { empty: (field) => field.default, fromEntry: (value: number | null, field) => value ?? field.default, toInput: same },
  text: { empty: () => '', fromEntry: fromText, toInput: toText },
  symptom: { empty: () => false, fromEntry: same, toInput: same },
  // The number input may hold 6.30000001; the API takes steps of the field's step (0.1: tenths).
  hours: {
    empty: () => '',
    fromEntry: (value: number | null) => value ?? '',
    toInput: (value: number, { step }) => Math.round(value * Math.round(1 / step)) / Math.round(1 / step),
  },
};
/** One value for each field of the form, in the order of the declaration. */
const formValues = <Result>(value: (name: FormFieldName, field: FormField, conversions: FormValueConversions<FormKind>) => unknown) =>
  Object.fromEntries(
    FORM_FIELD_NAMES.map((name) => {
      const field = DIARY_FIELDS[name];
      return [name, value(name, field, FORM_VALUES_OF_KIND[field.kind] as FormValueConversions<FormKind>)];
    }),
  ) as Result;

/** The defaults of spec section 3: today, no headache, intensity 1, stress 1. */
export const emptyDiaryForm = (inputDate: string = todayIsoDate()): DiaryFormInput =>
  formValues<DiaryFormInput>((_name, field, { empty }) => empty(field, inputDate));

/** A stored entry as form values, for editing the entry of a chosen date. */
export const diaryEntryToForm = (entry: DiaryEntry): DiaryFormInput =>
  formValues<DiaryFormInput>((name, field, { fromEntry }) => fromEntry(entry[name] as never, field));

/**
 * The body of POST /api/diaries. Without a headache the hidden details are cleared by the shared
 * rule, exactly as the server stores them.
 */
export const toDiaryEntryInput = (values: DiaryFormValues, weather: WeatherSnapshot | null): DiaryEntryInput =>
  clearHeadacheDetails({
    ...formValues<DiaryFormValues>((name, field, { toInput }) => toInput(values[name] as never, field)),
    weather,
  });
