import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DoctorPatient } from '@cephalo/shared/diary';
import { previousWindow, recentWindow } from '@cephalo/shared/outcome-windows';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { loadRecentDiaries } from '../outcomes/load-recent-diaries';
import { summarizeRecentOutcomes } from '../outcomes/summarize-recent-outcomes';

/**
 * The doctor's own patients (assigned to them), by surname, each with the triage numbers: the
 * last 28 days up to the doctor's `today`, the trend against the 28 before, the days since the
 * last entry and the reasons for attention (issue 35). With `patientId`, that one patient's row
 * (the patient's page shows the same numbers as the list).
 *
 * The days recorded and the last entry are SQL aggregates read from the (user_id, input_date)
 * index; only the days with a headache or a medicine come to JS, where the migraine-day and
 * medication rules of packages/clinic classify their free text.
 */
export async function listDoctorPatients({
  db,
  doctorId,
  today,
  patientId,
}: {
  db: Database;
  doctorId: string;
  today: string;
  patientId?: string;
}): Promise<DoctorPatient[]> {
  const recent = recentWindow(today);
  const previous = previousWindow(today);
  // Written out with their tables: Drizzle drops the table of a column in a one-table select, and
  // an unqualified "id" in these subqueries would be the entry's own.
  const entriesOf = (from: string, to: string): SQL<number> =>
    sql<number>`(select count(*)::int from diary_entries e where e.user_id = "users"."id" and e.input_date between ${from} and ${to})`;
  const conditions = [eq(users.doctorId, doctorId), eq(users.role, 'USER')];
  if (patientId) conditions.push(eq(users.id, patientId));
  const [patients, diaries] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        phone_number: users.phoneNumber,
        lastEntryOn: sql<string | null>`(select max(e.input_date)::text from diary_entries e where e.user_id = "users"."id")`,
        recentEntries: entriesOf(recent.from, recent.to),
        previousEntries: entriesOf(previous.from, previous.to),
      })
      .from(users)
      .where(and(...conditions))
      .orderBy(asc(users.surname), asc(users.name)),
    loadRecentDiaries({ db, doctorId, patientId, from: previous.from, to: today }),
  ]);
  return patients.map(({ lastEntryOn, recentEntries, previousEntries, ...patient }) => ({
    ...patient,
    ...summarizeRecentOutcomes({
      history: diaries.get(patient.id) ?? [],
      today,
      entryCounts: { recent: Number(recentEntries), previous: Number(previousEntries) },
      lastEntryOn,
    }),
  }));
}
