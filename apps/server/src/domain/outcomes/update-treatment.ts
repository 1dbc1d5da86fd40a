import { and, eq } from 'drizzle-orm';
import type { PreventiveTreatmentCreateSchema, TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { assessTreatments } from './assess-treatments';
import { treatmentColumns } from './treatment-columns';

/** Changes one of the patient's treatments (name, start, stop); 404 when it is not theirs. */
export async function updateTreatment({
  db,
  patientId,
  treatmentId,
  values,
  today,
}: {
  db: Database;
  patientId: string;
  treatmentId: string;
  values: z.output<typeof PreventiveTreatmentCreateSchema>;
  today: string;
}): Promise<TreatmentWithResponse> {
  const [updated] = await db
    .update(preventiveTreatments)
    .set({ name: values.name, startedOn: values.started_on, stoppedOn: values.stopped_on })
    .where(and(eq(preventiveTreatments.id, treatmentId), eq(preventiveTreatments.userId, patientId)))
    .returning(treatmentColumns);
  if (!updated) throw new NotFoundError('Treatment not found');
  const [withResponse] = await assessTreatments({ db, patientId, today, treatments: [updated] });
  return withResponse!;
}
