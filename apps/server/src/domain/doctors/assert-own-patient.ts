import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** 404 unless the patient is assigned to this doctor: a doctor reads only their own patients. */
export async function assertOwnPatient({ db, doctorId, patientId }: { db: Database; doctorId: string; patientId: string }) {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.doctorId, doctorId), eq(users.role, 'USER')));
  if (!patient) throw new NotFoundError('Patient not found');
}
