import type { ClinicMember, NewClinicUserSchema } from '@cephalo/shared/clinic';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { assertPasswordNotGuessable } from '../../security/assert-password-not-guessable';
import { createUser } from '../accounts/create-user';
import { findPlanByName } from '../plans/find-plan-by-name';
import { assertClinicDoctor } from './assert-clinic-doctor';
import { getClinicMember } from './get-clinic-member';

/**
 * An account made by a clinic administrator: it belongs to that clinic, starts verified and can
 * log in at once. A patient may get one of the clinic's doctors and a plan; a doctor gets Premium.
 * Answers the new member as the clinic's list shows them.
 */
export async function createClinicMember({ db, clinicId, role, input }: { db: Database; clinicId: string; role: 'USER' | 'DOCTOR'; input: z.output<typeof NewClinicUserSchema> }): Promise<ClinicMember> {
  assertPasswordNotGuessable(input.password);
  const user = await db.transaction(async (tx) => {
    const doctorId = role === 'USER' ? (input.doctor_id ?? null) : null;
    if (doctorId) await assertClinicDoctor({ db: tx, clinicId, doctorId });
    const plan = await findPlanByName({ db: tx, name: role === 'USER' ? (input.plan ?? 'Premium') : 'Premium' });
    return createUser({
      db: tx,
      email: input.email,
      username: input.username,
      password: input.password,
      role,
      planId: plan.id,
      clinicId,
      doctorId,
      isVerified: true,
      name: input.name ?? null,
      surname: input.surname ?? null,
      phoneNumber: input.phone_number ?? null,
      bio: input.bio ?? null,
    });
  });
  return getClinicMember({ db, clinicId, role, memberId: user.id });
}
