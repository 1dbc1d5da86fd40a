import { asc, eq } from 'drizzle-orm';
import type { OutcomesResponse } from '@cephalo/shared/outcomes';
import { assessTreatmentResponse, BASELINE_DAYS } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { countDiaryOutcomes, type DiaryOutcomes } from './count-diary-outcomes';
import { listMidasScores } from './list-midas-scores';
import { treatmentColumns } from './treatment-columns';

/**
 * GET /api/outcomes (and the doctor's view): the last `months` calendar months up to the
 * patient's `today`, the 28-day window, every treatment with its response and the latest MIDAS
 * score. `countDiary` gives the months and the window (the routes' kept copy, countDiaryOutcomes
 * without it); the diary is read again only for the treatments' baselines.
 */
export async function getOutcomes({
  db,
  patientId,
  today,
  months,
  countDiary = () => countDiaryOutcomes({ db, patientId, today, months }),
}: {
  db: Database;
  patientId: string;
  today: string;
  months: number;
  countDiary?: () => Promise<DiaryOutcomes>;
}): Promise<OutcomesResponse> {
  const [treatments, [midasLatest], counted] = await Promise.all([
    db.select(treatmentColumns).from(preventiveTreatments).where(eq(preventiveTreatments.userId, patientId)).orderBy(asc(preventiveTreatments.startedOn)),
    listMidasScores({ db, patientId, limit: 1 }),
    countDiary(),
  ]);
  if (treatments.length === 0) return { ...counted, treatments: [], midas_latest: midasLatest ?? null };
  // From the earliest baseline (90 days before the first start) to today.
  const oldest = treatments.map((treatment) => shiftDate(treatment.started_on, -BASELINE_DAYS)).reduce((first, date) => (date < first ? date : first));
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(oldest < today ? oldest : today, today) });
  return {
    ...counted,
    treatments: treatments.map((treatment) => ({ ...treatment, response: assessTreatmentResponse(history, treatment, today) })),
    midas_latest: midasLatest ?? null,
  };
}
