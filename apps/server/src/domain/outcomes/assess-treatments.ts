import type { PreventiveTreatment, TreatmentWithResponse } from '@cephalo/shared/outcomes';
import { BASELINE_DAYS, assessTreatmentResponse } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { loadClinicalDiary } from '../diary/load-clinical-diary';

/**
 * Each treatment with its response, from one read of the diary reaching back to the baseline of
 * the earliest start (the 90 days before it, docs/decisions/013), whatever order they come in.
 */
export async function assessTreatments({
  db,
  patientId,
  today,
  treatments,
}: {
  db: Database;
  patientId: string;
  today: string;
  treatments: PreventiveTreatment[];
}): Promise<TreatmentWithResponse[]> {
  if (treatments.length === 0) return [];
  const earliest = treatments.reduce((first, treatment) => (treatment.started_on < first ? treatment.started_on : first), today);
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(shiftDate(earliest, -BASELINE_DAYS), today) });
  return treatments.map((treatment) => ({ ...treatment, response: assessTreatmentResponse(history, treatment, today) }));
}
