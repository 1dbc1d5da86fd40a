import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';

/** The ids of the patients assigned to the doctor: the only patients whose data the doctor may read. */
export async function listOwnPatientIds({ db, doctorId }: { db: Database; doctorId: string }): Promise<string[]> {
  const patients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.doctorId, doctorId), eq(users.role, 'USER')));
  return patients.map((patient) => patient.id);
}
