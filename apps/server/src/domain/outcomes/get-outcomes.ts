import { asc, eq } from 'drizzle-orm';
import type { OutcomesResponse } from '@cephalo/shared/outcomes';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import { assessTreatmentResponse, BASELINE_DAYS } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { countMonthlyOutcomes, countWindowOutcomes } from '@cephalo/clinic/outcomes/count-monthly-outcomes';
import { daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { listMidasScores } from './list-midas-scores';
import { treatmentColumns } from './treatment-columns';

/**
 * GET /api/outcomes (and the doctor's view): the last `months` calendar months up to the
 * patient's `today`, the 28-day window (outcome-windows.ts), every treatment with its response and
 * the latest MIDAS score. The routes read it through the read cache (outcomesRead in
 * cache/cached-reads.ts): classifying a year of days on every open of a patient's page was the
 * page's slowest read (issue 35, point 7).
 */
export async function getOutcomes({
  db,
  patientId,
  today,
  months,
}: {
  db: Database;
  patientId: string;
  today: string;
  months: number;
}): Promise<OutcomesResponse> {
  const [treatments, [midasLatest]] = await Promise.all([
    db.select(treatmentColumns).from(preventiveTreatments).where(eq(preventiveTreatments.userId, patientId)).orderBy(asc(preventiveTreatments.startedOn)),
    listMidasScores({ db, patientId, limit: 1 }),
  ]);
  // One read of the diary for all of it: the first day of the oldest month is at most 31 * months
  // days back, and a treatment's baseline begins 90 days before its start.
  const oldest = [shiftDate(today, -31 * months), ...treatments.map((treatment) => shiftDate(treatment.started_on, -BASELINE_DAYS))].reduce((first, date) =>
    date < first ? date : first,
  );
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(oldest < today ? oldest : today, today) });
  return {
    months: countMonthlyOutcomes(history, { today, months }),
    window_28_days: countWindowOutcomes(history, { to: today }),
    treatments: treatments.map((treatment) => ({ ...treatment, response: assessTreatmentResponse(history, treatment, today) })),
    midas_latest: midasLatest ?? null,
  };
}
