import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { appendToTrail } from './append-to-trail';
import type { AccessTrail } from './access-trail';
import { patientPseudonym } from './patient-pseudonym';

/** What the trail records (shown to patients and administrators in these words). */
export const ACCESS_ACTIONS = {
  'diary.read': 'read the diary',
  'members.list': 'listed the clinic’s patients',
  'patients.list': 'listed their patients with each one’s last 30 days',
  'profile.export': 'downloaded all data',
  'report.read': 'read the report',
  'outcomes.read': 'read the monthly headache numbers',
  'treatments.read': 'read the preventive treatments',
  'midas.read': 'read the MIDAS scores',
  'treatment.change': 'changed a preventive treatment',
  'doctor.change': 'changed the doctor',
  'plan.change': 'changed the plan',
} as const;
export type AccessAction = keyof typeof ACCESS_ACTIONS;

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
}: {
  db: DatabaseOrTransaction;
  trail: AccessTrail;
  actor: AccessActor;
  patientIds: string[];
  clinicId: string | null;
  action: AccessAction;
}): Promise<void> {
  await appendToTrail({
    db,
    trail,
    clinicId,
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
