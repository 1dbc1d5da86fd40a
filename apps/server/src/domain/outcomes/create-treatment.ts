import type { PreventiveTreatmentCreateSchema, TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { assessTreatments } from './assess-treatments';
import { treatmentColumns } from './treatment-columns';

/** Records a preventive treatment of the patient; `recordedBy` is the patient or their doctor. */
export async function createTreatment({
  db,
  patientId,
  recordedBy,
  values,
  today,
}: {
  db: Database;
  patientId: string;
  recordedBy: string;
  values: z.output<typeof PreventiveTreatmentCreateSchema>;
  today: string;
}): Promise<TreatmentWithResponse> {
  const [created] = await db
    .insert(preventiveTreatments)
    .values({ userId: patientId, recordedBy, name: values.name, startedOn: values.started_on, stoppedOn: values.stopped_on })
    .returning(treatmentColumns);
  if (!created) throw new Error('The treatment was not stored');
  const [withResponse] = await assessTreatments({ db, patientId, today, treatments: [created] });
  return withResponse!;
}
