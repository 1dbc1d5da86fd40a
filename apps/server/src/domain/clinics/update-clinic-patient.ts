import { and, eq } from 'drizzle-orm';
import type { ClinicPatientUpdateSchema } from '@cephalo/shared/clinic';
import type { z } from 'zod';
import type { DatabaseOrTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';
import { findPlanByName } from '../plans/find-plan-by-name';
import { assertClinicDoctor } from './assert-clinic-doctor';

/** Reassigns a patient of the administrator's clinic to another doctor (or none) or plan. */
export async function updateClinicPatient({ db, clinicId, patientId, changes }: { db: DatabaseOrTransaction; clinicId: string; patientId: string; changes: z.output<typeof ClinicPatientUpdateSchema> }) {
  await db.transaction(async (tx) => {
    const [patient] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, patientId), eq(users.clinicId, clinicId), eq(users.role, 'USER')));
    if (!patient) throw new NotFoundError('Patient not found');
    if (changes.doctor_id) await assertClinicDoctor({ db: tx, clinicId, doctorId: changes.doctor_id });
    const planId = changes.plan ? (await findPlanByName({ db: tx, name: changes.plan })).id : undefined;
    await tx
      .update(users)
      .set({ ...(changes.doctor_id !== undefined ? { doctorId: changes.doctor_id } : {}), ...(planId !== undefined ? { planId } : {}) })
      .where(eq(users.id, patientId));
  });
}
