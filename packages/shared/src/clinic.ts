import { z } from 'zod';
import { EmailFieldSchema, PasswordFieldSchema, UsernameFieldSchema } from './account-fields';
import { DoctorPatientListQuerySchema } from './diary';
import { PlanNameSchema } from './plans';
import { optionalText } from './profile-text';
import { RoleSchema } from './roles';

/** GET /api/clinic/{id} and GET /api/admin-clinic */
export const ClinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  profile_photo_url: z.string().nullable(),
});
export type Clinic = z.infer<typeof ClinicSchema>;

/** PUT /api/admin-clinic */
export const ClinicUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Enter the clinic name').max(200, 'The clinic name must be at most 200 characters').optional(),
  phone_number: optionalText('phone_number', 40),
  // No validation in the specification's clinic form: any text ("our Facebook page") is kept; the card links only what reads as an address.
  website: optionalText('website', 300),
  address: optionalText('address', 300),
  city: optionalText('city', 100),
  state: optionalText('state', 100),
  country: optionalText('country', 100),
  zip: optionalText('zip', 20),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type ClinicUpdate = z.input<typeof ClinicUpdateSchema>;

/** POST /api/admin-clinic/users and /doctors: a new verified account of the administrator's clinic. */
export const NewClinicUserSchema = z.object({
  email: EmailFieldSchema,
  username: UsernameFieldSchema,
  password: PasswordFieldSchema,
  name: optionalText('name', 100),
  surname: optionalText('surname', 100),
  phone_number: optionalText('phone_number', 40),
  bio: optionalText('bio', 1000),
  /** Patients only: the clinic's doctor who looks after them. */
  doctor_id: z.uuid('doctor_id must be a doctor id').nullable().optional(),
  /** Patients only (default Premium); doctors get Premium. */
  plan: PlanNameSchema.optional(),
});
export type NewClinicUser = z.input<typeof NewClinicUserSchema>;

/** Items of GET /api/admin-clinic/users and /doctors */
export const ClinicMemberSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string(),
  username: z.string(),
  phone_number: z.string().nullable(),
  plan_name: z.string(),
  doctor_id: z.string().nullable(),
  doctor_name: z.string().nullable(),
  /** False until the member has verified the e-mail address: such a doctor cannot sign in yet. */
  can_sign_in: z.boolean(),
});
export type ClinicMember = z.infer<typeof ClinicMemberSchema>;
export const ClinicMemberListSchema = z.array(ClinicMemberSchema);

/**
 * GET /api/admin-clinic/users and /doctors: one page (offset, limit) of the members, by surname,
 * that match `search` (the doctor's list's rules, usernames too); the x-total-count header says
 * how many match. Without them, every member (the specification's meaning).
 */
export const ClinicMemberListQuerySchema = DoctorPatientListQuerySchema.pick({ offset: true, limit: true, search: true });
export type ClinicMemberListQuery = z.infer<typeof ClinicMemberListQuerySchema>;

/** PATCH /api/admin-clinic/users/{id}: reassign a patient's doctor or plan. */
export const ClinicPatientUpdateSchema = z
  .object({
    doctor_id: z.uuid('doctor_id must be a doctor id').nullable().optional(),
    plan: PlanNameSchema.optional(),
  })
  .refine((changes) => changes.doctor_id !== undefined || changes.plan !== undefined, 'Send the change to make: doctor_id, plan or both.');

/** Registration keys of a clinic (the key text itself only in the creation answer). */
export const RegistrationKeySummarySchema = z.object({
  id: z.string(),
  key_prefix: z.string(),
  role: RoleSchema,
  plan_name: z.string(),
  expires_at: z.string(),
  uses_left: z.number().int(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type RegistrationKeySummary = z.infer<typeof RegistrationKeySummarySchema>;
export const RegistrationKeyListSchema = z.array(RegistrationKeySummarySchema);
/** How long a new registration key lasts and how many accounts it opens: limits and defaults (the web form's too). */
export const REGISTRATION_KEY_DAYS = { min: 1, max: 365, default: 30 } as const;
export const REGISTRATION_KEY_USES = { min: 1, max: 1000, default: 1 } as const;
export const CreateRegistrationKeySchema = z.object({
  role: z.enum(['USER', 'DOCTOR'], 'role must be USER or DOCTOR'),
  plan: PlanNameSchema.default('Premium'),
  expires_in_days: z.coerce
    .number()
    .int()
    .min(REGISTRATION_KEY_DAYS.min, `expires_in_days must be ${REGISTRATION_KEY_DAYS.min} or more`)
    .max(REGISTRATION_KEY_DAYS.max, `expires_in_days must be at most ${REGISTRATION_KEY_DAYS.max}`)
    .default(REGISTRATION_KEY_DAYS.default),
  uses: z.coerce
    .number()
    .int()
    .min(REGISTRATION_KEY_USES.min, `uses must be ${REGISTRATION_KEY_USES.min} or more`)
    .max(REGISTRATION_KEY_USES.max, `uses must be at most ${REGISTRATION_KEY_USES.max}`)
    .default(REGISTRATION_KEY_USES.default),
});
export const CreatedRegistrationKeySchema = RegistrationKeySummarySchema.extend({ key: z.string() });
export type CreatedRegistrationKey = z.infer<typeof CreatedRegistrationKeySchema>;
