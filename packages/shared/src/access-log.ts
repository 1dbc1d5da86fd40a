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
  patient_id: z.string(),
  /** Null once the patient's account has been erased. */
  patient_name: z.string().nullable(),
});
export type AccessLogEntry = z.infer<typeof AccessLogEntrySchema>;

export const AccessLogSchema = z.array(AccessLogEntrySchema);

/** The clinic's trail with the result of checking its hash chain. */
export const ClinicAuditLogSchema = z.object({
  entries: AccessLogSchema,
  /** False when a row was changed or removed since it was written. */
  is_intact: z.boolean(),
});
export type ClinicAuditLog = z.infer<typeof ClinicAuditLogSchema>;
