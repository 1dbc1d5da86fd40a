import { trailReaderRead, type CachedReads } from '../../cache/cached-reads';
import type { Database } from '../../db/database';
import type { AccessTrail } from '../access-log/access-trail';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess, type AccessAction } from '../access-log/record-access';
import { wasRecordedWithin } from '../access-log/was-recorded-within';
import { assertOwnPatient } from './assert-own-patient';

/** The parts of a patient's record that one look at their page reads together: one act in the trail. */
const RECORD_READS: ReadonlySet<AccessAction> = new Set(['diary.read', 'outcomes.read', 'treatments.read', 'midas.read', 'patient.open']);

/**
 * How long one opening of a patient's record lasts in the trail: the page reads its diary,
 * numbers, treatments and MIDAS scores (and more diary pages as the doctor scrolls) in separate
 * requests; within this window they are the one act the doctor did (docs/decisions/028).
 */
export const PATIENT_OPEN_WINDOW_MS = 10 * 60 * 1000;

/**
 * A doctor's read of one patient's diary, outcomes, treatments, MIDAS scores or report: 404
 * unless the patient is theirs, then recorded in the access trail before anything is read. The
 * parts of the record are one row "opened the patient's record" per ten minutes; a report or a
 * download is a row of its own each time. With `reads`, the ownership and the reader's name come
 * from the instance's kept reads, and an opening this instance knows is recorded costs no query
 * (issue 35, point 7).
 */
export async function openPatientForDoctor({
  db,
  reads,
  trail,
  doctorId,
  patientId,
  clinicId,
  action,
}: {
  db: Database;
  reads?: CachedReads;
  trail: AccessTrail;
  doctorId: string;
  patientId: string;
  clinicId: string | null;
  action: AccessAction;
}): Promise<void> {
  await assertOwnPatient({ db, reads, doctorId, patientId });
  const isRecordRead = RECORD_READS.has(action);
  // Within the window (the page's every request after its opening) the row is there: known here or
  // one query, and the doctor's name, which only a new row needs, is not loaded.
  if (isRecordRead && (await wasRecordedWithin({ db, trail, actorId: doctorId, patientId, action: 'patient.open', withinMs: PATIENT_OPEN_WINDOW_MS }))) return;
  await recordAccess({
    db,
    trail,
    actor: reads ? await reads.read(trailReaderRead, doctorId, {}) : await loadAccessActor({ db, userId: doctorId }),
    patientIds: [patientId],
    clinicId,
    action: isRecordRead ? 'patient.open' : action,
    ...(isRecordRead ? { unlessRecordedWithinMs: PATIENT_OPEN_WINDOW_MS } : {}),
  });
}
