import type { ClinicMember } from '@cephalo/shared/clinic';
import type { Role } from '@cephalo/shared/roles';
import type { DatabaseOrTransaction } from '../../db/database';
import { NotFoundError } from '../../errors/http-errors';
import { selectClinicMembers } from './select-clinic-members';

/** One patient or doctor of the clinic; 404 for anyone else. */
export async function getClinicMember(options: {
  db: DatabaseOrTransaction;
  clinicId: string;
  role: Extract<Role, 'USER' | 'DOCTOR'>;
  memberId: string;
}): Promise<ClinicMember> {
  const [member] = await selectClinicMembers(options);
  if (!member) throw new NotFoundError(options.role === 'USER' ? 'Patient not found' : 'Doctor not found');
  return member;
}
