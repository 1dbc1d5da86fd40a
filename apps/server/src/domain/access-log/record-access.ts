import type { AccessAction } from '@cephalo/shared/access-log';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { appendToTrail } from './append-to-trail';
import type { AccessTrail } from './access-trail';
import { patientPseudonym } from './patient-pseudonym';

// Routes name the act they record by this type (its words live in the shared contract).
export type { AccessAction };

export interface AccessActor {
  id: string;
  role: Role;
  name: string;
}

/**
 * Appends one row per patient to the clinic's chain of the access trail. A patient's own action
 * (a download) is stored under their pseudonym, not their name, so an erasure leaves none.
 */
export async function recordAccess({
  db,
  trail,
  actor,
  patientIds,
  clinicId,
  action,
  unlessRecordedWithinMs,
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  actor: AccessActor;
  patientIds: string[];
  clinicId: string | null;
  action: AccessAction;
  /** Leave the row out if the same reader did the same to the same patient this recently (appendToTrail). */
  unlessRecordedWithinMs?: number;
}): Promise<void> {
  await appendToTrail({
    db,
    trail,
    clinicId,
    unlessRecordedWithinMs,
    rows: patientIds.map((patientId) => ({
      actorId: actor.id,
      actorRole: actor.role,
      actorName: actor.id === patientId ? patientPseudonym(patientId) : actor.name,
      patientId,
      listedPatientIds: null,
      action,
    })),
  });
}
