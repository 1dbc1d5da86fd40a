import { alias } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

const doctors = alias(users, 'doctors');

/** The name of the patient's own doctor; 404 when none is assigned. */
export async function getAssignedDoctor({ db, patientId }: { db: Database; patientId: string }) {
  const [doctor] = await db
    .select({ name: doctors.name, surname: doctors.surname })
    .from(users)
    .innerJoin(doctors, eq(doctors.id, users.doctorId))
    .where(eq(users.id, patientId));
  if (!doctor) throw new NotFoundError('No doctor is assigned to you yet.');
  return doctor;
}
