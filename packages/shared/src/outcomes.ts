import { z } from 'zod';

/**
 * Clinical outcomes of the diary (issue 17): monthly migraine, headache and acute medication days
 * with their overuse status, preventive treatments and their response, and the MIDAS disability
 * score. The counting rules live in packages/clinic/src/outcomes; see docs/decisions/013.
 */

const DateSchema = (name: string) => z.iso.date(`${name} must be a date in the form yyyy-MM-dd`);

/**
 * Acute medication classes as counted for ICHD-3 8.2. `gepant` also holds the ditan lasmiditan:
 * both are migraine-specific acute medicines without an ICHD-3 8.2 threshold of their own.
 */
export const ACUTE_MEDICATION_CLASSES = ['simple_analgesic', 'triptan', 'ergot', 'opioid', 'combination_analgesic', 'gepant'] as const;
export const AcuteMedicationClassSchema = z.enum(ACUTE_MEDICATION_CLASSES);
export type AcuteMedicationClass = z.infer<typeof AcuteMedicationClassSchema>;

/** `multiple_classes` is ICHD-3 8.2.6: several classes together, none over its own threshold. */
export const OveruseClassSchema = z.enum([...ACUTE_MEDICATION_CLASSES, 'multiple_classes']);
export type OveruseClass = z.infer<typeof OveruseClassSchema>;

/** `at_risk`: within 2 days below a threshold (our early warning, not an ICHD-3 category). */
export const OveruseSchema = z.object({
  status: z.enum(['none', 'at_risk', 'overuse']),
  classes: z.array(OveruseClassSchema),
});
export type Overuse = z.infer<typeof OveruseSchema>;

const periodCounts = {
  headache_days: z.number().int().min(0),
  migraine_days: z.number().int().min(0),
  acute_medication_days: z.number().int().min(0),
  /** Days with medication text that names no known acute medicine (not in the counts above). */
  unclassified_medication_days: z.number().int().min(0),
  acute_medication_days_by_class: z.record(AcuteMedicationClassSchema, z.number().int().min(0)),
  days_with_entry: z.number().int().min(0),
  /** Days of the period up to today; the rates are never extrapolated to the missing days. */
  days_counted: z.number().int().min(0),
  /** days_with_entry / days_counted: below 1 the month has gaps. */
  coverage: z.number().min(0).max(1),
  overuse: OveruseSchema,
};

export const MonthOutcomeSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  days_in_month: z.number().int().min(28).max(31),
  /** The current month is counted up to today only. */
  is_partial: z.boolean(),
  ...periodCounts,
});
export type MonthOutcome = z.infer<typeof MonthOutcomeSchema>;

export const WindowOutcomeSchema = z.object({ from: z.string(), to: z.string(), ...periodCounts });
export type WindowOutcome = z.infer<typeof WindowOutcomeSchema>;

/**
 * Generic names of commonly used migraine preventives for the picker; a picker aid, not a
 * recommendation. Any other name may be typed as free text.
 */
export const PREVENTIVE_MEDICINES = [
  { name: 'Propranolol', group: 'beta blocker' },
  { name: 'Metoprolol', group: 'beta blocker' },
  { name: 'Bisoprolol', group: 'beta blocker' },
  { name: 'Atenolol', group: 'beta blocker' },
  { name: 'Timolol', group: 'beta blocker' },
  { name: 'Topiramate', group: 'anticonvulsant' },
  { name: 'Valproate', group: 'anticonvulsant' },
  { name: 'Amitriptyline', group: 'antidepressant' },
  { name: 'Venlafaxine', group: 'antidepressant' },
  { name: 'Candesartan', group: 'angiotensin receptor blocker' },
  { name: 'Lisinopril', group: 'ACE inhibitor' },
  { name: 'Flunarizine', group: 'calcium channel blocker' },
  { name: 'Erenumab', group: 'CGRP antibody' },
  { name: 'Fremanezumab', group: 'CGRP antibody' },
  { name: 'Galcanezumab', group: 'CGRP antibody' },
  { name: 'Eptinezumab', group: 'CGRP antibody' },
  { name: 'OnabotulinumtoxinA', group: 'botulinum toxin' },
  { name: 'Atogepant', group: 'gepant' },
  { name: 'Rimegepant (every other day)', group: 'gepant' },
  { name: 'Magnesium', group: 'supplement' },
  { name: 'Riboflavin', group: 'supplement' },
] as const;

/** The longest name of a preventive treatment (the API's limit; the web form checks it too). */
export const TREATMENT_NAME_MAX = 100;

export const PreventiveTreatmentCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'name is required').max(TREATMENT_NAME_MAX, `name must be at most ${TREATMENT_NAME_MAX} characters`),
    started_on: DateSchema('started_on'),
    stopped_on: DateSchema('stopped_on')
      .nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine(({ started_on, stopped_on }) => stopped_on === null || stopped_on >= started_on, {
    message: 'stopped_on must not be before started_on',
    path: ['stopped_on'],
  });
export type PreventiveTreatmentCreate = z.input<typeof PreventiveTreatmentCreateSchema>;

export const PreventiveTreatmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  started_on: z.string(),
  stopped_on: z.string().nullable(),
});
export type PreventiveTreatment = z.infer<typeof PreventiveTreatmentSchema>;

const ResponseWindowSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days of the window up to today (the treatment window may still be running). */
  days_counted: z.number().int().min(0),
  days_with_entry: z.number().int().min(0),
  coverage: z.number().min(0).max(1),
  headache_days: z.number().int().min(0),
  migraine_days: z.number().int().min(0),
  /** Migraine days per 30 diary days; null below the minimum coverage. */
  migraine_days_per_30: z.number().min(0).nullable(),
  headache_days_per_30: z.number().min(0).nullable(),
});

export const TreatmentResponseSchema = z.object({
  status: z.enum(['too_early', 'stopped_early', 'not_enough_data', 'no_baseline_migraine_days', 'responder', 'non_responder']),
  baseline: ResponseWindowSchema,
  treatment: ResponseWindowSchema,
  /** ICHD-3 1.3 pattern in the baseline (>= 15 headache days with >= 8 migraine days per 30); null when unknown. */
  is_chronic_baseline: z.boolean().nullable(),
  /** 50, or 30 for a chronic migraine baseline. */
  responder_threshold_percent: z.number(),
  /** Fall in migraine days per 30 against the baseline, in percent (negative: more days); null when not computable. */
  reduction_percent: z.number().nullable(),
  minimum_coverage: z.number(),
});
export type TreatmentResponse = z.infer<typeof TreatmentResponseSchema>;

export const TreatmentWithResponseSchema = PreventiveTreatmentSchema.extend({ response: TreatmentResponseSchema });
export type TreatmentWithResponse = z.infer<typeof TreatmentWithResponseSchema>;

/** MIDAS (Stewart, Lipton et al.): five questions, days in the last 3 months (0..90 each). */
export const MIDAS_DAYS = { min: 0, max: 90 } as const;
/** MIDAS question B: the average pain of the headaches, 0 to 10. */
export const MIDAS_PAIN = { min: 0, max: 10 } as const;
const midasDays = (name: string) => {
  const outOfRange = `${name} must be from ${MIDAS_DAYS.min} to ${MIDAS_DAYS.max}`;
  return z
    .number({ error: `${name} is required` })
    .int(`${name} must be a whole number`)
    .min(MIDAS_DAYS.min, outOfRange)
    .max(MIDAS_DAYS.max, outOfRange);
};
const painOutOfRange = `average_pain must be from ${MIDAS_PAIN.min} to ${MIDAS_PAIN.max}`;
export const MidasAnswersSchema = z.object({
  missed_work_days: midasDays('missed_work_days'),
  reduced_work_days: midasDays('reduced_work_days'),
  missed_household_days: midasDays('missed_household_days'),
  reduced_household_days: midasDays('reduced_household_days'),
  missed_social_days: midasDays('missed_social_days'),
  /** Questions A and B: for the doctor, not part of the score. */
  headache_days: midasDays('headache_days').nullable().optional(),
  average_pain: z
    .number()
    .int('average_pain must be a whole number')
    .min(MIDAS_PAIN.min, painOutOfRange)
    .max(MIDAS_PAIN.max, painOutOfRange)
    .nullable()
    .optional(),
});
export type MidasAnswers = z.infer<typeof MidasAnswersSchema>;

/** The MIDAS items in the questionnaire's order: the five scored questions, then A and B. */
export const MIDAS_ITEMS = [
  'missed_work_days',
  'reduced_work_days',
  'missed_household_days',
  'reduced_household_days',
  'missed_social_days',
  'headache_days',
  'average_pain',
] as const satisfies readonly (keyof MidasAnswers)[];

/** Short labels of the MIDAS items (our wording, for lists, the report and the FHIR export). */
export const MIDAS_ITEM_LABELS: Record<keyof MidasAnswers, string> = {
  missed_work_days: 'Days of work or school missed',
  reduced_work_days: 'Days with work or school productivity halved or worse',
  missed_household_days: 'Days without household work',
  reduced_household_days: 'Days with household productivity halved or worse',
  missed_social_days: 'Days of family, social or leisure activities missed',
  headache_days: 'Headache days (not scored)',
  average_pain: 'Average pain 0-10 (not scored)',
};

export const MidasGradeSchema = z.enum(['I', 'II', 'III', 'IV']);
export type MidasGrade = z.infer<typeof MidasGradeSchema>;

export const MidasScoreSchema = z.object({
  id: z.string(),
  answered_on: z.string(),
  answers: MidasAnswersSchema,
  score: z.number().int().min(0).max(450),
  grade: MidasGradeSchema,
});
export type MidasScore = z.infer<typeof MidasScoreSchema>;

/** GET /api/outcomes?months=N */
export const OutcomesQuerySchema = z.object({
  months: z.coerce.number().int('months must be a whole number').min(1, 'months must be from 1 to 36').max(36, 'months must be from 1 to 36').default(12),
});
export type OutcomesQuery = z.infer<typeof OutcomesQuerySchema>;

export const OutcomesResponseSchema = z.object({
  months: z.array(MonthOutcomeSchema),
  window_28_days: WindowOutcomeSchema,
  treatments: z.array(TreatmentWithResponseSchema),
  midas_latest: MidasScoreSchema.nullable().optional(),
});
export type OutcomesResponse = z.infer<typeof OutcomesResponseSchema>;

/**
 * GET /api/report.pdf (and the doctor's /api/doctors/patients/{id}/report.pdf): the period of the
 * report. Both ends optional: `to` defaults to today, `from` to the first day of the month two
 * months before `to` (three calendar months). The route checks from <= to, to not after today and
 * at most 13 calendar months (`REPORT_MAX_MONTHS`), so one report stays one or two pages.
 */
export const REPORT_MAX_MONTHS = 13;
export const ReportQuerySchema = z.object({
  from: DateSchema('from').optional(),
  to: DateSchema('to').optional(),
});
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/** GET /api/profile/export: `fhir` gives a FHIR R4 Bundle; `json` (the default) the full Cephalo export. */
export const ProfileExportQuerySchema = z.object({ format: z.enum(['json', 'fhir']).default('json') });
