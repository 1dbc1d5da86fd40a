import type { OutcomesResponse } from '@cephalo/shared/outcomes';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import { countMonthlyOutcomes, countWindowOutcomes } from '@cephalo/clinic/outcomes/count-monthly-outcomes';
import { daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import type { Database } from '../../db/database';
import { loadClinicalDiary } from '../diary/load-clinical-diary';

export type DiaryOutcomes = Pick<OutcomesResponse, 'months' | 'window_28_days'>;

/**
 * The diary's part of GET /api/outcomes: the last `months` calendar months and the last 28 days
 * (outcome-windows.ts). It reads the diary only, so the read cache keeps it until an entry changes
 * (cache/cached-reads.ts): classifying a year of days on every open of a patient's page was the
 * page's slowest read (issue 35, point 7).
 */
export async function countDiaryOutcomes({
  db,
  patientId,
  today,
  months,
}: {
  db: Database;
  patientId: string;
  today: string;
  months: number;
}): Promise<DiaryOutcomes> {
  // The first day of the oldest month is at most 31 * months days back.
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(shiftDate(today, -31 * months), today) });
  return { months: countMonthlyOutcomes(history, { today, months }), window_28_days: countWindowOutcomes(history, { to: today }) };
}
