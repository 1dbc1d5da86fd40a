import type { ClinicMember } from '@cephalo/shared/clinic';
import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../../db/database';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordAccess } from '../access-log/record-access';
import { selectClinicMembers } from './select-clinic-members';

/** The clinic's patients (role USER) or doctors, by surname, for its administrator; never another clinic's. */
export async function listClinicMembers({ db, clinicId, role, adminId }: { db: Database; clinicId: string; role: Extract<Role, 'USER' | 'DOCTOR'>; adminId: string }): Promise<ClinicMember[]> {
  const members = await selectClinicMembers({ db, clinicId, role });
  // Listing patients is a read of their data: each of them sees it in their access trail.
  if (role === 'USER') await recordAccess({ db, actor: await loadAccessActor({ db, userId: adminId }), patientIds: members.map((member) => member.id), clinicId, action: 'members.list' });
  return members;
}
