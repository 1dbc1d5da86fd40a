import type { ClinicMember } from '@cephalo/shared/clinic';
import type { Translate } from '../../i18n/use-t';
import { memberName } from './member-name';

/** The Select value that stands for "no doctor" (a Select cannot hold null as an option). */
export const NO_DOCTOR = 'none';

/**
 * The picker's choices. A doctor who has not verified the e-mail address cannot sign in, so a
 * patient given to them would have nobody looking at the diary: such doctors are marked.
 */
export const doctorOptions = (doctors: ClinicMember[], t: Translate): { value: string; label: string }[] => [
  { value: NO_DOCTOR, label: t('clinic.noDoctor') },
  ...doctors.map((doctor) => ({ value: doctor.id, label: doctor.can_sign_in ? memberName(doctor) : t('clinic.cannotSignIn', { name: memberName(doctor) }) })),
];

export const toDoctorId = (value: string | null): string | null => (value == null || value === NO_DOCTOR ? null : value);
