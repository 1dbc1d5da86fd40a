import { and, eq } from 'drizzle-orm';
import type { ClinicMember, ClinicPatientUpdateSchema } from '@cephalo/shared/clinic';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import type { AccessTrail } from '../access-log/access-trail';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess } from '../access-log/record-access';
import { findPlanByName } from '../plans/find-plan-by-name';
import { assertClinicDoctor } from './assert-clinic-doctor';
import { getClinicMember } from './get-clinic-member';

/**
 * Reassigns a patient of the administrator's clinic to another doctor (or none) or plan; each
 * change goes to the patient's access trail with it. Answers the patient as the clinic's list shows them.
 */
export async function updateClinicPatient({
  db,
  trail,
  clinicId,
  patientId,
  adminId,
  changes,
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string;
  patientId: string;
  adminId: string;
  changes: z.output<typeof ClinicPatientUpdateSchema>;
}): Promise<ClinicMember> {
  await db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, patientId), eq(users.clinicId, clinicId), eq(users.role, 'USER')));
    if (!patient) throw new NotFoundError('Patient not found');
    if (changes.doctor_id) await assertClinicDoctor({ db: tx, clinicId, doctorId: changes.doctor_id });
    const planId = changes.plan ? (await findPlanByName({ db: tx, name: changes.plan })).id : undefined;
    await tx
      .update(users)
      .set({ ...(changes.doctor_id !== undefined ? { doctorId: changes.doctor_id } : {}), ...(planId !== undefined ? { planId } : {}) })
      .where(eq(users.id, patientId));
    const actor = await loadAccessActor({ db: tx, userId: adminId });
    if (changes.doctor_id !== undefined) await recordAccess({ db: tx, trail, actor, patientIds: [patientId], clinicId, action: 'doctor.change' });
    if (changes.plan !== undefined) await recordAccess({ db: tx, trail, actor, patientIds: [patientId], clinicId, action: 'plan.change' });
  });
  return getClinicMember({ db, clinicId, role: 'USER', memberId: patientId });
}
