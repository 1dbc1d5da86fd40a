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
 * GET /api/profile/export?format=fhir: the patient's diary days and MIDAS scores as a FHIR R4
 * Bundle (docs/decisions/013). Recorded in the access trail like the JSON export.
 */
export async function exportFhirBundle({
  db,
  trail,
  patientId,
  clinicId,
  today,
  publicUrl,
  now = new Date(),
}: {
  db: Database;
  trail: AccessTrail;
  patientId: string;
  clinicId: string | null;
  today: string;
  publicUrl: string;
  now?: Date;
}): Promise<Bundle> {
  await recordAccess({ db, trail, actor: await loadAccessActor({ db, userId: patientId }), patientIds: [patientId], clinicId, action: 'profile.export' });
  const [[patient], days, midas] = await Promise.all([
    db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, patientId)),
    loadClinicalDiary({ db, patientId, today, days: ALL_DAYS }),
    listMidasScores({ db, patientId }),
  ]);
  const name = [patient?.name, patient?.surname].filter(Boolean).join(' ') || null;
  return buildFhirBundle({ patient: { id: patientId, name }, days, midas, generatedAt: now.toISOString(), publicUrl });
}
