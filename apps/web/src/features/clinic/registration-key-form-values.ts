import { z } from 'zod';
import { REGISTRATION_KEY_DAYS, REGISTRATION_KEY_USES } from '@cephalo/shared/clinic';
import { PlanNameSchema } from '@cephalo/shared/plans';

export const KeyRoleSchema = z.enum(['USER', 'DOCTOR']);

/** The new registration key form: the API's limits (CreateRegistrationKeySchema) in the form's words. */
export const KeyFormSchema = z.object({
  role: KeyRoleSchema,
  plan: PlanNameSchema,
  expires_in_days: z
    .number('Expires in (days) is a required field')
    .int()
    .min(REGISTRATION_KEY_DAYS.min, `At least ${REGISTRATION_KEY_DAYS.min} day`)
    .max(REGISTRATION_KEY_DAYS.max, `At most ${REGISTRATION_KEY_DAYS.max} days`),
  uses: z
    .number('Number of uses is a required field')
    .int()
    .min(REGISTRATION_KEY_USES.min, `At least ${REGISTRATION_KEY_USES.min} use`)
    .max(REGISTRATION_KEY_USES.max, `At most ${REGISTRATION_KEY_USES.max} uses`),
});
export type KeyFormValues = z.infer<typeof KeyFormSchema>;

/** A key for one patient on Premium, valid for the API's default number of days. */
export const emptyKeyForm = (): KeyFormValues => ({
  role: 'USER',
  plan: 'Premium',
  expires_in_days: REGISTRATION_KEY_DAYS.default,
  uses: REGISTRATION_KEY_USES.default,
});
