import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClinicMember } from '@cephalo/shared/clinic';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { plans, users } from '../../db/schema';

const doctors = alias(users, 'doctors');

/** The clinic's patients (role USER) or doctors, by surname, or the one of `memberId`; never another clinic's. */
export async function selectClinicMembers({
  db,
  clinicId,
  role,
  memberId,
}: {
  db: DatabaseOrTransaction;
  clinicId: string;
  role: Extract<Role, 'USER' | 'DOCTOR'>;
  memberId?: string;
}): Promise<ClinicMember[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      username: users.username,
      phone_number: users.phoneNumber,
      plan_name: plans.name,
      doctor_id: users.doctorId,
      doctor_name: sql<string | null>`nullif(trim(concat_ws(' ', ${doctors.name}, ${doctors.surname})), '')`,
      can_sign_in: users.isVerified,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .leftJoin(doctors, eq(doctors.id, users.doctorId))
    .where(and(eq(users.clinicId, clinicId), eq(users.role, role), memberId ? eq(users.id, memberId) : undefined))
    .orderBy(asc(users.surname), asc(users.name), asc(users.username));
}
