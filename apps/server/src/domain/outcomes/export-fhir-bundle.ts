import { eq } from 'drizzle-orm';
import type { Bundle } from 'fhir/r4';
import { buildFhirBundle } from '@cephalo/clinic/outcomes/build-fhir-bundle';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { loadAccessActor } from '../access-log/load-access-actor';
import type { AccessTrail } from '../access-log/access-trail';
import { recordAccess } from '../access-log/record-access';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { listMidasScores } from './list-midas-scores';

/** Every diary day: the diary cannot hold dates before the app existed, so a century reaches them all. */
const ALL_DAYS = 100 * 366;

/**
 * The patient's diary days and MIDAS scores as a FHIR R4 Bundle (docs/decisions/013), for the
 * patient (GET /api/profile/export?format=fhir) or their own doctor (GET
 * /api/doctors/patients/{id}/fhir, whose ownership the route has checked). Recorded in the
 * access trail first, as "downloaded the FHIR record", whoever downloads it (docs/decisions/028).
 */
export async function exportFhirBundle({
  db,
  trail,
  patientId,
  readerId = patientId,
  clinicId,
  today,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  trail: AccessTrail;
  patientId: string;
  /** Who downloads it: the patient (the default) or their doctor. */
  readerId?: string;
  clinicId: string | null;
  today: string;
  publicUrl: string;
  now?: Date;
}): Promise<Bundle> {
  await recordAccess({ db, trail, actor: await loadAccessActor({ db, userId: readerId }), patientIds: [patientId], clinicId, action: 'fhir.export' });
  const [[patient], days, midas] = await Promise.all([
    db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, patientId)),
    loadClinicalDiary({ db, patientId, today, days: ALL_DAYS }),
    listMidasScores({ db, patientId }),
  ]);
  const name = [patient?.name, patient?.surname].filter(Boolean).join(' ') || null;
  return buildFhirBundle({ patient: { id: patientId, name }, days, midas, generatedAt: now.toISOString(), publicUrl });
}
