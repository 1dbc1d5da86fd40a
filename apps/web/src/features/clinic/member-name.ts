import type { ClinicMember } from '@cephalo/shared/clinic';
import { fullName } from '../../lib/full-name';

/** "Mila Jovanović", or the e-mail when no name was filled in. */
export const memberName = (member: Pick<ClinicMember, 'name' | 'surname' | 'email'>): string => fullName(member) || member.email;
