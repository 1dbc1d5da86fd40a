import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** Removes one of the patient's treatments; 404 when it is not theirs. */
export async function deleteTreatment({ db, patientId, treatmentId }: { db: Database; patientId: string; treatmentId: string }): Promise<void> {
  const deleted = await db
    .delete(preventiveTreatments)
    .where(and(eq(preventiveTreatments.id, treatmentId), eq(preventiveTreatments.userId, patientId)))
    .returning({ id: preventiveTreatments.id });
  if (deleted.length === 0) throw new NotFoundError('Treatment not found');
}
