import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ClinicMember } from '@cephalo/shared/clinic';
import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../../db/database';
import { plans, users } from '../../db/schema';
import { NotFoundError } from '../../errors/http-errors';

const doctors = alias(users, 'doctors');

/** The clinic's patients (role USER) or doctors, by surname; never another clinic's. */
export async function listClinicMembers({ db, clinicId, role, memberId }: { db: Database; clinicId: string; role: Extract<Role, 'USER' | 'DOCTOR'>; memberId?: string }): Promise<ClinicMember[]> {
  return db
    .select({
      id: users.id, name: users.name, surname: users.surname, email: users.email, username: users.username, phone_number: users.phoneNumber,
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

/** One patient or doctor of the clinic; 404 for anyone else. */
export async function getClinicMember(options: { db: Database; clinicId: string; role: Extract<Role, 'USER' | 'DOCTOR'>; memberId: string }): Promise<ClinicMember> {
  const [member] = await listClinicMembers(options);
  if (!member) throw new NotFoundError(options.role === 'USER' ? 'Patient not found' : 'Doctor not found');
  return member;
}
