import { z } from 'zod';
import { RoleSchema } from './roles';

/** What the trail records, in the words patients and administrators read (docs/decisions/010, 028). */
export const ACCESS_ACTIONS = {
  'patient.open': 'opened the patient’s record (diary, numbers, treatments, MIDAS)',
  'patients.list': 'listed their patients with each one’s last 30 days',
  'members.list': 'listed the clinic’s patients',
  'report.read': 'read the report',
  'fhir.export': 'downloaded the FHIR record',
  'profile.export': 'downloaded all data',
  'treatment.change': 'changed a preventive treatment',
  'doctor.change': 'changed the doctor',
  'plan.change': 'changed the plan',
  // Rows written before decision 028, when each part of a patient's record was a row of its own.
  'diary.read': 'read the diary',
  'outcomes.read': 'read the monthly headache numbers',
  'treatments.read': 'read the preventive treatments',
  'midas.read': 'read the MIDAS scores',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;

/** The acts an administrator can filter by; "opened the patient's record" also finds the older per-part reads. */
export const ACCESS_ACTION_FILTERS = [
  'patient.open',
  'patients.list',
  'members.list',
  'report.read',
  'fhir.export',
  'profile.export',
  'treatment.change',
  'doctor.change',
  'plan.change',
] as const satisfies readonly AccessAction[];
export const AccessActionFilterSchema = z.enum(ACCESS_ACTION_FILTERS, { error: 'action must be one of the trail’s acts' });
export type AccessActionFilter = z.infer<typeof AccessActionFilterSchema>;

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

export const AUDIT_LOG_PAGE_MAX = 100;
const searchText = (field: string) =>
  z
    .string()
    .trim()
    .max(100, `${field} must be at most 100 characters`)
    .optional()
    .transform((value) => value || undefined);
const instant = (field: string) => z.iso.datetime({ offset: true, error: `${field} must be a date and time (ISO 8601)` }).optional();

/**
 * GET /api/admin-clinic/audit-log (and .csv): the administrator's filters. `who` and `patient`
 * match words of a name or username (a patient also by the pseudonym "Patient 1a2b3c4d"),
 * `from` and `to` bound the time (to exclusive), `offset` and `limit` cut one page.
 */
export const ClinicAuditLogQuerySchema = z.object({
  who: searchText('who'),
  patient: searchText('patient'),
  action: AccessActionFilterSchema.optional(),
  from: instant('from'),
  to: instant('to'),
  offset: z.coerce.number({ error: 'offset must be a number' }).int().min(0, 'offset must be at least 0').max(10_000_000).default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(AUDIT_LOG_PAGE_MAX, `limit must be at most ${AUDIT_LOG_PAGE_MAX}`)
    .default(50),
});
export type ClinicAuditLogQuery = z.input<typeof ClinicAuditLogQuerySchema>;

/** The clinic's trail (one page of what the filters match) with the result of checking its hash chain. */
export const ClinicAuditLogSchema = z.object({
  entries: AccessLogSchema,
  /** How many rows the filters match in all. */
  total: z.number().int().min(0),
  /** False when a row was changed, removed or added without the trail's key since it was written. */
  is_intact: z.boolean(),
});
export type ClinicAuditLog = z.infer<typeof ClinicAuditLogSchema>;

/** The header of the CSV download that says whether the chain checked out when it was made. */
export const TRAIL_INTACT_HEADER = 'x-trail-intact';
