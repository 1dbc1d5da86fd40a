import { and, asc, eq } from 'drizzle-orm';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { shiftDate } from '@cephalo/clinic/insights/clinical-diary-day';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { loadRecentDiaries } from '../outcomes/load-recent-diaries';
import { RECENT_DAYS, summarizeRecentOutcomes } from '../outcomes/summarize-recent-outcomes';

/**
 * The doctor's own patients (assigned to them), by surname, each with the numbers of the last 30
 * days up to the doctor's `today` and the migraine trend against the 30 before (issue 17). The
 * 60 days of entries of all the patients come in one query.
 */
export async function listDoctorPatients({ db, doctorId, today }: { db: Database; doctorId: string; today: string }): Promise<DoctorPatient[]> {
  const [patients, diaries] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, phone_number: users.phoneNumber })
      .from(users)
      .where(and(eq(users.doctorId, doctorId), eq(users.role, 'USER')))
      .orderBy(asc(users.surname), asc(users.name)),
    loadRecentDiaries({ db, doctorId, from: shiftDate(today, -(2 * RECENT_DAYS - 1)), to: today }),
  ]);
  return patients.map((patient) => ({ ...patient, ...summarizeRecentOutcomes(diaries.get(patient.id) ?? [], today) }));
}
