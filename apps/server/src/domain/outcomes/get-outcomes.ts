import { asc, eq } from 'drizzle-orm';
import type { OutcomesResponse } from '@cephalo/shared/outcomes';
import { BASELINE_DAYS } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { summarizeOutcomes } from '@cephalo/clinic/outcomes/summarize-outcomes';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { preventiveTreatments } from '../../db/schema';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { listMidasScores } from './list-midas-scores';
import { treatmentColumns } from './treatment-columns';

/**
 * GET /api/outcomes (and the doctor's view): the last `months` calendar months up to the
 * patient's `today`, the 28-day window, every treatment with its response and the latest MIDAS
 * score. One diary read covers both the months and the earliest treatment's baseline.
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
  // The first day of the oldest month is at most 31 * months days back; the earliest baseline may be older.
  const oldest = [shiftDate(today, -31 * months), ...treatments.map((treatment) => shiftDate(treatment.started_on, -BASELINE_DAYS))].reduce((first, date) =>
    date < first ? date : first,
  );
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(oldest, today) });
  return summarizeOutcomes({ history, today, months, treatments, midasLatest: midasLatest ?? null });
}
