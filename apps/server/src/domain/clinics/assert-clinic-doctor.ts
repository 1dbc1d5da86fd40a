import { and, eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { BadRequestError } from '../../errors/http-errors';

/** A patient's doctor must be a doctor of the same clinic; answers the doctor's name as the clinic's lists show it. */
export async function assertClinicDoctor({
  db,
  clinicId,
  doctorId,
}: {
  db: DatabaseOrTransaction;
  clinicId: string;
  doctorId: string;
}): Promise<{ doctorName: string | null }> {
  const [doctor] = await db
    .select({ name: users.name, surname: users.surname })
    .from(users)
    .where(and(eq(users.id, doctorId), eq(users.clinicId, clinicId), eq(users.role, 'DOCTOR')));
  if (!doctor) throw new BadRequestError('doctor_id is not a doctor of your clinic');
  return {
    doctorName:
      [doctor.name, doctor.surname]
        .filter((part) => part !== null)
        .join(' ')
        .trim() || null,
  };
}
