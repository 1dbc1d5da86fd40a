import { desc, eq } from 'drizzle-orm';
import type { TreatmentWithResponse } from '@cephalo/shared/outcomes';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { assessTreatments } from './assess-treatments';
import { treatmentColumns } from './treatment-columns';

/** The patient's preventive treatments, newest start first, each with its response up to `today`. */
export async function listTreatments({ db, patientId, today }: { db: Database; patientId: string; today: string }): Promise<TreatmentWithResponse[]> {
  const treatments = await db
    .select(treatmentColumns)
    .from(preventiveTreatments)
    .where(eq(preventiveTreatments.userId, patientId))
    .orderBy(desc(preventiveTreatments.startedOn), desc(preventiveTreatments.createdAt));
  return assessTreatments({ db, patientId, today, treatments });
}
