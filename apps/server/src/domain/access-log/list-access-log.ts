import { and, desc, eq } from 'drizzle-orm';
import type { AccessLogEntry } from '@cephalo/shared/access-log';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, users } from '../../db/schema';
import { ACCESS_ACTIONS, type AccessAction } from './record-access';

const MAX_ROWS = 500;

/** The trail rows about one patient (their own view) or one clinic (its administrator's), newest first. */
export async function listAccessLog({ db, patientId, clinicId }: { db: DatabaseOrTransaction; patientId?: string; clinicId?: string }): Promise<AccessLogEntry[]> {
  const rows = await db
    .select({ id: accessLog.id, at: accessLog.at, actorName: accessLog.actorName, actorRole: accessLog.actorRole, action: accessLog.action, patientId: accessLog.patientId, patientName: users.name, patientSurname: users.surname, patientUsername: users.username })
    .from(accessLog)
    .leftJoin(users, eq(users.id, accessLog.patientId))
    .where(and(patientId ? eq(accessLog.patientId, patientId) : undefined, clinicId ? eq(accessLog.clinicId, clinicId) : undefined))
    .orderBy(desc(accessLog.id))
    .limit(MAX_ROWS);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actorName,
    actor_role: row.actorRole,
    action: row.action,
    description: ACCESS_ACTIONS[row.action as AccessAction] ?? row.action,
    patient_id: row.patientId,
    // An erased patient's rows stay in the trail without a name.
    patient_name: row.patientUsername ? [row.patientName, row.patientSurname].filter(Boolean).join(' ') || row.patientUsername : null,
  }));
}
