import type { DoctorPatient } from '@cephalo/shared/diary';

/** "Petra Premium", or the e-mail when the clinic has not filled in a name ("None" counts as empty). */
export const patientDisplayName = (patient: Pick<DoctorPatient, 'name' | 'surname' | 'email'>): string => {
  const part = (value: string | null) => (value == null || value.trim() === 'None' ? '' : value.trim());
  return [part(patient.name), part(patient.surname)].filter(Boolean).join(' ') || patient.email;
};

/** A phone number shown as given, or null when there is none. */
export const patientPhone = (phone: string | null): string | null => (phone == null || phone.trim() === '' || phone.trim() === 'None' ? null : phone.trim());
