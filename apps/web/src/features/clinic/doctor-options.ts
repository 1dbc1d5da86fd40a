import type { ClinicMember } from '@cephalo/shared/clinic';
import { memberName } from './member-name';

/** The Select value that stands for "no doctor" (a Select cannot hold null as an option). */
export const NO_DOCTOR = 'none';

export const doctorOptions = (doctors: ClinicMember[]): { value: string; label: string }[] => [
  { value: NO_DOCTOR, label: 'No doctor' },
  ...doctors.map((doctor) => ({ value: doctor.id, label: memberName(doctor) })),
];

export const toDoctorId = (value: string | null): string | null => (value == null || value === NO_DOCTOR ? null : value);
