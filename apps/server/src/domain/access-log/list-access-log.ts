import { and, arrayContains, desc, eq, or, type SQL } from 'drizzle-orm';
import { ACCESS_ACTIONS, type AccessAction, type AccessLogEntry } from '@cephalo/shared/access-log';
import type { DatabaseOrTransaction } from '../../db/database';
import { accessLog, users } from '../../db/schema';
import { patientPseudonym } from './patient-pseudonym';

/** The most rows one view shows (and checks). */
export const MAX_ROWS = 500;

export type AccessRow = Awaited<ReturnType<typeof selectAccessRows>>[number];

/**
 * The trail rows about one patient (their own view: rows about them alone and lists that showed
 * them) or one clinic (its administrator's, narrowed by `where`), newest first, with what sealed
 * them: at most `limit` rows after the first `offset`.
 */
export async function selectAccessRows({
  db,
  patientId,
  clinicId,
  where,
  offset = 0,
  limit = MAX_ROWS,
}: {
  db: DatabaseOrTransaction;
  patientId?: string;
  clinicId?: string;
  where?: SQL | undefined;
  offset?: number;
  limit?: number;
}) {
  const aboutPatient = patientId ? or(eq(accessLog.patientId, patientId), arrayContains(accessLog.listedPatientIds, [patientId])) : undefined;
  return db
    .select({
      id: accessLog.id,
      at: accessLog.at,
      actorId: accessLog.actorId,
      actorName: accessLog.actorName,
      actorRole: accessLog.actorRole,
      action: accessLog.action,
      patientId: accessLog.patientId,
      listedPatientIds: accessLog.listedPatientIds,
      clinicId: accessLog.clinicId,
      previousHash: accessLog.previousHash,
      hash: accessLog.hash,
      chainVersion: accessLog.chainVersion,
      patientName: users.name,
      patientSurname: users.surname,
      patientUsername: users.username,
    })
    .from(accessLog)
    .leftJoin(users, eq(users.id, accessLog.patientId))
    .where(and(aboutPatient, clinicId ? eq(accessLog.clinicId, clinicId) : undefined, where))
    .orderBy(desc(accessLog.id))
    .offset(offset)
    .limit(limit);
}

/**
 * A row as the patient and the administrator read it. The patient's name comes from their
 * account while it exists; once erased, the trail names them by pseudonym only.
 */
export function describeAccessRow(row: AccessRow): AccessLogEntry {
  const currentName = row.patientUsername ? [row.patientName, row.patientSurname].filter(Boolean).join(' ') || row.patientUsername : null;
  const patientName = row.patientId ? (currentName ?? `${patientPseudonym(row.patientId)} (account erased)`) : null;
  const isOwnAction = row.patientId !== null && row.actorId === row.patientId;
  const patientCount = row.listedPatientIds?.length ?? 1;
  const description = ACCESS_ACTIONS[row.action as AccessAction] ?? row.action;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_name: isOwnAction ? (currentName ?? row.actorName) : row.actorName,
    actor_role: row.actorRole,
    action: row.action,
    description: row.listedPatientIds ? `${description} (${patientCount} shown)` : description,
    patient_id: row.patientId,
    patient_name: patientName,
    patient_count: patientCount,
  };
}

/** The trail rows about one patient or one clinic, newest first, as they are shown. */
export async function listAccessLog({
  db,
  patientId,
  clinicId,
}: {
  db: DatabaseOrTransaction;
  patientId?: string;
  clinicId?: string;
}): Promise<AccessLogEntry[]> {
  return (await selectAccessRows({ db, patientId, clinicId })).map(describeAccessRow);
}
