import { z } from 'zod';
import { RoleSchema } from './roles';

/** One row of the access trail, as the patient's profile and the clinic home show it. */
export const AccessLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_name: z.string(),
  actor_role: RoleSchema,
  action: z.string(),
  /** The action in words ("read the diary"). */
  description: z.string(),
  /** The patient whose data was read; null on a row for a list of patients (patient_count says how many). */
  patient_id: z.string().nullable(),
  /** The patient's name; once their account is erased, a pseudonym ("Patient 1a2b3c4d (account erased)"); null on a list row. */
  patient_name: z.string().nullable(),
  /** How many patients' data the row is about: 1, or how many a list showed. */
  patient_count: z.number().int().min(1),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogSchema = z.array(AccessLogEntrySchema);

/** The clinic's trail with the result of checking its hash chain. */
export const ClinicAuditLogSchema = z.object({
  entries: AccessLogSchema,
  /** False when a row was changed, removed or added without the trail's key since it was written. */
  is_intact: z.boolean(),
});
export type ClinicAuditLog = z.infer<typeof ClinicAuditLogSchema>;
