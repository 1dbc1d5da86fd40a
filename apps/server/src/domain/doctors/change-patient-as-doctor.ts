import type { Database } from '../../db/database';
import type { AccessTrail } from '../access-log/access-trail';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess } from '../access-log/record-access';
import { assertOwnPatient } from './assert-own-patient';

/**
 * A doctor's change to their own patient's preventive treatments: 404 unless the patient is
 * theirs; the change goes to the patient's access trail once it is made, so a refused change
 * leaves no row.
 */
export async function changePatientAsDoctor<T>({
  db,
  trail,
  doctorId,
  patientId,
  clinicId,
  change,
}: {
  db: Database;
  trail: AccessTrail;
  doctorId: string;
  patientId: string;
  clinicId: string | null;
  change: () => Promise<T>;
}): Promise<T> {
  await assertOwnPatient({ db, doctorId, patientId });
  const changed = await change();
  await recordAccess({ db, trail, actor: await loadAccessActor({ db, userId: doctorId }), patientIds: [patientId], clinicId, action: 'treatment.change' });
  return changed;
}
