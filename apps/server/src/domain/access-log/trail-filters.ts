import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AccessAction, AccessActionFilter } from '@cephalo/shared/access-log';
import { accessLog, users } from '../../db/schema';

/** What an administrator narrows the clinic's trail to (GET /api/admin-clinic/audit-log). */
export interface TrailFilters {
  who?: string | undefined;
  patient?: string | undefined;
  action?: AccessActionFilter | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The acts each filter finds: opening a record also finds the older rows of its parts. */
const ACTIONS_OF: Record<AccessActionFilter, AccessAction[]> = {
  'patient.open': ['patient.open', 'diary.read', 'outcomes.read', 'treatments.read', 'midas.read'],
  'patients.list': ['patients.list'],
  'members.list': ['members.list'],
  'report.read': ['report.read'],
  'fhir.export': ['fhir.export'],
  'profile.export': ['profile.export'],
  'treatment.change': ['treatment.change'],
  'doctor.change': ['doctor.change'],
  'plan.change': ['plan.change'],
};

/** `text` as a LIKE pattern that finds it anywhere, its own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The clinic's accounts whose name, surname, both, or username contain the text. */
const accountsNamed = (clinicId: string, text: string, role?: 'USER') =>
  sql`(select ${users.id} from ${users} where ${users.clinicId} = ${clinicId}${role ? sql` and ${users.role} = ${role}` : sql``}
      and (concat_ws(' ', ${users.name}, ${users.surname}) ilike ${containing(text)} or ${users.username} ilike ${containing(text)}))`;

/** "Patient 1a2b3c4d" or "1a2b3c4d": the pseudonym's id start, to find an erased patient's rows. */
const pseudonymPrefix = (text: string): string | null => /^(?:patient\s+)?([0-9a-f]{4,8})\b/i.exec(text)?.[1]?.toLowerCase() ?? null;

/**
 * The SQL condition of the filters on one clinic's rows. Names are matched against the accounts
 * as they are now (so a patient's own download, stored under a pseudonym, is found by their
 * name) and against the name stored in the row (a doctor since renamed or erased).
 */
export function trailFilterCondition(clinicId: string, filters: TrailFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(accessLog.clinicId, clinicId)];
  if (filters.who) {
    const prefix = pseudonymPrefix(filters.who);
    conditions.push(
      or(
        sql`${accessLog.actorId} in ${accountsNamed(clinicId, filters.who)}`,
        sql`${accessLog.actorName} ilike ${containing(filters.who)}`,
        prefix ? sql`${accessLog.actorId}::text like ${`${prefix}%`}` : undefined,
      ),
    );
  }
  if (filters.patient) {
    const named = accountsNamed(clinicId, filters.patient, 'USER');
    const prefix = pseudonymPrefix(filters.patient);
    conditions.push(
      or(
        sql`${accessLog.patientId} in ${named}`,
        sql`${accessLog.listedPatientIds} && array${named}`,
        prefix ? sql`${accessLog.patientId}::text like ${`${prefix}%`}` : undefined,
        prefix ? sql`exists (select 1 from unnest(${accessLog.listedPatientIds}) as listed(id) where listed.id::text like ${`${prefix}%`})` : undefined,
      ),
    );
  }
  if (filters.action) conditions.push(inArray(accessLog.action, ACTIONS_OF[filters.action]));
  if (filters.from) conditions.push(gte(accessLog.at, new Date(filters.from)));
  if (filters.to) conditions.push(lt(accessLog.at, new Date(filters.to)));
  return and(...conditions);
}

/** Whether any filter narrows the trail (then the rows shown are not one stretch of the chain). */
export const isFiltered = (filters: TrailFilters): boolean => Boolean(filters.who || filters.patient || filters.action || filters.from || filters.to);
