import { eq } from 'drizzle-orm';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import { assessIchd3 } from '@cephalo/clinic/insights/ichd3-assessment';
import { BASELINE_DAYS } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { countPeriodOutcomes, daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import { daysInMonth } from '@cephalo/clinic/outcomes/count-monthly-outcomes';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import type { OutcomesReportData, ReportMonth } from '../../report/outcomes-report-data';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { listMidasScores } from './list-midas-scores';
import { listTreatments } from './list-treatments';

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar months touching [from, to], each clipped to it. */
function monthsOf(from: string, to: string): { month: string; from: string; to: string }[] {
  const months = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${pad(month)}` <= to.slice(0, 7)) {
    const first = `${year}-${pad(month)}-01`;
    const last = `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;
    months.push({ month: `${year}-${pad(month)}`, from: first < from ? from : first, to: last > to ? to : last });
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

/**
 * The data of the PDF report of [from, to]: the months counted as GET /api/outcomes counts them
 * (docs/decisions/013), every treatment with its response as of `today`, the latest MIDAS score
 * and the ICHD-3 comparison of the period.
 */
export async function gatherReportData({
  db,
  patientId,
  from,
  to,
  today,
}: {
  db: Database;
  patientId: string;
  from: string;
  to: string;
  today: string;
}): Promise<OutcomesReportData> {
  const [patient] = await db.select({ name: users.name, surname: users.surname, username: users.username }).from(users).where(eq(users.id, patientId));
  if (!patient) throw new NotFoundError('Patient not found');
  const [treatments, [midasLatest]] = await Promise.all([listTreatments({ db, patientId, today }), listMidasScores({ db, patientId, limit: 1 })]);
  const last30From = shiftDate(to, -29);
  const oldest = [from, last30From, ...treatments.map((treatment) => shiftDate(treatment.started_on, -BASELINE_DAYS))].reduce((first, date) =>
    date < first ? date : first,
  );
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(oldest, today) });
  const months: ReportMonth[] = monthsOf(from, to).map((month) => ({ ...month, ...countPeriodOutcomes(history, month.from, month.to) }));
  return {
    patientName: [patient.name, patient.surname].filter(Boolean).join(' ') || patient.username,
    from,
    to,
    generatedOn: today,
    months,
    period: countPeriodOutcomes(history, from, to),
    last30Days: { from: last30From, to, ...countPeriodOutcomes(history, last30From, to) },
    treatments,
    midasLatest: midasLatest ?? null,
    assessment: assessIchd3(history, to, daysInclusive(from, to)),
  };
}
