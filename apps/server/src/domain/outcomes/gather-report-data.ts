import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { monthsOfPeriod, recentWindow } from '@cephalo/shared/outcome-windows';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import { assessIchd3 } from '@cephalo/clinic/insights/ichd3-assessment';
import { BASELINE_DAYS } from '@cephalo/clinic/outcomes/assess-treatment-response';
import { countPeriodOutcomes, daysInclusive } from '@cephalo/clinic/outcomes/count-period-outcomes';
import type { Database } from '../../db/database';
import { clinics, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import type { OutcomesReportData, ReportMonth } from '../../report/outcomes-report-data';
import { loadClinicalDiary } from '../diary/load-clinical-diary';
import { listMidasScores } from './list-midas-scores';
import { listTreatments } from './list-treatments';

/**
 * The data of the PDF report of [from, to]: the months counted as GET /api/outcomes counts them
 * (docs/decisions/013), cut by the windows of outcome-windows.ts (a month the period cuts is
 * marked), the patient's clinic and doctor, every treatment with its response as of `today`, the latest MIDAS score
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
  const doctors = alias(users, 'doctors');
  const [patient] = await db
    .select({
      name: users.name,
      surname: users.surname,
      username: users.username,
      clinicName: clinics.name,
      doctorName: doctors.name,
      doctorSurname: doctors.surname,
      doctorUsername: doctors.username,
    })
    .from(users)
    .leftJoin(clinics, eq(clinics.id, users.clinicId))
    .leftJoin(doctors, eq(doctors.id, users.doctorId))
    .where(eq(users.id, patientId));
  if (!patient) throw new NotFoundError('Patient not found');
  const [treatments, [midasLatest]] = await Promise.all([listTreatments({ db, patientId, today }), listMidasScores({ db, patientId, limit: 1 })]);
  const recent = recentWindow(to);
  const oldest = [from, recent.from, ...treatments.map((treatment) => shiftDate(treatment.started_on, -BASELINE_DAYS))].reduce((first, date) =>
    date < first ? date : first,
  );
  const history = await loadClinicalDiary({ db, patientId, today, days: daysInclusive(oldest, today) });
  const months: ReportMonth[] = monthsOfPeriod({ from, to }).map(({ month, from: monthFrom, to: monthTo, is_partial }) => ({
    month,
    from: monthFrom,
    to: monthTo,
    is_partial,
    ...countPeriodOutcomes(history, monthFrom, monthTo),
  }));
  const fullName = (name: string | null, surname: string | null, username: string | null) => [name, surname].filter(Boolean).join(' ') || username;
  return {
    patientName: fullName(patient.name, patient.surname, patient.username) ?? patient.username,
    clinicName: patient.clinicName,
    doctorName: fullName(patient.doctorName, patient.doctorSurname, patient.doctorUsername),
    from,
    to,
    generatedOn: today,
    months,
    period: countPeriodOutcomes(history, from, to),
    recentWindow: { ...recent, ...countPeriodOutcomes(history, recent.from, recent.to) },
    treatments,
    midasLatest: midasLatest ?? null,
    assessment: assessIchd3(history, to, daysInclusive(from, to)),
  };
}
