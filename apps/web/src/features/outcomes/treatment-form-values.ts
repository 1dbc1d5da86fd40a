import { z } from 'zod';
import { TREATMENT_NAME_MAX, type PreventiveTreatment, type PreventiveTreatmentCreate } from '@cephalo/shared/outcomes';

/**
 * The treatment form as typed: dates from date inputs ('' when empty). The checks here are the
 * quick ones; the server's refusals (PreventiveTreatmentCreateSchema) show under their fields.
 */
export const TreatmentFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the medicine').max(TREATMENT_NAME_MAX, `At most ${TREATMENT_NAME_MAX} characters`),
    started_on: z.string().min(1, 'Enter the start date'),
    stopped_on: z.string(),
  })
  .refine(({ started_on, stopped_on }) => stopped_on === '' || stopped_on >= started_on, {
    message: 'The stop date must not be before the start',
    path: ['stopped_on'],
  });
export type TreatmentFormValues = z.infer<typeof TreatmentFormSchema>;

export const TREATMENT_FIELDS = ['name', 'started_on', 'stopped_on'] as const;

export const emptyTreatmentForm = (today: string): TreatmentFormValues => ({ name: '', started_on: today, stopped_on: '' });

/** A recorded treatment in the form, to change it. */
export const treatmentToForm = (treatment: PreventiveTreatment): TreatmentFormValues => ({
  name: treatment.name,
  started_on: treatment.started_on,
  stopped_on: treatment.stopped_on ?? '',
});

export const formToTreatment = (form: TreatmentFormValues): PreventiveTreatmentCreate => ({
  name: form.name.trim(),
  started_on: form.started_on,
  stopped_on: form.stopped_on === '' ? null : form.stopped_on,
});
