import type { DatabaseOrTransaction } from '../../db/database';
import { appendToTrail } from './append-to-trail';
import type { AccessTrail } from './access-trail';
import type { AccessActor } from './record-access';

/**
 * A view of a list of patients (the doctor's list with each one's last 30 days, or the clinic
 * administrator's patient list): one row that names the patients shown (each of them sees it in
 * their own trail, the administrator sees how many), not one row per patient. An empty page
 * showed nobody's data and writes nothing.
 */
export async function recordPatientListView({
  db,
  trail,
  actor,
  patientIds,
  clinicId,
  action = 'patients.list',
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  actor: AccessActor;
  patientIds: string[];
  clinicId: string | null;
  action?: 'patients.list' | 'members.list';
}): Promise<void> {
  if (patientIds.length === 0) return;
  await appendToTrail({
    db,
    trail,
    clinicId,
    rows: [{ actorId: actor.id, actorRole: actor.role, actorName: actor.name, patientId: null, listedPatientIds: patientIds, action }],
  });
}
