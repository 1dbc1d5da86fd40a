import { and, eq } from 'drizzle-orm';
import { ownPatientIdsRead, type CachedReads } from '../../cache/cached-reads';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** Each kept list of ids as a set, found by the kept array itself (a new load is a new array). */
const idSets = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * 404 unless the patient is assigned to this doctor: a doctor reads only their own patients.
 * With `reads`, from the doctor's kept patient ids (cache/cached-reads.ts: dropped on every
 * instance when a patient of theirs is reassigned, changes role or is erased, as their kept list
 * and the diary it shows are), so a page's every request does not ask the database (issue 35,
 * point 7); without, one indexed query.
 */
export async function assertOwnPatient({ db, reads, doctorId, patientId }: { db: Database; reads?: CachedReads; doctorId: string; patientId: string }) {
  if (reads) {
    const ids = await reads.read(ownPatientIdsRead, doctorId, {});
    let idSet = idSets.get(ids);
    if (!idSet) idSets.set(ids, (idSet = new Set(ids)));
    if (!idSet.has(patientId)) throw new NotFoundError('Patient not found');
    return;
  }
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.doctorId, doctorId), eq(users.role, 'USER')));
  if (!patient) throw new NotFoundError('Patient not found');
}
