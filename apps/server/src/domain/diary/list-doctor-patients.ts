import { and, asc, eq } from 'drizzle-orm';
import type { DoctorPatient } from '@cephalo/shared/diary';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

/** The doctor's own patients (assigned to them), by surname. */
export async function listDoctorPatients({ db, doctorId }: { db: Database; doctorId: string }): Promise<DoctorPatient[]> {
  return db
    .select({ id: users.id, name: users.name, surname: users.surname, email: users.email, phone_number: users.phoneNumber })
    .from(users)
    .where(and(eq(users.doctorId, doctorId), eq(users.role, 'USER')))
    .orderBy(asc(users.surname), asc(users.name));
}

/** 404 unless the patient is assigned to this doctor: a doctor reads only their own patients. */
export async function assertOwnPatient({ db, doctorId, patientId }: { db: Database; doctorId: string; patientId: string }) {
  const [patient] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, patientId), eq(users.doctorId, doctorId), eq(users.role, 'USER')));
  if (!patient) throw new NotFoundError('Patient not found');
}
