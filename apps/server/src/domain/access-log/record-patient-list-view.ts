import type { DatabaseOrTransaction } from '../../db/database';
import { appendToTrail } from './append-to-trail';
import type { AccessTrail } from './access-trail';
import type { AccessActor } from './record-access';

/**
 * A doctor's view of their patient list, which shows each patient's last 30 days: one row that
 * names the patients shown (each of them sees it in their own trail), not one row per patient.
 * An empty page showed nobody's data and writes nothing.
 */
export async function recordPatientListView({
  db,
  trail,
  actor,
  patientIds,
  clinicId,
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  actor: AccessActor;
  patientIds: string[];
  clinicId: string | null;
}): Promise<void> {
  if (patientIds.length === 0) return;
  await appendToTrail({
    db,
    trail,
    clinicId,
    rows: [{ actorId: actor.id, actorRole: actor.role, actorName: actor.name, patientId: null, listedPatientIds: patientIds, action: 'patients.list' }],
  });
}
