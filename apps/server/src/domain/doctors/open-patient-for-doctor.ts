import type { Database } from '../../db/database';
import type { AccessTrail } from '../access-log/access-trail';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess, type AccessAction } from '../access-log/record-access';
import { assertOwnPatient } from './assert-own-patient';

/**
 * A doctor's read of one patient's diary, outcomes, treatments, MIDAS scores or report: 404
 * unless the patient is theirs, then one row in the access trail before anything is read.
 */
export async function openPatientForDoctor({
  db,
  trail,
  doctorId,
  patientId,
  clinicId,
  action,
}: {
  db: Database;
  trail: AccessTrail;
  doctorId: string;
  patientId: string;
  clinicId: string | null;
  action: AccessAction;
}): Promise<void> {
  await assertOwnPatient({ db, doctorId, patientId });
  await recordAccess({ db, trail, actor: await loadAccessActor({ db, userId: doctorId }), patientIds: [patientId], clinicId, action });
}
