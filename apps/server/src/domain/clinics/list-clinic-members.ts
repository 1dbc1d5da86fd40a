import type { ClinicMember, ClinicMemberListQuery } from '@cephalo/shared/clinic';
import { matchesPatientSearch } from '@cephalo/shared/patient-order';
import type { Role } from '@cephalo/shared/roles';
import type { Database } from '../../db/database';
import type { AccessTrail } from '../access-log/access-trail';
import { loadAccessActor } from '../access-log/load-access-actor';
import { recordPatientListView } from '../access-log/record-patient-list-view';
import { selectClinicMembers } from './select-clinic-members';

/**
 * The clinic's patients (role USER) or doctors, by surname, for its administrator; never another
 * clinic's. With `query`, one page of those matching its search, and how many match in all.
 */
export async function listClinicMembers({
  db,
  trail,
  clinicId,
  role,
  adminId,
  query = {},
}: {
  db: Database;
  trail: AccessTrail;
  clinicId: string;
  role: Extract<Role, 'USER' | 'DOCTOR'>;
  adminId: string;
  query?: ClinicMemberListQuery;
}): Promise<{ page: ClinicMember[]; total: number }> {
  const { offset = 0, limit, search } = query;
  const members = await selectClinicMembers({ db, clinicId, role });
  const matching = search ? members.filter((member) => matchesPatientSearch(member, search)) : members;
  const page = matching.slice(offset, limit === undefined ? undefined : offset + limit);
  // Listing patients is a read of their data: one row names those shown, and each of them sees it in their trail.
  if (role === 'USER' && page.length > 0)
    await recordPatientListView({
      db,
      trail,
      actor: await loadAccessActor({ db, userId: adminId }),
      patientIds: page.map((member) => member.id),
      clinicId,
      action: 'members.list',
    });
  return { page, total: matching.length };
}
